// A power of two made by shifting an odd constant (`(size_t)1 << order`,
// jansson's hashsize) is never 0 for any amount the shift defines (less than
// the width; a larger one is undefined behaviour): dividing by it, or a loop
// up to it that must run once, gives no warning. Shifting an even constant
// may push its bits out, and a variable may be 0.
#include <stddef.h>

struct table {
  size_t order;
  size_t *slots;
};

size_t rehash(struct table *t, size_t hash) {
  size_t size = (size_t)1 << (t->order + 1), i;
  for (i = 0; i < size; i++)
    t->slots[i] = 0;
  return hash % size;
}

int first_slot(struct table *t) {
  size_t i;
  int seen = 0;
  for (i = 0; i < ((size_t)1 << t->order); i++)
    seen = 1;
  return 10 / seen;
}

unsigned spread(unsigned bits) {
  unsigned size = 3u << bits, n = 0;
  while (n < size)
    n += 2;
  return 100 / n;
}

// A shifted value that may really be 0, tested by the function itself.
unsigned may_be_zero(unsigned hash, unsigned mask, unsigned bits) {
  unsigned size = mask << bits;
  if (size == 0)
    return hash / size; // expected-warning{{division by zero ('size' is 0)}}
  return hash / size;
}
