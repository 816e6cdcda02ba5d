// uninit-deref: dereferencing a pointer that was never given a value, on
// every path or on the paths of one branch; and the safe twins.
#include <stddef.h>

int read_never_set(void) {
  int *p;
  return *p; // expected-warning{{dereferencing uninitialized pointer 'p' [uninit-deref]}}
}

void write_never_set(void) {
  int *p;
  *p = 1; // expected-warning{{dereferencing uninitialized pointer 'p' [uninit-deref]}}
}

char index_never_set(void) {
  char *s;
  return s[2]; // expected-warning{{dereferencing uninitialized pointer 's'}}
}

int set_on_one_branch(int c) {
  int x = 0;
  int *p;
  if (c)
    p = &x;
  return *p; // expected-warning{{dereferencing uninitialized pointer 'p' [uninit-deref]}}
}

int set_on_both_branches(int c) {
  int x = 0, y = 1;
  int *p;
  if (c)
    p = &x;
  else
    p = &y;
  return *p;
}

// The second test is the first one again: *p is only reached where p is set.
int used_only_where_set(int c) {
  int x = 0;
  int *p;
  if (c)
    p = &x;
  if (c)
    return *p;
  return 0;
}

// The loop may run zero times.
int set_in_loop(int n) {
  int v = 3;
  int *p;
  for (int i = 0; i < n; i++)
    p = &v;
  return *p; // expected-warning{{dereferencing uninitialized pointer 'p'}}
}

// The loop runs twice: p is always set.
int set_in_known_loop(void) {
  int v = 3;
  int *p;
  for (int i = 0; i < 2; i++)
    p = &v;
  return *p;
}

struct holder { int *ptr; int n; };

// The pointer is a field of a local. (pathsim names it 'h', not 'h.ptr'.)
int field_never_set(void) {
  struct holder h;
  h.n = 1;
  return *h.ptr; // expected-warning{{dereferencing uninitialized pointer}}
}

int field_set(void) {
  int v = 3;
  struct holder h;
  h.ptr = &v;
  return *h.ptr;
}

int pointer_to_pointer_never_set(void) {
  int **pp;
  return **pp; // expected-warning{{dereferencing uninitialized pointer 'pp'}}
}

// pp itself is fine; what it points to is not.
int inner_pointer_never_set(void) {
  int *p;
  int **pp = &p;
  return **pp; // expected-warning{{dereferencing uninitialized pointer '*pp'}}
}

int inner_pointer_set(void) {
  int v = 3;
  int *p = &v;
  int **pp = &p;
  return **pp;
}
