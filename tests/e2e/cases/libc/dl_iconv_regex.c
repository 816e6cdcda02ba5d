// dlfcn.h (dlfcn.mdl), iconv.h (iconv.mdl), regex.h, glob.h and fnmatch.h
// (regex.mdl): handles and compiled objects that must be released, and not
// used once released.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fnmatch.h>
#include <glob.h>
#include <iconv.h>
#include <regex.h>
#include <stddef.h>

/* dlopen / dlclose */
int dlopen_leaked(const char *lib) {
  void *h = dlopen(lib, RTLD_NOW);
  return h != NULL; // expected-warning{{leak}}
}
int dlclose_twice(const char *lib) {
  void *h = dlopen(lib, RTLD_NOW);
  if (!h)
    return -1;
  dlclose(h);
  return dlclose(h); // expected-warning{{'dlclose' needs DL 'h' to be open, but it is closed [resource-state]}}
}
void *dlsym_after_dlclose(const char *lib) {
  void *h = dlopen(lib, RTLD_NOW);
  if (!h)
    return NULL;
  dlclose(h);
  return dlsym(h, "f"); // expected-warning{{'dlsym' needs DL 'h' not to be closed [resource-state]}}
}
int dlsym_unchecked(void *h) {
  int (*f)(void) = (int (*)(void))dlsym(h, "f");
  return f(); // expected-warning{{NULL}}
}
int dlerror_unchecked(void) {
  return dlerror()[0]; // expected-warning{{dereferencing NULL pointer}}
}
int dladdr_misuse(const void *a) {
  return dladdr(a, NULL); // expected-warning{{passing NULL pointer 'info' to 'dladdr' [null-deref]}}
}
int dl_ok(const char *lib) {
  void *h = dlopen(lib, RTLD_NOW);
  if (!h) {
    const char *e = dlerror();
    return e ? e[0] : -1;
  }
  int (*f)(void) = (int (*)(void))dlsym(h, "f");
  int r = f ? f() : 0;
  Dl_info info;
  if (f && dladdr((void *)f, &info))
    r += info.dli_fname != NULL;
  (void)dlsym(RTLD_DEFAULT, "g");
  dlclose(h);
  return r;
}

/* iconv_open / iconv_close: failure is (iconv_t)-1 */
int iconv_open_leaked(void) {
  iconv_t cd = iconv_open("UTF-8", "LATIN1");
  return cd != (iconv_t)-1; // expected-warning{{leak}}
}
size_t iconv_after_close(char **in, size_t *inleft, char **out, size_t *outleft) {
  iconv_t cd = iconv_open("UTF-8", "LATIN1");
  if (cd == (iconv_t)-1)
    return 0;
  iconv_close(cd);
  return iconv(cd, in, inleft, out, outleft); // expected-warning{{'iconv' needs ICONV 'cd' to be open, but it is closed [resource-state]}}
}
int iconv_close_unchecked(void) {
  iconv_t cd = iconv_open("UTF-8", "LATIN1");
  return iconv_close(cd); // expected-warning{{passing invalid pointer 'cd' to 'iconv_close' [invalid-deref]}}
}
size_t iconv_ok(char *in, size_t inleft, char *out, size_t outleft) {
  iconv_t cd = iconv_open("UTF-8", "LATIN1");
  if (cd == (iconv_t)-1)
    return 0;
  size_t n = iconv(cd, &in, &inleft, &out, &outleft);
  iconv(cd, NULL, NULL, &out, &outleft);
  iconv_close(cd);
  return n;
}

/* regcomp / regfree */
int regcomp_leaked(const char *pattern, const char *s) {
  regex_t re;
  if (regcomp(&re, pattern, REG_EXTENDED) != 0)
    return -1;
  return regexec(&re, s, 0, NULL, 0) == 0; // expected-warning{{leak}}
}
int regexec_after_regfree(const char *pattern, const char *s) {
  regex_t re;
  if (regcomp(&re, pattern, 0) != 0)
    return -1;
  regfree(&re);
  return regexec(&re, s, 0, NULL, 0); // expected-warning{{'regexec' needs REGEX 're' to be compiled, but it is freed [resource-state]}}
}
/* A resource state required of an object that never had the resource is
   taken to be the caller's, even for a local: not seen (todo). */
int regexec_failed_regcomp(const char *pattern, const char *s) {
  regex_t re;
  regcomp(&re, pattern, 0);
  int r = regexec(&re, s, 0, NULL, 0); // todo-warning{{'regexec' needs REGEX}}
  regfree(&re);
  return r;
}
size_t regerror_misuse(void) {
  int e;
  return regerror(e, NULL, NULL, 0); // expected-warning{{passing uninitialized value 'e' to 'regerror'}}
}
int regex_ok(const char *pattern, const char *s) {
  regex_t re;
  regmatch_t m[2];
  int e = regcomp(&re, pattern, REG_EXTENDED);
  if (e != 0) {
    char msg[64];
    regerror(e, &re, msg, sizeof msg);
    return msg[0];
  }
  int r = regexec(&re, s, 2, m, 0);
  regfree(&re);
  return r == 0 ? (int)m[0].rm_so : r;
}

/* glob / globfree, fnmatch */
int glob_leaked(const char *pattern) {
  glob_t g;
  if (glob(pattern, 0, NULL, &g) != 0)
    return -1;
  return (int)g.gl_pathc; // expected-warning{{leak}}
}
void globfree_twice(const char *pattern) {
  glob_t g;
  if (glob(pattern, 0, NULL, &g) != 0)
    return;
  globfree(&g);
  globfree(&g); // expected-warning{{'globfree' needs GLOB 'g' not to be freed [resource-state]}}
}
int fnmatch_misuse(const char *s) {
  return fnmatch(NULL, s, 0); // expected-warning{{passing NULL pointer 'pattern' to 'fnmatch' [null-deref]}}
}
int glob_ok(const char *pattern, const char *s) {
  glob_t g;
  int r = glob(pattern, 0, NULL, &g);
  int n = r == 0 ? (int)g.gl_pathc : 0;
  globfree(&g);
  return n + fnmatch(pattern, s, FNM_PATHNAME);
}
