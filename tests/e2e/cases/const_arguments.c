// A function without a model or a definition may write what its pointer
// arguments point to, but not through a `const T *` parameter: what it
// points to itself stays as it was (what it points to in turn may change).
int look(const int *p);
void fill(int *p);

int const_argument_left_uninitialized(void) {
  int x;
  look(&x);
  return x; // expected-warning{{returning uninitialized value 'x' [uninit-use]}}
}

int plain_argument_may_be_written(void) {
  int x;
  fill(&x);
  return x;
}

struct holder { int *target; };
int look_holder(const struct holder *h);

int written_through_a_const_argument(void) {
  int y;
  struct holder h;
  h.target = &y;
  look_holder(&h);
  return y;
}
