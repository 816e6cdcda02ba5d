// Issue 23: a string piece's end(), `data() + size()`, of an empty piece
// (NULL, 0) is an address computed from NULL: comparing the ends of two
// empty pieces reads nothing, and their callers are not told to pass a valid
// pointer. The twins read before the end of an empty piece, in the function
// that got the end and in its caller's own code.
#include <cstddef>

class Piece {
public:
  Piece() : data_(nullptr), size_(0) {}
  Piece(const char *d, size_t n) : data_(d), size_(n) {}
  const char *data() const { return data_; }
  size_t size() const { return size_; }
  const char *begin() const { return data(); }
  const char *end() const { return data() + size(); }

private:
  const char *data_;
  size_t size_;
};

// The byte before text's end, when text ends inside context.
static int before_end(const Piece &text, const Piece &context) {
  if (text.end() == context.end())
    return 0;
  return text.end()[-1] == '\n' ? 2 : 4;
}

int both_empty() {
  Piece text, context;
  return before_end(text, context);
}

// The twins.
static int last_byte(const Piece &p) { return p.end()[-1]; }

int last_of_empty() {
  Piece none;
  return last_byte(none); // expected-warning{{passing NULL pointer 'none.data_' to 'last_byte'}}
}

int last_here() {
  Piece none;
  return none.end()[-1]; // expected-warning{{dereferencing NULL pointer 'end()'}}
}
