/* Once a false positive (bench/false-positives/wrapper_unseen.c): an unseen callee may write *pp; the wrapper's model says it does not. */
// expected-no-diagnostics
int ext_get(int n, void **pp); /* not seen */
int pagerGet(int n, void **pp) { return ext_get(n, pp); }
void unref(void *pg);
int f(void) {
  void *pg;
  int rc = pagerGet(1, &pg);
  unref(pg);
  return rc;
}
