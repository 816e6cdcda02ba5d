/* Issue 9, class 2: a function all of whose paths end the program (exit,
   abort, longjmp, __builtin_trap, or a call to another such function) has a
   model that says so, and its callers' paths end at the call: a die()
   helper that prints first, one that calls another, a test framework's
   fail function that longjmps back to its runner. A function that ends the
   program only on some paths is a condition, not an end: what follows the
   call on its other paths is still checked. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

int *lookup(int key);

void die(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  exit(1);
}

void fatal(const char *what) {
  fprintf(stderr, "fatal: %s\n", what);
  die("%s\n", what);
}

static jmp_buf runner;
const char *failed_file;
int failures;

void test_fail(const char *file, int line, const char *msg) {
  failed_file = file;
  failures++;
  if (msg)
    fprintf(stderr, "%s:%d: %s\n", file, line, msg);
  longjmp(runner, 1);
}

void trap(void) { __builtin_trap(); }

int with_die(int key) {
  int *p = lookup(key);
  if (!p)
    die("no %d\n", key);
  return *p;
}

int with_fatal(int key) {
  int *p = lookup(key);
  if (!p)
    fatal("lookup");
  return *p;
}

int with_test_fail(int key) {
  int *p = lookup(key);
  if (!p)
    test_fail(__FILE__, __LINE__, "lookup failed");
  return *p;
}

int with_trap(int key) {
  int *p = lookup(key);
  if (!p)
    trap();
  return *p;
}

/* The twin: warns only when verbose; otherwise it returns. */
void warn(int verbose, const char *msg) {
  if (verbose)
    fprintf(stderr, "%s\n", msg);
}

int with_warn(int key, int verbose) {
  int *p = lookup(key);
  if (!p)
    warn(verbose, "lookup");
  return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
}

/* Exits only when asked to: the caller's path goes on when it is not. */
void exit_if(int fail) {
  if (fail)
    exit(1);
}

int with_exit_if(int key, int fail) {
  int *p = lookup(key);
  if (!p)
    exit_if(fail);
  return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
}
