// time.h: time clock difftime mktime localtime gmtime localtime_r
// gmtime_r ctime asctime strftime clock_gettime nanosleep tzset.
#define _GNU_SOURCE
#include <time.h>
#include <unistd.h>

/* time: tloc may be NULL, so the model does not constrain it (an invalid
   non-NULL pointer is not caught). It has no failure outcome: POSIX allows
   EOVERFLOW when the time does not fit time_t, which cannot happen with the
   64-bit time_t of the machines pathsim runs on, so *tloc is always set. */
long time_stored_ok(void) {
  time_t t;
  time(&t);
  return (long)t;
}

int time_ok(void) {
  time_t t;
  time_t now = time(&t);
  if (now == (time_t)-1)
    return -1;
  return (int)(t + time(NULL));
}

// A time read from outside the program may be past the year 2^31 - 1: the
// call fails. (One of unknown origin, a parameter, only in theory: its
// warning is possible, tests/e2e/cases/ranks/out_of_range_value.c.)
int localtime_unchecked(int fd) {
  time_t now;
  if (read(fd, &now, sizeof now) != sizeof now)
    return -1;
  struct tm *tm = localtime(&now);
  return tm->tm_hour; // expected-warning{{dereferencing NULL pointer 'tm' [null-deref]}}
}

// The clock's time is not (Linux keeps it in 64-bit nanoseconds, up to
// 2262): converting it cannot overflow (libevent's evutil_date_rfc1123).
int localtime_of_now(void) {
  time_t now = time(NULL);
  struct tm *tm = localtime(&now);
  struct tm utc;
  gmtime_r(&now, &utc);
  return tm->tm_hour + utc.tm_hour;
}

int gmtime_uninitialized(void) {
  time_t t;
  struct tm *tm = gmtime(&t); // expected-warning{{passing pointer to uninitialized memory}}
  return tm ? tm->tm_year : -1;
}

int localtime_ok(void) {
  time_t now = time(NULL);
  struct tm *tm = localtime(&now);
  if (!tm)
    return -1;
  struct tm *utc = gmtime(&now);
  return tm->tm_hour + (utc ? utc->tm_hour : 0);
}

int localtime_r_null(void) {
  time_t now = time(NULL);
  struct tm *tm = localtime_r(&now, NULL); // expected-warning{{passing NULL pointer 'result' to 'localtime_r' [null-deref]}}
  return tm != NULL;
}

int reentrant_ok(void) {
  struct tm a, b;
  time_t now = time(NULL);
  if (!localtime_r(&now, &a) || !gmtime_r(&now, &b))
    return -1;
  return a.tm_min + b.tm_min;
}

int gmtime_r_unchecked(int fd) {
  struct tm b;
  time_t now;
  if (read(fd, &now, sizeof now) != sizeof now)
    return -1;
  gmtime_r(&now, &b);
  return b.tm_min; // expected-warning@+1{{returning uninitialized value}}
}

long mktime_uninitialized(void) {
  struct tm tm;
  return (long)mktime(&tm); // expected-warning{{passing pointer to uninitialized memory}}
}

long mktime_ok(void) {
  struct tm tm = {0};
  tm.tm_year = 100;
  tm.tm_mday = 1;
  time_t t = mktime(&tm);
  if (t == (time_t)-1)
    return -1;
  return (long)t + tm.tm_wday;
}

int ctime_unchecked(int fd) {
  time_t t;
  if (read(fd, &t, sizeof t) != sizeof t)
    return -1;
  return ctime(&t)[0]; // expected-warning{{dereferencing NULL pointer}}
}

int asctime_ok(const struct tm *tm, time_t t) {
  const char *a = asctime(tm);
  const char *c = ctime(&t);
  return (a ? a[0] : 0) + (c ? c[0] : 0);
}

int strftime_unchecked(const struct tm *tm) {
  char buf[8];
  strftime(buf, sizeof buf, "%Y-%m-%d", tm);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}

int strftime_ok(const struct tm *tm) {
  char buf[64];
  if (strftime(buf, sizeof buf, "%Y-%m-%d", tm) == 0)
    return -1;
  return buf[0];
}

int strftime_null_format(const struct tm *tm) {
  char buf[64];
  return (int)strftime(buf, sizeof buf, NULL, tm); // expected-warning{{passing NULL pointer 'format' to 'strftime' [null-deref]}}
}

long clock_gettime_null(void) {
  return clock_gettime(CLOCK_MONOTONIC, NULL); // expected-warning{{passing NULL pointer 'tp' to 'clock_gettime' [null-deref]}}
}

/* clock_gettime fails only for a clock id that is no clock: unchecked on
   CLOCK_MONOTONIC it always writes ts (lz4's UTIL_getTime), on a clock id
   the caller chose (a CPU clock, negative) it may not. */
long clock_gettime_unchecked(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec;
}

long clock_gettime_unchecked_any_clock(clockid_t c) {
  struct timespec ts;
  clock_gettime(c, &ts);
  return ts.tv_sec; // expected-warning{{returning uninitialized value}}
}

long clock_gettime_ok(void) {
  struct timespec ts;
  if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
    return -1;
  return ts.tv_sec + (long)clock() + (long)difftime(time(NULL), 0);
}

double difftime_uninitialized(void) {
  time_t a;
  return difftime(a, 0); // expected-warning{{passing uninitialized value 'a' to 'difftime' [uninit-use]}}
}

int nanosleep_uninitialized(void) {
  struct timespec req;
  return nanosleep(&req, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}

/* tzset: the model constrains nothing, there is no misuse of it to catch. */
int nanosleep_ok(void) {
  struct timespec req = {0, 1000}, rem;
  tzset();
  if (nanosleep(&req, &rem) != 0)
    return (int)rem.tv_nsec;
  return 0;
}

int asctime_uninitialized(void) {
  struct tm tm;
  const char *s = asctime(&tm); // expected-warning{{passing pointer to uninitialized memory}}
  return s ? s[0] : 0;
}

int gmtime_r_null_timer(struct tm *out) {
  return gmtime_r(NULL, out) != NULL; // expected-warning{{passing NULL pointer 'timer' to 'gmtime_r' [null-deref]}}
}

/* clock: the model constrains nothing; its (clock_t)-1 outcome misused
   (an elapsed time computed from it) is only a wrong number, which
   pathsim does not check. */
long clock_ok(void) {
  clock_t c = clock();
  if (c == (clock_t)-1)
    return -1;
  return (long)c;
}
