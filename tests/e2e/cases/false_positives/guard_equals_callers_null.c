/* A callee comparing a pointer it received with another that is NULL in
   the caller (`if (st->plain == n)` while the caller's st.plain is NULL)
   tests that pointer against NULL, as `if (n == NULL)` would: its case
   where they are equal is the callee's defensive check, not a NULL of the
   caller's (cmark's src/html.c:335, `S_render_node(cur, ...)` with
   `cur` from the iterator, was 'passing NULL pointer cur' ranked certain).
   The twin: a NULL the caller passes itself is still reported. */
#include <stddef.h>

struct node {
  int type;
};
struct state {
  struct node *plain;
  int count;
};
struct iter {
  struct node *cur;
};

struct node *iter_node(struct iter *it) { return it->cur; }

static void render(struct node *n, struct state *st) {
  if (st->plain == n)
    st->plain = NULL;
  if (st->plain == NULL)
    st->count += n->type;
}

int render_current(struct iter *it) {
  struct state st = {NULL, 0};
  render(iter_node(it), &st);
  return st.count;
}

int render_nothing(void) {
  struct state st = {NULL, 0};
  render(NULL, &st); // expected-warning{{passing NULL pointer 'n' to 'render' [null-deref, certain]}}
  return st.count;
}
