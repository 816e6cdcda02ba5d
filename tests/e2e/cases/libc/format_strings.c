// Constant formats (the C library's printf and scanf families, syslog,
// err/warn, and a user's __attribute__((format))): each conversion decides
// what its argument must be. Each misuse has a correct twin, silent.
#define _GNU_SOURCE
#include <err.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <syslog.h>
#include <unistd.h>

/* %s: a valid pointer to initialized memory. */
void printf_freed(void) {
  char *s = strdup("x");
  if (!s)
    return;
  free(s);
  printf("%s\n", s); // expected-warning{{passing pointer to freed memory 's' to 'printf' [freed-deref]}}
}
void printf_ok(void) {
  char *s = strdup("x");
  if (!s)
    return;
  printf("%s\n", s);
  free(s);
}
void fprintf_null(FILE *f) {
  char *s = NULL;
  fprintf(f, "name: %s\n", s); // expected-warning{{passing NULL pointer 's' to 'fprintf' [null-deref]}}
}
void fprintf_uninit(FILE *f) {
  char buf[16];
  fprintf(f, "%d %s\n", 1, buf); // expected-warning{{passing pointer to uninitialized memory 'buf' to 'fprintf' [uninit-use]}}
}
void fprintf_ok(FILE *f, const char *name) {
  char buf[16];
  strcpy(buf, "ok");
  fprintf(f, "%d %s %s %%s\n", 1, buf, name);
}
int sprintf_freed(char *out, int n) {
  char *s = malloc(8);
  if (!s)
    return -1;
  strcpy(s, "abc");
  free(s);
  return sprintf(out, "%*d:%.3s", n, 1, s); // expected-warning{{passing pointer to freed memory 's' to 'sprintf' [freed-deref]}}
}
int snprintf_freed(char *out, size_t n) {
  char *s = strdup("abc");
  if (!s)
    return -1;
  free(s);
  return snprintf(out, n, "%s", s); // expected-warning{{passing pointer to freed memory 's' to 'snprintf' [freed-deref]}}
}
int dprintf_uninit(int fd) {
  char name[8];
  return dprintf(fd, "%s\n", name); // expected-warning{{passing pointer to uninitialized memory 'name' to 'dprintf' [uninit-use]}}
}
void syslog_freed(void) {
  char *s = strdup("x");
  if (!s)
    return;
  free(s);
  syslog(LOG_ERR, "failed: %s", s); // expected-warning{{passing pointer to freed memory 's' to 'syslog' [freed-deref]}}
}
void warn_null(void) {
  const char *what = NULL;
  warn("%s", what); // expected-warning{{passing NULL pointer 'what' to 'warn' [null-deref]}}
}
void syslog_warn_ok(const char *what) {
  syslog(LOG_ERR, "failed: %s", "x");
  warnx("%s %d", what, 2);
}
/* %d, %f, %p: an initialized value. */
void printf_uninit_value(void) {
  int n;
  printf("%d\n", n); // expected-warning{{passing uninitialized value 'n' to 'printf' [uninit-use]}}
}
/* %n: a valid pointer, written by the call. */
int printf_count_null(void) {
  int *where = NULL;
  return printf("ab%n\n", where); // expected-warning{{passing NULL pointer 'where' to 'printf' [null-deref]}}
}
int printf_count_ok(void) {
  int where;
  printf("ab%n\n", &where);
  return where;
}
/* A user's function declared with the format attribute. */
void logf_(int level, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
void user_format_freed(void) {
  char *s = strdup("x");
  if (!s)
    return;
  free(s);
  logf_(1, "%s", s); // expected-warning{{passing pointer to freed memory 's' to 'logf_' [freed-deref]}}
}
void user_format_ok(const char *s) { logf_(1, "%s %d", s, 3); }

/* scanf: every conversion a valid pointer; as many targets assigned as the
   result says. */
int scanf_null_target(void) {
  int *p = NULL;
  return scanf("%d", p); // expected-warning{{passing NULL pointer 'p' to 'scanf' [null-deref]}}
}
int scanf_partial(void) {
  int a, b;
  if (scanf("%d %d", &a, &b) < 1)
    return -1;
  return a + b; // expected-warning{{using uninitialized memory 'b' [uninit-use]}}
}
int scanf_all(void) {
  int a, b;
  if (scanf("%d %d", &a, &b) != 2)
    return -1;
  return a + b;
}
int sscanf_partial(const char *in) {
  int a;
  char word[8];
  if (sscanf(in, "%7s %d", word, &a) >= 1)
    return word[0] + a; // expected-warning{{using uninitialized memory 'a' [uninit-use]}}
  return 0;
}
int sscanf_first_only(const char *in) {
  int a;
  char word[8];
  if (sscanf(in, "%7s %*d %d", word, &a) >= 1)
    return word[0];
  return 0;
}
int fscanf_freed_target(FILE *f) {
  double *d = malloc(sizeof *d);
  if (!d)
    return -1;
  free(d);
  return fscanf(f, "%lf", d); // expected-warning{{passing pointer to freed memory 'd' to 'fscanf' [freed-deref]}}
}
/* A format the simulator cannot read: every target may be assigned. */
int scanf_unknown_format(const char *fmt) {
  int a;
  if (scanf(fmt, &a) != 1)
    return -1;
  return a;
}

/* The standard streams are never NULL: only fopen can fail here, and output
   is not NULL when it does. */
const char *output;
void cannot(const char *what) {
  fprintf(stderr, "cannot %s %s\n", what, output);
  exit(1);
}
void open_output(void) {
  const char *path = output;
  FILE *out = path == NULL ? stdout : fopen(path, "wb");
  if (out == NULL)
    cannot("open");
  fputs("x", out);
  if (path != NULL)
    fclose(out);
}
void cannot_null(void) {
  output = NULL;
  cannot("write"); // expected-warning{{passing NULL pointer 'output' to 'cannot' [null-deref]}}
}

/* err and errx end the program after printing: their format is read too. */
void err_freed(void) {
  char *s = strdup("x");
  if (!s)
    return;
  free(s);
  err(1, "cannot open %s", s); // expected-warning{{passing pointer to freed memory 's' to 'err' [freed-deref]}}
}
void errx_ok(const char *s) { errx(2, "bad value %s", s); }
