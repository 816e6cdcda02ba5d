// pathsim-args: --rank=possible
// Callers that assert a callee's result is not NULL (an assert compiled out
// by NDEBUG, an assumption) believe it never is: they do not count as
// testing it. Here three of the four callers assert it, so the fourth's
// unchecked use depends on a NULL the program does not expect: possible,
// not shown by default.
#define NDEBUG
#include <assert.h>
#include <stddef.h>

struct entry {
  int key;
  struct entry *next;
};

struct entry *entry_find(struct entry *head, int key) {
  for (; head; head = head->next)
    if (head->key == key)
      return head;
  return NULL;
}

int first(struct entry *h) {
  struct entry *e = entry_find(h, 1);
  assert(e);
  return e->key;
}

int second(struct entry *h) {
  struct entry *e = entry_find(h, 2);
  assert(e != NULL);
  return e->key;
}

int third(struct entry *h) {
  struct entry *e = entry_find(h, 3);
  assert(e);
  return e->next != NULL;
}

int fourth(struct entry *h) {
  struct entry *e = entry_find(h, 4);
  return e->key; // expected-warning{{dereferencing NULL pointer 'e' [null-deref, possible]}}
}
