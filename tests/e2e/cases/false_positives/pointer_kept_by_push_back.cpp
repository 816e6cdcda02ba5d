// pathsim-args: --rank=possible
// A pointer handed to std::vector::push_back is held by the vector, not
// leaked, whether the vector had room (the element is stored behind the end
// pointer a callee's model made, a place no outcome names) or had to grow
// (the element is stored at an unknown index of the new block). push_back's
// model says so (`memory_lost *<8:0>__x@`), and so do the models above it:
// AddEdge returns a block its member vector also holds. A block that never
// reaches the vector still leaks.
#include <vector>

struct Edge { int id_; };

struct Graph {
  std::vector<Edge *> edges_;
  Edge *AddEdge();
  Edge *NewEdge();
};

Edge *Graph::AddEdge() {
  Edge *edge = new Edge();
  edge->id_ = (int)edges_.size();
  edges_.push_back(edge);
  return edge;
}

Edge *Graph::NewEdge() {
  Edge *edge = new Edge();
  edge->id_ = (int)edges_.size();
  edges_.push_back(nullptr);
  return edge;
}

struct Builder {
  Graph graph_;
  void Create();
  void CreateLost();
};

void Builder::Create() {
  Edge *e = graph_.AddEdge();
  e->id_ += 1;
}

void Builder::CreateLost() {
  Edge *e = graph_.NewEdge();
  e->id_ += 1; // expected-warning{{memory allocated by 'NewEdge' at pointer_kept_by_push_back.cpp:45 and held by 'e' is leaked}}
}

void fill(std::vector<int *> &v, int n) {
  for (int i = 0; i < n; ++i)
    v.push_back(new int(i));
}
