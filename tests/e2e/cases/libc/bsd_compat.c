// pathsim-args: --rank=possible
/* The BSD functions portable code carries (models/libc/bsd.mdl), declared
   here as a project's compat header declares them (libbsd's headers, or
   glibc 2.38's string.h, say the same). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

size_t strlcpy(char *dst, const char *src, size_t dstsize);
size_t strlcat(char *dst, const char *src, size_t dstsize);
void *reallocf(void *ptr, size_t size);
void *recallocarray(void *ptr, size_t oldnmemb, size_t nmemb, size_t size);
void freezero(void *ptr, size_t size);
long long strtonum(const char *nptr, long long minval, long long maxval,
                   const char **errstr);
char *strnstr(const char *big, const char *little, size_t len);
const char *getprogname(void);

/* strlcpy writes dst, NUL-terminated, and returns the length of src. */
int copy_name(const char *name) {
  char buf[32];
  if (strlcpy(buf, name, sizeof buf) >= sizeof buf)
    return -1;
  return buf[0];
}

int copy_uninitialized(void) {
  char src[8], dst[8];
  strlcpy(dst, src, sizeof dst); // expected-warning{{passing pointer to uninitialized memory 'src' to 'strlcpy'}}
  return dst[0];
}

/* strlcat reads the string already in dst. */
int append_to_nothing(const char *s) {
  char buf[32];
  strlcat(buf, s, sizeof buf); // expected-warning{{passing pointer to uninitialized memory 'buf' to 'strlcat'}}
  return buf[0];
}

int append(const char *s) {
  char buf[32] = "x";
  strlcat(buf, s, sizeof buf);
  return buf[0];
}

/* reallocf frees the block when it fails: p = reallocf(p, n) leaks
   nothing, where the same with realloc does. */
char *grow(char *p, size_t n) {
  p = reallocf(p, n);
  if (!p)
    return NULL;
  p[0] = 0;
  return p;
}

char *grow_leaky(size_t n) {
  char *p = malloc(16);
  if (!p)
    return NULL;
  p = realloc(p, n);
  return p; // expected-warning{{leak}}
}

/* recallocarray's new block and freezero's free. */
int *more_items(int *items, size_t have, size_t want) {
  int *grown = recallocarray(items, have, want, sizeof *items);
  if (!grown)
    return items;
  return grown;
}

void forget_secret(char *secret, size_t n) {
  freezero(secret, n);
  freezero(secret, n); // expected-warning{{double}}
}

/* strtonum's value lies in its bounds; errstr says when it failed. */
int parse_port(const char *text) {
  const char *err;
  long long port = strtonum(text, 1, 65535, &err);
  if (err != NULL) {
    fprintf(stderr, "port %s: %s\n", text, err);
    return -1;
  }
  return 65536 / (int)port;
}

/* strnstr may find nothing. */
char after_colon(const char *s, size_t n) {
  return strnstr(s, ":", n)[1]; // expected-warning{{NULL}}
}

const char *program_name(void) { return getprogname(); }
