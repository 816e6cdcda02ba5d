// pathsim-args: --rank=possible
// A pointer handed to std::vector::push_back is held by the vector (its
// destructor's owner frees it), not leaked. push_back forwards to
// emplace_back, which stores the element through allocator_traits::construct
// at the old end (a slot its outcome names by a pointer the callee's model
// made, so the store itself cannot be stated) or, when the vector is full,
// at an unknown index of the block _M_realloc_insert grows. Either way the
// models now say the element is handed on (`(result memory_lost
// *<8:0>__x@)`). Reduced from leveldb's memenv.cc:135
// (`blocks_.push_back(new char[kBlockSize])`, reported leaked, likely).
#include <vector>

void fill(std::vector<int *> &v) { v.push_back(new int(3)); }

struct File {
  std::vector<char *> blocks_;
  void grow(unsigned n) {
    for (unsigned i = 0; i < n; ++i)
      blocks_.push_back(new char[64]);
  }
};

// The twin: a block that never reaches the vector still leaks.
void lost(std::vector<int *> &v) {
  int *p = new int(4);
  v.push_back(nullptr);
  // clang-format off
  *p = 5; // expected-warning{{memory allocated by 'new' at pointer_handed_to_push_back.cpp:25 and held by 'p' is leaked}}
  // clang-format on
}
