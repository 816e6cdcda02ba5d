// string.h and strings.h models: each function's misuse and a correct use.
#include <stdlib.h>
#include <string.h>
#include <strings.h>

/* memcpy, memmove, memset: clang turns direct calls into llvm.mem*
   intrinsics, which the simulator executes itself; calls through a pointer
   use the models. */
typedef void *(*copy_fn)(void *, const void *, size_t);
typedef void *(*set_fn)(void *, int, size_t);

void memcpy_from_null(char *dst, size_t n) {
  copy_fn cp = memcpy;
  cp(dst, NULL, n); // expected-warning{{passing NULL pointer 's2' to 'memcpy' [null-deref]}}
}

int memcpy_uninitialized_source(void) {
  char src[8], dst[8];
  copy_fn cp = memcpy;
  cp(dst, src, sizeof dst); // expected-warning{{passing pointer to uninitialized memory}}
  return dst[0];
}

int memcpy_memmove_ok(const char *s) {
  char a[8], b[8];
  copy_fn cp = memcpy, mv = memmove;
  cp(a, s, sizeof a);
  mv(b, a, sizeof b);
  return a[0] + b[7];
}

void memmove_to_null(const char *s) {
  copy_fn mv = memmove;
  mv(NULL, s, 4); // expected-warning{{passing NULL pointer 's1' to 'memmove' [null-deref]}}
}

int memset_ok(void) {
  char buf[16];
  set_fn set = memset;
  set(buf, 0, sizeof buf);
  return buf[15];
}

void memset_null(void) {
  set_fn set = memset;
  set(NULL, 0, 4); // expected-warning{{passing NULL pointer 's' to 'memset' [null-deref]}}
}

int direct_memcpy_memset_ok(const char *s) {
  char a[8], b[8];
  memset(a, 0, sizeof a);
  memcpy(b, a, sizeof b);
  memmove(a, s, 4);
  return a[0] + b[7];
}

/* memcmp, memchr */
int memcmp_uninitialized(const char *s) {
  char buf[8];
  return memcmp(buf, s, sizeof buf); // expected-warning{{passing pointer to uninitialized memory}}
}

int memchr_unchecked(const char *s, size_t n) {
  const char *p = memchr(s, ':', n);
  return p[1]; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
}

int memcmp_memchr_ok(const char *s, size_t n) {
  const char *p = memchr(s, ':', n);
  if (!p)
    return -1;
  return memcmp(s, "ab", 2) + p[0];
}

/* strcpy, stpcpy, strncpy */
void strcpy_to_null(const char *s) {
  strcpy(NULL, s); // expected-warning{{passing NULL pointer 's1' to 'strcpy' [null-deref]}}
}

int strcpy_uninitialized_source(void) {
  char src[8], dst[8];
  strcpy(dst, src); // expected-warning{{passing pointer to uninitialized memory}}
  return dst[0];
}

int strcpy_ok(const char *s) {
  char dst[64];
  strcpy(dst, s);
  char *end = stpcpy(dst, s);
  strncpy(dst, s, sizeof dst);
  return dst[0] + *end;
}

void stpcpy_from_freed(char *dst) {
  char *s = malloc(8);
  if (!s)
    return;
  strcpy(s, "abc");
  free(s);
  stpcpy(dst, s); // expected-warning{{passing pointer to freed memory 's' to 'stpcpy' [freed-deref]}}
}

void strncpy_null_source(char *dst) {
  strncpy(dst, NULL, 4); // expected-warning{{passing NULL pointer 's2' to 'strncpy' [null-deref]}}
}

/* strcat, strncat: the destination is read too */
int strcat_uninitialized_destination(const char *s) {
  char buf[32];
  strcat(buf, s); // expected-warning{{passing pointer to uninitialized memory}}
  return buf[0];
}

int strcat_ok(const char *s) {
  char buf[32] = "x";
  strcat(buf, s);
  strncat(buf, s, 4);
  return buf[0];
}

void strncat_uninitialized_source(char *dst) {
  char src[8];
  strncat(dst, src, 4); // expected-warning{{passing pointer to uninitialized memory}}
}

/* strlen, strnlen */
size_t strlen_null(void) {
  return strlen(NULL); // expected-warning{{passing NULL pointer 's' to 'strlen' [null-deref]}}
}

size_t strlen_freed(void) {
  char *s = strdup("abc");
  if (!s)
    return 0;
  free(s);
  return strlen(s); // expected-warning{{passing pointer to freed memory 's' to 'strlen' [freed-deref]}}
}

size_t strnlen_uninitialized(void) {
  char buf[8];
  return strnlen(buf, sizeof buf); // expected-warning{{passing pointer to uninitialized memory}}
}

size_t strlen_ok(const char *s) {
  return strlen(s) + strnlen(s, 8) + strlen("abc");
}

/* strcmp, strncmp, strcoll, strcasecmp, strncasecmp */
int strcmp_uninitialized(const char *s) {
  char buf[8];
  return strcmp(s, buf); // expected-warning{{passing pointer to uninitialized memory}}
}

int strncmp_null(const char *s) {
  return strncmp(s, NULL, 3); // expected-warning{{passing NULL pointer 's2' to 'strncmp' [null-deref]}}
}

int strcoll_null(const char *s) {
  return strcoll(NULL, s); // expected-warning{{passing NULL pointer 's1' to 'strcoll' [null-deref]}}
}

int strcasecmp_uninitialized(const char *s) {
  char buf[8];
  return strcasecmp(buf, s); // expected-warning{{passing pointer to uninitialized memory}}
}

int strncasecmp_null(const char *s) {
  return strncasecmp(s, NULL, 2); // expected-warning{{passing NULL pointer 's2' to 'strncasecmp' [null-deref]}}
}

int compare_ok(const char *a, const char *b) {
  return strcmp(a, b) + strncmp(a, b, 2) + strcoll(a, b) + strcasecmp(a, "x") +
         strncasecmp(a, b, 3);
}

/* strchr, strrchr, strstr, strpbrk: NULL when not found */
int strchr_unchecked(const char *s) {
  char *p = strchr(s, '=');
  return p[1]; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
}

int strrchr_unchecked(const char *s) {
  return *strrchr(s, '/'); // expected-warning{{dereferencing NULL pointer}}
}

int strstr_unchecked(const char *s) {
  const char *p = strstr(s, "key");
  return p[3]; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
}

int strpbrk_unchecked(const char *s) {
  char *p = strpbrk(s, " \t");
  *p = '\0'; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  return 0;
}

int search_ok(const char *s) {
  const char *a = strchr(s, '=');
  const char *b = strrchr(s, '/');
  const char *c = strstr(s, "key");
  const char *d = strpbrk(s, " \t");
  return (a ? a[1] : 0) + (b ? b[1] : 0) + (c ? c[0] : 0) + (d ? d[0] : 0);
}

/* strspn, strcspn */
size_t strspn_uninitialized(const char *s) {
  char set[4];
  return strspn(s, set); // expected-warning{{passing pointer to uninitialized memory}}
}

size_t spans_ok(const char *s) {
  return strspn(s, "abc") + strcspn(s, ",;");
}

size_t strcspn_null(const char *s) {
  return strcspn(NULL, s); // expected-warning{{passing NULL pointer 's1' to 'strcspn' [null-deref]}}
}

/* strtok, strtok_r */
int strtok_unchecked(char *line) {
  char *tok = strtok(line, ",");
  return tok[0]; // expected-warning{{dereferencing NULL pointer 'tok' [null-deref]}}
}

int strtok_ok(char *line) {
  int n = 0;
  for (char *tok = strtok(line, ","); tok; tok = strtok(NULL, ","))
    n += tok[0];
  return n;
}

int strtok_r_uninitialized_delimiters(char *line) {
  char *save;
  char delims[4];
  char *tok = strtok_r(line, delims, &save); // expected-warning{{passing pointer to uninitialized memory}}
  return tok ? tok[0] : 0;
}

int strtok_r_ok(char *line) {
  char *save;
  int n = 0;
  for (char *tok = strtok_r(line, ",", &save); tok; tok = strtok_r(NULL, ",", &save))
    n += tok[0];
  return n;
}

/* strerror, strsignal */
int strerror_uninitialized(void) {
  int e;
  return strerror(e)[0]; // expected-warning{{passing uninitialized value 'e' to 'strerror' [uninit-use]}}
}

int strerror_ok(int e) {
  return strerror(e)[0] + strsignal(2)[0];
}

/* strdup, strndup: allocate */
int strdup_unchecked(const char *s) {
  char *d = strdup(s);
  d[0] = 'x'; // expected-warning{{dereferencing NULL pointer 'd' [null-deref]}}
  free(d);
  return 0;
}

int strdup_leaked(const char *s) {
  char *d = strdup(s);
  if (!d)
    return -1;
  return d[0]; // expected-warning{{memory allocated by 'strdup' at string.c:266 and held by 'd' is leaked [leak]}}
}

int strndup_uninitialized(void) {
  char buf[8];
  char *d = strndup(buf, 4); // expected-warning{{passing pointer to uninitialized memory}}
  free(d);
  return 0;
}

int dup_ok(const char *s) {
  char *a = strdup(s);
  if (!a)
    return -1;
  char *b = strndup(a, 2);
  int c = a[0];
  free(a);
  if (!b)
    return -1;
  c += b[0];
  free(b);
  return c;
}

/* strsep */
int strsep_null(void) {
  return strsep(NULL, ",") != NULL; // expected-warning{{passing NULL pointer 'stringp' to 'strsep' [null-deref]}}
}

int strsep_ok(char *line) {
  int n = 0;
  char *tok;
  while ((tok = strsep(&line, ",")) != NULL)
    n += tok[0];
  return n;
}

/* explicit_bzero */
void explicit_bzero_null(void) {
  explicit_bzero(NULL, 4); // expected-warning{{passing NULL pointer 's' to 'explicit_bzero' [null-deref]}}
}

int explicit_bzero_ok(void) {
  char key[16];
  explicit_bzero(key, sizeof key);
  return key[0];
}

/* ffs */
int ffs_uninitialized(void) {
  int x;
  return ffs(x); // expected-warning{{passing uninitialized value 'x' to 'ffs' [uninit-use]}}
}

int ffs_ok(int x) {
  return ffs(x);
}

int strsignal_uninitialized(void) {
  int sig;
  return strsignal(sig)[0]; // expected-warning{{passing uninitialized value 'sig' to 'strsignal' [uninit-use]}}
}

/* c is found when the path knows s's first byte is c, and '\0' always is
   (the terminator): json-c's json_pointer_setf tests path[0] == '/' and
   then takes strrchr(path, '/'). */
int strrchr_after_first_byte(char *path) {
  if (path[0] != '/')
    return -1;
  char *last = strrchr(path, '/');
  *last = '\0';
  return 0;
}

int strchr_of_terminator(const char *s) {
  return *strchr(s, '\0');
}

int strchr_other_first_byte(char *path) {
  if (path[0] != '.')
    return -1;
  char *slash = strchr(path, '/');
  *slash = '\0'; // expected-warning{{dereferencing NULL pointer 'slash' [null-deref]}}
  return 0;
}
