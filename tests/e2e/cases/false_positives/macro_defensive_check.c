// A NULL test written in a function-like macro's body is the macro's
// defensive check, not the function's belief that the pointer may be NULL:
// `YAJL_IS_OBJECT(v)` is `((v) != NULL && (v)->type == yajl_t_object)`,
// libexif's `exif_entry_get_ifd(e)` is `((e) ? ... : EXIF_IFD_COUNT)`. A
// dereference outside that macro of a NULL only its test gave is not
// reported (Clang's analyzer suppresses it too: "Suppress Macro IDC").
// A test the function writes itself, or a dereference inside the macro
// that tested, is still reported.
#include <stddef.h>
#include <stdio.h>

struct node {
  int type;
  struct node *parent;
  int v;
};

#define IS_OBJECT(n) ((n) != NULL && (n)->type == 1)
#define GET_LEVEL(n) ((n) ? (n)->parent->v : -1)
#define MUST_BE_SET(n)                                                         \
  do {                                                                         \
    if ((n) == NULL)                                                           \
      puts("not set");                                                         \
  } while (0)

int tested_in_a_macro(struct node *n) {
  if (IS_OBJECT(n))
    return 1;
  return n->v;
}

int chosen_in_a_macro(struct node *e) {
  int level = GET_LEVEL(e);
  struct node *p = e->parent;
  return level + p->v;
}

int checked_in_a_statement_macro(struct node *n) {
  MUST_BE_SET(n);
  return n->v;
}

// The function's own test: a belief that n may be NULL.
int tested_by_the_function(struct node *n) {
  if (n == NULL)
    puts("none");
  return n->v; // expected-warning{{dereferencing NULL pointer 'n' [null-deref]}}
}

// The macro's own dereference of the NULL it tested is its defect.
#define BROKEN(n) ((n) ? 0 : (n)->v)
int dereferenced_in_the_macro(struct node *n) {
  return BROKEN(n); // expected-warning{{dereferencing NULL pointer 'n' [null-deref]}}
}
