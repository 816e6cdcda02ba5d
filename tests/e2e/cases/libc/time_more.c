// More time.h models (strptime, timegm, asctime_r, ctime_r, clock_getres,
// clock_nanosleep, timer_create, timer_delete, timer_settime), sys/time.h
// (gettimeofday, getitimer, setitimer), sys/times.h (times), utime.h
// (utime, utimes).
#define _GNU_SOURCE
#include <signal.h>
#include <stddef.h>
#include <sys/time.h>
#include <sys/times.h>
#include <time.h>
#include <utime.h>

int strptime_misuse(const char *s) {
  struct tm tm;
  return *strptime(s, "%Y", &tm); // expected-warning{{dereferencing NULL pointer}}
}
time_t timegm_misuse(void) {
  struct tm tm;
  return timegm(&tm); // expected-warning{{passing pointer to uninitialized memory}}
}
int asctime_r_misuse(const struct tm *tm) {
  return asctime_r(tm, NULL) != NULL; // expected-warning{{passing NULL pointer 'buf' to 'asctime_r' [null-deref]}}
}
int ctime_r_misuse(char *buf) {
  time_t t;
  return ctime_r(&t, buf) != NULL; // expected-warning{{passing pointer to uninitialized memory}}
}
long clock_getres_misuse(void) {
  struct timespec r;
  clock_getres(CLOCK_MONOTONIC, &r);
  return r.tv_nsec; // expected-warning{{returning uninitialized value}}
}
int clock_nanosleep_misuse(void) {
  struct timespec t;
  return clock_nanosleep(CLOCK_MONOTONIC, 0, &t, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
int timer_create_misuse(void) {
  return timer_create(CLOCK_MONOTONIC, NULL, NULL); // expected-warning{{passing NULL pointer 'timerid' to 'timer_create' [null-deref]}}
}
int timer_delete_misuse(void) {
  timer_t t;
  return timer_delete(t); // expected-warning{{passing uninitialized value 't' to 'timer_delete'}}
}
int timer_settime_misuse(timer_t t) {
  struct itimerspec v;
  return timer_settime(t, 0, &v, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
int gettimeofday_misuse(void) {
  return gettimeofday(NULL, NULL); // expected-warning{{passing NULL pointer 'tp' to 'gettimeofday' [null-deref]}}
}
long getitimer_misuse(void) {
  struct itimerval v;
  getitimer(ITIMER_REAL, &v);
  return v.it_value.tv_sec; // expected-warning{{returning uninitialized value}}
}
int setitimer_misuse(void) {
  struct itimerval v;
  return setitimer(ITIMER_REAL, &v, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
clock_t times_misuse(void) {
  return times(NULL); // expected-warning{{passing NULL pointer 'buffer' to 'times' [null-deref]}}
}
int utime_misuse(void) {
  return utime(NULL, NULL); // expected-warning{{passing NULL pointer 'path' to 'utime' [null-deref]}}
}
int utimes_misuse(void) {
  char p[8];
  return utimes(p, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
long time_ok(const char *s, const char *path) {
  struct tm tm = {0};
  char buf[32], buf2[32];
  struct timespec r, t = {0, 1000};
  struct timeval tv;
  struct itimerval iv, old;
  struct itimerspec its = {{0, 0}, {1, 0}};
  struct tms tb;
  timer_t id;
  time_t now = 0;
  if (!strptime(s, "%Y", &tm) || !asctime_r(&tm, buf) || !ctime_r(&now, buf2) ||
      clock_getres(CLOCK_MONOTONIC, &r) || gettimeofday(&tv, NULL) ||
      getitimer(ITIMER_REAL, &iv))
    return -1;
  iv.it_value.tv_sec = 1;
  setitimer(ITIMER_REAL, &iv, &old);
  if (timer_create(CLOCK_MONOTONIC, NULL, &id) == 0) {
    timer_settime(id, 0, &its, NULL);
    timer_delete(id);
  }
  clock_nanosleep(CLOCK_MONOTONIC, 0, &t, &r);
  return timegm(&tm) + buf[0] + buf2[0] + r.tv_nsec + tv.tv_sec +
         iv.it_value.tv_sec + times(&tb) + utime(path, NULL) +
         utimes(path, NULL);
}

/* timer_gettime, timer_getoverrun, timespec_get. */
int timer_gettime_misuse(timer_t t) {
  return timer_gettime(t, NULL); // expected-warning{{passing NULL pointer 'value' to 'timer_gettime' [null-deref]}}
}
long timer_gettime_unchecked(timer_t t) {
  struct itimerspec v;
  timer_gettime(t, &v);
  return v.it_value.tv_sec; // expected-warning{{returning uninitialized value}}
}
int timer_getoverrun_misuse(void) {
  timer_t t;
  return timer_getoverrun(t); // expected-warning{{passing uninitialized value 't' to 'timer_getoverrun'}}
}
int timespec_get_misuse(void) {
  return timespec_get(NULL, TIME_UTC); // expected-warning{{passing NULL pointer 'ts' to 'timespec_get' [null-deref]}}
}
long timespec_get_unchecked(void) {
  struct timespec ts;
  timespec_get(&ts, TIME_UTC);
  return ts.tv_nsec; // expected-warning{{returning uninitialized value}}
}
long timers_ok(timer_t t) {
  struct itimerspec v;
  struct timespec ts;
  if (timer_gettime(t, &v) != 0 || timespec_get(&ts, TIME_UTC) != TIME_UTC)
    return -1;
  int over = timer_getoverrun(t);
  return v.it_value.tv_sec + ts.tv_nsec + (over < 0 ? 0 : over);
}

/* clock_settime, clock_getcpuclockid, getdate. */
int clock_settime_misuse(void) {
  struct timespec ts;
  return clock_settime(CLOCK_REALTIME, &ts); // expected-warning{{passing pointer to uninitialized memory 'ts' to 'clock_settime' [uninit-use]}}
}
int clock_getcpuclockid_misuse(pid_t p) {
  return clock_getcpuclockid(p, NULL); // expected-warning{{passing NULL pointer 'clock_id' to 'clock_getcpuclockid' [null-deref]}}
}
int getdate_unchecked(const char *s) {
  return getdate(s)->tm_year; // expected-warning{{dereferencing NULL pointer}}
}
long clocks_ok(pid_t p, const char *s) {
  clockid_t c;
  struct timespec ts;
  struct tm *tm = getdate(s);
  if (clock_getcpuclockid(p, &c) != 0 || clock_gettime(c, &ts) != 0)
    return -1;
  return ts.tv_sec + (tm ? tm->tm_year : 0) +
         clock_settime(CLOCK_REALTIME, &ts);
}
