// A variable left uninitialized on a path is one defect however often the
// path then reads it: reported at its first use on the path (pcre2grep
// printed `value` after comparing it: two warnings on one line). A use that
// some path reaches first is still reported, and so is another variable.
#include <stdio.h>

int used_three_times(int c) {
  int x;
  if (c)
    x = 1;
  int a = x + 1; // expected-warning{{using uninitialized memory 'x' [uninit-use]}}
  int b = x + 2;
  printf("%d\n", x);
  return a + b;
}

int first_use_differs(int c, int d) {
  int x;
  if (c)
    x = 1;
  if (d)
    return x + 1; // expected-warning{{using uninitialized memory 'x' [uninit-use]}}
  return x + 2;   // expected-warning{{using uninitialized memory 'x' [uninit-use]}}
}

int two_variables(int c) {
  int x, y;
  if (c) {
    x = 1;
    y = 2;
  }
  int a = x + 1; // expected-warning{{using uninitialized memory 'x' [uninit-use]}}
  return a + y;  // expected-warning{{using uninitialized memory 'y' [uninit-use]}}
}
