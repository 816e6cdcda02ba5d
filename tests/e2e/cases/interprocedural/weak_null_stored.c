// A NULL a callee returns only under conditions its model cannot state (here
// a product of its arguments) is not blamed on a dereference: not when the
// caller gets it back, and not when a wrapper stores it in the caller's
// memory first.
// expected-no-diagnostics
struct slot { int *p; };
int cell;

static int *lookup(int a, int b) {
  if (a * b == 12)
    return 0;
  return &cell;
}

static void fill(struct slot *s, int a, int b) { s->p = lookup(a, b); }

int read_returned(int a, int b) { return *lookup(a, b); }

int read_stored(struct slot *s, int a, int b) {
  fill(s, a, b);
  return *s->p;
}
