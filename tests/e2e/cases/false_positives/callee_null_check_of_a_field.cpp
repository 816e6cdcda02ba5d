// A callee's NULL check of a pointer field of the caller's object is a
// defensive check, not a sign that the field may be NULL, also when the
// check is in a callee of the callee: a node handle's type() tests _root,
// append() calls type(). The guard in append()'s model compared _root as an
// integer (`*this == 0`), so its callers took the NULL as the callee's own
// outcome, and a destructor that needs _root then got a certain warning
// (pugixml's tests: 'passing NULL pointer *(&doc) to ~xml_document' after
// every doc.append_child(): 38 warnings, 27 of them shown).
struct node_struct {
  unsigned long header;
  node_struct *first;
};

void *first_page(void *memory); // unseen: lays out the document's first page
node_struct *allocate(node_struct *parent);

struct node {
  node_struct *_root;
  int type() const { return _root ? (int)(_root->header & 15) : 0; }
  node append(int kind);
  node() : _root(0) {}
  explicit node(node_struct *p) : _root(p) {}
};

static bool allowed(int parent, int child) {
  return (parent == 1 || parent == 2) && child != 0;
}

node node::append(int kind) {
  if (!allowed(type(), kind))
    return node();
  return node(allocate(_root));
}

struct document : node {
  document() { _root = static_cast<node_struct *>(first_page(memory)); }
  ~document() { _root->header = 0; }
  char memory[64];
};

int appended() {
  document d;
  d.append(3);
  return 0;
}

// The function's own test of the field is a NULL it considered.
int tested() {
  document d;
  if (!d._root)
    d.append(3);
  return 0;
} // expected-warning{{passing NULL pointer 'd._root' to 'document::~document' [null-deref, likely]}}
