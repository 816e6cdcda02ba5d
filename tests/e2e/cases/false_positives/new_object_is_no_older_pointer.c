// An object a call just created (fopen's FILE, opendir's DIR) is none that
// a pointer held before the call points to: `fp != stdin` is true for a
// file the function opened itself, so `if (fp != stdin) fclose(fp);`
// closes it on every path. bzip2's BZ2_bzopen: 'leaking FILE resource
// from fopen(path,mode2)' (and from fdopen) when 'fp == stdin'.
#include <dirent.h>
#include <stdio.h>

int first_byte(const char *path) {
  FILE *fp = path ? fopen(path, "rb") : stdin;
  if (fp == NULL)
    return -1;
  int c = getc(fp);
  if (fp != stdin)
    fclose(fp);
  return c;
}

int opened_here(const char *path) {
  FILE *fp = fopen(path, "rb");
  if (fp == NULL)
    return -1;
  if (fp != stdin && fp != stdout)
    fclose(fp);
  return 0;
}

int listed(const char *path, DIR *cached) {
  DIR *d = opendir(path);
  if (d == NULL)
    return -1;
  if (d != cached)
    closedir(d);
  return 0;
}

// A stream the caller gave may be stdin: that test still decides.
int given(FILE *fp) {
  if (fp == stdin)
    return 0;
  return fclose(fp);
}

// What is kept when the test fails is still a leak.
int kept_open(const char *path) {
  FILE *fp = fopen(path, "rb");
  if (fp == NULL)
    return -1;
  if (fp == stdin)
    fclose(fp);
  return 0; // expected-warning{{leaking FILE resource from 'fopen(path, "rb")'}}
}
