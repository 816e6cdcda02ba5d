// What strlen's result says of the string and back: strlen(s) is 0 exactly
// when s[0] is NUL (either test tells the other), and the length of a string
// whose bytes the path knows (a literal; a buffer strcpy, strncpy or memcpy
// just filled from one) is exact.
#include "pathsim_test.h"
#include <string.h>

/* Either test tells the other. */
void empty_tells_first_byte(const char *s) {
  if (strlen(s) == 0)
    __pathsim_eval(s[0] == '\0'); // expected-warning{{TRUE}}
  else
    __pathsim_eval(s[0] == '\0'); // expected-warning{{FALSE}}
}
void first_byte_tells_empty(const char *s) {
  size_t n = strlen(s);
  if (s[0] == '\0')
    __pathsim_eval(n == 0); // expected-warning{{TRUE}}
  else
    __pathsim_eval(n > 0); // expected-warning{{TRUE}}
}

/* `end` is NULL exactly when s is empty: dereferenced when s[0] is NUL it is
   a bug, when s[0] is not it is fine. */
int last_char_when_empty(const char *s) {
  const char *end = NULL;
  size_t n = strlen(s);
  if (n > 0)
    end = s + n - 1;
  if (s[0] == '\0')
    return *end; // expected-warning{{dereferencing NULL pointer 'end' [null-deref, likely]}}
  return 0;
}
int last_char(const char *s) {
  const char *end = NULL;
  size_t n = strlen(s);
  if (n > 0)
    end = s + n - 1;
  if (s[0] != '\0')
    return *end;
  return 0;
}

/* Known lengths. */
void lengths_known(const char *unknown) {
  const char *literal = "hello";
  __pathsim_eval(strlen(literal) == 5); // expected-warning{{TRUE}}
  char b[8];
  strcpy(b, "abc");
  __pathsim_eval(strlen(b) == 3); // expected-warning{{TRUE}}
  char c[8];
  strcpy(c, b); /* a string of known length, copied */
  __pathsim_eval(strlen(c) == 3); // expected-warning{{TRUE}}
  char d[8];
  memcpy(d, "ab", 3);
  __pathsim_eval(strlen(d) == 2); // expected-warning{{TRUE}}
  char e[8];
  strncpy(e, "abcdef", 2); /* no NUL copied: e[2] is set below */
  e[2] = '\0';
  __pathsim_eval(strlen(e) == 2); // expected-warning{{TRUE}}
  char f[16];
  strcpy(f, unknown); /* f[0] is unknown[0], whatever the rest */
  __pathsim_eval(strlen(f) == 0); // expected-warning{{UNKNOWN}}
  if (unknown[0] == '\0')
    __pathsim_eval(strlen(f) == 0); // expected-warning{{TRUE}}
}

int copy_is_checked(void) {
  char b[8];
  strcpy(b, "abc");
  if (strlen(b) != 3) {
    int *p = NULL;
    *p = 1; /* never: b holds 3 characters */
  }
  return 0;
}

/* The name is empty, so `shown` is never set: certain, not only likely. */
int shown_name_of_empty(void) {
  char name[16];
  const char *shown = NULL;
  strncpy(name, "", sizeof name);
  if (strlen(name) > 0)
    shown = name;
  return shown[0]; // expected-warning{{dereferencing NULL pointer 'shown' [null-deref, certain]}}
}
int shown_name(void) {
  char name[16];
  const char *shown = NULL;
  strncpy(name, "guest", sizeof name);
  if (strlen(name) > 0)
    shown = name;
  return shown[0];
}

/* pathsim checks no array bounds: a write past a buffer whose string length
   it knows is not reported. */
void past_the_end(void) {
  char b[8];
  strcpy(b, "abc");
  b[strlen(b) + 5] = 'x'; // todo-warning{{past the end of 'b'}}
}
