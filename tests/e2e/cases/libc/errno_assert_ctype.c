// errno.h (__errno_location), assert.h (__assert_fail,
// __assert_perror_fail) and ctype.h (__ctype_b_loc, __ctype_tolower_loc,
// __ctype_toupper_loc, tolower, toupper, is*).
#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

/* errno is *__errno_location(): a valid, initialized int */
long errno_ok(const char *s) {
  errno = 0;
  long v = strtol(s, NULL, 10);
  if (errno == ERANGE)
    return -1;
  return v + errno;
}

/* errno is not heap memory (the language cannot say so, see errno.mdl) */
void free_errno(void) {
  free(&errno); // todo-warning{{freeing memory not from the heap}}
}

/* assert: the failing branch ends the path */
int assert_ok(const int *p, int d) {
  assert(p != NULL);
  assert(d != 0);
  return *p / d;
}

int assert_null_parameter_checked(int *p) {
  if (!p)
    assert(!"p must not be NULL");
  return *p;
}

int assert_does_not_cover_other_variable(int *p, int *q) {
  assert(p != NULL);
  if (!q)
    return *q; // expected-warning{{dereferencing NULL pointer 'q' [null-deref]}}
  return *p;
}

int assert_perror_ok(int e, const int *p) {
  assert_perror(e);
  assert_perror(p == NULL);
  return e + *p;
}

/* ctype: the argument must be EOF or an unsigned char value */
/* A relational constraint (c >= -1) implies an initialized value. */
int toupper_uninitialized(void) {
  int c;
  return toupper(c); // expected-warning{{passing uninitialized value 'c' to 'toupper'}}
}

int tolower_negative(void) {
  return tolower(-2); // expected-warning{{argument 'c' of 'tolower' violates its constraint 'c >= -1' [bad-argument]}}
}

int function_form_out_of_range(void) {
  return (isalpha)(300); // expected-warning{{argument 'c' of 'isalpha' violates its constraint 'c <= 255' [bad-argument]}}
}

int function_forms_ok(int c) {
  if (c < -1 || c > 255)
    return 0;
  return (isalnum)(c) + (isalpha)(c) + (isblank)(c) + (iscntrl)(c) + (isdigit)(c) +
         (isgraph)(c) + (islower)(c) + (isprint)(c) + (ispunct)(c) + (isspace)(c) +
         (isupper)(c) + (isxdigit)(c);
}

int macros_ok(const char *s) {
  unsigned char c = (unsigned char)s[0];
  int n = 0;
  if (isalpha(c) && isupper(c))
    n += tolower(c);
  if (isdigit(c) || isspace(c))
    n += toupper(c);
  return n;
}

int underscore_macros_ok(const char *s) {
  unsigned char c = (unsigned char)s[0];
  return _tolower(c) + _toupper(c);
}
