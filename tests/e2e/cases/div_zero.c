// div-zero: a constant zero divisor and one the path tested; safe twins.
int constant(int x) {
  int d = 0;
  return x / d; // expected-warning{{division by zero ('d' is 0) [div-zero]}}
}

int tested(int x, int y) {
  if (y == 0)
    return x % y; // expected-warning{{division by zero ('y' is 0)}}
  return x / y;
}

int guarded(int x, int y) {
  if (y != 0)
    return x / y;
  return 0;
}

int parameter(int x, int y) {
  // Unknown divisor from the caller: a constraint on the model, not a warning.
  return x / y;
}
