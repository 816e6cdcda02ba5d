/* Issue 23 (capability 4): a count of chunks stored narrowed into a member
   (`g->count = (uint16_t)count`). `(len + 65535) / 65536` of a len above
   65536 is at least 2 (a value of known range divided by a positive
   constant: the quotients of its bounds), and at most 32768: the uint16_t
   member holds it, read as unsigned, so the caller knows the count is above
   1 where a callee's case tests it, and takes the case that uses the block
   group_alloc allocated for it. */
// pathsim-args: --rank=possible
#include <stdint.h>
#include <stdlib.h>

struct item;
struct group {
  uint16_t count;
  union {
    struct item **many;
    struct item *single;
  };
};

static void *xmalloc(size_t n) {
  void *p = malloc(n);
  if (!p)
    abort();
  return p;
}

void group_alloc(struct group *g, int count) {
  if (count > 1)
    g->many = xmalloc(count * sizeof *g->many);
  g->count = (uint16_t)count;
}

struct item **group_slots(struct group *g) {
  return g->count <= 1 ? &g->single : g->many;
}

/* Chunks of 65536 bytes: the slots are the array group_alloc allocated. */
void group_fill(struct group *g, int len, struct item *x) {
  if (len <= 65536)
    return;
  int chunks = (len + 65535) / 65536;
  group_alloc(g, chunks);
  struct item **slots = group_slots(g);
  for (int i = 0; i < chunks; i++)
    slots[i] = x;
}

/* The defect twin: chunks of 16384 bytes number up to 131072, which the
   count does not hold (65536 of them make it 0): the array is allocated,
   the count says one slot, and the first store overwrites the array's
   pointer in the union. */
void group_fill_small(struct group *g, int len, struct item *x) {
  if (len <= 65536)
    return;
  int chunks = (len + 16383) / 16384;
  group_alloc(g, chunks);
  struct item **slots = group_slots(g);
  for (int i = 0; i < chunks; i++) // expected-warning{{is leaked}}
    slots[i] = x;
}
