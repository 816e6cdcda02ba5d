/* Issue 9, class 8: a NULL that only a callee's guard suggests is ranked by
   how the rest of the program treats that callee (Engler et al. 2001), and,
   with too few calls to tell, by the kind of guard. Shown: certain and likely
   (the default of `pathsim analyze`). null_only_a_callee_suggests_all.c shows
   the same code with --rank=possible. */
#include <stddef.h>

struct node { int key; struct node *next; };
struct obj { int type; void *data; };

/* NULL when the search finds nothing: the classic bug, likely. */
struct node *find(struct node *head, int key) {
  for (struct node *n = head; n; n = n->next)
    if (n->key == key)
      return n;
  return NULL;
}

struct node *after(struct node *head, int key) {
  return find(head, key)->next; // expected-warning{{dereferencing NULL pointer 'find()' [null-deref, likely]}}
}

/* NULL only for an object of another type (a field against a constant): an
   invariant of the callers, possible. */
void *as_data(struct obj *o) { return o->type == 7 ? o->data : 0; }

int first(struct obj *o) {
  int *p = as_data(o); /* callers only ever pass objects of type 7 */
  return *p;           /* possible: not shown by default */
}

/* The caller tested the type itself: as_data cannot return NULL. */
int first_checked(struct obj *o) {
  if (o->type != 7)
    return 0;
  return *(int *)as_data(o);
}

/* Tested by the caller, and NULL on the tested side: the caller's own test,
   likely whatever the callers of as_data do. */
int first_wrong_test(struct obj *o) {
  int *p = as_data(o);
  if (p == NULL)
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
  return 0;
}
