/* Once a false positive (bench/false-positives/correlated_getters.c): type_of(o) == 4 makes o->type 4, so to_str(o) cannot return NULL. */
// expected-no-diagnostics
struct obj { int type; char *s; };
int type_of(struct obj *o) { return o->type; }
char *to_str(struct obj *o) { return o->type == 4 ? o->s : 0; }
int f(struct obj *o) {
  if (type_of(o) == 4)
    return *to_str(o);
  return 0;
}
