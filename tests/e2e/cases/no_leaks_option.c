// pathsim-args: --no-leaks
// --no-leaks: no leak of memory or of a resource is reported; the other
// warnings still are.
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

int memory_leak_not_reported(void) {
  char *p = malloc(10);
  if (!p)
    return -1;
  p[0] = 0;
  return p[0];
}

int stream_leak_not_reported(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  return fgetc(f);
}

int descriptor_leak_not_reported(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  return 0;
}

int null_deref_still_reported(void) {
  char *p = malloc(10);
  p[0] = 0; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
  return 0;
}
