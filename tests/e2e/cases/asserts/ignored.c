// pathsim-args: --asserts=ignore
// --asserts=ignore: an assert() the build compiles out (NDEBUG) says
// nothing, as in the build; compiled_out.c's silent cases warn.
#define NDEBUG
#include <assert.h>
#include <stddef.h>

struct node {
  int key;
  struct node *next;
};

struct node *find(struct node *head, int key) {
  for (; head; head = head->next)
    if (head->key == key)
      return head;
  return NULL;
}

int asserted_found(struct node *head) {
  struct node *n = find(head, 3);
  assert(n);
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}

int asserted_unreachable(int k) {
  int x = 1;
  int *p = NULL;
  if (k == 0)
    p = &x;
  else
    assert(0);
  return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
}
