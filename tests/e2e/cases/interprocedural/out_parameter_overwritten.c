// A callee (or a libc function) that stores a new block through an
// out-parameter overwrites the pointer the caller held there: if that was
// the only pointer to an earlier block, the earlier block is leaked. A
// callee that read the old pointer first may have kept it (freed
// it, handed it on): that is no leak. Each case has a correct twin.
#define _GNU_SOURCE
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void getmem(char **p) { *p = malloc(10); }

static void getmem_freeing(char **p) {
  free(*p);
  *p = malloc(10);
}

static int xasprintf(char **s, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vasprintf(s, fmt, ap);
  va_end(ap);
  if (r < 0)
    abort();
  return r;
}

int getmem_twice(void) {
  char *l;
  getmem(&l);
  getmem(&l);
  free(l);
  return 0; // expected-warning{{memory allocated by 'getmem' at out_parameter_overwritten.c:31 is leaked [leak]}}
}

int getmem_freed_between(void) {
  char *l;
  getmem(&l);
  free(l);
  getmem(&l);
  free(l);
  return 0;
}

int getmem_freeing_twice(void) {
  char *l = NULL;
  getmem_freeing(&l);
  getmem_freeing(&l);
  free(l);
  return 0;
}

int getmem_kept_elsewhere(char **keep) {
  char *l;
  getmem(&l);
  *keep = l;
  getmem(&l);
  free(l);
  return 0;
}

int xasprintf_twice(int n) {
  char *s;
  xasprintf(&s, "%d", n);
  xasprintf(&s, "%d", n + 1);
  free(s);
  return 0; // expected-warning{{memory allocated by 'xasprintf' at out_parameter_overwritten.c:65 is leaked [leak]}}
}

int xasprintf_freed_between(int n) {
  char *s;
  xasprintf(&s, "%d", n);
  free(s);
  xasprintf(&s, "%d", n + 1);
  free(s);
  return 0;
}

int asprintf_twice(int n) {
  char *s = NULL;
  asprintf(&s, "%d", n);
  asprintf(&s, "%d", n + 1);
  free(s);
  return 0; // expected-warning{{memory allocated by 'asprintf' at out_parameter_overwritten.c:82 is leaked [leak]}}
}

int asprintf_freed_between(int n) {
  char *s = NULL;
  asprintf(&s, "%d", n);
  free(s);
  s = NULL;
  asprintf(&s, "%d", n + 1);
  free(s);
  return 0;
}

// asprintf into a pointer that already holds a block.
int asprintf_into_held(int n) {
  char *s = malloc(16);
  if (!s)
    return -1;
  strcpy(s, "none");
  if (asprintf(&s, "%d", n) < 0) {
    free(s);
    return -1;
  }
  free(s);
  return 0; // expected-warning{{memory allocated by 'malloc' at out_parameter_overwritten.c:100 is leaked [leak]}}
}

int asprintf_into_other(int n) {
  char *s = malloc(16), *t;
  if (!s)
    return -1;
  if (asprintf(&t, "%d", n) < 0) {
    free(s);
    return -1;
  }
  free(s);
  free(t);
  return 0;
}

// vasprintf twice into the same pointer.
int vasprintf_twice(const char *fmt, ...) {
  char *s = NULL;
  va_list ap;
  va_start(ap, fmt);
  vasprintf(&s, fmt, ap);
  va_end(ap);
  va_start(ap, fmt);
  vasprintf(&s, fmt, ap);
  va_end(ap);
  free(s);
  return 0; // expected-warning{{memory allocated by 'vasprintf' at out_parameter_overwritten.c:130 is leaked [leak]}}
}

int vasprintf_freed_between(const char *fmt, ...) {
  char *s = NULL;
  va_list ap;
  va_start(ap, fmt);
  vasprintf(&s, fmt, ap);
  va_end(ap);
  free(s);
  s = NULL;
  va_start(ap, fmt);
  vasprintf(&s, fmt, ap);
  va_end(ap);
  free(s);
  return 0;
}
