// An assert() the build compiles out (NDEBUG: CMake's Release builds define
// it, sqlite3.c defines it itself) still states an invariant, as its reader
// takes it: a path where its condition is false is not simulated
// (--asserts=assume, the default). Nothing of the condition is evaluated: an
// assertion with a side effect (a call) assumes nothing.
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
  return n->key;
}

int asserted_by_comparison(struct node *head) {
  struct node *n = find(head, 3);
  assert(n != NULL && "the key is always there");
  return n->key;
}

// The assertion reads through the pointer: it says the pointer is valid
// there, and the build reads nothing.
int asserted_field(struct node *head) {
  struct node *n = find(head, 3);
  assert(n->key == 3);
  return n->next != NULL;
}

// The same search, called only where nothing is asserted (callers that
// assert its result is not NULL would make its NULL an invariant of the
// program: ranks/callers_assert_a_result.c).
struct node *lookup(struct node *head, int key) {
  for (; head; head = head->next)
    if (head->key == key)
      return head;
  return NULL;
}

// The twin without the assertion: lookup's NULL is blamed.
int not_asserted(struct node *head) {
  struct node *n = lookup(head, 3);
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}

static int checks;
static int counted(void) { return ++checks; }

// Not evaluated, so not assumed: the build never calls counted() here.
int asserted_with_a_call(struct node *head) {
  struct node *n = lookup(head, 3);
  assert(n != NULL && counted());
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}

// `assert(0)`: the path cannot get there.
int asserted_unreachable(int k) {
  int x = 1;
  int *p = NULL;
  if (k == 0)
    p = &x;
  else
    assert(0);
  return *p;
}
