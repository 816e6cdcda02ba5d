// pathsim-args: --prefer-automodels
// The program's own strdup never returns NULL (it aborts), and with
// --prefer-automodels its automatic model is used instead of libc's.
// expected-no-diagnostics
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
  int r = c[0];
  free(c);
  return r;
}
