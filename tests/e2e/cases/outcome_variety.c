// pathsim-args: --max-paths=2
// When paths must be sampled, a callee's outcome whose return class no path
// of the function has taken yet is preferred: with two paths of the 32 here,
// malloc's failure is still tried, and the unchecked use is found.
#include <stdlib.h>

int g1, g2, g3, g4;

int unchecked_after_branches(int a, int b, int c, int d) {
  if (a)
    g1 = 1;
  if (b)
    g2 = 1;
  if (c)
    g3 = 1;
  if (d)
    g4 = 1;
  int *p = malloc(sizeof *p);
  *p = 1; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  int r = *p;
  free(p);
  return r;
}
