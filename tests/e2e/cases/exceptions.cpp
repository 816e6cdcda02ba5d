// C++ exceptions: a `throw`, or a callee that throws, reaches the handlers
// of the enclosing `try`; `catch` blocks are simulated and their defects
// found; an exception no handler of the function takes leaves it, and its
// callers' handlers get it from the function's model.
#include <cstdlib>
#include <stdexcept>

void parse(const char *s); // code pathsim cannot see: it may throw

/* A defect in a catch block, and its correct twin. */
int leak_in_catch(const char *s) {
  try {
    parse(s);
  } catch (const std::exception &e) {
    int *saved = static_cast<int *>(malloc(sizeof(int)));
    if (!saved)
      return -1;
    *saved = 1;
    return 0; // expected-warning{{memory allocated by 'malloc' at exceptions.cpp:15 and held by 'saved' is leaked [leak, likely]}}
  }
  return 1;
}
int freed_in_catch(const char *s) {
  int *p = static_cast<int *>(malloc(sizeof(int)));
  if (!p)
    return -1;
  try {
    parse(s);
  } catch (...) {
    free(p);
    return 0;
  }
  free(p);
  return 1;
}

/* A throw in the function: the handler of its type, or of a base of it. */
struct Error {
  int code;
};
struct ParseError : Error {};
struct IoError {};
int local_throw(int bad, int *out) {
  int *none = nullptr;
  try {
    if (bad)
      throw ParseError();
    *out = 0;
  } catch (IoError &) {
    return *none; /* never: a ParseError is no IoError */
  } catch (Error &) {
    return *none; // expected-warning{{dereferencing NULL pointer 'none' [null-deref, likely]}}
  }
  return 0;
}

/* A throw through a callee: every path of fail() throws; check() throws
   when its argument is 0. */
[[noreturn]] void fail() { throw Error{1}; }
void check(int ok) {
  if (!ok)
    fail();
}
int through_callee(int ok) {
  int *none = nullptr;
  try {
    check(ok);
  } catch (Error &) {
    return *none; // expected-warning{{dereferencing NULL pointer 'none' [null-deref, likely]}}
  }
  return 0;
}
int through_callee_ok(int ok) {
  int value = 0, *p = &value;
  try {
    check(ok);
  } catch (Error &) {
    return *p;
  }
  return 1;
}

/* A rethrow: the resource released, then the exception goes on to the
   caller's handler. */
int rethrow(const char *s) {
  int *p = static_cast<int *>(malloc(sizeof(int)));
  if (!p)
    return -1;
  try {
    parse(s);
  } catch (...) {
    free(p);
    throw;
  }
  free(p);
  return 0;
}
int caller_of_rethrow(const char *s) {
  int *none = nullptr;
  try {
    return rethrow(s);
  } catch (...) {
    return *none; // expected-warning{{dereferencing NULL pointer 'none' [null-deref, }}
  }
}
int caller_of_rethrow_ok(const char *s) {
  try {
    return rethrow(s);
  } catch (...) {
    return -2;
  }
}
