// Issue 9, class 3: normal use of std::unique_ptr, std::make_unique and
// std::move is silent; a use after std::move, or a dereference of an empty
// unique_ptr, is still reported. The library's own code (libstdc++'s inline
// templates) is simulated: the move constructor's model moves the pointer.
#include <memory>
#include <utility>

struct Node {
  int value;
  explicit Node(int v) : value(v) {}
};

int moved(int v) {
  std::unique_ptr<Node> p = std::make_unique<Node>(v);
  std::unique_ptr<Node> q = std::move(p);
  return q->value;
}

int reset(int v) {
  std::unique_ptr<Node> p(new Node(v));
  p.reset(new Node(v + 1));
  int r = p->value;
  p.reset();
  return r;
}

std::unique_ptr<Node> make(int v) { return std::make_unique<Node>(v); }

int from_a_factory(int v) {
  std::unique_ptr<Node> p = make(v);
  return p->value;
}

int tested(std::unique_ptr<Node> &p) { return p ? p->value : 0; }

// The defects.
int use_after_move(int v) {
  std::unique_ptr<Node> p = std::make_unique<Node>(v);
  std::unique_ptr<Node> q = std::move(p);
  return p->value; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, certain]}}
}

int empty() {
  std::unique_ptr<Node> p;
  return p->value; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, certain]}}
}
