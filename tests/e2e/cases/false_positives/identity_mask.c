/* Issue 23: `x & -1` is x. A mask that is either 0
   or all ones, chosen per element (`k = skip ? 0 : -1; sum += v & k`), is
   branch-free code's way to add an element or not; the path knows k, and
   where k is -1 the sum grew by v itself, so a second scan that stops once
   it passes the sum stays within the elements the first one kept. Before,
   `v & -1` was a new unknown value: the sum was unrelated to v, and the
   scan ran past the elements written. The twin, a threshold that may equal
   the sum, still warns. */
// pathsim-args: --rank=possible

struct item {
  unsigned char weight, id;
};

/* The weights of the items not skipped, added branch-free; then the item
   at which the running sum passes a threshold below the total. */
int pick(struct item *it, const signed char *skip, unsigned n,
         unsigned (*cut)(unsigned)) {
  struct item *kept[64];
  unsigned i = 0, total = 0, limit;
  if (n == 0 || n > 64)
    return -1;
  do {
    int k = skip[it->id] ? 0 : -1;
    total += it->weight & k;
    kept[i] = it++;
    i -= k;
  } while (i < n);
  limit = cut(total);
  if (limit < total) {
    struct item **p = kept;
    for (total = 0; (total += (*p)->weight) <= limit; p++)
      ;
    return (*p)->id;
  }
  return -1;
}

/* The twin: with a threshold equal to the total, the scan passes every
   kept item and reads the slot after them. */
int twin_pick_at_total(struct item *it, const signed char *skip, unsigned n,
                       unsigned (*cut)(unsigned)) {
  struct item *kept[64];
  unsigned i = 0, total = 0, limit;
  if (n == 0 || n > 63)
    return -1;
  do {
    int k = skip[it->id] ? 0 : -1;
    total += it->weight & k;
    kept[i] = it++;
    i -= k;
  } while (i < n);
  limit = cut(total);
  if (limit <= total) {
    struct item **p = kept;
    for (total = 0; (total += (*p)->weight) <= limit; p++) // expected-warning{{dereferencing uninitialized pointer '*p'}}
      ;
    return (*p)->id;
  }
  return -1;
}
