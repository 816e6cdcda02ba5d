// Issue 23: a length narrowed to an int (`int n = s.size()`, `(int)strlen(p)`)
// fits the int: n == -1, which would make `std::vector<int> row(n + 1)`
// empty, needs a string of 4 GiB, no path of the program's. The conversion
// is taken to keep a count whose sign the path does not know; a value that
// may be a negative error code keeps its range. The twins make the -1
// themselves (the size of an empty string less one), and are reported.
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

int edit_distance(const std::string &a, const std::string &b) {
  int m = a.size();
  int n = (int)b.size();
  std::vector<int> row(n + 1);
  for (int i = 1; i <= n; ++i)
    row[i] = i;
  for (int y = 1; y <= m; ++y)
    row[0] = y;
  return row[n];
}

char last_slot(const char *s) {
  int n = (int)strlen(s);
  std::vector<char> copy(n + 1);
  return copy[n];
}

// The twins: n is -1 for an empty string.
int last_index(const std::string &word) {
  int n = (int)word.size() - 1;
  std::vector<int> row(n + 1);
  return row[n]; // expected-warning{{passing NULL pointer 'row.data()' to 'std::vector<int>::operator[]'}}
}

// A value that may be an error code (read's -1) keeps it through the
// conversion.
int last_read(int fd) {
  char buf[64];
  int n = (int)read(fd, buf, sizeof buf);
  std::vector<int> row(n + 1);
  return row[n]; // expected-warning{{passing NULL pointer 'row.data()' to 'std::vector<int>::operator[]'}}
}

long count_or_error(int fd);

// So does an unknown function's long, which may be negative.
int last_counted(int fd) {
  long got = count_or_error(fd);
  if (got > 100)
    return 0;
  int n = (int)got;
  std::vector<int> row(n + 1);
  return row[n]; // expected-warning{{passing NULL pointer 'row.data()' to 'std::vector<int>::operator[]'}}
}
