// Every replaceable form of operator new and delete ([new.delete]) has the
// model of its own parameters: the sized `operator delete(void *,
// std::size_t)`, the aligned `std::align_val_t` forms and the nothrow ones.
// A project may define them itself (here over malloc and free); its
// definitions fit their models, whose families and frees apply at every
// call. (Before, the sized and aligned deletes shared the one-parameter
// model of `operator delete`, which did not fit such a definition: an
// `error:` line for each, and calls simulated through the project's own
// body, whose free() of a block from `new` was a mismatched-dealloc.)
#include <cstddef>
#include <cstdlib>
#include <new>

void *operator new(std::size_t n) {
  if (void *p = std::malloc(n ? n : 1))
    return p;
  throw std::bad_alloc();
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void *operator new(std::size_t n, std::align_val_t a) {
  if (void *p = std::aligned_alloc(static_cast<std::size_t>(a), n))
    return p;
  throw std::bad_alloc();
}
void operator delete(void *p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void *p, std::size_t, std::align_val_t) noexcept {
  std::free(p);
}

struct Node {
  int value;
  Node *next;
};

struct alignas(64) Line {
  char bytes[64];
};

int sized(int v) {
  Node *n = new Node{v, nullptr};
  int r = n->value;
  delete n; // the sized delete (-fsized-deallocation, C++14 on)
  return r;
}

int aligned() {
  Line *l = new Line();
  int r = l->bytes[0];
  delete l; // the sized aligned delete
  return r;
}

int nothrow_form(int v) {
  Node *n = new (std::nothrow) Node{v, nullptr};
  if (!n)
    return -1;
  int r = n->value;
  delete n;
  return r;
}

// The twins: each form still frees, leaks and mismatches as its family says.
int leaked_aligned() {
  Line *l = new Line();
  return l->bytes[1]; // expected-warning{{memory allocated by 'new' at operator_new_forms.cpp:65 and held by 'l' is leaked [leak, certain]}}
}

void twice(int v) {
  Node *n = new Node{v, nullptr};
  delete n;
  delete n; // expected-warning{{double-free}}
}

void mismatched() {
  Line *l = new Line[2];
  delete l; // expected-warning{{mismatched-dealloc}}
}
