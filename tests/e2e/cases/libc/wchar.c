// wchar.h models (wchar.mdl): each function's misuse and a correct use.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <wchar.h>

/* wcscpy, wcsncpy, wcpcpy, wcpncpy, wcscat, wcsncat */
void wcscpy_misuse(wchar_t *d) {
  wchar_t s[8];
  wcscpy(d, s); // expected-warning{{passing pointer to uninitialized memory}}
}
void wcsncpy_misuse(const wchar_t *s) {
  wcsncpy(NULL, s, 4); // expected-warning{{passing NULL pointer 'ws1' to 'wcsncpy' [null-deref]}}
}
void wcpcpy_misuse(wchar_t *d) {
  wcpcpy(d, NULL); // expected-warning{{passing NULL pointer 'ws2' to 'wcpcpy' [null-deref]}}
}
void wcpncpy_misuse(wchar_t *d) {
  wchar_t s[4];
  wcpncpy(d, s, 4); // expected-warning{{passing pointer to uninitialized memory}}
}
void wcscat_misuse(const wchar_t *s) {
  wchar_t d[16];
  wcscat(d, s); // expected-warning{{passing pointer to uninitialized memory}}
}
void wcsncat_misuse(wchar_t *d) {
  wcsncat(d, NULL, 2); // expected-warning{{passing NULL pointer 'ws2' to 'wcsncat' [null-deref]}}
}
int copy_ok(const wchar_t *s) {
  wchar_t d[64] = L"x";
  wcscat(d, s);
  wcsncat(d, s, 2);
  wcscpy(d, s);
  wcsncpy(d, s, 8);
  wchar_t *e = wcpcpy(d, s);
  e = wcpncpy(e, s, 2);
  return d[0] + (e != NULL);
}

/* wcslen, wcsnlen, wcscmp, wcsncmp, wcscasecmp, wcsncasecmp, wcscoll, wcsxfrm */
size_t wcslen_misuse(void) {
  wchar_t s[4];
  return wcslen(s); // expected-warning{{passing pointer to uninitialized memory}}
}
size_t wcsnlen_misuse(void) {
  return wcsnlen(NULL, 4); // expected-warning{{passing NULL pointer 'ws' to 'wcsnlen' [null-deref]}}
}
int wcscmp_misuse(const wchar_t *a) {
  return wcscmp(a, NULL); // expected-warning{{passing NULL pointer 'ws2' to 'wcscmp' [null-deref]}}
}
int wcsncmp_misuse(const wchar_t *a) {
  wchar_t b[4];
  return wcsncmp(a, b, 4); // expected-warning{{passing pointer to uninitialized memory}}
}
int wcscasecmp_misuse(const wchar_t *a) {
  return wcscasecmp(NULL, a); // expected-warning{{passing NULL pointer 'ws1' to 'wcscasecmp' [null-deref]}}
}
int wcsncasecmp_misuse(const wchar_t *a) {
  return wcsncasecmp(a, NULL, 3); // expected-warning{{passing NULL pointer 'ws2' to 'wcsncasecmp' [null-deref]}}
}
int wcscoll_misuse(const wchar_t *a) {
  wchar_t b[4];
  return wcscoll(b, a); // expected-warning{{passing pointer to uninitialized memory}}
}
size_t wcsxfrm_misuse(const wchar_t *a) {
  return wcsxfrm(NULL, a, 8); // expected-warning{{passing NULL pointer 'ws1' to 'wcsxfrm' [null-deref]}}
}
size_t compare_ok(const wchar_t *a, const wchar_t *b) {
  wchar_t t[32];
  size_t n = wcsxfrm(NULL, a, 0) + wcsxfrm(t, a, 32);
  return n + wcslen(a) + wcsnlen(b, 4) + wcscmp(a, b) + wcsncmp(a, b, 2) +
         wcscasecmp(a, b) + wcsncasecmp(a, b, 2) + wcscoll(a, b) + t[0];
}

/* wcsdup: the copy must be freed */
int wcsdup_misuse(const wchar_t *s) {
  wchar_t *d = wcsdup(s);
  return d != NULL; // expected-warning{{memory allocated by 'wcsdup' at wchar.c:78 and held by 'd' is leaked}}
}
int wcsdup_unchecked(const wchar_t *s) {
  wchar_t *d = wcsdup(s);
  int c = d[0]; // expected-warning{{dereferencing NULL pointer 'd' [null-deref]}}
  free(d);
  return c;
}
int wcsdup_ok(const wchar_t *s) {
  wchar_t *d = wcsdup(s);
  if (!d)
    return -1;
  int c = d[0];
  free(d);
  return c;
}

/* wcschr, wcsrchr, wcsstr, wcspbrk, wmemchr: NULL when not found */
int wcschr_misuse(const wchar_t *s) {
  return *wcschr(s, L':'); // expected-warning{{dereferencing NULL pointer}}
}
int wcsrchr_misuse(const wchar_t *s) {
  return *wcsrchr(s, L'/'); // expected-warning{{dereferencing NULL pointer}}
}
int wcsstr_misuse(const wchar_t *s) {
  return *wcsstr(s, L"ab"); // expected-warning{{dereferencing NULL pointer}}
}
int wcspbrk_misuse(const wchar_t *s) {
  return *wcspbrk(s, L",;"); // expected-warning{{dereferencing NULL pointer}}
}
int wmemchr_misuse(const wchar_t *s, size_t n) {
  return *wmemchr(s, L'x', n); // expected-warning{{dereferencing NULL pointer}}
}
int search_ok(const wchar_t *s, size_t n) {
  const wchar_t *a = wcschr(s, L':'), *b = wcsrchr(s, L'/'),
                *c = wcsstr(s, L"ab"), *d = wcspbrk(s, L",;"),
                *e = wmemchr(s, L'x', n);
  return (a ? *a : 0) + (b ? *b : 0) + (c ? *c : 0) + (d ? *d : 0) +
         (e ? *e : 0) + (int)wcsspn(s, L"ab") + (int)wcscspn(s, L"ab");
}
size_t wcsspn_misuse(void) {
  wchar_t s[4];
  return wcsspn(s, L"a"); // expected-warning{{passing pointer to uninitialized memory}}
}
size_t wcscspn_misuse(const wchar_t *s) {
  return wcscspn(s, NULL); // expected-warning{{passing NULL pointer 'ws2' to 'wcscspn' [null-deref]}}
}

/* wcstok: a NULL first argument continues the scan saved in *ptr */
int wcstok_misuse(wchar_t *s) {
  return wcstok(s, L" ", NULL) != NULL; // expected-warning{{passing NULL pointer 'ptr' to 'wcstok' [null-deref]}}
}
int wcstok_ok(wchar_t *s) {
  wchar_t *save;
  int n = 0;
  for (wchar_t *t = wcstok(s, L" ", &save); t; t = wcstok(NULL, L" ", &save))
    n += t[0];
  return n;
}

/* wmemset, wmemcpy, wmemmove, wmemcmp */
void wmemset_misuse(void) {
  wmemset(NULL, L'a', 4); // expected-warning{{passing NULL pointer 'ws' to 'wmemset' [null-deref]}}
}
void wmemcpy_misuse(wchar_t *d) {
  wchar_t s[4];
  wmemcpy(d, s, 4); // expected-warning{{passing pointer to uninitialized memory}}
}
void wmemmove_misuse(const wchar_t *s) {
  wmemmove(NULL, s, 4); // expected-warning{{passing NULL pointer 'ws1' to 'wmemmove' [null-deref]}}
}
int wmemcmp_misuse(const wchar_t *s) {
  wchar_t b[4];
  return wmemcmp(s, b, 4); // expected-warning{{passing pointer to uninitialized memory}}
}
int wmem_ok(const wchar_t *s) {
  wchar_t a[4], b[4];
  wmemset(a, L'a', 4);
  wmemcpy(b, a, 4);
  wmemmove(a, s, 4);
  return wmemcmp(a, b, 4);
}

/* wcstol, wcstoul, wcstoll, wcstoull, wcstod, wcstof, wcstold */
long wcstol_misuse(void) {
  return wcstol(NULL, NULL, 10); // expected-warning{{passing NULL pointer 'nptr' to 'wcstol' [null-deref]}}
}
unsigned long wcstoul_misuse(void) {
  wchar_t s[8];
  return wcstoul(s, NULL, 10); // expected-warning{{passing pointer to uninitialized memory}}
}
long long wcstoll_misuse(void) {
  return wcstoll(NULL, NULL, 0); // expected-warning{{passing NULL pointer 'nptr' to 'wcstoll' [null-deref]}}
}
unsigned long long wcstoull_misuse(void) {
  return wcstoull(NULL, NULL, 16); // expected-warning{{passing NULL pointer 'nptr' to 'wcstoull' [null-deref]}}
}
double wcstod_misuse(void) {
  wchar_t s[8];
  return wcstod(s, NULL); // expected-warning{{passing pointer to uninitialized memory}}
}
float wcstof_misuse(void) {
  return wcstof(NULL, NULL); // expected-warning{{passing NULL pointer 'nptr' to 'wcstof' [null-deref]}}
}
long double wcstold_misuse(void) {
  return wcstold(NULL, NULL); // expected-warning{{passing NULL pointer 'nptr' to 'wcstold' [null-deref]}}
}
double convert_ok(const wchar_t *s) {
  wchar_t *end;
  long a = wcstol(s, &end, 10);
  return a + *end + wcstoul(s, NULL, 10) + wcstoll(s, NULL, 0) +
         wcstoull(s, NULL, 0) + wcstod(s, NULL) + wcstof(s, NULL) +
         (double)wcstold(s, NULL);
}

/* Wide streams: fgetwc, getwc, getwchar, fgetws, fputwc, putwc, putwchar,
   fputws, ungetwc, fwide */
wint_t fgetwc_misuse(void) {
  return fgetwc(NULL); // expected-warning{{passing NULL pointer 'stream' to 'fgetwc' [null-deref]}}
}
wint_t getwc_misuse(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return WEOF;
  fclose(f);
  return getwc(f); // expected-warning{{'getwc' needs FILE}}
}
int getwchar_misuse(void) {
  wint_t c = getwchar();
  return 100 / (int)(c + 1); // expected-warning{{division by zero [div-zero]}}
}
int fgetws_misuse(FILE *f) {
  wchar_t line[32];
  fgetws(line, 32, f);
  return line[0]; // expected-warning{{returning uninitialized value}}
}
wint_t fputwc_misuse(void) {
  return fputwc(L'a', NULL); // expected-warning{{passing NULL pointer 'stream' to 'fputwc' [null-deref]}}
}
wint_t putwc_misuse(FILE *f) {
  wchar_t c;
  return putwc(c, f); // expected-warning{{passing uninitialized value 'c' to 'putwc'}}
}
wint_t putwchar_misuse(void) {
  wchar_t c;
  return putwchar(c); // expected-warning{{passing uninitialized value 'c' to 'putwchar'}}
}
int fputws_misuse(FILE *f) {
  wchar_t s[4];
  return fputws(s, f); // expected-warning{{passing pointer to uninitialized memory}}
}
wint_t ungetwc_misuse(void) {
  return ungetwc(L'a', NULL); // expected-warning{{passing NULL pointer 'stream' to 'ungetwc' [null-deref]}}
}
int fwide_misuse(void) {
  return fwide(NULL, 1); // expected-warning{{passing NULL pointer 'stream' to 'fwide' [null-deref]}}
}
int wide_stream_ok(FILE *f) {
  wchar_t line[32];
  if (fwide(f, 1) <= 0 || !fgetws(line, 32, f))
    return -1;
  wint_t c = fgetwc(f);
  if (c == WEOF)
    return -1;
  ungetwc(c, f);
  c = getwc(f);
  fputwc(L'a', f);
  putwc(L'b', f);
  putwchar(L'c');
  fputws(line, f);
  wint_t d = getwchar();
  return line[0] + (int)c + (d == WEOF);
}

/* wprintf, fwprintf, swprintf, vwprintf, vfwprintf, vswprintf */
int wprintf_misuse(void) {
  return wprintf(NULL); // expected-warning{{passing NULL pointer 'format' to 'wprintf' [null-deref]}}
}
int fwprintf_misuse(const wchar_t *s) {
  return fwprintf(NULL, L"%ls", s); // expected-warning{{passing NULL pointer 'stream' to 'fwprintf' [null-deref]}}
}
int swprintf_misuse(int x) {
  wchar_t buf[16];
  swprintf(buf, 16, L"%d", x);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}
int vwprintf_misuse(va_list ap) {
  wchar_t fmt[8];
  return vwprintf(fmt, ap); // expected-warning{{passing pointer to uninitialized memory}}
}
int vfwprintf_misuse(va_list ap) {
  return vfwprintf(NULL, L"%d", ap); // expected-warning{{passing NULL pointer 'stream' to 'vfwprintf' [null-deref]}}
}
int vswprintf_misuse(va_list ap) {
  return vswprintf(NULL, 8, L"%d", ap); // expected-warning{{passing NULL pointer 'ws' to 'vswprintf' [null-deref]}}
}
int wprint_ok(FILE *f, int x, va_list ap) {
  wchar_t buf[16];
  if (swprintf(buf, 16, L"%d", x) < 0)
    return -1;
  wprintf(L"%ls\n", buf);
  fwprintf(f, L"%ls\n", buf);
  vwprintf(L"%d", ap);
  vfwprintf(f, L"%d", ap);
  vswprintf(buf, 16, L"%d", ap);
  return buf[0];
}

/* wscanf, fwscanf, swscanf, vwscanf, vfwscanf, vswscanf */
int wscanf_misuse(void) {
  int x;
  wscanf(L"%d", &x);
  return x; // expected-warning{{returning uninitialized value}}
}
int fwscanf_misuse(void) {
  int x;
  return fwscanf(NULL, L"%d", &x); // expected-warning{{passing NULL pointer 'stream' to 'fwscanf' [null-deref]}}
}
int swscanf_misuse(void) {
  wchar_t s[8];
  int x;
  return swscanf(s, L"%d", &x); // expected-warning{{passing pointer to uninitialized memory}}
}
int vwscanf_misuse(va_list ap) {
  return vwscanf(NULL, ap); // expected-warning{{passing NULL pointer 'format' to 'vwscanf' [null-deref]}}
}
int vfwscanf_misuse(va_list ap) {
  return vfwscanf(NULL, L"%d", ap); // expected-warning{{passing NULL pointer 'stream' to 'vfwscanf' [null-deref]}}
}
int vswscanf_misuse(va_list ap) {
  return vswscanf(NULL, L"%d", ap); // expected-warning{{passing NULL pointer 'ws' to 'vswscanf' [null-deref]}}
}
int wscan_ok(FILE *f, const wchar_t *s, va_list ap) {
  int x, y, z;
  if (wscanf(L"%d", &x) != 1 || fwscanf(f, L"%d", &y) != 1 ||
      swscanf(s, L"%d", &z) != 1)
    return -1;
  vwscanf(L"%d", ap);
  vfwscanf(f, L"%d", ap);
  vswscanf(s, L"%d", ap);
  return x + y + z;
}

/* btowc, wctob, mbsinit, mbrlen, mbrtowc, wcrtomb */
wint_t btowc_misuse(void) {
  int c;
  return btowc(c); // expected-warning{{passing uninitialized value 'c' to 'btowc'}}
}
int wctob_misuse(void) {
  wint_t c;
  return wctob(c); // expected-warning{{passing uninitialized value 'c' to 'wctob'}}
}
int mbsinit_misuse(void) {
  mbstate_t st;
  return mbsinit(&st); // expected-warning{{passing pointer to uninitialized memory}}
}
size_t mbrlen_misuse(mbstate_t *st) {
  char s[4];
  return mbrlen(s, 4, st); // expected-warning{{passing pointer to uninitialized memory}}
}
int mbrtowc_misuse(const char *s, size_t n) {
  wchar_t wc;
  mbstate_t st = {0};
  mbrtowc(&wc, s, n, &st);
  return wc; // expected-warning{{returning uninitialized value}}
}
size_t wcrtomb_misuse(char *s) {
  wchar_t wc;
  return wcrtomb(s, wc, NULL); // expected-warning{{passing uninitialized value 'wc' to 'wcrtomb'}}
}
int mb_ok(const char *s, size_t n, char *out) {
  mbstate_t st = {0};
  wchar_t wc;
  size_t k = mbrtowc(&wc, s, n, &st);
  if (k == (size_t)-1 || k == (size_t)-2 || k == 0)
    return -1;
  return wc + (int)mbrlen(s, n, &st) + mbsinit(&st) + mbsinit(NULL) +
         (int)wcrtomb(out, wc, &st) + (int)wcrtomb(NULL, 0, &st) +
         (int)btowc('a') + wctob(L'a');
}

/* mbsrtowcs, wcsrtombs, mbsnrtowcs, wcsnrtombs */
size_t mbsrtowcs_misuse(wchar_t *d) {
  const char *src;
  return mbsrtowcs(d, &src, 8, NULL); // expected-warning{{passing uninitialized pointer}}
}
size_t wcsrtombs_misuse(char *d) {
  return wcsrtombs(d, NULL, 8, NULL); // expected-warning{{passing NULL pointer 'src' to 'wcsrtombs' [null-deref]}}
}
size_t mbsnrtowcs_misuse(wchar_t *d) {
  return mbsnrtowcs(d, NULL, 4, 8, NULL); // expected-warning{{passing NULL pointer 'src' to 'mbsnrtowcs' [null-deref]}}
}
size_t wcsnrtombs_misuse(char *d) {
  const wchar_t *src = NULL;
  return wcsnrtombs(d, &src, 4, 8, NULL); // expected-warning{{NULL pointer}}
}
size_t mbs_ok(const char *s, const wchar_t *w) {
  wchar_t wd[16];
  char cd[16];
  const char *p = s;
  const wchar_t *q = w;
  size_t n = mbsrtowcs(NULL, &p, 0, NULL) + wcsrtombs(NULL, &q, 0, NULL);
  n += mbsrtowcs(wd, &p, 16, NULL) + wcsrtombs(cd, &q, 16, NULL);
  p = s;
  q = w;
  n += mbsnrtowcs(wd, &p, 4, 16, NULL) + wcsnrtombs(cd, &q, 4, 16, NULL);
  return n;
}

/* wcsftime, wcwidth, wcswidth, open_wmemstream */
size_t wcsftime_misuse(wchar_t *buf) {
  struct tm tm;
  return wcsftime(buf, 32, L"%Y", &tm); // expected-warning{{passing pointer to uninitialized memory}}
}
int wcwidth_misuse(void) {
  wchar_t c;
  return wcwidth(c); // expected-warning{{passing uninitialized value 'c' to 'wcwidth'}}
}
int wcswidth_misuse(void) {
  return wcswidth(NULL, 4); // expected-warning{{passing NULL pointer 'ws' to 'wcswidth' [null-deref]}}
}
int open_wmemstream_misuse(void) {
  wchar_t *buf;
  size_t len;
  FILE *f = open_wmemstream(&buf, &len);
  return f != NULL; // expected-warning{{leak}}
}
int wtime_ok(const struct tm *tm) {
  wchar_t buf[32];
  wchar_t *mem;
  size_t len;
  if (wcsftime(buf, 32, L"%Y", tm) == 0)
    return -1;
  FILE *f = open_wmemstream(&mem, &len);
  if (!f)
    return -1;
  fclose(f);
  free(mem);
  return wcwidth(L'a') + wcswidth(buf, 4);
}
