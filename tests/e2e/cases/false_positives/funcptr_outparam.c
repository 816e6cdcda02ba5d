/* Once a false positive (bench/false-positives/funcptr_outparam.c): a callee through a function pointer may write *pp; the model says it does not. */
// expected-no-diagnostics
struct pager { int (*xGet)(struct pager *, int, void **); };
int pagerGet(struct pager *p, int n, void **pp) { return p->xGet(p, n, pp); }
void unref(void *pg);
int f(struct pager *p) {
  void *pg;
  int rc = pagerGet(p, 1, &pg); /* xGet always sets *pp (unknown callee) */
  unref(pg);
  return rc;
}
