/* Issue 9, class 2: a function whose paths the limits cut is not taken as
   never returning because every path they left ended the program. validate
   fails on the first zero among 8 elements: the loop bound (3) lets a path
   pass 3 elements, then makes it take the failure, so every path it
   simulates exits; the one that returns (no zero at all) is past the bound.
   Its callers' paths go on after the call (the NULL dereference after it is
   found); before, the call ended them. (The same holds of a function cut by
   the path limit or the time limit.) */
#include <stdlib.h>

void fail(const char *what) { exit(1); }

void validate(const int *v) {
  for (int i = 0; i < 8; i++)
    if (!v[i])
      fail("a zero");
}

void caller(const int *v) {
  validate(v);
  int *p = malloc(sizeof *p);
  *p = 1; // expected-warning{{dereferencing NULL pointer 'p'}}
  free(p);
}

/* The twin: a function that fails on every path, complete within the
   limits, still ends its callers' paths. */
void check_all(const int *v) {
  for (int i = 0; i < 2; i++)
    if (!v[i])
      fail("a zero");
  fail("always");
}

void caller_of_check_all(const int *v) {
  check_all(v);
  int *p = malloc(sizeof *p);
  *p = 1;
  free(p);
}
