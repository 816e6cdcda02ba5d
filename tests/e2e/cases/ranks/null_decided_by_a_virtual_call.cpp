// Issue 9, class 8, as tinyxml2 has it: XMLNode::Value() returns NULL only
// for a document, which a virtual call decides. No caller tests the result:
// a NULL the program never expects, possible (not shown by default). A
// caller that tests it and then uses it anyway is likely. Callees are
// counted by the name calls use (_ZNK4Node5ValueEv), not the model's name.
struct Document;

struct Node {
  virtual ~Node();
  virtual Document *ToDocument() { return nullptr; }
  const char *Value() const;
  const char *value_;
};

const char *Node::Value() const {
  if (const_cast<Node *>(this)->ToDocument())
    return nullptr;
  return value_;
}

int first(const char *s) { return s[0]; }

int a(Node *n) { return first(n->Value()); } // possible
int b(Node *n) { return first(n->Value()); } // possible
int c(Node *n) { return first(n->Value()); } // possible
int d(Node *n) { return first(n->Value()); } // possible

int tested(Node *n) {
  const char *v = n->Value();
  if (v == nullptr)
    return first(v); // expected-warning{{passing NULL pointer 'v' to 'first' [null-deref, likely]}}
  return 0;
}
