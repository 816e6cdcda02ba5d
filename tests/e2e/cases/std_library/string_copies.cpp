// Bytes std::string's own code copies (libstdc++'s _S_copy, traits::copy,
// memcpy of another string's size) are as initialized as the bytes they
// were copied from: a string built from a range, assigned, appended to or
// cut from another is read as written (issue 23, capability 1; held-out
// projects showed 'passing pointer to uninitialized memory '*c_str()''
// after such copies, gone on main since the 4 GiB cell fix). A regression
// case: silent on main.
#include <cstdio>
#include <cstring>
#include <string>

size_t from_range(const char *b, const char *e) {
  std::string s(b, e);
  return strlen(s.c_str());
}

int assigned(const std::string &t) {
  std::string s;
  s = t;
  return strcmp(s.c_str(), "x");
}

size_t assign_then_append(const char *p, const std::string &t) {
  std::string s;
  s.assign(p);
  s.append(p);
  s += t;
  return strlen(s.c_str());
}

FILE *open_part(const std::string &t) {
  std::string s = t.substr(1, 3);
  FILE *f = fopen(s.c_str(), "r");
  return f;
}

size_t callers() {
  std::string a("a string longer than the fifteen bytes of the local buffer");
  char buf[4] = {'a', 'b', 'c', 0};
  return from_range(buf, buf + 3) + assigned(a) +
         assign_then_append("xyz", a);
}

// The twin: bytes never written, copied into a string and read. Not found
// yet (the copy's source is not checked): a known gap.
size_t from_unwritten() {
  char buf[4];
  std::string s(buf, buf + 3);
  return strlen(s.c_str()); // todo-warning{{uninitialized}}
}
