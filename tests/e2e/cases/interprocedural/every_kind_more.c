// The kinds every_kind.c lacks, each reaching its site through a callee
// defined in this file; and safe twins.
#include <stdio.h>
#include <stdlib.h>

static int global_value;

// --- uninit-deref ---------------------------------------------------------

// The callee sets *out only when c is non-zero.
static void maybe_set(int c, int **out) {
  if (c)
    *out = &global_value;
}

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

static void always_set(int **out) { *out = &global_value; }

int always_set_by_callee(void) {
  int *p;
  always_set(&p);
  return *p;
}

static int read_it(int *p) { return *p; }

// Passing the uninitialized pointer is already a use of an uninitialized
// value: reported as such, at the call.
int uninit_pointer_to_callee(void) {
  int *p;
  return read_it(p); // expected-warning{{passing uninitialized value 'p' to 'read_it' [uninit-use]}}
}

// --- invalid-deref --------------------------------------------------------

int invalid_to_callee(void) {
  return read_it((int *)1); // expected-warning{{passing invalid pointer 'p' to 'read_it' [invalid-deref]}}
}

static int *bad_pointer(void) { return (int *)4; }

int invalid_from_callee(void) {
  return *bad_pointer(); // expected-warning{{dereferencing invalid pointer 'bad_pointer()' [invalid-deref]}}
}

static void set_invalid(int **out) { *out = (int *)1; }

int invalid_through_out_parameter(void) {
  int *p;
  set_invalid(&p);
  return *p; // expected-warning{{dereferencing invalid pointer 'p' [invalid-deref]}}
}

int valid_to_callee(void) {
  int v = 2;
  return read_it(&v);
}

// --- null-deref -----------------------------------------------------------

static int *maybe_null(int c) { return c ? &global_value : NULL; }

int null_from_callee(void) {
  return *maybe_null(0); // expected-warning{{dereferencing NULL pointer 'maybe_null()' [null-deref]}}
}

int null_from_callee_when(int c) {
  return *maybe_null(c); // expected-warning{{dereferencing NULL pointer 'maybe_null()' [null-deref]}}
}

int nonnull_from_callee(void) { return *maybe_null(1); }

// Two calls deep: wrap() has read_it's constraint on p.
static int wrap(int *p) { return read_it(p); }

int null_two_levels_down(void) {
  return wrap(NULL); // expected-warning{{passing NULL pointer 'p' to 'wrap' [null-deref]}}
}

// --- div-zero -------------------------------------------------------------

static int zero(void) { return 0; }
static int two(void) { return 2; }

int div_by_callee_result(int a) {
  return a / zero(); // expected-warning{{division by zero [div-zero]}}
}

int div_by_nonzero_callee_result(int a) { return a / two(); }

static int zero_if_negative(int x) { return x < 0 ? 0 : x; }

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

// The callee divides by its parameter: its model says b != 0, the call
// with 0 violates it.
static int divide(int a, int b) { return a / b; }

int div_zero_in_callee(int a) {
  return divide(a, 0); // expected-warning{{argument 'b' of 'divide' must not be 0 [bad-argument]}}
}

int div_nonzero_in_callee(int a) { return divide(a, 3); }

// Two calls deep: divide_wrapper passes b on, so it needs b != 0 too: a
// callee's constraint on what the wrapper received is the wrapper's own.
static int divide_wrapper(int a, int b) { return divide(a, b); }

int div_zero_two_levels_down(int a) {
  return divide_wrapper(a, 0); // expected-warning{{argument 'b' of 'divide_wrapper' must not be 0}}
}

// --- leak -----------------------------------------------------------------

static char *make(void) { return malloc(8); }

int leak_from_callee(void) {
  char *p = make();
  if (!p)
    return 0;
  p[0] = 1;
  return p[0]; // expected-warning{{memory allocated by 'make' at every_kind_more.c:139 and held by 'p' is leaked [leak]}}
}

int no_leak_from_callee(void) {
  char *p = make();
  if (!p)
    return 0;
  p[0] = 1;
  free(p);
  return 1;
}

// --- return-freed ---------------------------------------------------------

static void release(char *p) { free(p); }

// The callee frees; the caller returns what it freed.
char *return_freed_by_callee(void) {
  char *p = malloc(8);
  release(p);
  return p; // expected-warning{{returning pointer to freed memory [return-freed]}}
}

// A wrapper that frees through a callee and returns its (freed) argument.
static char *release_and_return(char *p) {
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

// The defect is where the memory is freed and returned; a wrapper passing
// the pointer on is the same defect and is not reported again.
static char *freed_pointer(void) {
  char *p = malloc(8);
  free(p);
  return p; // expected-warning{{returning pointer to freed memory [return-freed]}}
}

char *return_freed_from_callee(void) { return freed_pointer(); }

char *return_live_from_callee(void) { return make(); }

// --- return-stack-address -------------------------------------------------

static int *identity(int *p) { return p; }

// The local's address comes back from the callee and is returned.
int *return_stack_through_callee(void) {
  int x = 1;
  return identity(&x); // expected-warning{{returning address of local variable 'x' [return-stack-address]}}
}

static void store_it(int **out, int *p) { *out = p; }

void stack_stored_through_callee(int **out) {
  int y = 2;
  store_it(out, &y); // expected-warning{{address of local variable 'y' is still stored in memory the caller can reach}}
}

void static_stored_through_callee(int **out) {
  static int z = 2;
  store_it(out, &z);
}

int *return_global_through_callee(void) { return identity(&global_value); }

// As with freed memory: reported where the local's address is returned.
static int *stack_pointer(void) {
  int x = 1;
  return &x; // expected-warning{{returning address of local variable 'x' [return-stack-address]}}
}

int *return_stack_from_callee(void) { return stack_pointer(); }
