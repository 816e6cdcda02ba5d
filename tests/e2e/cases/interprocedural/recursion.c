// Recursive functions get models too: a component is simulated twice
// (--recursion-depth), each time with the models of the round before.
#include <stdlib.h>

struct node {
  struct node *next;
  int value;
};

void free_list(struct node *n) {
  if (!n)
    return;
  free_list(n->next);
  free(n);
}

int use_after_free_list(struct node *n) {
  if (!n)
    return 0;
  free_list(n);
  return n->value; // expected-warning{{using freed memory 'n' [freed-deref]}}
}

int deep(int *p, int k) {
  if (k == 0)
    return *p;
  return deep(p, k - 1);
}

int null_one_level_down(void) {
  return deep(NULL, 1); // expected-warning{{passing NULL pointer 'p' to 'deep' [null-deref]}}
}

int null_two_levels_down(void) {
  // Two rounds of models see one level of recursion below the first:
  // deeper than that the model falls back to the conservative rule.
  return deep(NULL, 3); // todo-warning{{passing NULL pointer 'p' to 'deep'}}
}

int is_even(unsigned n);
int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }
int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }

int mutual(int *p) {
  if (is_odd(0))   // is_odd(0) is 0: *p is not reached
    return *p;
  return 0;
}
