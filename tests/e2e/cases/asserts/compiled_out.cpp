// C++: the compiled-out assert of a class with an explicit operator bool
// (std::unique_ptr) compiles as an assumption too, and so does one in a
// template.
#define NDEBUG
#include <cassert>
#include <cstddef>
#include <memory>

struct node {
  int key;
  node *next;
};

node *find(node *head, int key) {
  for (; head; head = head->next)
    if (head->key == key)
      return head;
  return nullptr;
}

int asserted_found(node *head, std::unique_ptr<int> owner) {
  assert(owner);
  node *n = find(head, *owner);
  assert(n);
  return n->key;
}

template <typename T> int first_key(T *head, int key) {
  T *n = find(head, key);
  assert(n != nullptr);
  return n->key;
}

int instantiated(node *head) { return first_key(head, 3); }

int not_asserted(node *head) {
  node *n = find(head, 3);
  return n->key; // expected-warning{{dereferencing NULL pointer 'n'}}
}
