// std::string's members are libstdc++'s own code, simulated, not calls of
// unknown functions: libstdc++ declares basic_string<char> `extern
// template` (its bodies are in libstdc++.so), and pathsim compiles the unit
// with that declaration off. A string member's clear(), +=, assign() or
// c_str() writes the string, nothing around it: what the path knew of its
// sibling members holds (a FILE * or a block stored there is still held,
// not leaked), and what the string holds is known (empty() after clear()).
#include <cstdio>
#include <cstdlib>
#include <string>

struct Journal {
  FILE *out;
  char *scratch;
  std::string name;
  std::string pending;
  bool open();
  void note(const char *text);
};

bool Journal::open() {
  if (name.empty())
    return false;
  out = fopen(name.c_str(), "a");
  if (!out)
    return false;
  scratch = static_cast<char *>(malloc(64));
  name.clear();
  pending += "opened ";
  pending.append(name);
  pending.assign("ready");
  return true;
}

void Journal::note(const char *text) {
  pending = text;
  if (pending.size() > 80)
    pending.resize(80);
  pending.push_back('\n');
}

// A cleared string is empty: the test after clear() takes one way.
int cleared(std::string &s) {
  s.clear();
  int *p = nullptr;
  if (!s.empty())
    return *p;
  return static_cast<int>(s.size());
}

// The twins: what is not stored anywhere still leaks, whatever the string
// members do after.
bool leaks_the_file(Journal &j) {
  if (j.name.empty())
    return false;
  FILE *f = fopen(j.name.c_str(), "a");
  if (!f)
    return false;
  j.name.clear();
  j.pending += "lost";
  return true; // expected-warning{{leaking FILE resource from 'fopen(j.name.c_str(), "a")' (still open) [resource-leak, likely]}}
}

int leaks_the_block(std::string &s) {
  char *b = static_cast<char *>(malloc(16));
  if (!b)
    return 0;
  s += "x";
  return static_cast<int>(s.size()); // expected-warning{{memory allocated by 'malloc' at string_members.cpp:65 and held by 'b' is leaked [leak, likely]}}
}

// And a cleared string that is not empty is a path that cannot be.
int empty_after_clear(std::string &s) {
  s.clear();
  int *p = nullptr;
  if (s.empty())
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, certain]}}
  return 0;
}
