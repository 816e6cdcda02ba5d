// C++: a constructor that sets every bit-field of its object (jsoncpp's
// CZString, reduced; false_positives/bit_fields_across_calls.c has the C
// shapes) leaves its caller nothing uninitialized.
// expected-no-diagnostics
class Key {
public:
  enum Policy { noDuplication = 0, duplicate, duplicateOnCopy };
  Key(const char *s, unsigned n, Policy p) : str_(s) {
    storage_.policy_ = p & 0x3;
    storage_.length_ = n & 0x3FFFFFFF;
  }
  unsigned length() const { return storage_.length_; }
private:
  const char *str_;
  struct Storage {
    unsigned policy_ : 2;
    unsigned length_ : 30;
  };
  union {
    unsigned index_;
    Storage storage_;
  };
};
unsigned find(const char *b, const char *e) {
  Key k(b, static_cast<unsigned>(e - b), Key::noDuplication);
  return k.length();
}
