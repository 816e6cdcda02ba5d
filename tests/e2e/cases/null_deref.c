// null-deref: NULL from a constant and from an assumption; and safe twins.
#include <stddef.h>

int constant(void) {
  int *p = NULL;
  return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
}

int checked_then_used(int *p) {
  if (p == NULL)
    return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
  return 0;
}

int checked_before_use(int *p) {
  if (p == NULL)
    return 0;
  return *p;
}

int unchecked_parameter(int *p) {
  // A parameter's validity is the caller's business: a constraint, not a warning.
  return *p;
}

struct node { struct node *next; int value; };

int field_path(struct node *n) {
  if (!n->next)
    return n->next->value; // expected-warning{{dereferencing NULL pointer 'n->next'}}
  return n->next->value;
}
