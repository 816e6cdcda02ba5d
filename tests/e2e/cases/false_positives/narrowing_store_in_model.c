/* Issue 23 (capability 4): a narrowing store of a parameter (`n->kind =
   (uint8_t)kind`, a constructor's `op_((uint8_t)op)`) is stated in the
   function's model as the parameter's low bits, `(result ilinear
   *<1:0>n kind 1 0)`, not only as initialized memory: a caller that passes
   a constant knows the member, and a callee's case for another value is
   not taken. */
// pathsim-args: --rank=possible
#include <stdint.h>
#include <stddef.h>

enum { LEAF = 1, LIST = 2 };

struct node {
  uint8_t kind;
  uint16_t nkids;
  struct node **kids;
  struct node *one;
};

void node_init(struct node *n, int kind, int nkids) {
  n->kind = (uint8_t)kind;
  n->nkids = (uint16_t)nkids;
  n->kids = NULL;
  n->one = NULL;
}

int first_kid_kind(const struct node *n) {
  if (n->kind == LIST)
    return n->kids[0]->kind;
  return 0;
}

struct node **kids_of(struct node *n) {
  return n->nkids > 1 ? n->kids : &n->one;
}

/* A leaf's kind is LEAF: first_kid_kind's LIST case is not taken. */
int leaf_kind(void) {
  struct node n;
  node_init(&n, LEAF, 0);
  return first_kid_kind(&n);
}

/* One kid: kids_of returns the inline slot. */
int single_kid_empty(void) {
  struct node n;
  node_init(&n, LEAF, 1);
  return kids_of(&n)[0] == NULL;
}

/* The defect twins: a list node has no kids array yet, and 258 and 65538
   narrow to LIST and 2. */
int list_kind(void) {
  struct node n;
  node_init(&n, LIST, 0);
  return first_kid_kind(&n); // expected-warning{{NULL}}
}

int wrapped_list_kind(void) {
  struct node n;
  node_init(&n, LIST + 256, 0);
  return first_kid_kind(&n); // expected-warning{{NULL}}
}

int many_kids_empty(void) {
  struct node n;
  node_init(&n, LEAF, 65536 + 2);
  return kids_of(&n)[0] == NULL; // expected-warning{{NULL}}
}
