/* Issue 23, capability 9: a library case that depends on what the call was
   given, in a way its model cannot state (dlsym's "no such symbol":
   models/libc, `depends`), is a test the library made for the function,
   as a stated guard the call could not decide is: a path through it is
   likely, not certain. The twin is malloc's failure, an outcome of the
   environment whatever the arguments: certain. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

FILE *fopen(const char *path, const char *mode) {
  FILE *(*next)(const char *, const char *) =
      (FILE * (*)(const char *, const char *)) dlsym(RTLD_NEXT, "fopen");
  return next(path, mode); // expected-warning{{calling through NULL function pointer '(*next)' [null-deref, likely]}}
}

int *counter(void) {
  int *n = malloc(sizeof *n);
  *n = 0; // expected-warning{{dereferencing NULL pointer 'n' [null-deref, certain]}}
  return n;
}
