/* Issue 23, capability 8: a call through a function pointer that reaches
   only a function that never returns ends the path, as the direct call
   does: a static pointer that keeps its initializer, a hooks struct that
   nothing writes. */
#include <stdio.h>
#include <stdlib.h>

int *lookup(int key);

static void die(const char *msg) {
  fprintf(stderr, "fatal: %s\n", msg);
  exit(1);
}

static void (*fatal)(const char *) = die;

int through_pointer(int key) {
  int *p = lookup(key);
  if (!p)
    fatal("lookup");
  return *p;
}

struct hooks {
  void (*fail)(const char *);
  int verbose;
};
static struct hooks hooks = {die, 0};

int through_hooks(int key) {
  int *p = lookup(key);
  if (!p)
    hooks.fail("lookup");
  return *p;
}

/* The twin: the function the pointer holds returns. */
static void note(const char *msg) { fprintf(stderr, "note: %s\n", msg); }
static void (*report)(const char *) = note;

int through_returning_pointer(int key) {
  int *p = lookup(key);
  if (!p)
    report("lookup");
  return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
}

/* A pointer the program sets, in an init function, only to functions that
   never return (or leaves NULL): every value it can hold ends the path. */
static void die_quietly(const char *msg) {
  (void)msg;
  abort();
}

void (*on_error)(const char *);

void init_errors(int quiet) { on_error = quiet ? die_quietly : die; }

int through_initialized_pointer(int key) {
  int *p = lookup(key);
  if (!p)
    on_error("lookup");
  return *p;
}

/* The twin: one of the functions stored into it returns. */
void (*on_warning)(const char *) = die;

void quiet_warnings(void) { on_warning = note; }

int through_pointer_set_to_a_returning_function(int key) {
  int *p = lookup(key);
  if (!p)
    on_warning("lookup");
  return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
}

int main(void) {
  init_errors(0);
  return through_initialized_pointer(1) + through_pointer(2);
}
