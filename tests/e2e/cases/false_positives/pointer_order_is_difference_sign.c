// A difference of two pointers into one object has their order's sign:
// `last - pointer` is 0 exactly when pointer == last, positive exactly when
// pointer < last. A reader's buffer tested once through the difference (in
// one function) and once through the pointers' order (in another) cannot be
// both empty and not. The twins test what does not contradict and are
// reported.
#include <stddef.h>

struct reader {
  const unsigned char *pointer, *last;
};

static ptrdiff_t unread(const struct reader *r) { return r->last - r->pointer; }
static int has_more(const struct reader *r) { return r->pointer < r->last; }
static int at_end(const struct reader *r) { return r->pointer == r->last; }

// Empty through the difference, not empty through the order.
int peek_a(const struct reader *r) {
  const unsigned char *p = r->pointer;
  if (unread(r) == 0)
    p = NULL;
  if (r->pointer < r->last)
    return *p;
  return -1;
}

// Not empty through the order, empty or behind through the difference.
int peek_b(const struct reader *r) {
  const unsigned char *p = r->pointer;
  if (r->last - r->pointer <= 0)
    p = NULL;
  if (has_more(r))
    return *p;
  return -1;
}

// Empty through the pointers, not empty through the difference.
int peek_c(const struct reader *r) {
  const unsigned char *p = r->pointer;
  if (at_end(r))
    p = NULL;
  if (r->last - r->pointer > 0)
    return *p;
  return -1;
}

// Not empty through the difference, at or past the end through the order.
int peek_d(const struct reader *r) {
  const unsigned char *p = r->pointer;
  if (r->pointer >= r->last)
    p = NULL;
  if (unread(r) > 0)
    return *p;
  return -1;
}

// The twins: an empty buffer passes `<=`, and is read.
int peek_a_twin(const struct reader *r) {
  const unsigned char *p = r->pointer;
  if (unread(r) == 0)
    p = NULL;
  if (r->pointer <= r->last)
    return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
  return -1;
}

int peek_d_twin(const struct reader *r) {
  const unsigned char *p = r->pointer;
  if (r->pointer >= r->last)
    p = NULL;
  if (unread(r) >= 0)
    return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
  return -1;
}
