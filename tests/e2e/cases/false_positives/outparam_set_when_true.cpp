// Issue 9, class 6 (yaml-cpp's GetNextCodePointAndAdvance): a bool function
// that sets *out on every path that returns true, called in a loop condition,
// leaves *out initialized in the loop body. It reads what a std::string's
// iterator points to, memory the caller got from std::string::begin(), code
// pathsim cannot see: the value written is unknown, but it is written.
#include <string>

bool GetNext(int &codePoint, std::string::const_iterator &first,
             std::string::const_iterator last) {
  if (first == last)
    return false;
  if (*first & 0x80) {
    codePoint = 0xFFFD;
    ++first;
    return true;
  }
  codePoint = *first++;
  return true;
}

// The defect twin: one path returns true without setting *out.
bool GetNextForgetful(int &codePoint, std::string::const_iterator &first,
                      std::string::const_iterator last) {
  if (first == last)
    return false;
  if (*first == 0) {
    ++first;
    return true;
  }
  codePoint = *first++;
  return true;
}

void Write(int codePoint);

void WriteAll(const std::string &str) {
  int codePoint;
  for (std::string::const_iterator i = str.begin();
       GetNext(codePoint, i, str.end());)
    Write(codePoint);
}

void WriteAllForgetful(const std::string &str) {
  int codePoint;
  for (std::string::const_iterator i = str.begin();
       GetNextForgetful(codePoint, i, str.end());)
    Write(codePoint); // expected-warning{{passing uninitialized value 'codePoint'}}
}
