// pathsim-args: --rank=possible
// Issue 23 (a parser's `stack_ = std::stack<Token>();`): a copy of an object
// its caller passed says what the copy holds, not only that its bytes are
// initialized, for objects larger than eight words too. std::deque's move
// assignment swaps its 80-byte map and iterators with the temporary's
// (`std::swap` of `_Deque_impl_data`, three copies of the whole record): the
// map the temporary's constructor allocated is then the member's, and the
// temporary's destructor frees what the member held before. A block copied
// into a record no caller can reach still leaks.
#include <cstdlib>
#include <cstring>
#include <deque>
#include <stack>

struct Token {
  int kind;
  int value;
};

class Reader {
  std::stack<Token> pending_;
  std::deque<int> marks_;

public:
  void push(int v) { pending_.push(Token{1, v}); }
  void mark(int v) { marks_.push_back(v); }
  void reset() { pending_ = std::stack<Token>(); }
  void clear_marks() { marks_ = std::deque<int>(); }
};

void read_twice() {
  Reader r;
  r.push(3);
  r.reset();
  r.mark(1);
  r.clear_marks();
}

// A record of ten words, copied whole.
struct Record {
  char *name;
  void *slot[9];
};

void assign(Record &to, const Record &from) { to = from; }

void name_record(Record &out) {
  Record r;
  std::memset(&r, 0, sizeof r);
  r.name = static_cast<char *>(std::malloc(8));
  assign(out, r); // the block is out's now
}

// The defect twin: copied into a record of its own, the block is lost when
// the function returns.
int name_length() {
  Record r, copy;
  std::memset(&r, 0, sizeof r);
  r.name = static_cast<char *>(std::malloc(8));
  if (!r.name)
    return 0;
  r.name[0] = 0;
  assign(copy, r);
  return copy.name[0]; // expected-warning{{memory allocated by 'malloc'}}
}
