// Issue 23: a callee's result computed from its arguments is known in
// terms of them at each call. An error-tracking member stores and returns
// the product of its condition and the code it is given
// (`return (_e = int(pr) * err)`); its model said only that the result
// and `_e` were initialized, so a caller's `if (e.test(!block, OUTOFMEM))
// return;` did not decide `block`, and the path where the allocation
// failed went on to use it. The model says
// `(result compute *<4:0>this "imul" pr@ err@)` and the return value as
// the comparison of that product with 0: the caller computes both of its
// own values, and its test decides them.
// pathsim-args: --rank=possible
#include <stdlib.h>
#include <string.h>

enum { E_NONE = 0, E_OUTOFMEM = 1, E_BADARG = 2 };

class Error {
public:
  Error() : _e(0) {}
  bool test(bool pr, int err) { return (_e = int(pr) * err); }
  operator bool() const { return _e != 0; }
  int code() const { return _e; }
  int _e;
};

template <typename T> T *gralloc(size_t n) {
  return static_cast<T *>(malloc(n * sizeof(T)));
}

struct Table {
  int *m_table = nullptr;
  bool build(size_t n, Error &e) {
    int *t = gralloc<int>(n + 1);
    if (e.test(!t, E_OUTOFMEM))
      return false;
    t[0] = 1;
    m_table = t;
    return true;
  }
};

// The test's result, negated, guards the write.
int clear_unless_failed(size_t n, bool bad) {
  Error e;
  char *buf = static_cast<char *>(malloc(n + 1));
  if (!e.test(!buf || bad, E_OUTOFMEM)) {
    memset(buf, 0, n + 1);
    buf[0] = 'x';
  }
  int r = e.code() == 0 ? buf[0] : 0;
  free(buf);
  return r;
}

// The member the test stored, read later through operator bool.
int later_check(size_t n) {
  Error e;
  char *buf = static_cast<char *>(malloc(n + 1));
  e.test(!buf, E_OUTOFMEM);
  if (e)
    return 1;
  buf[0] = 'x';
  free(buf);
  return 0;
}

// A comparison returned, and a sum: `return p != nullptr`, `a + b`.
struct Holder {
  int *p;
  bool valid() const { return p != nullptr; }
};

int through_valid(Holder &h) {
  h.p = static_cast<int *>(malloc(sizeof(int)));
  if (!h.valid())
    return -1;
  *h.p = 3;
  int v = *h.p;
  free(h.p);
  return v;
}

static int total(int a, int b) { return a + b; }

int through_sum(int k) {
  int *p = nullptr;
  if (k > 0)
    p = &k;
  if (total(k, 1) > 1)
    return *p;
  return 0;
}

// The twins: with E_NONE the result is 0 whatever the block is, so a
// failed allocation goes on; and a test of another flag.
int twin_no_code(size_t n) {
  Error e;
  char *buf = static_cast<char *>(malloc(n + 1));
  if (e.test(!buf, E_NONE))
    return 1;
  buf[0] = 'x'; // expected-warning{{dereferencing NULL pointer 'buf' [null-deref, certain]}}
  free(buf);
  return 0;
}

int twin_other_flag(size_t n, bool other) {
  Error e;
  char *buf = static_cast<char *>(malloc(n + 1));
  if (e.test(other, E_OUTOFMEM)) {
    free(buf);
    return 1;
  }
  buf[0] = 'x'; // expected-warning{{dereferencing NULL pointer 'buf'}}
  free(buf);
  return 0;
}

int twin_sum(int k) {
  int *p = nullptr;
  if (k > 0)
    p = &k;
  if (total(k, 1) > 0)
    return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
  return 0;
}
