// pathsim-args: --rank=possible
// A program that makes recursive mutexes (pthread_mutexattr_settype with
// PTHREAD_MUTEX_RECURSIVE) may lock one again while it holds it: calling a
// function that takes the lock with the lock held is what such a mutex is
// for. Which mutex is recursive is decided where it is initialized, which
// the locking paths do not see, and a mutex's state (locked, unlocked) does
// not count how often it is held (the outer unlock seems to unlock an
// unlocked mutex), so in such a program each warning on a mutex's state is
// only possible (hidden by default). In a program that makes no recursive
// mutex (interprocedural/lock_held_by_caller.c, libc/pthread.c) a re-lock
// is a self-deadlock, ranked by its path.
#include <pthread.h>

static pthread_mutex_t registry_lock;
static int registered;

int registry_init(void) {
  pthread_mutexattr_t attr;
  if (pthread_mutexattr_init(&attr) != 0)
    return -1;
  pthread_mutexattr_settype(&attr, PTHREAD_MUTEX_RECURSIVE);
  int rc = pthread_mutex_init(&registry_lock, &attr);
  pthread_mutexattr_destroy(&attr);
  return rc;
}

static void register_one(void) {
  pthread_mutex_lock(&registry_lock);
  registered++;
  pthread_mutex_unlock(&registry_lock);
}

void register_pair(void) {
  pthread_mutex_lock(&registry_lock);
  register_one(); // expected-warning{{'register_one' needs MUTEX 'registry_lock' not to be locked [resource-state, possible]}}
  register_one(); // expected-warning{{'register_one' needs MUTEX 'registry_lock' not to be locked [resource-state, possible]}}
  pthread_mutex_unlock(&registry_lock);
}

void register_nested(void) {
  pthread_mutex_lock(&registry_lock);
  pthread_mutex_lock(&registry_lock); // expected-warning{{'pthread_mutex_lock' needs MUTEX 'registry_lock' not to be locked [resource-state, possible]}}
  registered++;
  pthread_mutex_unlock(&registry_lock);
  pthread_mutex_unlock(&registry_lock); // expected-warning{{'pthread_mutex_unlock' needs MUTEX 'registry_lock' to be locked, but it is unlocked [resource-state, possible]}}
}
