// Copying an uninitialized value into a variable the function never reads
// is the value's only use: reported at the copy. A copy into a variable
// read later is reported where that variable is used, once.
struct sample { int raw, scaled; };

void keep_last(int have) {
  int reading;
  int last;
  if (have)
    reading = 7;
  last = reading; // expected-warning{{using uninitialized memory 'reading' [uninit-use]}}
}

void keep_field(void) {
  struct sample s;
  int copy;
  s.raw = 1;
  copy = s.scaled; // expected-warning{{using uninitialized memory 's.scaled'}}
}

void keep_element(void) {
  double window[4];
  double newest;
  window[0] = 1.5;
  newest = window[2]; // expected-warning{{using uninitialized memory 'window[2]'}}
}

// Initialized on every path: silent.
void keep_set(int have) {
  int reading = 0;
  int last;
  if (have)
    reading = 7;
  last = reading;
}

// Read later: the use is the warning, not the copy.
int copy_then_use(int have) {
  int reading;
  int last;
  if (have)
    reading = 7;
  last = reading;
  return last * 2; // expected-warning{{using uninitialized memory 'last'}}
}

// Copied into an array element or through a pointer: a copy of memory,
// which may be partly unset by design; not reported.
void copy_out(int *out, int have) {
  int reading;
  int slots[2];
  if (have)
    reading = 7;
  slots[0] = reading;
  *out = reading;
}

// A callee that copies what its parameter points to into a variable it
// never reads uses it: its caller must have set it.
static void peek(const int *slot) {
  int seen;
  seen = *slot;
}

void peek_unset(void) {
  int slot;
  peek(&slot); // expected-warning{{passing pointer to uninitialized memory 'slot' to 'peek'}}
}

void peek_set(void) {
  int slot = 3;
  peek(&slot);
}
