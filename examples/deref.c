/* The PREfix paper's Figures 6 and 7 (knot, deref) with callers: a NULL
   passed to a function that checks for it is fine; one passed to a function
   that dereferences it unconditionally is not. */
#include <stddef.h>

int knot(int j) {
  if (j == 0)
    return 1;
  return 0;
}

int deref(int *p) {
  if (p == NULL)
    return 0;
  return *p;
}

int first(int *p) { return *p; }

int caller(void) {
  int x = 3;
  return deref(NULL) + deref(&x) + first(NULL) + knot(x);
}
