// Loops with known bounds run to their end; unknown bounds are sampled.
// expected-no-diagnostics
int sum(void) {
  int a[10];
  for (int i = 0; i < 10; i++)
    a[i] = i * 2;
  int s = 0;
  for (int i = 0; i < 10; i++)
    s += a[i];
  return s;
}

int count(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

int until(int n) {
  int last = 0;
  for (int i = 0; i < n; i++)
    last = i;
  return last;
}
