// Bit-fields: setting one field of an uninitialized struct is not a use;
// reading a field never set is.
struct flags { unsigned a : 3, b : 5; };

int set_and_read(void) {
  struct flags f;
  f.a = 1;
  return f.a;
}

int read_other(void) {
  struct flags f;
  f.a = 1;
  return f.b + 1; // expected-warning{{using uninitialized memory}}
}

// A callee that sets bit-fields of a block it allocates and returns leaves
// their word partly written (the bits of fields it never set are not): for
// its callers the word is initialized, so reading a field it set is silent
// (and reading one it never set too: a known gap). Across calls into the
// caller's own memory: false_positives/bit_fields_across_calls.c.
#include <stdlib.h>

struct link { int speed : 4; int duplex : 1; unsigned up : 1; };

static struct link *link_new(void) {
  struct link *l = malloc(sizeof *l);
  if (l) {
    l->speed = 3;
    l->up = 1;
  }
  return l;
}

int speed_of_new(void) {
  struct link *l = link_new();
  if (!l)
    return -1;
  int s = l->speed + l->up;
  free(l);
  return s;
}

int duplex_of_new(void) {
  struct link *l = link_new();
  if (!l)
    return -1;
  int d = l->duplex; // todo-warning{{uninitialized}}
  free(l);
  return d;
}
