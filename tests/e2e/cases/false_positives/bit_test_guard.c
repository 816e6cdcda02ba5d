/* Once a false positive (bench/false-positives/bit_test_guard.c): get()'s test of a bit of v->tag is lost from its model, so o.p looks read. */
// expected-no-diagnostics
typedef struct { void *p; unsigned char tag; } TV;
int get(const TV *v) {
  if (v->tag & 64)
    return *(int *)v->p;
  return 0;
}
int use(void) {
  TV o;
  o.tag = 1; /* bit 6 clear: get() never reads o.p */
  return get(&o);
}
