// The callers: each defect reaches its site through a callee of lib.c.
#include <stdlib.h>

extern int global_value;
void maybe_set(int c, int **out);
void always_set(int **out);
int read_it(int *p);
int *bad_pointer(void);
void set_invalid(int **out);
int *maybe_null(int c);
int wrap(int *p);
int zero(void);
int two(void);
int zero_if_negative(int x);
int divide(int a, int b);
int divide_wrapper(int a, int b);
char *make(void);
void release(char *p);
char *release_and_return(char *p);
char *freed_pointer(void);
int *identity(int *p);
void store_it(int **out, int *p);
int *stack_pointer(void);

// uninit-deref
int uninit_deref_after_callee(int c) {
  int *p;
  maybe_set(c, &p);
  return *p; // expected-warning{{dereferencing uninitialized pointer 'p' [uninit-deref]}}
}

int set_by_callee(void) {
  int *p;
  maybe_set(1, &p);
  return *p;
}

int always_set_by_callee(void) {
  int *p;
  always_set(&p);
  return *p;
}

int uninit_pointer_to_callee(void) {
  int *p;
  return read_it(p); // expected-warning{{passing uninitialized value 'p' to 'read_it' [uninit-use]}}
}

// invalid-deref
int invalid_to_callee(void) {
  return read_it((int *)1); // expected-warning{{passing invalid pointer 'p' to 'read_it' [invalid-deref]}}
}

int invalid_from_callee(void) {
  return *bad_pointer(); // expected-warning{{dereferencing invalid pointer 'bad_pointer()' [invalid-deref]}}
}

int invalid_through_out_parameter(void) {
  int *p;
  set_invalid(&p);
  return *p; // expected-warning{{dereferencing invalid pointer 'p' [invalid-deref]}}
}

int valid_to_callee(void) {
  int v = 2;
  return read_it(&v);
}

// null-deref
int null_from_callee(void) {
  return *maybe_null(0); // expected-warning{{dereferencing NULL pointer 'maybe_null()' [null-deref]}}
}

int null_from_callee_when(int c) {
  return *maybe_null(c); // expected-warning{{dereferencing NULL pointer 'maybe_null()' [null-deref]}}
}

int nonnull_from_callee(void) { return *maybe_null(1); }

int null_two_levels_down(void) {
  return wrap(NULL); // expected-warning{{passing NULL pointer 'p' to 'wrap' [null-deref]}}
}

// div-zero
int div_by_callee_result(int a) {
  return a / zero(); // expected-warning{{division by zero [div-zero]}}
}

int div_by_nonzero_callee_result(int a) { return a / two(); }

int div_by_callee_result_when(int a, int x) {
  if (x < 0)
    return a / zero_if_negative(x); // expected-warning{{division by zero [div-zero]}}
  return 0;
}

int div_by_callee_result_positive(int a, int x) {
  if (x > 0)
    return a / zero_if_negative(x);
  return 0;
}

int div_zero_in_callee(int a) {
  return divide(a, 0); // expected-warning{{argument 'b' of 'divide' must not be 0 [bad-argument]}}
}

int div_nonzero_in_callee(int a) { return divide(a, 3); }

int div_zero_two_levels_down(int a) {
  return divide_wrapper(a, 0); // expected-warning{{argument 'b' of 'divide_wrapper' must not be 0}}
}

// leak
int leak_from_callee(void) {
  char *p = make();
  if (!p)
    return 0;
  p[0] = 1;
  return p[0]; // expected-warning{{memory allocated by 'make' at main.c:115 and held by 'p' is leaked [leak]}}
}

int no_leak_from_callee(void) {
  char *p = make();
  if (!p)
    return 0;
  p[0] = 1;
  free(p);
  return 1;
}

// return-freed
char *return_freed_by_callee(void) {
  char *p = malloc(8);
  release(p);
  return p; // expected-warning{{returning pointer to freed memory [return-freed]}}
}

int use_after_release_and_return(void) {
  char *p = malloc(8);
  if (!p)
    return 0;
  char *q = release_and_return(p);
  return q[0]; // expected-warning{{using freed memory 'q' [freed-deref]}}
}

char *return_freed_from_callee(void) { return freed_pointer(); }

char *return_live_from_callee(void) { return make(); }

// return-stack-address
int *return_stack_through_callee(void) {
  int x = 1;
  return identity(&x); // expected-warning{{returning address of local variable 'x' [return-stack-address]}}
}

void stack_stored_through_callee(int **out) {
  int y = 2;
  store_it(out, &y); // expected-warning{{address of local variable 'y' is still stored in memory the caller can reach}}
}

void static_stored_through_callee(int **out) {
  static int z = 2;
  store_it(out, &z);
}

int *return_global_through_callee(void) { return identity(&global_value); }

int *return_stack_from_callee(void) { return stack_pointer(); }
