// std::array filled through operator[] and returned by value (snappy's
// pattern_sizes table): the elements are written into the array, not into
// memory operator[]'s model did not relate to it.
// expected-no-diagnostics
#include <array>

std::array<unsigned char, 16> pattern_sizes() {
  std::array<unsigned char, 16> res;
  for (int i = 0; i < 16; i++)
    res[i] = static_cast<unsigned char>(i * 2);
  return res;
}

int sum() {
  std::array<int, 4> a;
  for (int i = 0; i < 4; i++)
    a[i] = i;
  std::array<int, 4> b = a;
  return b[0] + b[3];
}
