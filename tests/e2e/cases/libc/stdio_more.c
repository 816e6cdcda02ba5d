// More stdio.h models: temporary names, memory streams, the scanf v-forms,
// stream locking and the _unlocked functions, renameat, vdprintf, ctermid,
// getw/putw.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

/* tmpnam, tempnam */
int tmpnam_misuse(void) {
  char *name = tmpnam(NULL);
  return name[0]; // expected-warning{{dereferencing NULL pointer 'name' [null-deref]}}
}
int tempnam_misuse(void) {
  char *name = tempnam(NULL, "x");
  return name != NULL; // expected-warning{{memory allocated by 'tempnam' at stdio_more.c:16 and held by 'name' is leaked}}
}
int tmpname_ok(void) {
  char buf[L_tmpnam];
  if (!tmpnam(buf))
    return -1;
  char *t = tempnam("/tmp", "x");
  if (!t)
    return -1;
  int c = t[0] + buf[0];
  free(t);
  return c;
}

/* vscanf, vfscanf, vsscanf */
int vscanf_misuse(va_list ap) {
  return vscanf(NULL, ap); // expected-warning{{passing NULL pointer 'format' to 'vscanf' [null-deref]}}
}
int vfscanf_misuse(va_list ap) {
  return vfscanf(NULL, "%d", ap); // expected-warning{{passing NULL pointer 'stream' to 'vfscanf' [null-deref]}}
}
int vsscanf_misuse(va_list ap) {
  char s[8];
  return vsscanf(s, "%d", ap); // expected-warning{{passing pointer to uninitialized memory}}
}
int vscan_ok(FILE *f, const char *s, va_list ap) {
  return vscanf("%d", ap) + vfscanf(f, "%d", ap) + vsscanf(s, "%d", ap);
}

/* fmemopen, open_memstream: streams to close */
int fmemopen_misuse(char *buf, size_t n) {
  FILE *f = fmemopen(buf, n, "r");
  return f != NULL; // expected-warning{{leak}}
}
int open_memstream_misuse(void) {
  char *buf;
  size_t len;
  FILE *f = open_memstream(&buf, &len);
  return f != NULL; // expected-warning{{leak}}
}
int memstream_ok(char *buf, size_t n) {
  FILE *f = fmemopen(buf, n, "r");
  if (!f)
    return -1;
  int c = fgetc(f);
  fclose(f);
  char *out;
  size_t len;
  FILE *g = open_memstream(&out, &len);
  if (!g)
    return -1;
  fputs("x", g);
  fclose(g);
  free(out);
  return c + (int)len;
}

/* setlinebuf, setbuffer, flockfile, ftrylockfile, funlockfile */
void setlinebuf_misuse(void) {
  setlinebuf(NULL); // expected-warning{{passing NULL pointer 'stream' to 'setlinebuf' [null-deref]}}
}
void setbuffer_misuse(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return;
  fclose(f);
  setbuffer(f, NULL, 0); // expected-warning{{'setbuffer' needs FILE}}
}
void flockfile_misuse(void) {
  flockfile(NULL); // expected-warning{{passing NULL pointer 'file' to 'flockfile' [null-deref]}}
}
int ftrylockfile_misuse(void) {
  return ftrylockfile(NULL); // expected-warning{{passing NULL pointer 'file' to 'ftrylockfile' [null-deref]}}
}
void funlockfile_misuse(void) {
  funlockfile(NULL); // expected-warning{{passing NULL pointer 'file' to 'funlockfile' [null-deref]}}
}
int lock_ok(FILE *f) {
  static char buf[BUFSIZ];
  setlinebuf(f);
  setbuffer(f, buf, sizeof buf);
  flockfile(f);
  funlockfile(f);
  if (ftrylockfile(f) == 0)
    funlockfile(f);
  return 0;
}

/* the _unlocked functions */
int getc_unlocked_misuse(FILE *f) {
  int c = getc_unlocked(f);
  return 10 / (c + 1); // expected-warning{{division by zero [div-zero]}}
}
int fgetc_unlocked_misuse(void) {
  return fgetc_unlocked(NULL); // expected-warning{{passing NULL pointer 'stream' to 'fgetc_unlocked' [null-deref]}}
}
int getchar_unlocked_misuse(void) {
  int c = getchar_unlocked();
  return 10 / (c + 1); // expected-warning{{division by zero [div-zero]}}
}
int putc_unlocked_misuse(FILE *f) {
  int c;
  return putc_unlocked(c, f); // expected-warning{{passing uninitialized value 'c' to 'putc_unlocked'}}
}
int fputc_unlocked_misuse(void) {
  return fputc_unlocked('a', NULL); // expected-warning{{passing NULL pointer 'stream' to 'fputc_unlocked' [null-deref]}}
}
int putchar_unlocked_misuse(void) {
  int c;
  return putchar_unlocked(c); // expected-warning{{passing uninitialized value 'c' to 'putchar_unlocked'}}
}
int fflush_unlocked_misuse(const char *path) {
  FILE *f = fopen(path, "w");
  if (!f)
    return -1;
  fclose(f);
  return fflush_unlocked(f); // expected-warning{{'fflush_unlocked' needs FILE}}
}
size_t fread_unlocked_misuse(void) {
  char buf[8];
  return fread_unlocked(buf, 1, 8, NULL); // expected-warning{{passing NULL pointer 'stream' to 'fread_unlocked' [null-deref]}}
}
size_t fwrite_unlocked_misuse(FILE *f) {
  char buf[8];
  return fwrite_unlocked(buf, 1, 8, f); // expected-warning{{passing pointer to uninitialized memory}}
}
int fputs_unlocked_misuse(FILE *f) {
  return fputs_unlocked(NULL, f); // expected-warning{{passing NULL pointer 's' to 'fputs_unlocked' [null-deref]}}
}
void clearerr_unlocked_misuse(void) {
  clearerr_unlocked(NULL); // expected-warning{{passing NULL pointer 'stream' to 'clearerr_unlocked' [null-deref]}}
}
int feof_unlocked_misuse(void) {
  return feof_unlocked(NULL); // expected-warning{{passing NULL pointer 'stream' to 'feof_unlocked' [null-deref]}}
}
int ferror_unlocked_misuse(void) {
  return ferror_unlocked(NULL); // expected-warning{{passing NULL pointer 'stream' to 'ferror_unlocked' [null-deref]}}
}
int fileno_unlocked_misuse(void) {
  return fileno_unlocked(NULL); // expected-warning{{passing NULL pointer 'stream' to 'fileno_unlocked' [null-deref]}}
}
int unlocked_ok(FILE *f) {
  char buf[8] = "abc";
  int c = getc_unlocked(f) + fgetc_unlocked(f) + getchar_unlocked();
  putc_unlocked('a', f);
  fputc_unlocked('b', f);
  putchar_unlocked('c');
  fflush_unlocked(f);
  fflush_unlocked(NULL);
  if (fread_unlocked(buf, 1, 4, f) == 0)
    return -1;
  fwrite_unlocked(buf, 1, 4, f);
  fputs_unlocked(buf, f);
  clearerr_unlocked(f);
  return c + feof_unlocked(f) + ferror_unlocked(f) + fileno_unlocked(f);
}

/* renameat, vdprintf, ctermid, getw, putw */
int renameat_misuse(const char *a) {
  return renameat(AT_FDCWD, a, AT_FDCWD, NULL); // expected-warning{{passing NULL pointer 'newpath' to 'renameat' [null-deref]}}
}
int vdprintf_misuse(va_list ap) {
  return vdprintf(-1, "%d", ap); // expected-warning{{argument 'fd' of 'vdprintf' violates its constraint 'fd >= 0' [bad-argument]}}
}
/* ctermid(NULL) returns static storage, not the caller's to free. */
void ctermid_misuse(void) {
  free(ctermid(NULL)); // expected-warning{{points to static storage returned by 'ctermid' [free-nonheap]}}
}
int getw_misuse(void) {
  return getw(NULL); // expected-warning{{passing NULL pointer 'stream' to 'getw' [null-deref]}}
}
int putw_misuse(FILE *f) {
  int w;
  return putw(w, f); // expected-warning{{passing uninitialized value 'w' to 'putw'}}
}
int misc_ok(const char *a, const char *b, FILE *f, va_list ap) {
  char term[L_ctermid];
  ctermid(term);
  int w = getw(f);
  putw(w, f);
  return renameat(AT_FDCWD, a, AT_FDCWD, b) + vdprintf(1, "%d", ap) + term[0];
}
