// wctype.h models (wctype.mdl): every wint_t is a valid argument, so the
// misuse is an uninitialized one; wctype and wctrans may return 0.
#include <wctype.h>

int iswalnum_misuse(void) {
  wint_t c;
  return iswalnum(c); // expected-warning{{passing uninitialized value 'c' to 'iswalnum'}}
}
int iswalpha_misuse(void) {
  wint_t c;
  return iswalpha(c); // expected-warning{{passing uninitialized value 'c' to 'iswalpha'}}
}
int iswblank_misuse(void) {
  wint_t c;
  return iswblank(c); // expected-warning{{passing uninitialized value 'c' to 'iswblank'}}
}
int iswcntrl_misuse(void) {
  wint_t c;
  return iswcntrl(c); // expected-warning{{passing uninitialized value 'c' to 'iswcntrl'}}
}
int iswdigit_misuse(void) {
  wint_t c;
  return iswdigit(c); // expected-warning{{passing uninitialized value 'c' to 'iswdigit'}}
}
int iswgraph_misuse(void) {
  wint_t c;
  return iswgraph(c); // expected-warning{{passing uninitialized value 'c' to 'iswgraph'}}
}
int iswlower_misuse(void) {
  wint_t c;
  return iswlower(c); // expected-warning{{passing uninitialized value 'c' to 'iswlower'}}
}
int iswprint_misuse(void) {
  wint_t c;
  return iswprint(c); // expected-warning{{passing uninitialized value 'c' to 'iswprint'}}
}
int iswpunct_misuse(void) {
  wint_t c;
  return iswpunct(c); // expected-warning{{passing uninitialized value 'c' to 'iswpunct'}}
}
int iswspace_misuse(void) {
  wint_t c;
  return iswspace(c); // expected-warning{{passing uninitialized value 'c' to 'iswspace'}}
}
int iswupper_misuse(void) {
  wint_t c;
  return iswupper(c); // expected-warning{{passing uninitialized value 'c' to 'iswupper'}}
}
int iswxdigit_misuse(void) {
  wint_t c;
  return iswxdigit(c); // expected-warning{{passing uninitialized value 'c' to 'iswxdigit'}}
}
wint_t towlower_misuse(void) {
  wint_t c;
  return towlower(c); // expected-warning{{passing uninitialized value 'c' to 'towlower'}}
}
wint_t towupper_misuse(void) {
  wint_t c;
  return towupper(c); // expected-warning{{passing uninitialized value 'c' to 'towupper'}}
}
int classify_ok(wint_t c) {
  return iswalnum(c) + iswalpha(c) + iswblank(c) + iswcntrl(c) + iswdigit(c) +
         iswgraph(c) + iswlower(c) + iswprint(c) + iswpunct(c) + iswspace(c) +
         iswupper(c) + iswxdigit(c) + (int)towlower(c) + (int)towupper(c);
}

/* wctype, iswctype: 0 is no class */
int wctype_misuse(wint_t c) {
  return iswctype(c, wctype("no-such-class")); // expected-warning{{of 'iswctype' violates its constraint 'wctype() != 0' [bad-argument]}}
}
int wctype_null(wint_t c) {
  wctype_t t = wctype(0); // expected-warning{{passing NULL pointer 'property' to 'wctype' [null-deref]}}
  return t ? iswctype(c, t) : 0;
}
int wctype_ok(wint_t c, const char *name) {
  wctype_t t = wctype(name);
  return t ? iswctype(c, t) : 0;
}

/* wctrans, towctrans */
wint_t wctrans_misuse(wint_t c) {
  return towctrans(c, wctrans("no-such-mapping")); // expected-warning{{of 'towctrans' violates its constraint 'wctrans() != 0' [bad-argument]}}
}
wint_t towctrans_uninitialized(void) {
  wint_t c;
  wctrans_t t = wctrans("toupper");
  if (!t)
    return 0;
  return towctrans(c, t); // expected-warning{{passing uninitialized value 'c' to 'towctrans'}}
}
wint_t wctrans_ok(wint_t c) {
  wctrans_t t = wctrans("toupper");
  return t ? towctrans(c, t) : c;
}
