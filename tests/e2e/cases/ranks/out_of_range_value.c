// pathsim-args: --rank=possible
/* Issue 23, capability 6: a libc case that only a value no real run gives
   reaches (localtime's EOVERFLOW, a time past the year 2^31: models/libc,
   `out_of_range`) is a guess of the path's when it does not know the value:
   a time the program keeps in a struct, set by gettimeofday or computed
   from a process's start elsewhere. Such a path is possible (hidden by
   default). The twins convert a time read from outside the program (a
   file's bytes, a number in a line), which may be anything, or one known
   to be out of range: they stay shown. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>
#include <time.h>

struct meter {
  struct timeval realtime;
  time_t started;
};

void clock_text(const struct meter *m, char *out, size_t size) {
  struct tm result;
  const struct tm *lt = localtime_r(&m->realtime.tv_sec, &result);
  strftime(out, size, "%H:%M:%S", lt); // expected-warning{{passing NULL pointer 'lt' to 'strftime' [null-deref, possible]}}
}

int start_year(const struct meter *m) {
  struct tm date;
  time_t started = m->started;
  (void)localtime_r(&started, &date);
  return date.tm_year; // expected-warning{{[uninit-use, possible]}}
}

int start_day(time_t when) {
  return gmtime(&when)->tm_mday; // expected-warning{{dereferencing NULL pointer 'gmtime()' [null-deref, possible]}}
}

/* Twins: a time read from a file, a time in a line read. */
int stamp_year(FILE *f) {
  time_t stamp;
  if (fread(&stamp, sizeof stamp, 1, f) != 1)
    return -1;
  return gmtime(&stamp)->tm_year; // expected-warning{{dereferencing NULL pointer 'gmtime()' [null-deref, likely]}}
}

int line_year(FILE *f) {
  char line[64];
  if (!fgets(line, sizeof line, f))
    return -1;
  time_t when = (time_t)strtoll(line, NULL, 10);
  struct tm date;
  localtime_r(&when, &date);
  return date.tm_year; // expected-warning@+1{{returning uninitialized value 'date' [uninit-use, likely]}}
}

/* Twin: a time known to be past the year 2^31. */
int far_year(void) {
  time_t far = 0x7fffffffffffffffLL;
  return gmtime(&far)->tm_year; // expected-warning{{dereferencing NULL pointer 'gmtime()' [null-deref, certain]}}
}
