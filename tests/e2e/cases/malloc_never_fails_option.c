// pathsim-args: --malloc-never-fails
// --malloc-never-fails drops the failure outcomes of the allocating models
// (malloc, calloc, realloc, strdup...): their NULL is not blamed. Other
// functions still fail: fopen's NULL is, and leaks are still reported.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int malloc_unchecked_not_blamed(void) {
  int *p = malloc(sizeof *p);
  *p = 1;
  int v = *p;
  free(p);
  return v;
}

int calloc_strdup_realloc_unchecked_not_blamed(const char *s, size_t n) {
  char *a = calloc(n + 1, 1);
  char *b = strdup(s);
  a[0] = b[0];
  char *c = realloc(a, 2 * n + 2);
  c[1] = 0;
  free(b);
  free(c);
  return 0;
}

int fopen_unchecked_still_blamed(const char *path) {
  FILE *f = fopen(path, "r");
  int c = fgetc(f); // expected-warning{{passing NULL pointer 'f' to 'fgetc' [null-deref]}}
  if (f)
    fclose(f);
  return c;
}

int malloc_leak_still_reported(void) {
  char *p = malloc(4);
  p[0] = 1;
  return p[0]; // expected-warning{{memory allocated by 'malloc' at malloc_never_fails_option.c:38 and held by 'p' is leaked [leak]}}
}
