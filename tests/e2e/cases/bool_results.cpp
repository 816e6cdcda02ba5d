// A C++ bool is one bit: a model says its function returns 0 or 1, never
// -1 (yaml-cpp's EmitterState::SetStringFormat 'returns -1' for true). The
// note at a call of a bool function says it as the caller reads it: true.
bool positive(int x) {
  if (x > 0)
    return true;
  return false;
}

int use(int *p, int x) {
  // expected-note@+1{{when 'x > 0 (in positive)'}}
  if (positive(x)) // expected-note{{used automatic model 'positive' for 'positive(x)': function returns true}}
    p = nullptr;
  return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}} expected-note{{path includes 3 statements on lines 12 13 14}}
}
