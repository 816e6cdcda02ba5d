/* A function that returns a pointer into its argument's block at a computed
   offset (an element accessor, std::array's and std::vector's operator[],
   snappy's pattern table filled through res[i]) says so in its model: what
   the caller writes through the pointer lands in that block. The model said
   only "a valid pointer", so the block stayed uninitialized and returning it
   was reported as certain. A block nothing writes is still reported. */
struct table { int e[4]; };
struct vec { int *start; int *end; };

int *at(struct table *t, int i) { return &t->e[i]; }
int *third(struct table *t) { return &t->e[2]; }
int *vat(struct vec *v, int i) { return v->start + i; }

struct table filled(void) {
  struct table t;
  for (int i = 0; i < 4; i++)
    *at(&t, i) = i;
  return t;
}

int third_set(void) {
  struct table t;
  *third(&t) = 7;
  return t.e[2];
}

int element_set(void) {
  int buf[4];
  struct vec v = {buf, buf + 4};
  *vat(&v, 0) = 1;
  return buf[0];
}

int never_set(void) {
  struct table t;
  return *at(&t, 2); // expected-warning{{returning uninitialized value 't'}}
}
