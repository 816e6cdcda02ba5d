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
  return 0; // expected-warning{{memory allocated by 'make_buffer' at main.c:13 and held by 'b' is leaked [leak]}}
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

int read_int(const int *p);
void release(char *p);
void close_file(FILE *f);
int ratio(int a, int b);
int *pick(int **slot);

int uninit_across(void) {
  int x;
  return read_int(&x); // expected-warning{{passing pointer to uninitialized memory 'x' to 'read_int' [uninit-use]}}
}

int freed_across(void) {
  int *p = (int *)make_buffer(sizeof(int));
  if (!p)
    return 0;
  *p = 1;
  release((char *)p);
  return read_int(p); // expected-warning{{passing pointer to freed memory 'p' to 'read_int' [freed-deref]}}
}

int stack_free_across(void) {
  char local[8];
  release(local); // expected-warning{{freeing memory not from the heap: 'local' is a local variable [free-nonheap]}}
  return 0;
}

int close_twice_across(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  close_file(f);
  close_file(f); // expected-warning{{'close_file' needs FILE 'f' to be open, but it is closed [resource-state]}}
  return 0;
}

int divide_by_zero_across(int a) {
  return ratio(a, 0); // expected-warning{{argument 'b' of 'ratio' must not be 0 [bad-argument]}}
}

int uninit_pointer_across(void) {
  int *q;
  return *pick(&q); // expected-warning{{passing pointer to uninitialized memory 'q' to 'pick' [uninit-use]}}
}
