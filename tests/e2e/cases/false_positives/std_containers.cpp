// Issue 9, class 3: range-for over std::vector, std::string and std::map in
// normal use is silent (it was already when issue 9's class 3 was taken up:
// this case keeps it so), and the first element of a vector that may be
// empty is still a NULL dereference.
#include <map>
#include <string>
#include <vector>

int sum(const std::vector<int> &v) {
  int s = 0;
  for (int x : v)
    s += x;
  return s;
}

int build(int n) {
  std::vector<int> v;
  for (int i = 0; i < n; ++i)
    v.push_back(i);
  v.push_back(n);
  return v.back() + v[0] + sum(v);
}

size_t strings(const char *s) {
  std::string a(s);
  std::string b = a + "x";
  b += a;
  for (char c : a)
    b.push_back(c);
  return b.size() + a.find('y');
}

int maps(int k) {
  std::map<int, std::string> m;
  m[k] = "one";
  m.emplace(k + 1, "two");
  int n = 0;
  for (const auto &kv : m)
    n += kv.first + static_cast<int>(kv.second.size());
  auto it = m.find(k);
  return it == m.end() ? -1 : n;
}

// The defect: the first element of a vector that may be empty. The
// vector's storage is named as its user reads it, `v.data()` (never by
// libstdc++'s `_M_impl._M_start`), and the function as Clang's diagnostics
// print it, without the default allocator.
int first(int n) {
  std::vector<int> v;
  for (int i = 0; i < n; ++i)
    v.push_back(i);
  return v[0]; // expected-warning{{passing NULL pointer 'v.data()' to 'std::vector<int>::operator[]'}}
}
