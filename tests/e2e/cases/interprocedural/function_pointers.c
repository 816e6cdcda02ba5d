// A call through a function pointer whose value is known uses that
// function's model.
#include <stddef.h>

static int get(int *p) { return *p; }
static int get_checked(int *p) { return p ? *p : -1; }

int via_pointer(void) {
  int (*fp)(int *) = get;
  return fp(NULL); // expected-warning{{passing NULL pointer 'p' to 'get' [null-deref]}}
}

int via_checked_pointer(void) {
  int (*fp)(int *) = get_checked;
  return fp(NULL);
}

int via_chosen_pointer(int which) {
  int (*fp)(int *) = which ? get : get_checked;
  return fp(NULL); // expected-warning{{passing NULL pointer 'p' to 'get' [null-deref]}}
}

int via_unknown_pointer(int (*fp)(int *)) {
  return fp(NULL); // an unknown callee: nothing can be said
}
