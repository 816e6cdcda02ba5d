// errno.h (__errno_location), assert.h (__assert_fail,
// __assert_perror_fail) and ctype.h (__ctype_b_loc, __ctype_tolower_loc,
// __ctype_toupper_loc, tolower, toupper, is*).
#define _GNU_SOURCE
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

/* errno is *__errno_location(): a valid, initialized int. The model
   constrains nothing: there is no misuse of __errno_location to catch. */
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

/* assert: the failing branch (__assert_fail, __assert_perror_fail) ends
   the path. The models constrain nothing: there is no misuse of them to
   catch, only warnings they must not hide. */
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

/* isalpha */
int function_form_out_of_range(void) {
  return (isalpha)(300); // expected-warning{{argument 'c' of 'isalpha' violates its constraint 'c <= 255' [bad-argument]}}
}

/* The plain calls are glibc's table macros in C: the model is not used and
   the bad argument is missed (see ctype.mdl). */
int isalpha_macro_signed_char(void) {
  char c = '\xe9'; /* 'e' with an acute accent in Latin-1: negative */
  return isalpha(c); // todo-warning{{of 'isalpha' violates its constraint 'c >= -1'}}
}

/* isalnum: a Latin-1 letter in a (signed) char is negative */
int isalnum_misuse(void) {
  char c = '\xe9';
  return (isalnum)(c); // expected-warning{{argument 'c' of 'isalnum' violates its constraint 'c >= -1' [bad-argument]}}
}

/* isblank: a code point is not an unsigned char */
int isblank_misuse(void) {
  int ideographic_space = 0x3000;
  return (isblank)(ideographic_space); // expected-warning{{argument 'ideographic_space' of 'isblank' violates its constraint 'ideographic_space <= 255' [bad-argument]}}
}

/* iscntrl */
int iscntrl_misuse(void) {
  char c = '\x85'; /* NEL in Latin-1 */
  return (iscntrl)(c); // expected-warning{{argument 'c' of 'iscntrl' violates its constraint 'c >= -1' [bad-argument]}}
}

/* isdigit: a byte of a UTF-8 string */
int isdigit_misuse(void) {
  const char *s = "\xd9\xa3"; /* ARABIC-INDIC DIGIT THREE */
  return (isdigit)(*s); // expected-warning{{argument '*s' of 'isdigit' violates its constraint '*s >= -1' [bad-argument]}}
}

/* isgraph */
int isgraph_misuse(void) {
  int euro = 0x20ac;
  return (isgraph)(euro); // expected-warning{{argument 'euro' of 'isgraph' violates its constraint 'euro <= 255' [bad-argument]}}
}

/* islower */
int islower_misuse(void) {
  char sharp_s = '\xdf';
  return (islower)(sharp_s); // expected-warning{{argument 'sharp_s' of 'islower' violates its constraint 'sharp_s >= -1' [bad-argument]}}
}

/* isprint */
int isprint_misuse(void) {
  signed char b = -100;
  return (isprint)(b); // expected-warning{{argument 'b' of 'isprint' violates its constraint 'b >= -1' [bad-argument]}}
}

/* ispunct */
int ispunct_misuse(void) {
  int ellipsis = 0x2026;
  return (ispunct)(ellipsis); // expected-warning{{argument 'ellipsis' of 'ispunct' violates its constraint 'ellipsis <= 255' [bad-argument]}}
}

/* isspace: a no-break space in a (signed) char */
int isspace_misuse(void) {
  const char *s = "\xa0x";
  return (isspace)(*s); // expected-warning{{argument '*s' of 'isspace' violates its constraint '*s >= -1' [bad-argument]}}
}

/* isupper */
int isupper_misuse(void) {
  const char *s = "\xc9" "cole"; /* Latin-1 */
  return (isupper)(*s); // expected-warning{{argument '*s' of 'isupper' violates its constraint '*s >= -1' [bad-argument]}}
}

/* isxdigit: a wide character is not an unsigned char */
int isxdigit_misuse(void) {
  int fullwidth_a = 0xff21;
  return (isxdigit)(fullwidth_a); // expected-warning{{argument 'fullwidth_a' of 'isxdigit' violates its constraint 'fullwidth_a <= 255' [bad-argument]}}
}

/* the correct use of every classification function */
int function_forms_ok(int c) {
  if (c < -1 || c > 255)
    return 0;
  return (isalnum)(c) + (isalpha)(c) + (isblank)(c) + (iscntrl)(c) + (isdigit)(c) +
         (isgraph)(c) + (islower)(c) + (isprint)(c) + (ispunct)(c) + (isspace)(c) +
         (isupper)(c) + (isxdigit)(c);
}

/* __ctype_b_loc, __ctype_tolower_loc, __ctype_toupper_loc: the macros'
   table lookups; the models constrain nothing (they only give valid
   tables), there is no misuse of them to catch. */
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
