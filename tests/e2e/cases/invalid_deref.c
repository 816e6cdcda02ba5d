// invalid-deref: a constant that is not an address.
int one(void) {
  int *p = (int *)1;
  return *p; // expected-warning{{dereferencing invalid pointer 'p' [invalid-deref]}}
}

int device(void) {
  // A large constant may be a real address (memory-mapped I/O): silent.
  volatile int *reg = (volatile int *)0x40001000;
  return *reg;
}
