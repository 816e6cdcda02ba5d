// One defect of every kind that reaches its site through a callee.
#include <stdio.h>
#include <stdlib.h>

static int *make_uninit(void) {
  int *p;
  return p; // expected-warning{{returning uninitialized value}}
}

static int read_it(int *p) { return *p; }

int uninit_through_callee(void) {
  int x;
  return read_it(&x); // expected-warning{{passing pointer to uninitialized memory}}
}

static void release(char *p) { free(p); }

int double_free_through_callee(void) {
  char *p = malloc(4);
  release(p);
  release(p); // expected-warning{{freeing freed memory 'p' [double-free]}}
  return 0;
}

int use_after_free_through_callee(void) {
  int *p = malloc(sizeof(int));
  if (!p)
    return 0;
  *p = 1;
  release((char *)p);
  return read_it(p); // expected-warning{{passing pointer to freed memory 'p' to 'read_it' [freed-deref]}}
}

int free_stack_through_callee(void) {
  char buf[4];
  release(buf); // expected-warning{{freeing memory not from the heap: 'buf' is a local variable [free-nonheap]}}
  return 0;
}

static FILE *open_log(const char *path) { return fopen(path, "a"); }

int resource_leak_through_callee(const char *path) {
  FILE *f = open_log(path);
  if (!f)
    return -1;
  fputs("x", f);
  return 0; // expected-warning{{leaking FILE resource}}
}

static void close_it(FILE *f) { fclose(f); }

int double_close_through_callee(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  close_it(f);
  close_it(f); // expected-warning{{[resource-state]}}
  return 0;
}

static int divide(int a, int b) { return a / b; }

int div_zero_through_callee(int a) {
  return divide(a, 0); // expected-warning{{[bad-argument]}}
}

static char *freed_pointer(void) {
  char *p = malloc(8);
  free(p);
  return p; // expected-warning{{returning pointer to freed memory [return-freed]}}
}

static int *stack_pointer(void) {
  int x = 1;
  return &x; // expected-warning{{returning address of local variable 'x' [return-stack-address]}}
}

int use_results(void) {
  return *make_uninit() + *stack_pointer() + (freed_pointer() != 0);
}
