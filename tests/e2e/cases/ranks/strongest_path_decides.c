/* Issue 9: a warning's rank is the strongest of the paths that reach its
   defect. The first path to `*p` takes `p` from as_data's NULL case, which
   only a callee's guard on a field suggests (possible: not shown by
   default); a later path reaches the same dereference with `cache`, which
   the function itself tested for NULL (likely). The warning is the likely
   one, with its path; before, the first path decided and it was hidden. */
#include <stddef.h>

struct obj { int type; int *data; };
int misses;

/* NULL only for an object of another type (a field against a constant). */
int *as_data(struct obj *o) { return o->type == 7 ? o->data : 0; }

int read_value(struct obj *o, int *cache, int fresh) {
  int *p = cache;
  if (fresh)
    p = as_data(o);
  if (cache == NULL)
    misses++;
  return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
}

/* Only the possible path reaches it: it stays possible, not shown. */
int read_fresh(struct obj *o, int *cache) {
  int *p = as_data(o);
  if (cache == NULL)
    misses++;
  return *p;
}
