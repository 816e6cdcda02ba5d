// stdio.h reading, writing and positioning: fread fwrite fgets fgetc getc
// getchar ungetc fputc putc putchar fputs puts getline getdelim fflush
// fseek fseeko ftell ftello rewind fgetpos fsetpos feof ferror clearerr
// setvbuf setbuf perror remove rename.
#include <stdio.h>
#include <stdlib.h>

/* fread: nothing is read at end of file */
int fread_unchecked(FILE *f) {
  char buf[16];
  fread(buf, 1, sizeof buf, f);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}

int fread_ok(FILE *f) {
  char buf[16];
  if (fread(buf, 1, sizeof buf, f) == 0)
    return -1;
  return buf[0];
}

int fread_null_stream(void) {
  char buf[4];
  return (int)fread(buf, 1, sizeof buf, NULL); // expected-warning{{passing NULL pointer 'stream' to 'fread' [null-deref]}}
}

/* fwrite */
int fwrite_uninitialized(FILE *f) {
  char buf[16];
  return fwrite(buf, 1, sizeof buf, f) == sizeof buf; // expected-warning{{passing pointer to uninitialized memory}}
}

int fwrite_ok(FILE *f) {
  char buf[4] = "abc";
  if (fwrite(buf, 1, sizeof buf, f) != sizeof buf)
    return -1;
  return 0;
}

/* fgets */
int fgets_unchecked(FILE *f) {
  char line[64];
  fgets(line, sizeof line, f);
  return line[0]; // expected-warning{{returning uninitialized value}}
}

int fgets_zero_size(FILE *f) {
  char line[64];
  return fgets(line, 0, f) != NULL; // expected-warning{{argument 'n' of 'fgets' violates its constraint 'n > 0' [bad-argument]}}
}

int fgets_ok(FILE *f) {
  char line[64];
  if (!fgets(line, sizeof line, f))
    return -1;
  return line[0];
}

/* fgetc, getc, getchar, ungetc: EOF is -1 */
int fgetc_eof_index(FILE *f) {
  int c = fgetc(f);
  return 100 / (c + 1); // expected-warning{{division by zero [div-zero]}}
}

/* A stream opened by a helper: the helper's automatic model does not carry
   the FILE resource, so the state error is not seen (todo). */
static FILE *open_or_null(const char *path) {
  return fopen(path, "r+");
}

int getc_after_fclose_via_helper(const char *path) {
  FILE *f = open_or_null(path);
  if (!f)
    return -1;
  fclose(f);
  return getc(f); // expected-warning{{'getc' needs FILE}}
}

int getc_after_fclose(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  return getc(f); // expected-warning{{'getc' needs FILE}}
}

/* getchar's own outcome: EOF (-1) taken for a character */
int getchar_eof(void) {
  return 10 % (getchar() + 1); // expected-warning{{division by zero [div-zero]}}
}

int ungetc_null(void) {
  return ungetc('x', NULL); // expected-warning{{passing NULL pointer 'stream' to 'ungetc' [null-deref]}}
}

int getc_family_ok(FILE *f) {
  int c = fgetc(f);
  if (c == EOF)
    return -1;
  int d = getc(f);
  int e = getchar();
  if (ungetc(c, f) == EOF)
    return -1;
  return 100 / (c + 1) + d + e;
}

/* fputc, putc, putchar, fputs, puts */
int fputc_uninitialized(FILE *f) {
  int c;
  return fputc(c, f); // expected-warning{{passing uninitialized value 'c' to 'fputc' [uninit-use]}}
}

int putc_after_fclose(const char *path) {
  FILE *f = fopen(path, "r+");
  if (!f)
    return -1;
  fclose(f);
  return putc('x', f); // expected-warning{{'putc' needs FILE}}
}

int putchar_uninitialized(void) {
  int c;
  return putchar(c); // expected-warning{{passing uninitialized value 'c' to 'putchar' [uninit-use]}}
}

int fputs_uninitialized(FILE *f) {
  char s[8];
  return fputs(s, f); // expected-warning{{passing pointer to uninitialized memory}}
}

int puts_null(void) {
  return puts(NULL); // expected-warning{{passing NULL pointer 's' to 'puts' [null-deref]}}
}

int put_family_ok(FILE *f, const char *s) {
  if (fputc('a', f) == EOF || putc('b', f) == EOF || putchar('c') == EOF)
    return -1;
  if (fputs(s, f) == EOF || puts("done") == EOF)
    return -1;
  return 0;
}

/* getline, getdelim: the line is allocated through the out-parameter */
int getline_leaked(FILE *f) {
  char *line = NULL;
  size_t cap = 0;
  if (getline(&line, &cap, f) > 0)
    return line[0]; // expected-warning{{memory allocated by 'getline' at stdio_io.c:147 and held by 'line' is leaked [leak]}}
  free(line);
  return -1;
}

/* getline may realloc *lineptr: a stack buffer is not from the heap, and a
   buffer grown by getline is leaked here. */
int getline_stack_buffer(FILE *f) {
  char buf[64];
  char *line = buf;
  size_t cap = sizeof buf;
  return getline(&line, &cap, f) > 0; // expected-warning{{memory allocated by 'getline' at stdio_io.c:159 and held by 'line' is leaked [leak]}} expected-warning{{points to a local variable [free-nonheap]}}
}

int getline_ok(FILE *f) {
  char *line = NULL;
  size_t cap = 0;
  int n = 0;
  if (getline(&line, &cap, f) > 0)
    n = line[0];
  if (getline(&line, &cap, f) > 0) /* the buffer may move */
    n += line[0];
  free(line);
  return n;
}

/* A loop that reads to the end (the usual getline use) is not simulated
   here: a loop whose exit depends on a model's outcome is not bounded by
   --loop-bound and runs to the function time limit. */

int getdelim_leaked_on_failure(FILE *f) {
  char *rec = NULL;
  size_t cap = 0;
  if (getdelim(&rec, &cap, ';', f) == -1)
    return -1; // expected-warning{{memory allocated by 'getdelim' at stdio_io.c:181 and held by 'rec' is leaked [leak]}}
  int c = rec[0];
  free(rec);
  return c;
}

int getdelim_ok(FILE *f) {
  char *rec = NULL;
  size_t cap = 0;
  int c = -1;
  if (getdelim(&rec, &cap, ';', f) > 0)
    c = rec[0];
  free(rec);
  return c;
}

/* fflush */
int fflush_after_fclose(const char *path) {
  FILE *f = fopen(path, "r+");
  if (!f)
    return -1;
  fclose(f);
  return fflush(f); // expected-warning{{'fflush' needs FILE}}
}

int fflush_ok(FILE *f) {
  if (fflush(f) == EOF)
    return -1;
  return fflush(NULL);
}

/* fseek, fseeko, ftell, ftello, rewind, fgetpos, fsetpos */
long ftell_null(void) {
  return ftell(NULL); // expected-warning{{passing NULL pointer 'stream' to 'ftell' [null-deref]}}
}

int fseek_after_fclose(const char *path) {
  FILE *f = fopen(path, "r+");
  if (!f)
    return -1;
  fclose(f);
  return fseeko(f, 0, SEEK_SET); // expected-warning{{'fseeko' needs FILE}}
}

long fseeko_ok(FILE *f) {
  if (fseeko(f, 0, SEEK_END) != 0)
    return -1;
  return (long)ftello(f);
}

void rewind_null(void) {
  rewind(NULL); // expected-warning{{passing NULL pointer 'stream' to 'rewind' [null-deref]}}
}

int fgetpos_null(FILE *f) {
  return fgetpos(f, NULL); // expected-warning{{passing NULL pointer 'pos' to 'fgetpos' [null-deref]}}
}

int fsetpos_uninitialized(FILE *f) {
  fpos_t pos;
  return fsetpos(f, &pos); // expected-warning{{passing pointer to uninitialized memory}}
}

long position_ok(FILE *f) {
  fpos_t pos;
  if (fgetpos(f, &pos) != 0)
    return -1;
  if (fseek(f, 0, SEEK_END) != 0)
    return -1;
  long size = ftell(f);
  off_t here = ftello(f);
  rewind(f);
  if (fsetpos(f, &pos) != 0)
    return -1;
  return size + here;
}

/* feof, ferror, clearerr */
int feof_after_fclose(const char *path) {
  FILE *f = fopen(path, "r+");
  if (!f)
    return -1;
  fclose(f);
  return feof(f); // expected-warning{{'feof' needs FILE}}
}

int ferror_null(void) {
  return ferror(NULL); // expected-warning{{passing NULL pointer 'stream' to 'ferror' [null-deref]}}
}

void clearerr_null(void) {
  clearerr(NULL); // expected-warning{{passing NULL pointer 'stream' to 'clearerr' [null-deref]}}
}

int status_ok(FILE *f) {
  int r = feof(f) + ferror(f);
  clearerr(f);
  return r;
}

/* setvbuf, setbuf */
int setvbuf_null(void) {
  return setvbuf(NULL, NULL, _IONBF, 0); // expected-warning{{passing NULL pointer 'stream' to 'setvbuf' [null-deref]}}
}

void setbuf_after_fclose(const char *path) {
  FILE *f = fopen(path, "r+");
  if (!f)
    return;
  fclose(f);
  setbuf(f, NULL); // expected-warning{{'setbuf' needs FILE}}
}

int buffering_ok(FILE *f) {
  static char buf[BUFSIZ];
  setbuf(f, buf);
  return setvbuf(f, NULL, _IOLBF, 0);
}

/* perror, remove, rename */
void perror_uninitialized(void) {
  char msg[16];
  perror(msg); // expected-warning{{passing pointer to uninitialized memory}}
}

int remove_uninitialized(void) {
  char path[16];
  return remove(path); // expected-warning{{passing pointer to uninitialized memory}}
}

int rename_null(const char *from) {
  return rename(from, NULL); // expected-warning{{passing NULL pointer 'new' to 'rename' [null-deref]}}
}

int files_ok(const char *a, const char *b) {
  perror(NULL);
  perror("pathsim");
  if (rename(a, b) != 0)
    return -1;
  return remove(b);
}

int fseek_after_fclose_plain(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  return fseek(f, 0, SEEK_SET); // expected-warning{{'fseek' needs FILE}}
}

long ftello_null(void) {
  return (long)ftello(NULL); // expected-warning{{passing NULL pointer 'stream' to 'ftello' [null-deref]}}
}
