/* Once a false positive (bench/false-positives/recursion_outparam.c): every path through the recursive expr/primary pair writes v->k. */
// expected-no-diagnostics
struct exp { int k; };
static void expr(int depth, struct exp *v);
static void primary(int depth, struct exp *v) {
  if (depth > 0)
    expr(depth - 1, v); /* a nested expression */
  else
    v->k = 1; /* a constant */
}
static void expr(int depth, struct exp *v) { primary(depth, v); }
int parse(int depth) {
  struct exp e;
  expr(depth, &e); /* every path through expr sets e.k */
  return e.k;
}
