// stdio.h formatted I/O: printf fprintf dprintf sprintf snprintf vprintf
// vfprintf vsprintf vsnprintf asprintf vasprintf scanf fscanf sscanf.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* printf, fprintf, dprintf */
int printf_uninitialized_format(void) {
  char fmt[8];
  return printf(fmt); // expected-warning{{passing pointer to uninitialized memory}}
}

int fprintf_after_fclose(const char *path) {
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  fclose(f);
  return fprintf(f, "%d\n", 1); // expected-warning{{'fprintf' needs FILE}}
}

int dprintf_after_close(const char *path) {
  int fd = open(path, O_WRONLY);
  if (fd < 0)
    return -1;
  close(fd);
  return dprintf(fd, "%d\n", 1); // expected-warning{{'dprintf' needs FD 'fd' not to be closed [resource-state]}}
}

int dprintf_unchecked_open(const char *path) {
  int fd = open(path, O_WRONLY);
  int r = dprintf(fd, "x"); // expected-warning{{argument 'fd' of 'dprintf' violates its constraint 'fd >= 0' [bad-argument]}}
  if (fd >= 0)
    close(fd);
  return r;
}

int print_ok(FILE *f, int fd, int x) {
  if (printf("%d\n", x) < 0)
    return -1;
  if (fprintf(f, "%d\n", x) < 0 || fprintf(stderr, "err\n") < 0)
    return -1;
  return dprintf(fd, "%d\n", x);
}

/* sprintf, snprintf */
int sprintf_null(int x) {
  return sprintf(NULL, "%d", x); // expected-warning{{passing NULL pointer 's' to 'sprintf' [null-deref]}}
}

int snprintf_null_with_size(int x) {
  return snprintf(NULL, 16, "%d", x); // expected-warning{{passing NULL pointer 's' to 'snprintf' [null-deref]}}
}

int sprintf_snprintf_ok(int x) {
  char a[16], b[16];
  sprintf(a, "%d", x);
  int need = snprintf(NULL, 0, "%d", x);
  if (snprintf(b, sizeof b, "%d", x) < 0)
    return -1;
  return a[0] + b[0] + need;
}

/* vprintf, vfprintf, vsprintf, vsnprintf */
int vprintf_null_format(va_list ap) {
  return vprintf(NULL, ap); // expected-warning{{passing NULL pointer 'format' to 'vprintf' [null-deref]}}
}

int vfprintf_null_stream(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(NULL, fmt, ap); // expected-warning{{passing NULL pointer 'stream' to 'vfprintf' [null-deref]}}
  va_end(ap);
  return r;
}

int vsprintf_null(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsprintf(NULL, fmt, ap); // expected-warning{{passing NULL pointer 's' to 'vsprintf' [null-deref]}}
  va_end(ap);
  return r;
}

int vsnprintf_uninitialized_format(char *out, size_t n, ...) {
  char fmt[8];
  va_list ap;
  va_start(ap, n);
  int r = vsnprintf(out, n, fmt, ap); // expected-warning{{passing pointer to uninitialized memory}}
  va_end(ap);
  return r;
}

int v_ok(FILE *f, const char *fmt, ...) {
  char buf[64];
  va_list ap;
  va_start(ap, fmt);
  int r = vfprintf(f, fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  r += vprintf(fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  r += vsprintf(buf, fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  r += vsnprintf(buf, sizeof buf, fmt, ap);
  va_end(ap);
  return r + buf[0];
}

/* asprintf, vasprintf: the string is allocated through the out-parameter */
void asprintf_unchecked(int x) {
  char *s;
  asprintf(&s, "%d", x);
  free(s); // expected-warning{{passing uninitialized value 's' to 'free' [uninit-use]}}
}

int asprintf_leaked(int x) {
  char *s;
  if (asprintf(&s, "%d", x) < 0)
    return -1;
  return s[0]; // expected-warning{{memory allocated by 'asprintf' at stdio_format.c:123 and held by 's' is leaked [leak]}}
}

int asprintf_ok(int x) {
  char *s;
  if (asprintf(&s, "%d", x) < 0)
    return -1;
  int c = s[0];
  free(s);
  return c;
}

char *vasprintf_leaked(const char *fmt, ...) {
  char *s;
  va_list ap;
  va_start(ap, fmt);
  int r = vasprintf(&s, fmt, ap);
  va_end(ap);
  if (r < 0)
    return NULL;
  return r > 10 ? NULL : s; // expected-warning{{memory allocated by 'vasprintf' at stdio_format.c:141 and held by 's' is leaked [leak]}}
}

char *vasprintf_ok(const char *fmt, ...) {
  char *s;
  va_list ap;
  va_start(ap, fmt);
  int r = vasprintf(&s, fmt, ap);
  va_end(ap);
  return r < 0 ? NULL : s;
}

/* scanf, fscanf, sscanf: nothing is assigned on failure */
int scanf_unchecked(void) {
  int x;
  scanf("%d", &x);
  return x; // expected-warning{{returning uninitialized value 'x' [uninit-use]}}
}

int scanf_uninitialized_format(void) {
  char fmt[8];
  int x;
  if (scanf(fmt, &x) != 1) // expected-warning{{passing pointer to uninitialized memory 'fmt' to 'scanf' [uninit-use]}}
    return -1;
  return x;
}

int fscanf_unchecked(FILE *f) {
  int a, b;
  fscanf(f, "%d %d", &a, &b);
  // Nothing assigned (EOF, 0), or only a (1): the format says b is second.
  // One uninit-use is reported at a place: the first path's, where fscanf
  // assigned a only (before the format was read: 'a', when nothing was).
  return a + b; // expected-warning{{using uninitialized memory 'b' [uninit-use]}}
}

int fscanf_after_fclose(const char *path) {
  int x;
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  if (fscanf(f, "%d", &x) != 1) // expected-warning{{'fscanf' needs FILE 'f' not to be closed [resource-state]}}
    return -1;
  return x;
}

int sscanf_unchecked(const char *s) {
  char word[16];
  sscanf(s, "%15s", word);
  return word[0]; // expected-warning{{returning uninitialized value}}
}

int sscanf_uninitialized_input(void) {
  char in[16];
  int x;
  if (sscanf(in, "%d", &x) != 1) // expected-warning{{passing pointer to uninitialized memory}}
    return -1;
  return x;
}

int scan_ok(FILE *f, const char *s) {
  int a, b, x;
  char word[16];
  if (scanf("%d", &x) != 1)
    return -1;
  if (fscanf(f, "%d %d", &a, &b) != 2)
    return -1;
  if (sscanf(s, "%15s", word) != 1)
    return -1;
  return a + b + x + word[0];
}
