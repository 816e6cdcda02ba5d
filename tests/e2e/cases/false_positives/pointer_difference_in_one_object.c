// C defines `p - q` only for two pointers into one object (C17 6.5.6p9):
// NULL - NULL is 0, and a difference that is not 0 says neither pointer is
// NULL. A buffer whose used part is `end - start` and that stayed empty
// (both NULL) is not read by a function that first checks it is not empty,
// nor by a loop `p < end`. The twin reads without checking, and is reported.
#include <stddef.h>

struct buf {
  char *start, *end;
};

static size_t used(const struct buf *b) { return (size_t)(b->end - b->start); }

int first_byte(const struct buf *b) {
  if (used(b) == 0)
    return -1;
  return b->start[0];
}

int first_of_empty(void) {
  struct buf b = {NULL, NULL};
  return first_byte(&b);
}

int last_byte(const struct buf *b) {
  ptrdiff_t n = b->end - b->start;
  if (n > 0)
    return b->start[n - 1];
  return -1;
}

int last_of_empty(void) {
  struct buf b = {NULL, NULL};
  return last_byte(&b);
}

int sum_bytes(const struct buf *b) {
  int s = 0;
  for (const char *p = b->start; p < b->end; p++)
    s += *p;
  return s;
}

int sum_of_empty(void) {
  struct buf b = {NULL, NULL};
  return sum_bytes(&b);
}

// The twin: read without looking at the size.
static int first_unchecked(const struct buf *b) { return b->start[0]; }

int first_of_empty_unchecked(void) {
  struct buf b = {NULL, NULL};
  return first_unchecked(&b); // expected-warning{{passing NULL pointer 'b.start' to 'first_unchecked' [null-deref, certain]}}
}
