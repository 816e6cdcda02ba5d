// A project's compile-time assertion whose name ends in "assert" (Boost's
// BOOST_MPL_ASSERT, FreeBSD's CTASSERT) stands where a declaration does, at
// namespace or class scope: its body, or the body of a macro it names,
// declares (an enum, a static constant) and reads its condition only in
// sizeof. It is no assert compiled out, and is left as written: the
// unit's compiled-out asserts are still assumptions.
#define NDEBUG
#include <cassert>
#include <cstddef>

#define LAYOUT_JOIN2(a, b) a##b
#define LAYOUT_JOIN(a, b) LAYOUT_JOIN2(a, b)
#define LAYOUT_CONSTANT(name, value) enum { name = value }
#define LAYOUT_ASSERT(c)                                                       \
  LAYOUT_CONSTANT(LAYOUT_JOIN(layout_check_, __LINE__),                        \
                  sizeof(char[(c) ? 1 : -1]))
#define SIZE_ASSERT(c)                                                         \
  static const std::size_t LAYOUT_JOIN(size_check_, __LINE__) =               \
      sizeof(char[(c) ? 1 : -1])

struct node {
  int key;
  node *next;
  LAYOUT_ASSERT(sizeof(int) <= sizeof(long));
  SIZE_ASSERT(sizeof(node *) >= sizeof(int *));
};

LAYOUT_ASSERT(alignof(node) >= alignof(int));

node *find(node *head, int key) {
  for (; head; head = head->next)
    if (head->key == key)
      return head;
  return nullptr;
}

int asserted_found(node *head) {
  LAYOUT_ASSERT(sizeof(head) == sizeof(node *));
  node *n = find(head, 3);
  assert(n);
  return n->key;
}

int not_asserted(node *head) {
  node *n = find(head, 3);
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}
