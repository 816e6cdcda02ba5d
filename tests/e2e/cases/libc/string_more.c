// More string.h and strings.h models: memmem, memrchr, rawmemchr, mempcpy,
// memccpy, strxfrm, strerror_r, strerror_l, strchrnul, strcasestr,
// strverscmp, strcoll_l, basename; bzero, bcopy, bcmp, index, rindex, ffsl,
// ffsll.
#define _GNU_SOURCE
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

int memmem_misuse(const char *h, size_t n) {
  return *(char *)memmem(h, n, "ab", 2); // expected-warning{{dereferencing NULL pointer}}
}
int memrchr_misuse(const char *s, size_t n) {
  return *(char *)memrchr(s, '/', n); // expected-warning{{dereferencing NULL pointer}}
}
int rawmemchr_misuse(void) {
  char s[8];
  return *(char *)rawmemchr(s, 0); // expected-warning{{passing pointer to uninitialized memory}}
}
/* clang lowers direct calls of mempcpy and bzero to llvm.mem* intrinsics,
   which the simulator executes itself; calls through a pointer use the
   models (as in string.c). */
typedef void *(*mempcpy_fn)(void *, const void *, size_t);
typedef void (*bzero_fn)(void *, size_t);
void mempcpy_misuse(char *d) {
  mempcpy_fn cp = mempcpy;
  cp(d, NULL, 4); // expected-warning{{passing NULL pointer 'src' to 'mempcpy' [null-deref]}}
}
int memccpy_misuse(const char *s) {
  char d[8];
  return *(char *)memccpy(d, s, ':', sizeof d); // expected-warning{{dereferencing NULL pointer}}
}
int mem_ok(const char *s, size_t n) {
  char d[16];
  const char *a = memmem(s, n, "ab", 2), *b = memrchr(s, '/', n);
  char *e = mempcpy(d, "abc", 4);
  char *f = memccpy(d, s, ':', sizeof d);
  return (a ? *a : 0) + (b ? *b : 0) + *(char *)rawmemchr(s, 0) + d[0] +
         (e != d) + (f ? f[-1] : 0);
}

size_t strxfrm_misuse(const char *s) {
  return strxfrm(NULL, s, 8); // expected-warning{{passing NULL pointer 's1' to 'strxfrm' [null-deref]}}
}
void strerror_r_misuse(int e) {
  strerror_r(e, NULL, 64); // expected-warning{{passing NULL pointer 'buf' to 'strerror_r' [null-deref]}}
}
int strerror_l_misuse(locale_t l) {
  int e;
  return strerror_l(e, l)[0]; // expected-warning{{passing uninitialized value 'e' to 'strerror_l'}}
}
int strchrnul_misuse(void) {
  char s[8];
  return *strchrnul(s, ':'); // expected-warning{{passing pointer to uninitialized memory}}
}
int strcasestr_misuse(const char *s) {
  return *strcasestr(s, "ab"); // expected-warning{{dereferencing NULL pointer}}
}
int strverscmp_misuse(const char *a) {
  return strverscmp(a, NULL); // expected-warning{{passing NULL pointer 's2' to 'strverscmp' [null-deref]}}
}
int strcoll_l_misuse(const char *a, locale_t l) {
  char b[4];
  return strcoll_l(a, b, l); // expected-warning{{passing pointer to uninitialized memory}}
}
int basename_misuse(void) {
  char p[16];
  return basename(p)[0]; // expected-warning{{passing pointer to uninitialized memory}}
}
/* basename returns a pointer into its argument: freeing it frees the middle
   of the block (and the block is then not also reported as leaked). */
void basename_freed(const char *path) {
  char *copy = strdup(path);
  if (!copy)
    return;
  free(basename(copy)); // expected-warning{{freeing a pointer 'basename()' into the middle of its block: 'basename' returned a pointer inside its argument [free-nonheap]}}
}
int str_ok(const char *a, const char *b, locale_t l) {
  char buf[64], t[32];
  /* _GNU_SOURCE: the GNU strerror_r, which may leave buf alone and return
     a static message. */
  const char *m = strerror_r(2, buf, sizeof buf);
  const char *c = strcasestr(a, b);
  return (int)strxfrm(NULL, a, 0) + (int)strxfrm(t, a, sizeof t) + m[0] +
         strerror_l(2, l)[0] + *strchrnul(a, ':') + (c ? *c : 0) +
         strverscmp(a, b) + strcoll_l(a, b, l) + basename(a)[0];
}

/* strings.h */
void bzero_misuse(void) {
  bzero_fn z = bzero;
  z(NULL, 4); // expected-warning{{passing NULL pointer 's' to 'bzero' [null-deref]}}
}
void bcopy_misuse(char *d) {
  char s[4];
  bcopy(s, d, 4); // expected-warning{{passing pointer to uninitialized memory}}
}
int bcmp_misuse(const char *a) {
  return bcmp(a, NULL, 4); // expected-warning{{passing NULL pointer 's2' to 'bcmp' [null-deref]}}
}
int index_misuse(const char *s) {
  return *index(s, ':'); // expected-warning{{dereferencing NULL pointer}}
}
int rindex_misuse(const char *s) {
  return *rindex(s, '/'); // expected-warning{{dereferencing NULL pointer}}
}
int ffsl_misuse(void) {
  long x;
  return ffsl(x); // expected-warning{{passing uninitialized value 'x' to 'ffsl'}}
}
int ffsll_misuse(void) {
  long long x;
  return ffsll(x); // expected-warning{{passing uninitialized value 'x' to 'ffsll'}}
}
int strings_ok(const char *s, long x) {
  char a[8], b[8];
  bzero(a, sizeof a);
  bcopy(a, b, sizeof b);
  const char *i = index(s, ':'), *r = rindex(s, '/');
  return bcmp(a, b, 8) + (i ? *i : 0) + (r ? *r : 0) + ffsl(x) + ffsll(x) +
         a[7];
}

/* stpncpy: strncpy's copy, a pointer to its end. */
char *stpncpy_misuse(char *d) {
  char s[4];
  return stpncpy(d, s, sizeof s); // expected-warning{{passing pointer to uninitialized memory 's' to 'stpncpy' [uninit-use]}}
}
size_t stpncpy_ok(const char *s) {
  char d[8];
  char *end = stpncpy(d, s, sizeof d - 1);
  *end = 0;
  return strlen(d);
}
