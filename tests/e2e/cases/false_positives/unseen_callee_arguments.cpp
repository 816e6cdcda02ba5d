// A call to a C++ function without source or model (a library's
// constructor, a method of a class defined elsewhere) writes what its
// arguments point to, but not what a `const T *` parameter points to. The
// IR passes `this` before the source's parameters: pathsim took a
// constructor's `const char *` for its `this`, so the object was never
// written (pugixml's tests: every `xpath_query q("...")` then read as
// uninitialized).
#include <fstream>
#include <string>

int use(int);

// libstdc++'s std::ifstream(const char *) is an explicit instantiation the
// run does not see: every `std::ifstream in(path); if (!in)` was a certain
// 'dereferencing uninitialized pointer in'.
int count_lines(const char *path) {
  std::ifstream in(path);
  if (!in)
    return -1;
  std::string line;
  int n = 0;
  while (std::getline(in, line))
    ++n;
  return n;
}

struct Name {
  Name(const char *text); // defined in a library the run does not see
  int length() const { return len; }
  int len;
};

int constructed() {
  Name n("abc");
  return use(n.length());
}

struct Reader {
  Reader(const int *config, int *status); // unseen
  int status;
};

// The `const int *` argument is still the one that is only read, and
// `status` the one that is written.
int read_only_argument() {
  int config;
  int status;
  Reader r(&config, &status);
  return use(status) + use(config); // expected-warning{{passing uninitialized value 'config' to 'use'}}
}

struct Table {
  void lookup(const int *key, int *value) const; // unseen, a const method
  int rows;
};

int const_method(const Table &t) {
  int key;
  int value;
  t.lookup(&key, &value);
  return use(value) + use(key); // expected-warning{{passing uninitialized value 'key' to 'use'}}
}
