// invalid-deref: a constant that is not an address.
int one(void) {
  int *p = (int *)1;
  return *p; // expected-warning{{dereferencing invalid pointer 'p' [invalid-deref]}}
}

int device(void) {
  // A large constant may be a real address (memory-mapped I/O): silent.
  volatile int *reg = (volatile int *)0x40001000;
  return *reg;
}

// &s->in is never NULL: check()'s NULL case does not apply, and s is not
// solved to be -4 from &s->in == NULL.
struct inner_part { int x; };
struct outer_part { int tag; struct inner_part in; };
static int check_part(struct inner_part *p) {
  if (p == 0)
    return -2;
  return p->x;
}
static int report_part(struct outer_part *s) { return s->tag; }
int use_member(struct outer_part *s) {
  int r = check_part(&s->in);
  if (r == -2)
    return report_part(s);
  return r;
}

// The same test written in the caller: &s->in == NULL is false, not s == -4.
int direct_member(struct outer_part *s) {
  struct inner_part *p = &s->in;
  if (p == 0)
    return report_part(s);
  return p->x;
}
