// More pthread.h and semaphore.h models: attributes, condition variables
// and read-write locks created and destroyed, keys, once, cancel, kill,
// exit, mutex attributes, semaphores.
#include <pthread.h>
#include <semaphore.h>
#include <signal.h>
#include <stddef.h>

int pthread_attr_init_misuse(void) {
  return pthread_attr_init(NULL); // expected-warning{{passing NULL pointer 'attr' to 'pthread_attr_init' [null-deref]}}
}
int pthread_attr_destroy_misuse(void) {
  pthread_attr_t a;
  return pthread_attr_destroy(&a); // expected-warning{{passing pointer to uninitialized memory}}
}
int pthread_attr_setdetachstate_misuse(void) {
  pthread_attr_t a;
  return pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED); // expected-warning{{passing pointer to uninitialized memory}}
}
int pthread_attr_setstacksize_misuse(void) {
  pthread_attr_t a;
  return pthread_attr_setstacksize(&a, 1 << 20); // expected-warning{{passing pointer to uninitialized memory}}
}
int pthread_cond_init_misuse(void) {
  return pthread_cond_init(NULL, NULL); // expected-warning{{passing NULL pointer 'cond' to 'pthread_cond_init' [null-deref]}}
}
int pthread_cond_destroy_misuse(void) {
  return pthread_cond_destroy(NULL); // expected-warning{{passing NULL pointer 'cond' to 'pthread_cond_destroy' [null-deref]}}
}
int pthread_rwlock_init_misuse(void) {
  return pthread_rwlock_init(NULL, NULL); // expected-warning{{passing NULL pointer 'rwlock' to 'pthread_rwlock_init' [null-deref]}}
}
int pthread_rwlock_destroy_misuse(pthread_rwlock_t *l) {
  pthread_rwlock_wrlock(l);
  return pthread_rwlock_destroy(l); // expected-warning{{'pthread_rwlock_destroy' needs RWLOCK}}
}
int pthread_key_create_misuse(void) {
  return pthread_key_create(NULL, NULL); // expected-warning{{passing NULL pointer 'key' to 'pthread_key_create' [null-deref]}}
}
int pthread_key_delete_misuse(void) {
  pthread_key_t k;
  return pthread_key_delete(k); // expected-warning{{passing uninitialized value 'k' to 'pthread_key_delete'}}
}
void *pthread_getspecific_misuse(void) {
  pthread_key_t k;
  return pthread_getspecific(k); // expected-warning{{passing uninitialized value 'k' to 'pthread_getspecific'}}
}
int pthread_setspecific_misuse(void *v) {
  pthread_key_t k;
  return pthread_setspecific(k, v); // expected-warning{{passing uninitialized value 'k' to 'pthread_setspecific'}}
}
static void init_once(void) {}
int pthread_once_misuse(void) {
  pthread_once_t o;
  return pthread_once(&o, init_once); // expected-warning{{passing pointer to uninitialized memory}}
}
int pthread_equal_misuse(pthread_t a) {
  pthread_t b;
  return pthread_equal(a, b); // expected-warning{{passing uninitialized value 'b' to 'pthread_equal'}}
}
int pthread_cancel_misuse(void) {
  pthread_t t;
  return pthread_cancel(t); // expected-warning{{passing uninitialized value 't' to 'pthread_cancel'}}
}
int pthread_kill_misuse(pthread_t t) {
  int s;
  return pthread_kill(t, s); // expected-warning{{passing uninitialized value 's' to 'pthread_kill'}}
}
int pthread_exit_ends(int *p) {
  pthread_exit(NULL);
  return *p; /* not reached: no warning for a NULL p */
}
int pthread_mutexattr_init_misuse(void) {
  return pthread_mutexattr_init(NULL); // expected-warning{{passing NULL pointer 'attr' to 'pthread_mutexattr_init' [null-deref]}}
}
int pthread_mutexattr_destroy_misuse(void) {
  pthread_mutexattr_t a;
  return pthread_mutexattr_destroy(&a); // expected-warning{{passing pointer to uninitialized memory}}
}
int pthread_mutexattr_settype_misuse(void) {
  pthread_mutexattr_t a;
  return pthread_mutexattr_settype(&a, PTHREAD_MUTEX_RECURSIVE); // expected-warning{{passing pointer to uninitialized memory}}
}
int threads_ok(pthread_t t) {
  pthread_attr_t a;
  pthread_mutexattr_t ma;
  pthread_cond_t c;
  pthread_rwlock_t l;
  pthread_key_t k;
  static pthread_once_t once = PTHREAD_ONCE_INIT;
  if (pthread_attr_init(&a) || pthread_mutexattr_init(&ma) ||
      pthread_cond_init(&c, NULL) || pthread_rwlock_init(&l, NULL) ||
      pthread_key_create(&k, NULL))
    return -1;
  pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
  pthread_attr_setstacksize(&a, 1 << 20);
  pthread_attr_destroy(&a);
  pthread_mutexattr_settype(&ma, PTHREAD_MUTEX_RECURSIVE);
  pthread_mutexattr_destroy(&ma);
  pthread_setspecific(k, &c);
  void *v = pthread_getspecific(k);
  pthread_key_delete(k);
  pthread_cond_destroy(&c);
  pthread_rwlock_destroy(&l);
  pthread_once(&once, init_once);
  return (v != NULL) + pthread_equal(t, pthread_self()) + pthread_cancel(t) +
         pthread_kill(t, 0);
}

/* semaphore.h */
int sem_init_misuse(void) {
  unsigned v;
  sem_t s;
  return sem_init(&s, 0, v); // expected-warning{{passing uninitialized value 'v' to 'sem_init'}}
}
int sem_destroy_misuse(void) {
  sem_t s;
  return sem_destroy(&s); // expected-warning{{passing pointer to uninitialized memory}}
}
int sem_wait_misuse(void) {
  return sem_wait(NULL); // expected-warning{{passing NULL pointer 'sem' to 'sem_wait' [null-deref]}}
}
int sem_trywait_misuse(void) {
  sem_t s;
  return sem_trywait(&s); // expected-warning{{passing pointer to uninitialized memory}}
}
int sem_post_misuse(void) {
  return sem_post(NULL); // expected-warning{{passing NULL pointer 'sem' to 'sem_post' [null-deref]}}
}
int sem_ok(void) {
  sem_t s;
  if (sem_init(&s, 0, 1))
    return -1;
  sem_wait(&s);
  sem_post(&s);
  int r = sem_trywait(&s);
  sem_destroy(&s);
  return r;
}

/* Named semaphores: sem_open until sem_close. */
#include <fcntl.h>
int sem_open_leaked(void) {
  sem_t *s = sem_open("/jobs", O_CREAT, 0600, 1);
  if (s == SEM_FAILED)
    return -1;
  return sem_wait(s); // expected-warning{{leaking SEM resource}}
}
int sem_close_twice(void) {
  sem_t *s = sem_open("/jobs", 0);
  if (s == SEM_FAILED)
    return -1;
  sem_close(s);
  return sem_close(s); // expected-warning{{'sem_close' needs SEM 's' to be open, but it is closed [resource-state]}}
}
int sem_open_unchecked(void) {
  sem_t *s = sem_open("/jobs", 0);
  return sem_close(s); // expected-warning{{passing NULL pointer 's' to 'sem_close' [null-deref]}}
}
int sem_getvalue_misuse(sem_t *s) {
  return sem_getvalue(s, NULL); // expected-warning{{passing NULL pointer 'sval' to 'sem_getvalue' [null-deref]}}
}
int sem_timedwait_misuse(sem_t *s) {
  struct timespec t;
  return sem_timedwait(s, &t); // expected-warning{{passing pointer to uninitialized memory 't' to 'sem_timedwait' [uninit-use]}}
}
int sem_unlink_misuse(void) {
  return sem_unlink(NULL); // expected-warning{{passing NULL pointer 'name' to 'sem_unlink' [null-deref]}}
}
int named_semaphore_ok(const struct timespec *deadline) {
  int v;
  sem_t *s = sem_open("/jobs", O_CREAT, 0600, 1);
  if (s == SEM_FAILED)
    return -1;
  if (sem_timedwait(s, deadline) == 0)
    sem_post(s);
  if (sem_getvalue(s, &v) != 0)
    v = -1;
  sem_close(s);
  sem_unlink("/jobs");
  return v;
}
