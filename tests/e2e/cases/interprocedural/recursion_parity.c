// Mutual recursion whose cases are stated through a computed argument:
// is_odd(n - 1) == ... gives guards on n - 1, which n == 1 makes exact, so
// the cases are stated and their constraints checked at the callers.
#include <stddef.h>

int is_odd(unsigned n, int *p);

int is_even(unsigned n, int *p) { return n == 0 ? 1 : is_odd(n - 1, p); }

int is_odd(unsigned n, int *p) { return n == 0 ? *p : is_even(n - 1, p); }

int odd_of_zero(void) {
  return is_odd(0, NULL); // expected-warning{{passing NULL pointer 'p' to 'is_odd'}}
}

int even_of_one(void) {
  return is_even(1, NULL); // expected-warning{{passing NULL pointer 'p' to 'is_even'}}
}

int even_of_zero(void) { return is_even(0, NULL); }
