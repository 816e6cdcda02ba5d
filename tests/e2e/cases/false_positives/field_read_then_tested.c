/* Issue 9 (SQLite's pushDownWhereTerms and resolveSelectStep): a pointer
   whose field the path read is not NULL, whatever the field's offset. Reading
   `p->flags` (the address p + 4) only excluded p + 4 == 0, so a later loop
   `for (q = p; q; ...)` or `while (p)` could still take p as NULL, and the
   next `p->limit` was reported as a NULL dereference. */
#include <stddef.h>

struct select {
  unsigned char op;
  unsigned flags; /* at offset 4: p->flags reads p + 4 */
  struct select *prior;
  void *limit;
};

int push_down(struct select *sub) {
  if (sub->flags & 3)
    return 0;
  if (sub->prior) {
    for (struct select *s = sub; s; s = s->prior)
      if (s->op != 1)
        return 0;
  }
  return sub->limit != NULL; // the loop's first test cannot find sub NULL
}

void resolve(struct select *leftmost);

int resolve_step(struct select *p) {
  struct select *leftmost;
  if (p->flags & 8)
    return 1;
  int compound = p->prior != NULL;
  leftmost = p;
  while (p) {
    p->flags |= 8;
    p = p->prior;
  }
  if (compound)
    resolve(leftmost);
  return leftmost->op;
}

/* Any choice after the read kept the question open before. */
int after_a_choice(struct select *p, int x) {
  unsigned f = p->flags;
  if (x > 5)
    return 2;
  if (p)
    return 0;
  return p->op + (int)f;
}

/* The defect twins: a test before the first read, or a field of another
   pointer, still leaves NULL possible. */
int tested_before(struct select *p) {
  int n = 0;
  if (p)
    n = 1;
  return n + (int)p->flags; // expected-warning{{dereferencing NULL pointer 'p'}}
}

int other_pointer(struct select *p) {
  struct select *q = p->prior;
  if (p->flags & 1) {
    if (q)
      return 1;
  }
  return (int)q->flags; // expected-warning{{dereferencing NULL pointer 'q'}}
}
