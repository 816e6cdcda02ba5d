// Members of a base class are named as the derived object's, and a
// function's returned struct by its members.
struct Node {
  virtual ~Node() {}
  Node *first = nullptr;
  Node *last = nullptr;
};
struct Document : Node {
  int depth = 0;
  char *text = nullptr;
};
int first_depth(Document *d) { return d->first->first != nullptr; }

int base_member_null(void) {
  Document doc;
  return first_depth(&doc); // expected-warning{{passing NULL pointer 'doc.first' to 'first_depth'}}
}

struct Stack {
  int n;
  char *top;
};
struct Parser {
  int state;
  Stack stack;
  int tail() { return *stack.top; }
};
int parser_tail(Parser *p) {
  p->stack.top = nullptr;
  return p->tail(); // expected-warning{{passing NULL pointer 'p->stack.top' to 'tail'}}
}
