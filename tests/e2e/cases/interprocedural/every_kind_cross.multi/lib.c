// The callees of main.c, in another unit: main.c sees them only through
// their automatic models. Every defect is reported in main.c but the
// return-freed and return-stack-address ones of the callees themselves.
#include <stddef.h>
#include <stdlib.h>

int global_value;

void maybe_set(int c, int **out) {
  if (c)
    *out = &global_value;
}

void always_set(int **out) { *out = &global_value; }

int read_it(int *p) { return *p; }

int *bad_pointer(void) { return (int *)4; }

void set_invalid(int **out) { *out = (int *)1; }

int *maybe_null(int c) { return c ? &global_value : NULL; }

int wrap(int *p) { return read_it(p); }

int zero(void) { return 0; }

int two(void) { return 2; }

int zero_if_negative(int x) { return x < 0 ? 0 : x; }

int divide(int a, int b) { return a / b; }

int divide_wrapper(int a, int b) { return divide(a, b); }

char *make(void) { return malloc(8); }

void release(char *p) { free(p); }

char *release_and_return(char *p) {
  release(p);
  return p; // expected-warning{{returning pointer to freed memory [return-freed]}}
}

char *freed_pointer(void) {
  char *p = malloc(8);
  free(p);
  return p; // expected-warning{{returning pointer to freed memory [return-freed]}}
}

int *identity(int *p) { return p; }

void store_it(int **out, int *p) { *out = p; }

int *stack_pointer(void) {
  int x = 1;
  return &x; // expected-warning{{returning address of local variable 'x' [return-stack-address]}}
}
