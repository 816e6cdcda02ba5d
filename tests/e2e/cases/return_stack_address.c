// return-stack-address: the address of a local escaping the frame.
int *returned(void) {
  int x = 1;
  return &x; // expected-warning{{returning address of local variable 'x' [return-stack-address]}}
}

void stored(int **out) {
  int y = 2;
  *out = &y; // expected-warning{{address of local variable 'y' is still stored in memory the caller can reach}}
}

int *global_slot;
void in_global(void) {
  int z = 3;
  global_slot = &z; // expected-warning{{address of local variable 'z' is still stored in global memory}}
}

int *fine(void) {
  static int s = 4;
  return &s;
}
