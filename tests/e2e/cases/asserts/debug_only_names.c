// An assertion that names what only debug builds declare does not compile
// as an assumption under NDEBUG: that one is compiled out as written (it
// states nothing), the unit's other asserts are still assumptions, and the
// unit is not lost.
#define NDEBUG
#include <assert.h>
#include <stddef.h>

#ifndef NDEBUG
static int lookups;
#endif

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

int asserted_counted(struct node *head) {
  struct node *n = find(head, 3);
  assert(n && lookups > 0);
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}

int asserted_found(struct node *head) {
  struct node *n = find(head, 3);
  assert(n);
  return n->key;
}

#ifndef NDEBUG
static int valid(const struct node *n) { return n->key >= 0; }
#endif

int asserted_valid(struct node *head) {
  struct node *n = find(head, 3);
  assert(valid(n));
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}
