// More stdlib.h models (strtold, div, the random generators, temporary
// files and directories, putenv, clearenv, at_quick_exit, the multibyte
// functions, getsubopt, pseudo-terminals, getloadavg, qsort_r, a64l, l64a)
// and malloc.h (memalign, valloc, pvalloc, malloc_usable_size).
#define _GNU_SOURCE
#include <fcntl.h>
#include <malloc.h>
#include <stdlib.h>
#include <unistd.h>
#include <wchar.h>

#include "pathsim_test.h"

long double strtold_misuse(void) {
  return strtold(NULL, NULL); // expected-warning{{passing NULL pointer 'nptr' to 'strtold' [null-deref]}}
}
int div_misuse(int a) {
  return div(a, 0).quot; // expected-warning{{argument 'denom' of 'div' violates its constraint}}
}
long ldiv_misuse(long a) {
  return ldiv(a, 0).rem; // expected-warning{{argument 'denom' of 'ldiv' violates its constraint}}
}
long long lldiv_misuse(void) {
  long long a;
  return lldiv(a, 2).quot; // expected-warning{{passing uninitialized value 'a' to 'lldiv'}}
}
long double numbers_ok(const char *s, int a, int b) {
  if (b == 0)
    return 0;
  return strtold(s, NULL) + div(a, b).quot + ldiv(a, b).rem + lldiv(a, b).quot;
}

/* random and the 48-bit generators */
/* random, lrand48, mrand48 and drand48 take nothing: no misuse; the models
   give the ranges of their results. */
void random_range(void) {
  __pathsim_eval(random() >= 0);  // expected-warning{{TRUE}}
  __pathsim_eval(lrand48() >= 0); // expected-warning{{TRUE}}
}
void srandom_misuse(void) {
  unsigned s;
  srandom(s); // expected-warning{{passing uninitialized value 's' to 'srandom'}}
}
char *initstate_misuse(void) {
  return initstate(1, NULL, 64); // expected-warning{{passing NULL pointer 'state' to 'initstate' [null-deref]}}
}
char *setstate_misuse(void) {
  char st[64];
  return setstate(st); // expected-warning{{passing pointer to uninitialized memory}}
}
int rand_r_misuse(void) {
  unsigned seed;
  return rand_r(&seed); // expected-warning{{passing pointer to uninitialized memory}}
}
double erand48_misuse(void) {
  unsigned short x[3];
  return erand48(x); // expected-warning{{passing pointer to uninitialized memory}}
}
long nrand48_misuse(void) {
  return nrand48(NULL); // expected-warning{{passing NULL pointer 'xsubi' to 'nrand48' [null-deref]}}
}
long jrand48_misuse(void) {
  unsigned short x[3];
  return jrand48(x); // expected-warning{{passing pointer to uninitialized memory}}
}
void srand48_misuse(void) {
  long s;
  srand48(s); // expected-warning{{passing uninitialized value 's' to 'srand48'}}
}
unsigned short *seed48_misuse(void) {
  return seed48(NULL); // expected-warning{{passing NULL pointer 'seed16v' to 'seed48' [null-deref]}}
}
double random_ok(void) {
  static char state[64];
  unsigned seed = 1;
  unsigned short x[3] = {1, 2, 3};
  srandom(1);
  initstate(1, state, sizeof state);
  setstate(state);
  srand48(1);
  seed48(x);
  return random() + rand_r(&seed) + drand48() + erand48(x) + lrand48() +
         nrand48(x) + mrand48() + jrand48(x);
}

/* mkostemp, mkstemps, mkostemps, mkdtemp, mktemp */
int mkostemp_misuse(void) {
  char t[] = "/tmp/xXXXXXX";
  int fd = mkostemp(t, O_CLOEXEC);
  return fd >= 0; // expected-warning{{leak}}
}
int mkstemps_misuse(void) {
  return mkstemps(NULL, 2); // expected-warning{{passing NULL pointer 'template' to 'mkstemps' [null-deref]}}
}
int mkostemps_misuse(void) {
  char t[16];
  return mkostemps(t, 0, 0); // expected-warning{{passing pointer to uninitialized memory}}
}
char *mkdtemp_misuse(void) {
  return mkdtemp(NULL); // expected-warning{{passing NULL pointer 'template' to 'mkdtemp' [null-deref]}}
}
int mktemp_misuse(void) {
  char t[16];
  return mktemp(t)[0]; // expected-warning{{passing pointer to uninitialized memory}}
}
int temp_ok(void) {
  char a[] = "/tmp/aXXXXXX", b[] = "/tmp/bXXXXXX.c", c[] = "/tmp/cXXXXXX.c",
       d[] = "/tmp/dXXXXXX", e[] = "/tmp/eXXXXXX";
  int fa = mkostemp(a, O_CLOEXEC);
  if (fa < 0)
    return -1;
  close(fa);
  int fb = mkstemps(b, 2);
  if (fb < 0)
    return -1;
  close(fb);
  int fc = mkostemps(c, 2, O_CLOEXEC);
  if (fc < 0)
    return -1;
  close(fc);
  if (!mkdtemp(d))
    return -1;
  return mktemp(e)[0] + d[0];
}

/* putenv, clearenv, at_quick_exit */
int putenv_misuse(void) {
  return putenv(NULL); // expected-warning{{passing NULL pointer 'string' to 'putenv' [null-deref]}}
}
int at_quick_exit_misuse(void) {
  return at_quick_exit(NULL); // expected-warning{{passing NULL pointer 'func' to 'at_quick_exit' [null-deref]}}
}
static void bye(void) {}
int env_ok(void) {
  static char var[] = "A=1";
  return putenv(var) + clearenv() + at_quick_exit(bye);
}
/* clearenv cannot be misused: it takes nothing, and a failure is only
   reported. */

/* mblen, mbtowc, wctomb, mbstowcs, wcstombs */
int mblen_misuse(void) {
  char s[4];
  return mblen(s, 4); // expected-warning{{passing pointer to uninitialized memory}}
}
int mbtowc_misuse(const char *s) {
  wchar_t wc;
  mbtowc(&wc, s, 4);
  return wc; // expected-warning{{returning uninitialized value}}
}
int wctomb_misuse(char *s) {
  wchar_t wc;
  return wctomb(s, wc); // expected-warning{{passing uninitialized value 'wc' to 'wctomb'}}
}
size_t mbstowcs_misuse(wchar_t *d) {
  return mbstowcs(d, NULL, 4); // expected-warning{{passing NULL pointer 's' to 'mbstowcs' [null-deref]}}
}
size_t wcstombs_misuse(char *d) {
  wchar_t w[4];
  return wcstombs(d, w, 4); // expected-warning{{passing pointer to uninitialized memory}}
}
int mb_ok(const char *s, const wchar_t *w) {
  wchar_t wc, wd[8];
  char c[8];
  if (!s || mbtowc(&wc, s, 4) <= 0)
    return -1;
  return mblen(s, 4) + mblen(NULL, 0) + wctomb(c, wc) + wctomb(NULL, 0) +
         (int)mbstowcs(wd, s, 8) + (int)mbstowcs(NULL, s, 0) +
         (int)wcstombs(c, w, 8) + (int)wcstombs(NULL, w, 0) + wc;
}

/* getsubopt, posix_openpt, grantpt, unlockpt, ptsname, getloadavg */
int getsubopt_misuse(char *const *tokens) {
  char *value;
  char *opts = NULL;
  return getsubopt(&opts, tokens, &value); // expected-warning{{NULL pointer}}
}
int posix_openpt_misuse(void) {
  int fd = posix_openpt(O_RDWR);
  return fd >= 0; // expected-warning{{leak}}
}
int grantpt_misuse(void) {
  return grantpt(-1); // expected-warning{{argument 'fildes' of 'grantpt' violates its constraint 'fildes >= 0' [bad-argument]}}
}
int unlockpt_misuse(int fd) {
  close(fd);
  return unlockpt(fd); // expected-warning{{'unlockpt' needs FD}}
}
int ptsname_misuse(int fd) {
  return ptsname(fd)[0]; // expected-warning{{dereferencing NULL pointer}}
}
int getloadavg_misuse(void) {
  double l[3];
  getloadavg(l, 3);
  return (int)l[0]; // expected-warning{{uninitialized value}}
}
int pty_ok(char *opts, char *const *tokens) {
  char *value;
  double l[3];
  int r = getsubopt(&opts, tokens, &value);
  int fd = posix_openpt(O_RDWR);
  if (fd < 0)
    return -1;
  if (grantpt(fd) || unlockpt(fd)) {
    close(fd);
    return -1;
  }
  const char *name = ptsname(fd);
  close(fd);
  if (!name || getloadavg(l, 3) < 1)
    return -1;
  return r + name[0] + (int)l[0];
}

/* qsort_r, a64l, l64a */
static int cmp(const void *a, const void *b, void *arg) {
  return *(const int *)a - *(const int *)b;
}
void qsort_r_misuse(void) {
  int a[4];
  qsort_r(a, 4, sizeof a[0], cmp, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
long a64l_misuse(void) {
  return a64l(NULL); // expected-warning{{passing NULL pointer 's' to 'a64l' [null-deref]}}
}
char *l64a_misuse(void) {
  long v;
  return l64a(v); // expected-warning{{passing uninitialized value 'v' to 'l64a'}}
}
long sort_ok(int *a, const char *s) {
  qsort_r(a, 4, sizeof a[0], cmp, NULL);
  return a64l(s) + l64a(42)[0];
}

/* malloc.h: memalign, valloc, pvalloc, malloc_usable_size */
int memalign_misuse(void) {
  char *p = memalign(64, 128);
  p[0] = 1; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  free(p);
  return 0;
}
int valloc_misuse(void) {
  char *p = valloc(128);
  return p != NULL; // expected-warning{{memory allocated by 'valloc' at stdlib_more.c:243 and held by 'p' is leaked}}
}
void pvalloc_misuse(void) {
  char *p = pvalloc(128);
  free(p);
  free(p); // expected-warning{{freeing freed memory 'p' [double-free]}}
}
size_t malloc_usable_size_misuse(void) {
  char *p = malloc(8);
  free(p);
  return malloc_usable_size(p); // expected-warning{{freed}}
}
size_t malloc_ok(void) {
  char *a = memalign(64, 128), *b = valloc(64), *c = pvalloc(64);
  size_t n = malloc_usable_size(a) + malloc_usable_size(NULL);
  free(a);
  free(b);
  free(c);
  return n;
}

/* lcong48 and swab (unistd.h). */
void lcong48_misuse(void) {
  unsigned short p[7];
  lcong48(p); // expected-warning{{passing pointer to uninitialized memory 'p' to 'lcong48' [uninit-use]}}
}
void swab_misuse(char *out) {
  char in[4];
  swab(in, out, sizeof in); // expected-warning{{passing pointer to uninitialized memory 'in' to 'swab' [uninit-use]}}
}
int generators_ok(void) {
  unsigned short p[7] = {1, 2, 3, 4, 5, 6, 7};
  char in[4] = {1, 2, 3, 4}, out[4];
  lcong48(p);
  swab(in, out, sizeof in);
  return out[0];
}

/* arc4random, arc4random_buf, arc4random_uniform (glibc 2.36): values from
   outside the program. */
int arc4random_divisor(int total) {
  int r = arc4random_uniform(10);
  return total / r; // expected-warning{{dividing by 'r', read by 'arc4random_uniform' at stdlib_more.c:285 and never compared with 0 [div-zero]}}
}
int arc4random_buf_divisor(int total) {
  int d;
  arc4random_buf(&d, sizeof d);
  return total / d; // expected-warning{{dividing by 'd', read by 'arc4random_buf' at stdlib_more.c:290 and never compared with 0 [div-zero]}}
}
void arc4random_buf_misuse(void) {
  arc4random_buf(NULL, 4); // expected-warning{{passing NULL pointer 'buf' to 'arc4random_buf' [null-deref]}}
}
unsigned arc4random_ok(int total) {
  unsigned char b[4];
  unsigned r = arc4random_uniform(10);
  arc4random_buf(b, sizeof b);
  if (r == 0 || b[0] == 0)
    return 0;
  return total / r + total / b[0] + arc4random() % 7;
}
