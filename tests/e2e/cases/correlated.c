// Correlated branches: the second test is decided by the first assumption.
// expected-no-diagnostics
int use(int x) {
  int v = 0, *p;
  if (x)
    p = &v;
  v = 3;
  if (x)
    return *p;
  return 0;
}

int flags(unsigned f) {
  int r;
  if (f & 4)
    r = 1;
  if (f & 4)
    return r;
  return 0;
}

int ranges(int n) {
  int r;
  if (n > 10)
    r = n;
  if (n > 5 && n > 10)
    return r;
  return 0;
}

unsigned long sizes(unsigned long n) {
  unsigned long r;
  if (n < 16)
    r = n;
  if (n < 16)
    return r;
  return 0;
}
