// A std::vector's size() is its storage: libstdc++ computes it as
// `_M_finish - _M_start`, a difference of two pointers, which C++ defines
// only within one object. A vector that stayed empty (both NULL) has size 0,
// so a loop `i < v.size()` over it is not entered; where `i < v.size()`
// holds, the storage is not NULL. The twins index a vector that stayed
// empty, and are reported.
#include <cstddef>
#include <vector>

bool keep(int x);

// Filled, or not, by a helper.
static bool fill(int n, std::vector<int> *out) {
  for (int i = 0; i < n; ++i)
    out->push_back(i * 2);
  return true;
}

int walk_filled(int n) {
  std::vector<int> v;
  if (!fill(n, &v))
    return -1;
  int sum = 0;
  for (size_t i = 0; i < v.size(); ++i)
    sum += v[i];
  return sum;
}

// Filled, or not, by the function itself.
int walk_kept(const int *a, int n) {
  std::vector<int> kept;
  for (int i = 0; i < n; ++i)
    if (keep(a[i]))
      kept.push_back(a[i]);
  int sum = 0;
  for (size_t i = 0; i < kept.size(); ++i)
    sum += kept[i];
  return sum;
}

// A function given a vector, called with an empty one.
static int total(const std::vector<int> &v) {
  int sum = 0;
  for (size_t i = 0; i < v.size(); ++i)
    sum += v[i];
  return sum;
}

int total_of_none() {
  std::vector<int> none;
  return total(none);
}

// The size counted down from the end.
int last_or_zero(const std::vector<int> &v) {
  if (v.size() > 0)
    return v[v.size() - 1];
  return 0;
}

int last_of_none() {
  std::vector<int> none;
  return last_or_zero(none);
}

// The twins: a vector that stayed empty, indexed.
int first_of_none() {
  std::vector<int> none;
  return none[0]; // expected-warning{{passing NULL pointer 'none.data()' to 'std::vector<int>::operator[]' [null-deref, certain]}}
}

int at_its_size() {
  std::vector<int> none;
  return none[none.size()]; // expected-warning{{passing NULL pointer 'none.data()' to 'std::vector<int>::operator[]' [null-deref, certain]}}
}
