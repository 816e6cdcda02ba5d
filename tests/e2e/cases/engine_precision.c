// Engine precision without checkers: what the VM knows of a test.
#include "pathsim_test.h"

void exact(void) {
  int a = 3, b = 4;
  __pathsim_eval(a * b == 12); // expected-warning{{TRUE}}
  __pathsim_eval(a - b > 0);   // expected-warning{{FALSE}}
}

void unknown(int x) {
  __pathsim_eval(x > 3); // expected-warning{{UNKNOWN}}
}

void ranges(int x, int y) {
  if (x > 3 && y > 4)
    __pathsim_eval(x + y > 7); // expected-warning{{TRUE}}
}

void open_range(int x, int y) {
  if (x > 3 && y < 4)
    __pathsim_eval(x + y > 7); // expected-warning{{UNKNOWN}}
}

void cascade(int b) {
  int a = b + 5;
  if (a == 2)
    __pathsim_eval(b == -3); // expected-warning{{TRUE}}
}

void excluded(int x) {
  if (x != 7)
    __pathsim_eval(x == 7); // expected-warning{{FALSE}}
}

void after_branch(int x) {
  if (x > 0)
    x = 1;
  else
    x = -1;
  // Both paths reach here: one answer each.
  __pathsim_eval(x > 0); // expected-warning{{TRUE}} expected-warning{{FALSE}}
}

void unsigned_wrap(unsigned u) {
  if (u < 10)
    __pathsim_eval(u - 1 < 9); // expected-warning{{UNKNOWN}}
}
