// pthread.h: a held lock is a resource (MUTEX locked / unlocked, RWLOCK
// read_locked / write_locked / unlocked).
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t ready = PTHREAD_COND_INITIALIZER;
static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static int counter, flag;

void unlock_twice(void) {
  pthread_mutex_lock(&lock);
  counter++;
  pthread_mutex_unlock(&lock);
  pthread_mutex_unlock(&lock); // expected-warning{{to be locked, but it is unlocked [resource-state]}}
}

void lock_twice(void) {
  pthread_mutex_lock(&lock);
  pthread_mutex_lock(&lock); // expected-warning{{'pthread_mutex_lock' needs MUTEX}}
  counter++;
  pthread_mutex_unlock(&lock);
}

int increment_ok(void) {
  pthread_mutex_lock(&lock);
  int v = ++counter;
  pthread_mutex_unlock(&lock);
  pthread_mutex_lock(&lock);
  v += counter;
  pthread_mutex_unlock(&lock);
  return v;
}

void lock_null(void) {
  pthread_mutex_lock(NULL); // expected-warning{{passing NULL pointer 'mutex' to 'pthread_mutex_lock' [null-deref]}}
}

/* pthread_mutex_trylock */
int trylock_null(void) {
  return pthread_mutex_trylock(NULL); // expected-warning{{passing NULL pointer 'mutex' to 'pthread_mutex_trylock' [null-deref]}}
}

int trylock_left_locked(void) {
  pthread_mutex_t m;
  if (pthread_mutex_init(&m, NULL) != 0)
    return -1;
  if (pthread_mutex_trylock(&m) != 0)
    return -1;
  return 0; // expected-warning{{leaking MUTEX resource from 'pthread_mutex_trylock(&m)' (still locked) [resource-leak]}}
}

int trylock_ok(void) {
  if (pthread_mutex_trylock(&lock) != 0)
    return -1;
  counter++;
  return pthread_mutex_unlock(&lock);
}

/* After EBUSY the mutex is not held: unlocking it is an error. */
void trylock_unchecked(void) {
  pthread_mutex_trylock(&lock);
  counter++;
  pthread_mutex_unlock(&lock); // expected-warning{{to be locked, but it is unlocked [resource-state]}}
}

/* A mutex of this frame still locked when the function returns. */
int local_mutex_left_locked(void) {
  pthread_mutex_t m;
  if (pthread_mutex_init(&m, NULL) != 0)
    return -1;
  pthread_mutex_lock(&m);
  return 0; // expected-warning{{leaking MUTEX resource from 'pthread_mutex_lock(&m)' (still locked) [resource-leak]}}
}

int destroy_locked(void) {
  pthread_mutex_t m;
  if (pthread_mutex_init(&m, NULL) != 0)
    return -1;
  pthread_mutex_lock(&m);
  return pthread_mutex_destroy(&m); // expected-warning{{leaking MUTEX resource from 'pthread_mutex_lock(&m)' (still locked) [resource-leak]}} expected-warning{{'pthread_mutex_destroy' needs MUTEX}}
}

int local_mutex_ok(void) {
  pthread_mutex_t m;
  if (pthread_mutex_init(&m, NULL) != 0)
    return -1;
  pthread_mutex_lock(&m);
  pthread_mutex_unlock(&m);
  return pthread_mutex_destroy(&m);
}

/* condition variables need their mutex locked */
void wait_without_lock(void) {
  pthread_mutex_lock(&lock);
  pthread_mutex_unlock(&lock);
  pthread_cond_wait(&ready, &lock); // expected-warning{{to be locked, but it is unlocked [resource-state]}}
}

int wait_ok(const struct timespec *deadline) {
  pthread_mutex_lock(&lock);
  int r = 0;
  if (!flag)
    pthread_cond_wait(&ready, &lock);
  if (!flag)
    r = pthread_cond_timedwait(&ready, &lock, deadline);
  pthread_mutex_unlock(&lock);
  return r;
}

void signal_ok(void) {
  pthread_mutex_lock(&lock);
  flag = 1;
  pthread_cond_signal(&ready);
  pthread_cond_broadcast(&ready);
  pthread_mutex_unlock(&lock);
}

void signal_null(void) {
  pthread_cond_signal(NULL); // expected-warning{{passing NULL pointer 'cond' to 'pthread_cond_signal' [null-deref]}}
}

/* read-write locks */
/* pthread_rwlock_rdlock: a thread holding the write lock deadlocks
   (or gets EDEADLK) */
int rdlock_while_write_locked(void) {
  pthread_rwlock_wrlock(&table_lock);
  counter++;
  pthread_rwlock_rdlock(&table_lock); // expected-warning{{'pthread_rwlock_rdlock' needs RWLOCK}}
  int v = counter;
  pthread_rwlock_unlock(&table_lock);
  return v;
}

void read_then_write_lock(void) {
  pthread_rwlock_rdlock(&table_lock);
  pthread_rwlock_wrlock(&table_lock); // expected-warning{{'pthread_rwlock_wrlock' needs RWLOCK}}
  pthread_rwlock_unlock(&table_lock);
}

void rwlock_unlock_twice(void) {
  pthread_rwlock_wrlock(&table_lock);
  pthread_rwlock_unlock(&table_lock);
  pthread_rwlock_unlock(&table_lock); // expected-warning{{'pthread_rwlock_unlock' needs RWLOCK}}
}

int rwlock_ok(void) {
  pthread_rwlock_rdlock(&table_lock);
  int v = counter;
  pthread_rwlock_unlock(&table_lock);
  pthread_rwlock_wrlock(&table_lock);
  counter = v + 1;
  pthread_rwlock_unlock(&table_lock);
  return v;
}

/* join, detach, self */
int join_uninitialized(void) {
  pthread_t t;
  return pthread_join(t, NULL); // expected-warning{{passing uninitialized value 't' to 'pthread_join' [uninit-use]}}
}

long join_ok(pthread_t t) {
  void *ret;
  if (pthread_join(t, &ret) != 0)
    return -1;
  return ret != NULL;
}

/* pthread_self: the model constrains nothing, there is no misuse of it to
   catch. */
int detach_ok(void) {
  return pthread_detach(pthread_self());
}

/* The siblings' misuses. */
int init_null(void) {
  return pthread_mutex_init(NULL, NULL); // expected-warning{{passing NULL pointer 'mutex' to 'pthread_mutex_init' [null-deref]}}
}

void broadcast_null(void) {
  pthread_cond_broadcast(NULL); // expected-warning{{passing NULL pointer 'cond' to 'pthread_cond_broadcast' [null-deref]}}
}

/* Silent: the caller may hold the lock. */
int timedwait_caller_holds_lock_ok(const struct timespec *deadline) {
  return pthread_cond_timedwait(&ready, &lock, deadline);
}

void timedwait_after_unlock(const struct timespec *deadline) {
  pthread_mutex_lock(&lock);
  pthread_mutex_unlock(&lock);
  pthread_cond_timedwait(&ready, &lock, deadline); // expected-warning{{to be locked, but it is unlocked [resource-state]}}
}

int detach_uninitialized(void) {
  pthread_t t;
  return pthread_detach(t); // expected-warning{{passing uninitialized value 't' to 'pthread_detach' [uninit-use]}}
}

/* pthread_create: the argument is the thread's once it started, still the
   caller's when it failed. */
#include <stdlib.h>
struct job {
  int n;
};
static void *run_job(void *p) {
  free(p);
  return NULL;
}
int create_handed_on(pthread_t *t) {
  struct job *j = malloc(sizeof *j);
  if (!j)
    return -1;
  j->n = 1;
  if (pthread_create(t, NULL, run_job, j) != 0) {
    free(j);
    return -1;
  }
  return 0;
}
int create_leaks_on_failure(pthread_t *t) {
  struct job *j = malloc(sizeof *j);
  if (!j)
    return -1;
  j->n = 1;
  return pthread_create(t, NULL, run_job, j); // expected-warning{{memory allocated by 'malloc' at pthread.c:223 and held by 'j' is leaked [leak}}
}
int create_misuse(void *arg) {
  return pthread_create(NULL, NULL, run_job, arg); // expected-warning{{passing NULL pointer 'thread' to 'pthread_create' [null-deref]}}
}
int create_then_join_unchecked(void) {
  pthread_t t;
  pthread_create(&t, NULL, run_job, NULL);
  return pthread_join(t, NULL); // expected-warning{{passing uninitialized value 't' to 'pthread_join' [uninit-use]}}
}
int create_then_join(void) {
  pthread_t t;
  if (pthread_create(&t, NULL, run_job, NULL) != 0)
    return -1;
  return pthread_join(t, NULL);
}
