/* Issue 9, class 3 (std::unique_ptr's move, written in C): a callee that
   moves a pointer from one holder to another (`*dst = *src; *src = NULL`)
   has a model that reads `*src` as it was on entry and then writes NULL
   there. The caller sees the pointer in its new holder, whatever order the
   model's results are applied in, and NULL in the old one. */
#include <stddef.h>
#include <stdlib.h>

struct holder {
  int *p;
};

void take(struct holder *dst, struct holder *src) {
  dst->p = src->p;
  src->p = NULL;
}

int moved(void) {
  struct holder a, b;
  a.p = malloc(sizeof(int));
  if (!a.p)
    return 0;
  *a.p = 1;
  take(&b, &a);
  int v = *b.p;
  free(b.p);
  return v;
}

/* The defect twin: the old holder is empty after the move. */
int read_after_move(void) {
  struct holder a, b;
  int x = 3;
  a.p = &x;
  take(&b, &a);
  // Named 'a.p' (the member at offset 0) since a GEP of zeros names its
  // member; it read 'a' before.
  return *a.p; // expected-warning{{dereferencing NULL pointer 'a.p' [null-deref, certain]}}
}
