// A program that defines a function libc also has: the hand-written model
// wins (--prefer-automodels changes that; see own_strdup_preferred.c).
#include <stdlib.h>
#include <string.h>

char *strdup(const char *s) {
  size_t n = strlen(s) + 1;
  char *p = malloc(n);
  if (!p)
    abort();
  return memcpy(p, s, n);
}

int first_char(const char *s) {
  char *c = strdup(s);
  int r = c[0]; // expected-warning{{dereferencing NULL pointer 'c' [null-deref]}}
  free(c);
  return r;
}
