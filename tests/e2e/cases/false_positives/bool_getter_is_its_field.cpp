// Issue 23: a getter returning a bool member is the member. A bool object
// holds 0 or 1, so the truth value a getter returns is the byte itself, and
// its model says so ((result ieq return *<1:0>this@)): a caller that knows
// the member (a constructor set it) takes only the getter's consistent
// case, and a test of the getter and a later test of the member agree.
// pathsim-args: --rank=possible

struct Item {
  int uses;
};

class Queue {
public:
  Queue() : closed_(false), count_(0) {}
  bool closed() const { return closed_; }
  void close() { closed_ = true; }
  Item *push();

private:
  bool closed_;
  int count_;
  Item items_[4];
};

Item *Queue::push() {
  if (closed())
    return nullptr;
  Item *it = &items_[count_++ & 3];
  it->uses = 0;
  return it;
}

int open_queue() {
  Queue q;
  Item *it = q.push();
  return it->uses;
}

// The getter's answer and the member agree.
struct Gate {
  bool open;
  bool isOpen() const { return open; }
};

int through_gate(Gate *g, int *v) {
  int *p = nullptr;
  if (g->isOpen())
    p = v;
  if (g->open)
    return *p;
  return 0;
}

// The defect twins: the queue was closed; a member the getter does not read.
int closed_queue() {
  Queue q;
  q.close();
  Item *it = q.push();
  return it->uses; // expected-warning{{dereferencing NULL pointer 'it'}}
}

struct Door {
  bool open, locked;
  int *key;
  bool isOpen() const { return open; }
};

int through_door(Door *d) {
  int *k = nullptr;
  if (!d->isOpen())
    k = d->key;
  if (d->locked)
    return *k; // expected-warning{{dereferencing NULL pointer 'k'}}
  return 0;
}
