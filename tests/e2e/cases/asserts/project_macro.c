// A project's own compiled-out assert (lz4: `#define assert(condition)
// ((void)0)` unless it debugs) states the invariant as the C library's
// does. One that evaluates its condition is left alone: its failure path
// is the project's (here, one that returns).
#include <stddef.h>

#ifndef assert
#define assert(condition) ((void)0)
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

int asserted_found(struct node *head) {
  struct node *n = find(head, 3);
  assert(n);
  return n->key;
}

#undef assert
void report_failure(const char *what);
#define assert(condition) ((condition) ? (void)0 : report_failure(#condition))

int checked_and_reported(struct node *head) {
  struct node *n = find(head, 3);
  assert(n);
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}
