// A condition on a parameter of a library function is said in the caller's
// words: the argument as written (`count - 1 == 0`), not the library's own
// name for its parameter (`__n == 0`). A vector of count - 1 elements is
// empty when count is 1, and its first element is then no element.
#include <vector>

int first_of_rest(unsigned count) {
  std::vector<int> row(count - 1);
  return row[0]; // expected-warning{{passing NULL pointer 'row.data()' to 'std::vector<int>::operator[]' [null-deref, likely]}}
  // expected-note@-2{{value comes from 'vector' here}}
  // expected-note@-3{{when 'count - 1 == 0 (in vector)'}}
  // expected-note@-4{{used automatic model 'allocator' for 'row(count - 1)': function returns}}
  // expected-note@-5{{used automatic model 'vector' for 'row(count - 1)': function returns}}
  // expected-note@-6{{used automatic model 'std::allocator<int>::~allocator' for 'row(count - 1)': function returns}}
  // expected-note@-6{{used automatic model 'std::vector<int>::operator[]' for 'row[0]': function returns a value}}
  // expected-note@-7{{path includes 2 statements on lines 8 9}}
}
