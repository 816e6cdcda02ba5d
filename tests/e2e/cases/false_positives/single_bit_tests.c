// One bit of a value is 0 or that bit: a test of `f & BIT` and a later
// `(f & BIT) == BIT` (BSD's and lmdb's `F_ISSET(f, BIT)`) agree. lmdb's
// mdb_cursor_set: `leaf` is set only when the page is not P_LEAF2, and
// dereferenced only when `!IS_LEAF2(mp)`.
#include <stddef.h>

#define P_LEAF2 0x20
#define F_ISSET(w, f) (((w) & (f)) == (f))
#define IS_LEAF2(p) F_ISSET((p)->flags, P_LEAF2)

struct page {
  unsigned short flags;
  int keys[4];
};

int set_key(struct page *mp, int *node) {
  int *leaf = NULL;
  if (!(mp->flags & P_LEAF2))
    leaf = node;
  if (IS_LEAF2(mp))
    return 0;
  return *leaf;
}

void bits(unsigned f) {
  __pathsim_eval((f & 8) == 0 || (f & 8) == 8); // expected-warning{{TRUE}}
  if (f & 8)
    __pathsim_eval((f & 8) == 8); // expected-warning{{TRUE}}
  else
    __pathsim_eval((f & 8) == 0); // expected-warning{{TRUE}}
  // More than one bit: each of them may be what is set.
  if (f & 12)
    __pathsim_eval((f & 12) == 12); // expected-warning{{UNKNOWN}}
}

// The twin: a test of another bit says nothing of this one.
int other_bit(struct page *mp, int *node) {
  int *leaf = NULL;
  if (!(mp->flags & 0x10))
    leaf = node;
  if (IS_LEAF2(mp))
    return 0;
  return *leaf; // expected-warning{{dereferencing NULL pointer 'leaf'}}
}
