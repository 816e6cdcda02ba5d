/* Issue 9, class 5: a recursive function that frees a whole list or tree
   (`free_list(l->next); free(l);`) leaves no leak in its caller. Its model
   comes from a bounded number of rounds (--recursion-depth): it names the
   first nodes it frees, and the memory its recursive call reaches deeper
   down is lost, not leaked (the recursion may free or keep it). Before, the
   third node of a list was reported as leaked. */
#include <stdlib.h>

struct list {
  struct list *next;
  int v;
};

void free_list(struct list *l) {
  if (!l)
    return;
  free_list(l->next);
  free(l);
}

struct list *push(struct list *l, int v) {
  struct list *n = malloc(sizeof *n);
  if (!n)
    return l;
  n->next = l;
  n->v = v;
  return n;
}

void build_and_free(void) {
  struct list *l = NULL;
  l = push(l, 1);
  l = push(l, 2);
  l = push(l, 3);
  l = push(l, 4);
  free_list(l);
}

struct tree {
  struct tree *left, *right;
};

void free_tree(struct tree *t) {
  if (!t)
    return;
  free_tree(t->left);
  free_tree(t->right);
  free(t);
}

void grow_and_free(void) {
  struct tree *t = malloc(sizeof *t);
  if (!t)
    return;
  t->right = NULL;
  t->left = malloc(sizeof *t);
  if (t->left) {
    t->left->right = NULL;
    t->left->left = malloc(sizeof *t);
    if (t->left->left)
      t->left->left->left = t->left->left->right = NULL;
  }
  free_tree(t);
}

/* The twin: a recursive function that only reads the list frees nothing:
   the list still leaks (its head at least). */
int length(const struct list *l) { return l ? 1 + length(l->next) : 0; }

int count_and_drop(void) {
  struct list *l = push(push(NULL, 1), 2);
  return length(l); // expected-warning{{memory allocated by 'push' at recursion_frees_a_list.c:71 and held by 'l' is leaked [leak, certain]}}
}
