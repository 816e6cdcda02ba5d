// The callers: every defect crosses the unit boundary.
#include <stdio.h>

char *make_buffer(int n);
void drop(char *p);
FILE *open_log(const char *path);
int first(int *p);
int safe_first(int *p);

static int helper(int *p) { return *p; }

int leak_across(int n) {
  char *b = make_buffer(n);
  if (!b)
    return -1;
  b[0] = 'x';
  return 0; // expected-warning{{leaking memory [leak]}}
}

int double_free_across(void) {
  char *b = make_buffer(8);
  drop(b);
  drop(b); // expected-warning{{freeing freed memory 'b' [double-free]}}
  return 0;
}

int file_leak_across(const char *path) {
  FILE *f = open_log(path);
  if (!f)
    return -1;
  fputs("x", f);
  return 0; // expected-warning{{leaking FILE resource}}
}

int null_across(void) {
  return first(0); // expected-warning{{passing NULL pointer 'p' to 'first' [null-deref]}}
}

int static_names(void) {
  // lib.c's helper checks for NULL, this unit's does not.
  return safe_first(0) + helper(0); // expected-warning{{passing NULL pointer 'p' to 'helper'}}
}
