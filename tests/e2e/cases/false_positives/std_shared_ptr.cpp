// Issue 9, class 3: normal use of std::shared_ptr, std::make_shared and
// std::weak_ptr::lock is silent: operator bool's model has a case per
// answer (a comparison returned), so the pointer tested is the pointer used.
#include <memory>

struct Node {
  int value;
  explicit Node(int v) : value(v) {}
};

int shared(int v) {
  std::shared_ptr<Node> p = std::make_shared<Node>(v);
  std::shared_ptr<Node> q = p;
  std::weak_ptr<Node> w = p;
  int r = q->value;
  if (std::shared_ptr<Node> l = w.lock())
    r += l->value;
  return r;
}

int locked(const std::weak_ptr<Node> &w) {
  if (std::shared_ptr<Node> l = w.lock())
    return l->value;
  return 0;
}

// The defect: lock() gives an empty pointer once the object is gone.
int unlocked(const std::weak_ptr<Node> &w) {
  std::shared_ptr<Node> l = w.lock();
  if (l)
    return 1;
  return l->value; // expected-warning{{dereferencing NULL pointer 'l'}}
}
