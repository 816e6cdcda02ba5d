// Functions of system headers (the standard library's templates) are
// simulated for their models, but their own warnings are not the user's to
// fix: none is reported in <map>, <vector> or <string>.
// expected-no-diagnostics
#include <map>
#include <string>
#include <vector>

// push_back's model has cases that hold only under conditions it cannot
// state (they come from its callees'): an empty vector's NULL storage is not
// blamed on it.
int pushed() {
  std::vector<int> v;
  v.push_back(1);
  return v[0];
}

int sized_vector() {
  std::vector<int> v(4);
  return v[1];
}

int concatenated(const std::string &s) {
  std::string t = s + "x";
  return static_cast<int>(t.size());
}

int map_lookup() {
  std::map<int, int> m;
  m[1] = 2;
  return m[1];
}
