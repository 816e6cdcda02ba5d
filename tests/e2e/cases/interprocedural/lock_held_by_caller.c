// A function that takes a lock requires its caller not to hold it: calling
// it with the lock held deadlocks (a normal mutex) or is undefined. The
// requirement goes up the calls, whether the lock is a global or a
// parameter; a caller that released the lock first, or holds another, is
// silent.
#include <pthread.h>

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t log_lock = PTHREAD_MUTEX_INITIALIZER;
static int entries, lines;

static void count_entry(void) {
  pthread_mutex_lock(&table_lock);
  entries++;
  pthread_mutex_unlock(&table_lock);
}

static void add_line(pthread_mutex_t *guard) {
  pthread_mutex_lock(guard);
  lines++;
  pthread_mutex_unlock(guard);
}

static void count_twice(void) {
  count_entry();
  count_entry();
}

void insert_locked(void) {
  pthread_mutex_lock(&table_lock);
  count_entry(); // expected-warning{{'count_entry' needs MUTEX 'table_lock' not to be locked [resource-state]}}
  pthread_mutex_unlock(&table_lock);
}

void insert_deeper(void) {
  pthread_mutex_lock(&table_lock);
  count_twice(); // expected-warning{{'count_twice' needs MUTEX 'table_lock' not to be locked}}
  pthread_mutex_unlock(&table_lock);
}

void log_locked(void) {
  pthread_mutex_lock(&log_lock);
  add_line(&log_lock); // expected-warning{{'add_line' needs MUTEX}}
  pthread_mutex_unlock(&log_lock);
}

void insert_released(void) {
  pthread_mutex_lock(&table_lock);
  entries--;
  pthread_mutex_unlock(&table_lock);
  count_entry();
}

void log_under_other_lock(void) {
  pthread_mutex_lock(&table_lock);
  add_line(&log_lock);
  pthread_mutex_unlock(&table_lock);
}
