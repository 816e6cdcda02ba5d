// An assertion on a member only debug builds declare in its struct is
// compiled out as written, although another struct has a member of that
// name (SQLite's `assert( p->nRef==0 )` on a mutex, whose nRef only debug
// builds declare, while its pages have one): the member is looked up in the
// struct of the variable it is read through. The unit's other asserts are
// still assumptions, however many such asserts it has (each one the compile
// had to find by failing would cost a compile of the unit, and a unit gives
// up after 8).
#define NDEBUG
#include <assert.h>
#include <stddef.h>

struct page {
  int nRef;
  struct page *next;
};

struct mutex {
  int id;
#ifndef NDEBUG
  int nRef;
#endif
};

struct page *lookup(struct page *head, int id) {
  for (; head; head = head->next)
    if (head->nRef == id)
      return head;
  return NULL;
}

void free1(struct mutex *p) { assert(p->nRef == 0); }
void free2(struct mutex *p) { assert(p->nRef == 0); }
void free3(struct mutex *p) { assert(p->nRef == 0); }
void free4(struct mutex *p) { assert(p->nRef == 0); }
void free5(struct mutex *p) { assert(p->nRef == 0); }
void free6(struct mutex *p) { assert(p->nRef == 0); }
void free7(struct mutex *p) { assert(p->nRef == 0); }
void free8(struct mutex *p) { assert(p->nRef == 0); }
void free9(struct mutex *p) { assert(p->nRef == 0); }

int asserted_found(struct page *head) {
  struct page *n = lookup(head, 3);
  assert(n);
  return n->nRef;
}

// Members of an anonymous union, and through a chain of members, are
// members of the struct they are read through.
struct holder {
  union {
    struct page *found;
    long raw;
  };
};

struct box {
  struct holder h;
};

int asserted_through_members(struct box *b, struct page *head) {
  b->h.found = lookup(head, 3);
  assert(b->h.found);
  return b->h.found->nRef;
}

int not_asserted(struct box *b, struct page *head) {
  b->h.found = lookup(head, 3);
  return b->h.found->nRef; // expected-warning{{dereferencing NULL pointer}}
}
