// The model language's extensions (docs/model-language.md, "Extensions"):
// static storage (memory_static), a result pointing into an argument's
// block (pointer_comparable as a result), storage released with another
// resource (memory_static with an owner).
#define _GNU_SOURCE
#include <dirent.h>
#include <netdb.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Static storage: not the caller's to free. */
void getenv_freed(void) {
  free(getenv("HOME")); // expected-warning{{freeing memory not from the heap: 'getenv()' points to static storage returned by 'getenv' [free-nonheap]}}
}
void strerror_freed(int e) {
  char *m = strerror(e);
  free(m); // expected-warning{{freeing memory not from the heap: 'm' points to static storage returned by 'strerror' [free-nonheap]}}
}
void localtime_freed(const time_t *t) {
  struct tm *tm = localtime(t);
  if (tm)
    free(tm); // expected-warning{{'tm' points to static storage returned by 'localtime' [free-nonheap]}}
}
/* Through a wrapper: its automatic model says memory_static too. */
static char *home(void) { return getenv("HOME"); }
void wrapper_freed(void) {
  char *h = home();
  if (h)
    free(h); // expected-warning{{'h' points to static storage returned by 'home' [free-nonheap]}}
}
int static_ok(void) {
  char *h = getenv("HOME");
  if (!h)
    return -1;
  char *copy = strdup(h); /* the caller's own copy */
  if (!copy)
    return -1;
  int c = copy[0] + strerror(2)[0];
  free(copy);
  return c;
}

/* A pointer into an argument's block: freeing it frees the block's middle,
   and the block is not also reported as leaked. */
void strchr_freed(const char *s) {
  char *copy = strdup(s);
  if (!copy)
    return;
  char *colon = strchr(copy, ':');
  if (colon)
    free(colon); // expected-warning{{freeing a pointer 'colon' into the middle of its block: 'strchr' returned a pointer inside its argument [free-nonheap]}}
  else
    free(copy);
}
void strrchr_freed(void) {
  char *p = malloc(16);
  if (!p)
    return;
  strcpy(p, "a/b");
  char *slash = strrchr(p, '/');
  if (slash)
    free(slash); // expected-warning{{'strrchr' returned a pointer inside its argument [free-nonheap]}}
  else
    free(p);
}
void strstr_freed(void) {
  char *p = strdup("key=value");
  if (!p)
    return;
  char *v = strstr(p, "=");
  if (v)
    free(v); // expected-warning{{'strstr' returned a pointer inside its argument [free-nonheap]}}
  else
    free(p);
}
void memchr_freed(size_t n) {
  char *p = calloc(1, 16);
  if (!p)
    return;
  char *z = memchr(p, 0, 16);
  if (z)
    free(z); // expected-warning{{'memchr' returned a pointer inside its argument [free-nonheap]}}
  else
    free(p);
}
void strpbrk_freed(const char *s) {
  char *p = strdup(s);
  if (!p)
    return;
  char *sep = strpbrk(p, ",;");
  if (!sep) {
    free(p);
    return;
  }
  free(sep); // expected-warning{{'strpbrk' returned a pointer inside its argument [free-nonheap]}}
}
int into_ok(const char *s) {
  char *p = strdup(s);
  if (!p)
    return -1;
  char *colon = strchr(p, ':');
  int c = colon ? colon[1] : 0;
  free(p); /* the block's start: fine */
  return c;
}

/* Released with another resource: readdir's entry dies with closedir. */
int readdir_after_closedir(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return -1;
  struct dirent *e = readdir(d);
  closedir(d);
  return e ? e->d_name[0] : 0; // expected-warning{{using freed memory 'e' [freed-deref]}}
}
void readdir_entry_freed(DIR *d) {
  struct dirent *e = readdir(d);
  free(e); // expected-warning{{points to static storage returned by 'readdir' [free-nonheap]}}
}
int readdir_ok(const char *path) {
  DIR *d = opendir(path);
  if (!d)
    return -1;
  int n = 0;
  for (struct dirent *e = readdir(d); e; e = readdir(d))
    n += e->d_name[0];
  closedir(d);
  return n;
}

/* getaddrinfo's list dies with freeaddrinfo (memory_new and memory_freed:
   no extension needed). */
int getaddrinfo_after_free(const char *host) {
  struct addrinfo *res;
  if (getaddrinfo(host, NULL, NULL, &res) != 0)
    return -1;
  freeaddrinfo(res);
  return res->ai_family; // expected-warning{{using freed memory 'res' [freed-deref]}}
}

/* basename (GNU, string.h): the last component, inside its argument. */
void basename_freed(const char *path) {
  char *copy = strdup(path);
  if (!copy)
    return;
  char *base = basename(copy);
  free(base); // expected-warning{{freeing a pointer 'base' into the middle of its block: 'basename' returned a pointer inside its argument [free-nonheap]}}
}
int basename_ok(const char *path) {
  char *copy = strdup(path);
  if (!copy)
    return -1;
  int c = basename(copy)[0];
  free(copy);
  return c;
}
