/* Issue 23: a callee fills a buffer through an advancing pointer and
   returns the count, or -errno when a call failed. errno is one int of the
   path (`(*__errno_location())`), and a C library call that fails sets it
   positive: -errno is negative, so a caller that tested `< 0` knows the
   buffer was filled and terminated. Before, each `errno` was a new unknown
   int, and the failure's -errno could be 0 or more: the caller took the
   case that wrote nothing as a success. The twins: a helper that returns
   -errno where nothing failed (errno may hold anything), and a caller that
   reads the buffer on the failure, still warn. */
// pathsim-args: --rank=possible
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* Reads what the descriptor holds into dst, at most cap - 1 bytes, and
   terminates it: the byte count, or -errno. */
static long pull_all(int fd, char *dst, size_t cap) {
  long total = 0;
  if (cap == 0)
    return -EINVAL;
  cap -= 1;
  while (cap > 0) {
    ssize_t got = read(fd, dst, cap);
    if (got < 0) {
      if (errno == EINTR)
        continue;
      return -errno;
    }
    if (got == 0)
      break;
    dst += got;
    cap -= (size_t)got;
    total += got;
  }
  *dst = '\0';
  return total;
}

long pull_file(const char *name, char *dst, size_t cap) {
  int fd = open(name, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return -errno;
  long n = pull_all(fd, dst, cap);
  close(fd);
  return n;
}

int leading_digit(const char *name) {
  char text[32];
  if (pull_file(name, text, sizeof text) < 0)
    return -1;
  return text[0] >= '0' && text[0] <= '9';
}

int count_lines(const char *name) {
  char text[128];
  long n = pull_file(name, text, sizeof text);
  int lines = 0;
  for (long i = 0; i < n; i++)
    if (text[i] == '\n')
      lines++;
  return lines;
}

/* errno read after a call that succeeded is whatever it was. */
static int last_error(void) {
  char *block = malloc(8);
  if (block == NULL)
    return -1;
  free(block);
  return -errno;
}

int twin_errno_unset(void) {
  char text[8];
  if (last_error() < 0)
    text[0] = 'x';
  return text[0]; // expected-warning{{returning uninitialized value}}
}

/* The failure itself: nothing was read into the buffer. */
int twin_read_on_failure(const char *name) {
  char text[16];
  if (pull_file(name, text, sizeof text) >= 0)
    text[0] = 0;
  return text[0]; // expected-warning{{returning uninitialized value}}
}

/* errno cleared, then strtol: 0 or ERANGE after it. */
long parse_or_zero(const char *s) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, 10);
  if (errno != 0)
    return 0;
  return v;
}

/* getc's EOF is the end of the file or an error: errno is set only for
   the error, so with errno cleared before, the end of the file leaves it
   0 and v unset. */
int twin_eof_is_no_error(FILE *in) {
  int v;
  errno = 0;
  int c = getc(in);
  if (c != EOF || errno != 0)
    v = c;
  return v; // expected-warning{{returning uninitialized value}}
}

/* strtol succeeds, and may still set ERANGE: errno is unknown after it. */
long twin_range_error(const char *s) {
  long v;
  errno = 0;
  long r = strtol(s, NULL, 10);
  if (errno == 0)
    v = r;
  return v; // expected-warning{{returning uninitialized value}}
}
