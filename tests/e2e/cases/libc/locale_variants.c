// The POSIX.1-2008 functions that take a locale_t (ctype.mdl, wctype.mdl,
// wchar.mdl, string.mdl, strings.mdl, time.mdl): the model of each is its plain form's
// with the locale added. One misuse each; every one used right, silent.
#define _GNU_SOURCE
#include <ctype.h>
#include <locale.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>

#define UNINIT_WC(f)                                                           \
  int f##_misuse(locale_t l) {                                                 \
    wint_t c;                                                                  \
    return f(c, l);                                                            \
  }
UNINIT_WC(iswalnum_l)  // expected-warning{{passing uninitialized value 'c' to 'iswalnum_l'}}
UNINIT_WC(iswalpha_l)  // expected-warning{{passing uninitialized value 'c' to 'iswalpha_l'}}
UNINIT_WC(iswblank_l)  // expected-warning{{passing uninitialized value 'c' to 'iswblank_l'}}
UNINIT_WC(iswcntrl_l)  // expected-warning{{passing uninitialized value 'c' to 'iswcntrl_l'}}
UNINIT_WC(iswdigit_l)  // expected-warning{{passing uninitialized value 'c' to 'iswdigit_l'}}
UNINIT_WC(iswgraph_l)  // expected-warning{{passing uninitialized value 'c' to 'iswgraph_l'}}
UNINIT_WC(iswlower_l)  // expected-warning{{passing uninitialized value 'c' to 'iswlower_l'}}
UNINIT_WC(iswprint_l)  // expected-warning{{passing uninitialized value 'c' to 'iswprint_l'}}
UNINIT_WC(iswpunct_l)  // expected-warning{{passing uninitialized value 'c' to 'iswpunct_l'}}
UNINIT_WC(iswspace_l)  // expected-warning{{passing uninitialized value 'c' to 'iswspace_l'}}
UNINIT_WC(iswupper_l)  // expected-warning{{passing uninitialized value 'c' to 'iswupper_l'}}
UNINIT_WC(iswxdigit_l) // expected-warning{{passing uninitialized value 'c' to 'iswxdigit_l'}}
UNINIT_WC(towlower_l)  // expected-warning{{passing uninitialized value 'c' to 'towlower_l'}}
UNINIT_WC(towupper_l)  // expected-warning{{passing uninitialized value 'c' to 'towupper_l'}}

int iswctype_l_misuse(wint_t c, locale_t l) {
  return iswctype_l(c, 0, l); // expected-warning{{argument 'desc' of 'iswctype_l' violates its constraint 'desc != 0' [bad-argument]}}
}
int iswctype_l_ok(wint_t c, locale_t l) {
  wctype_t alpha = wctype_l("alpha", l);
  return alpha ? iswctype_l(c, alpha, l) : 0;
}
wint_t wctrans_l_unchecked(wint_t c, locale_t l) {
  wctrans_t t = wctrans_l("toupper", l);
  return towctrans(c, t); // expected-warning{{argument 't' of 'towctrans' violates its constraint 't != 0' [bad-argument]}}
}
int wctype_l_misuse(locale_t l) {
  return wctype_l(NULL, l) != 0; // expected-warning{{passing NULL pointer 'property' to 'wctype_l' [null-deref]}}
}
int iswalnum_l_ok(locale_t l) {
  wctrans_t t = wctrans_l("tolower", l);
  return iswalnum_l(L'a', l) + iswalpha_l(L'a', l) + iswblank_l(L' ', l) +
         iswcntrl_l(L'a', l) + iswdigit_l(L'1', l) + iswgraph_l(L'a', l) +
         iswlower_l(L'a', l) + iswprint_l(L'a', l) + iswpunct_l(L'.', l) +
         iswspace_l(L' ', l) + iswupper_l(L'A', l) + iswxdigit_l(L'f', l) +
         (int)towlower_l(L'A', l) + (int)towupper_l(L'a', l) +
         (t ? (int)towctrans(L'A', t) : 0);
}

int wcscasecmp_l_misuse(const wchar_t *s, locale_t l) {
  return wcscasecmp_l(s, NULL, l); // expected-warning{{passing NULL pointer 'ws2' to 'wcscasecmp_l' [null-deref]}}
}
int wcsncasecmp_l_misuse(const wchar_t *s, locale_t l) {
  wchar_t w[4];
  return wcsncasecmp_l(s, w, 4, l); // expected-warning{{passing pointer to uninitialized memory 'w' to 'wcsncasecmp_l' [uninit-use]}}
}
int wcscoll_l_misuse(const wchar_t *s, locale_t l) {
  return wcscoll_l(NULL, s, l); // expected-warning{{passing NULL pointer 'ws1' to 'wcscoll_l' [null-deref]}}
}
size_t wcsxfrm_l_misuse(const wchar_t *s, locale_t l) {
  return wcsxfrm_l(NULL, s, 8, l); // expected-warning{{passing NULL pointer 'ws1' to 'wcsxfrm_l' [null-deref]}}
}
wchar_t *wcswcs_misuse(const wchar_t *s) {
  return wcswcs(s, NULL); // expected-warning{{passing NULL pointer 'ws2' to 'wcswcs' [null-deref]}}
}
size_t wide_ok(const wchar_t *s, const wchar_t *t, locale_t l) {
  wchar_t out[16];
  size_t n = wcsxfrm_l(NULL, s, 0, l); /* only the length */
  return n + wcsxfrm_l(out, s, 16, l) + wcscasecmp_l(s, t, l) +
         wcsncasecmp_l(s, t, 3, l) + wcscoll_l(s, t, l) +
         (wcswcs(s, t) != NULL);
}

int strcasecmp_l_misuse(const char *s, locale_t l) {
  return strcasecmp_l(NULL, s, l); // expected-warning{{passing NULL pointer 's1' to 'strcasecmp_l' [null-deref]}}
}
int strncasecmp_l_misuse(const char *s, locale_t l) {
  char b[4];
  return strncasecmp_l(s, b, 4, l); // expected-warning{{passing pointer to uninitialized memory 'b' to 'strncasecmp_l' [uninit-use]}}
}
size_t strxfrm_l_misuse(const char *s, locale_t l) {
  return strxfrm_l(NULL, s, 8, l); // expected-warning{{passing NULL pointer 's1' to 'strxfrm_l' [null-deref]}}
}
size_t strftime_l_misuse(locale_t l) {
  struct tm tm;
  char buf[32];
  return strftime_l(buf, sizeof buf, "%Y", &tm, l); // expected-warning{{passing pointer to uninitialized memory 'tm' to 'strftime_l' [uninit-use]}}
}
size_t narrow_ok(const char *s, const char *t, const struct tm *tm, locale_t l) {
  char out[32];
  size_t n = strftime_l(out, sizeof out, "%Y", tm, l);
  return n + strxfrm_l(NULL, s, 0, l) + strxfrm_l(out, s, sizeof out, l) +
         strcasecmp_l(s, t, l) + strncasecmp_l(s, t, 2, l);
}

wint_t towctrans_l_unchecked(wint_t c, locale_t l) {
  wctrans_t t = wctrans_l("tolower", l);
  return towctrans_l(c, t, l); // expected-warning{{argument 't' of 'towctrans_l' violates its constraint 't != 0' [bad-argument]}}
}
wint_t towctrans_l_ok(wint_t c, locale_t l) {
  wctrans_t t = wctrans_l("tolower", l);
  return t ? towctrans_l(c, t, l) : c;
}

/* ctype.h: glibc makes is*_l(c, l) macros that index l's table; the models
   apply to calls by pointer or as (isalnum_l)(c, l), and to tolower_l and
   toupper_l, which stay calls. A negative char other than EOF is out of
   the table. */
#define NEGATIVE_C(f)                                                          \
  int f##_misuse(locale_t l) {                                                 \
    int c = -2;                                                                \
    return (f)(c, l);                                                          \
  }
NEGATIVE_C(isalnum_l)  // expected-warning{{argument 'c' of 'isalnum_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isalpha_l)  // expected-warning{{argument 'c' of 'isalpha_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isblank_l)  // expected-warning{{argument 'c' of 'isblank_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(iscntrl_l)  // expected-warning{{argument 'c' of 'iscntrl_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isdigit_l)  // expected-warning{{argument 'c' of 'isdigit_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isgraph_l)  // expected-warning{{argument 'c' of 'isgraph_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(islower_l)  // expected-warning{{argument 'c' of 'islower_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isprint_l)  // expected-warning{{argument 'c' of 'isprint_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(ispunct_l)  // expected-warning{{argument 'c' of 'ispunct_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isspace_l)  // expected-warning{{argument 'c' of 'isspace_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isupper_l)  // expected-warning{{argument 'c' of 'isupper_l' violates its constraint 'c >= -1' [bad-argument]}}
NEGATIVE_C(isxdigit_l) // expected-warning{{argument 'c' of 'isxdigit_l' violates its constraint 'c >= -1' [bad-argument]}}
int tolower_l_misuse(locale_t l) {
  return tolower_l(-2, l); // expected-warning{{argument 'c' of 'tolower_l' violates its constraint 'c >= -1' [bad-argument]}}
}
int toupper_l_misuse(locale_t l) {
  return toupper_l(300, l); // expected-warning{{argument 'c' of 'toupper_l' violates its constraint 'c <= 255' [bad-argument]}}
}
int ctype_l_ok(unsigned char c, locale_t l) {
  return (isalnum_l)(c, l) + (isalpha_l)(c, l) + (isblank_l)(c, l) +
         (iscntrl_l)(c, l) + (isdigit_l)(c, l) + (isgraph_l)(c, l) +
         (islower_l)(c, l) + (isprint_l)(c, l) + (ispunct_l)(c, l) +
         (isspace_l)(c, l) + (isupper_l)(c, l) + (isxdigit_l)(c, l) +
         tolower_l(c, l) + toupper_l(-1, l);
}
