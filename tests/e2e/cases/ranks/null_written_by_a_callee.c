/* Issue 9, class 8, for a NULL a callee writes through an out-parameter
   rather than returns (SQLite's vdbeSorterMergeTreeBuild(pSorter, &pMain),
   which leaves pMain NULL only when the sorter's task has no PMA, a count
   the caller never examined): ranked as a returned NULL is when there are
   too few calls to count, by the kind of the callee's guard. Shown: certain
   and likely (the default). */
#include <stddef.h>

struct obj { int type; int *data; };
struct node { int key; struct node *next; };

/* NULL only for an object of another type (a field against a constant):
   an invariant of the callers, possible. The caller's test of the status
   does not tell the cases apart: both return 0. */
int data_of(struct obj *o, int **out) {
  if (o->type != 7) {
    *out = NULL;
    return 0;
  }
  *out = o->data;
  return 0;
}

int first(struct obj *o) {
  int *p;
  if (data_of(o, &p) != 0)
    return -1;
  return *p; /* possible: not shown by default */
}

/* The caller tested the pointer itself: its own test, likely. */
int first_wrong_test(struct obj *o) {
  int *p;
  data_of(o, &p);
  if (p == NULL)
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
  return 0;
}

/* NULL when the search finds nothing (or is given no list): the classic
   bug, likely. */
int find(struct node *head, int key, struct node **out) {
  for (struct node *n = head; n; n = n->next)
    if (n->key == key) {
      *out = n;
      return 1;
    }
  *out = NULL;
  return 0;
}

int next_key(struct node *head) {
  struct node *n;
  find(head, 3, &n);
  return n->key; // expected-warning{{dereferencing NULL pointer 'n' [null-deref, likely]}}
}

int next_key_checked(struct node *head) {
  struct node *n;
  if (!find(head, 3, &n))
    return 0;
  return n->key;
}
