// The PREfix paper's Figures 6, 7 and 12: callers checked against the
// automatic models of knot, deref and wrapper.
#include <stdlib.h>

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

void *wrapper(int size) { return malloc(size); }

int uses_knot(void) {
  int *p = NULL;
  int x = 5;
  if (knot(0))      // knot(0) returns 1: p stays NULL only when knot(0) is 0
    p = &x;
  return *p;
}

int null_to_deref(void) {
  return deref(NULL); // deref checks for NULL: silent
}

int first(int *p) { return *p; }

int null_to_first(void) {
  return first(NULL); // expected-warning{{passing NULL pointer 'p' to 'first' [null-deref]}}
}

int leak_through_wrapper(int n) {
  char *b = wrapper(n);
  if (!b)
    return -1;
  b[0] = 1;
  return 0; // expected-warning{{memory allocated by 'wrapper' at figures.c:38 and held by 'b' is leaked [leak]}}
}

int null_through_wrapper(int n) {
  char *b = wrapper(n);
  b[0] = 1; // expected-warning{{dereferencing NULL pointer 'b' [null-deref]}}
  free(b);
  return 0;
}
