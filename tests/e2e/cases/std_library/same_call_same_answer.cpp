// The same call, the same answer: a member of the standard library that
// changes nothing (its automatic model writes nothing but its result),
// called again on the same object with memory unchanged, returns what it
// returned the first time: the second `find` finds what the first found,
// and the path does not take the second as failed.
#include <map>
#include <string>
#include <vector>

struct Entry {
  int id;
};

int found_twice(const std::map<std::string, Entry *> &m,
                const std::string &k) {
  if (m.find(k) == m.end())
    return -1;
  return m.find(k)->second->id;
}

int sized_twice(const std::vector<int> &v) {
  int *p = nullptr;
  if (v.size() > 2 && v.size() <= 2)
    return *p;
  if (!v.empty() && v.empty())
    return *p;
  return static_cast<int>(v.size());
}

int length_twice(const std::string &s, const char *fallback) {
  const char *p = s.size() > 0 ? nullptr : fallback;
  if (s.size() > 0)
    return s[0];
  return p[0];
}

// The twins: memory changed between the calls (clear()), so the second
// answer may differ from the first; and a call on another object says
// nothing of this one.
int changed_between(std::string &s) {
  int *p = nullptr;
  bool was = s.empty();
  s.clear();
  if (!was && s.empty())
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
  return 0;
}

int another_object(const std::vector<int> &a, const std::vector<int> &b) {
  int *p = nullptr;
  if (a.empty() && !b.empty())
    return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
  return 0;
}
