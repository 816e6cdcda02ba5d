/* Issue 23: a printf-like function of the project (declared with
   __attribute__((format(printf, ...))) so that the compiler checks its
   calls) that formats with a formatter of its own decides what a NULL %s
   prints ("(null)"); only the C library's formatter leaves it undefined. A
   function that passes its format to vfprintf, vsnprintf... (directly or
   through another of the program's) is the C library's formatter. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static char message[128];

/* The project's own formatter: %s of NULL prints "(null)". */
static void format_into(char *out, size_t n, const char *fmt, va_list ap) {
  size_t used = 0;
  for (; *fmt && used + 1 < n; ++fmt) {
    if (fmt[0] == '%' && fmt[1] == 's') {
      const char *s = va_arg(ap, const char *);
      if (!s)
        s = "(null)";
      while (*s && used + 1 < n)
        out[used++] = *s++;
      ++fmt;
    } else {
      out[used++] = *fmt;
    }
  }
  out[used] = 0;
}

__attribute__((format(printf, 1, 2))) void set_message(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  format_into(message, sizeof message, fmt, ap);
  va_end(ap);
}

int check_name(const char *name) {
  if (name == NULL || name[0] == 0) {
    set_message("bad name '%s'", name);
    return -1;
  }
  return 0;
}

/* The twins: the C library formats, directly or through a helper. */
__attribute__((format(printf, 1, 0))) static void vlog_line(const char *fmt,
                                                            va_list ap) {
  vfprintf(stderr, fmt, ap);
}

__attribute__((format(printf, 1, 2))) void log_line(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vlog_line(fmt, ap);
  va_end(ap);
}

__attribute__((format(printf, 1, 2))) void log_direct(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
}

int check_user(const char *user) {
  if (user == NULL) {
    log_line("no user '%s'", user); // expected-warning{{passing NULL pointer 'user' to 'log_line'}}
    return -1;
  }
  return 0;
}

int check_group(const char *group) {
  if (group == NULL) {
    log_direct("no group '%s'", group); // expected-warning{{passing NULL pointer 'group' to 'log_direct'}}
    return -1;
  }
  return 0;
}

/* An own formatter still reads a string it is given. */
int describe(void) {
  char name[16];
  set_message("name '%s'", name); // expected-warning{{uninitialized}}
  return 0;
}
