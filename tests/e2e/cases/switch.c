// Choice points at a switch: each case label (and the default) is a choice
// of its own, recorded as a condition of the warnings found after it.
#include <stddef.h>

// NULL in one case label only.
int one_label(int k) {
  int v = 7;
  int *p = &v;
  switch (k) { // expected-note{{when 'k == 1'}}
  case 1:
    p = NULL;
    break;
  case 2:
    p = &v;
    break;
  }
  return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}} expected-note{{path includes 6 statements on lines 7 8 9 11 12 17}}
}

// The case that sets NULL returns: silent.
int one_label_returns(int k) {
  int v = 7;
  int *p = &v;
  switch (k) {
  case 1:
    p = NULL;
    return 0;
  case 2:
    break;
  }
  return *p;
}

// NULL in the default only.
int in_default(int k) {
  int v = 7;
  int *p = &v;
  switch (k) { // expected-note{{when 'k is none of 0, 1'}}
  case 0:
  case 1:
    break;
  default:
    p = NULL;
  }
  return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}} expected-note{{path includes 5 statements on lines 36 37 38 43 45}}
}

// The default's NULL is not used: the later test excludes it.
int default_excluded(int k) {
  int v = 7;
  int *p = &v;
  switch (k) {
  case 0:
    break;
  default:
    p = NULL;
  }
  if (k != 0)
    return 0;
  return *p;
}

// Case 1 falls through into case 2, which dereferences.
int fallthrough(int k) {
  int v = 7;
  int *p = &v;
  switch (k) { // expected-note{{when 'k == 1'}}
  case 1:
    p = NULL;
    /* fall through */
  case 2:
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}} expected-note{{path includes 5 statements on lines 65 66 67 69 72}}
  case 3:
    break;
  }
  return 0;
}

// Case 2 resets the pointer before the fallthrough reaches the use.
int fallthrough_reset(int k) {
  int v = 7;
  int *p = &v;
  switch (k) {
  case 1:
    p = NULL;
    /* fall through */
  case 2:
    p = &v;
    return *p;
  case 3:
    break;
  }
  return 0;
}

// A constant NULL dereferenced in one case.
int null_in_case(int k) {
  int *p = NULL;
  switch (k) { // expected-note{{when 'k == 9'}}
  case 9:
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}} expected-note{{path includes 3 statements on lines 98 99 101}}
  }
  return 0;
}

// The case that dereferences is the one where p is set (correlated tests).
int case_correlated(int k) {
  int v = 1;
  int *p = NULL;
  switch (k) {
  case 4:
    p = &v;
    break;
  }
  if (k == 4)
    return *p;
  return 0;
}

// Cases 0..2 are exactly where p was set.
int range_then_cases(int k) {
  int *p = NULL;
  int v = 1;
  if (k >= 0 && k < 3)
    p = &v;
  switch (k) {
  case 0:
  case 1:
  case 2:
    return *p;
  default:
    return 0;
  }
}

// An unsigned char is never 300: the case is unreachable.
int impossible_case(unsigned char c) {
  int *p = NULL;
  switch (c) {
  case 300:
    return *p;
  }
  return 0;
}
