// Bit-fields: setting one field of an uninitialized struct is not a use;
// reading a field never set is.
struct flags { unsigned a : 3, b : 5; };

int set_and_read(void) {
  struct flags f;
  f.a = 1;
  return f.a;
}

int read_other(void) {
  struct flags f;
  f.a = 1;
  return f.b + 1; // expected-warning{{using uninitialized memory}}
}
