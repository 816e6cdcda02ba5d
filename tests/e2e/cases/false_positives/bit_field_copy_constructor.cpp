// pathsim-args: --rank=possible
// expected-no-diagnostics
// A copy constructor that duplicates a string and sets the ownership
// bit-field beside the length (`policy_ : 2`, `length_ : 30` in one word):
// its model states the field it set (`(result ieq *<4:8>this<8:0>.<2:0> 1)`)
// and that the other bits are written, so the destructor's case that
// frees the copy is the one the caller takes. Reduced from jsoncpp's
// `Value::CZString` (json_valueiterator.inl:81, where a copy of a map key
// was reported leaked: possible before bit-fields could be stated, then
// certain once the destructor's guard could be but the copy's store of
// the field still could not).
#include <stdlib.h>
#include <string.h>

struct CZ {
  const char *cstr_;
  union {
    unsigned index_;
    struct {
      unsigned policy_ : 2;
      unsigned length_ : 30;
    } storage_;
  };
  CZ(const CZ &other);
  ~CZ();
  const char *data() const { return cstr_; }
};

static char *dup(const char *s, unsigned n) {
  char *p = (char *)malloc(n + 1);
  if (!p)
    abort();
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

CZ::CZ(const CZ &other) {
  cstr_ = (other.storage_.policy_ != 0 && other.cstr_ != nullptr
               ? dup(other.cstr_, other.storage_.length_)
               : other.cstr_);
  storage_.policy_ =
      static_cast<unsigned>(other.cstr_ ? (other.storage_.policy_ == 0 ? 0 : 1)
                                        : other.storage_.policy_) &
      3U;
  storage_.length_ = other.storage_.length_;
}

CZ::~CZ() {
  if (cstr_ && storage_.policy_ == 1)
    free(const_cast<char *>(cstr_));
}

unsigned index_of(const CZ *k) {
  const CZ c = *k;
  if (!c.data())
    return c.index_;
  return (unsigned)-1;
}
