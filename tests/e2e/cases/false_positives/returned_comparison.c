/* Issue 9, class 3 (std::shared_ptr's operator bool, an iterator's !=,
   std::vector::empty, written in C): a function that returns a comparison
   of its inputs (`return b->p != NULL;`) has a case per answer, each with
   its guard, so a caller that tests the result and later the input itself
   takes only the consistent paths. */
#include <stddef.h>

struct box {
  int *p;
};

int has(const struct box *b) { return b->p != NULL; }
int empty(const struct box *b) { return b->p == NULL; }
void use(int);

int first_if_any(struct box *b) {
  int v;
  if (has(b))
    v = *b->p;
  if (b->p)
    use(v);
  return 0;
}

int first_unless_empty(struct box *b) {
  int v;
  if (!empty(b))
    v = *b->p;
  if (b->p != NULL)
    use(v);
  return 0;
}

/* The defect twin: v is set only when the box holds something, and read
   only when it does not. */
int first_if_none(struct box *b) {
  int v;
  if (has(b))
    v = *b->p;
  if (!b->p)
    use(v); // expected-warning{{passing uninitialized value 'v' to 'use'}}
  return 0;
}
