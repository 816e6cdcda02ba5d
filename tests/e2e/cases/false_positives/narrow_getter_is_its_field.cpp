// Issue 23: a getter returning a narrow member widened (an enum kept in a
// uint8_t, `return static_cast<Kind>(kind_);`) is the member's unsigned
// reading: its model says `(result ulinear return *<1:0>this@ 1 0)`, and a
// caller that does not know the member gets the zero extension of it, not a
// value of its own, so that a test of the getter and a later test of the
// member (in a callee's guard) agree.
// pathsim-args: --rank=possible
#include <cstdint>

enum Kind { kLiteral = 3, kCapture = 11, kMaxKind = 21 };
const Kind kMarker = static_cast<Kind>(kMaxKind + 1);

struct Node {
  uint8_t kind_;
  uint16_t refs_;
  int *name_;
  Kind kind() const { return static_cast<Kind>(kind_); }
  void release();
};

void Node::release() {
  if (kind_ == kCapture)
    delete name_;
}

// A marker node's name is its own; release() frees only a capture's.
void drop(Node *n) {
  if (n->kind() == kMarker)
    delete n->name_;
  n->release();
}

// The defect twin: a capture's name freed here and again by release().
void drop_capture(Node *n) {
  if (n->kind() == kCapture)
    delete n->name_;
  n->release(); // expected-warning{{freeing freed memory}}
}
