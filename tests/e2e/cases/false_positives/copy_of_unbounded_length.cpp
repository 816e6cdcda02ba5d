// pathsim-args: --rank=possible
// A copy whose length the path cannot bound (a std::string built from a
// range of any length, memcpy of a size_t from outside) initializes what it
// copies, however long. The memory's cells once kept a length modulo 4 GiB:
// a string of max_size() characters, the one length _M_create accepts at its
// bound, came back from the copy with none of its bytes initialized, and
// every c_str() of such a string was "uninitialized memory" (possible).
// Memory never written is still uninitialized.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

std::string copyOf(const char *p, size_t n) { return std::string(p, p + n); }

void printCopy(FILE *out, const char *p) {
  std::string s = copyOf(p, strlen(p));
  fprintf(out, "%s\n", s.c_str());
}

void printAssigned(FILE *out, const std::string &x) {
  std::string s;
  s = x;
  fprintf(out, "%s\n", s.c_str());
}

void printHuge(FILE *out, const char *p) {
  size_t n = (size_t)1 << 62;
  char *b = static_cast<char *>(malloc(n + 1));
  if (!b)
    return;
  memcpy(b, p, n);
  b[n] = 0;
  fprintf(out, "%s\n", b);
  free(b);
}

void printUnwritten(FILE *out) {
  char *b = static_cast<char *>(malloc(16));
  if (!b)
    return;
  b[15] = 0;
  fprintf(out, "%s\n", b); // expected-warning{{passing pointer to uninitialized memory '*b' to 'fprintf'}}
  free(b);
}
