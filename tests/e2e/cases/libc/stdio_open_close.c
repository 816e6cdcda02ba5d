// stdio.h streams as FILE resources: fopen fdopen freopen tmpfile popen
// pclose fclose fileno.
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

/* fopen, fclose */
int fopen_unchecked(const char *path) {
  FILE *f = fopen(path, "r");
  int c = fgetc(f); // expected-warning{{passing NULL pointer 'f' to 'fgetc' [null-deref]}}
  return c; // expected-warning{{leaking FILE resource from 'fopen(path, "r")' (still open) [resource-leak]}}
}

int fopen_leaked(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  return fgetc(f); // expected-warning{{leaking FILE resource from 'fopen(path, "r")' (still open) [resource-leak]}}
}

int fclose_twice(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  return fclose(f); // expected-warning{{to be open, but it is closed [resource-state]}}
}

int read_after_fclose(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  return fgetc(f); // expected-warning{{'fgetc' needs FILE}}
}

int fclose_null(void) {
  return fclose(NULL); // expected-warning{{passing NULL pointer 'stream' to 'fclose' [null-deref]}}
}

int fopen_null_mode(const char *path) {
  FILE *f = fopen(path, NULL); // expected-warning{{passing NULL pointer 'mode' to 'fopen' [null-deref]}}
  if (f)
    fclose(f);
  return 0;
}

int fopen_ok(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  int c = fgetc(f);
  fclose(f);
  return c;
}

FILE *fopen_returned_ok(const char *path) {
  return fopen(path, "w");
}

/* fdopen: the stream owns the descriptor */
int fdopen_then_close_descriptor(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  FILE *f = fdopen(fd, "r");
  if (!f) {
    close(fd);
    return -1;
  }
  fclose(f);
  return close(fd); // expected-warning{{'close' needs FD 'fd' to be open, but it is owned_by_stream [resource-state]}}
}

int fdopen_failure_leaks_descriptor(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  FILE *f = fdopen(fd, "r");
  if (!f)
    return -1; // expected-warning{{leaking FD resource from 'open(path, O_RDONLY)' (still open) [resource-leak]}}
  return fclose(f);
}

int fdopen_unchecked_open(const char *path) {
  int fd = open(path, O_RDONLY);
  FILE *f = fdopen(fd, "r"); // expected-warning{{argument 'fd' of 'fdopen' violates its constraint 'fd >= 0' [bad-argument]}}
  if (!f) {
    if (fd >= 0)
      close(fd);
    return -1;
  }
  return fclose(f);
}

int fdopen_leaked(int fd) {
  FILE *f = fdopen(fd, "r");
  if (!f)
    return -1;
  return fgetc(f); // expected-warning{{leaking FILE resource from 'fdopen(fd, "r")' (still open) [resource-leak]}}
}

int fdopen_ok(const char *path) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  FILE *f = fdopen(fd, "r");
  if (!f) {
    close(fd);
    return -1;
  }
  return fclose(f);
}

/* freopen: on failure the original stream is closed */
int freopen_failure_then_fclose(const char *a, const char *b) {
  FILE *f = fopen(a, "r");
  if (!f)
    return -1;
  if (!freopen(b, "r", f)) {
    fclose(f); // expected-warning{{to be open, but it is closed [resource-state]}}
    return -1;
  }
  return fclose(f);
}

int freopen_unchecked(const char *path) {
  freopen(path, "r", stdin);
  return fgetc(stdin); // expected-warning{{'fgetc' needs FILE 'stdin' not to be closed [resource-state]}}
}

int freopen_after_fclose(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  return freopen(path, "w", f) != NULL; // expected-warning{{'freopen' needs FILE 'f' not to be closed [resource-state]}}
}

int freopen_ok(const char *path) {
  if (!freopen(path, "r", stdin))
    return -1;
  return getchar();
}

/* tmpfile */
int tmpfile_unchecked(void) {
  FILE *f = tmpfile();
  return fputs("x", f); // expected-warning{{passing NULL pointer 'f' to 'fputs' [null-deref]}} expected-warning{{leaking FILE resource from 'tmpfile()' (still open) [resource-leak]}}
}

int tmpfile_ok(void) {
  FILE *f = tmpfile();
  if (!f)
    return -1;
  fputs("x", f);
  return fclose(f);
}

/* popen, pclose: a popen stream is closed with pclose */
int popen_closed_with_fclose(void) {
  FILE *p = popen("ls", "r");
  if (!p)
    return -1;
  return fclose(p); // expected-warning{{to be open, but it is opened_by_popen [resource-state]}}
}

int pclose_on_fopen_stream(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  return pclose(f); // expected-warning{{to be opened_by_popen, but it is open [resource-state]}}
}

int popen_leaked(void) {
  FILE *p = popen("ls", "r");
  if (!p)
    return -1;
  return fgetc(p); // expected-warning{{leaking FILE resource from 'popen("ls", "r")' (still opened_by_popen) [resource-leak]}}
}

int popen_ok(void) {
  FILE *p = popen("ls", "r");
  if (!p)
    return -1;
  int c = fgetc(p);
  if (pclose(p) == -1)
    return -1;
  return c;
}

/* fileno */
int fileno_after_fclose(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  fclose(f);
  return fileno(f); // expected-warning{{'fileno' needs FILE}}
}

int fileno_ok(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  int fd = fileno(f);
  fclose(f);
  return fd;
}

/* A stream fopen opened has a descriptor: fileno does not fail on it
   (libzip's `fstat(fileno(fp), &st)`, five warnings). A stream the function
   was given may have none (fmemopen's): fileno returns -1 and fstat fails
   with EBADF, which is no constraint violation but an answer the code
   tests (models/libc/AUDIT.md). */
long size_of_opened(const char *path) {
  struct stat st;
  FILE *f = fopen(path, "rb");
  if (!f)
    return -1;
  if (fstat(fileno(f), &st) < 0) {
    fclose(f);
    return -1;
  }
  fclose(f);
  return (long)st.st_size;
}
long size_of_given(FILE *f) {
  struct stat st;
  if (fstat(fileno(f), &st) < 0)
    return -1;
  return (long)st.st_size;
}
