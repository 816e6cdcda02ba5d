/* Issue 23: errno left by a function of the program. A helper that
   fills a buffer through an advancing pointer returns -errno when a call
   failed; the descriptor comes from a wrapper of openat (a compatibility
   layer), and when it fails the helper returns -errno too. errno is one
   int of the path and a failing C library call leaves it positive
   (errno_after_failure.c); the wrapper's automatic model now says so
   (`(result igt errno<4:0> 0)`), so the helper's `return -errno` after the
   wrapper failed is negative. Before, the errno the wrapper left was not
   in its model: -errno could be 0 or more, and a caller testing `< 0`
   took the case that wrote nothing for a success. The twins: a wrapper
   that fails without a failing call (errno is then whatever it was), and
   a caller that reads the buffer on the failure, still warn. */
// pathsim-args: --rank=possible
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int open_below(int dir, const char *name, int flags) {
  return openat(dir, name, flags);
}

/* Reads at most size - 1 bytes into out and terminates them: the count,
   or -errno. */
static ssize_t fill_text(int fd, void *out, size_t size) {
  if (size == 0) {
    close(fd);
    return -EINVAL;
  }
  ssize_t total = 0;
  size--;
  for (;;) {
    ssize_t got = read(fd, out, size);
    if (got == -1) {
      if (errno == EINTR)
        continue;
      close(fd);
      *(char *)out = '\0';
      return -errno;
    }
    if (got > 0) {
      out = (char *)out + got;
      size -= (size_t)got;
      total += got;
    }
    if (size == 0 || got == 0) {
      close(fd);
      *(char *)out = '\0';
      return total;
    }
  }
}

ssize_t text_below(int dir, const char *name, void *out, size_t size) {
  int fd = open_below(dir, name, O_RDONLY);
  if (fd < 0)
    return -errno;
  return fill_text(fd, out, size);
}

int first_number(int dir) {
  char text[64];
  ssize_t n = text_below(dir, "stat", text, sizeof text);
  if (n < 0)
    return -1;
  int value = 0;
  if (sscanf(text, "%d", &value) != 1)
    return -1;
  return value;
}

int first_byte(int dir) {
  char text[64];
  if (text_below(dir, "status", text, sizeof text) <= 0)
    return -1;
  return text[0];
}

/* A function that sets errno itself: a constant its callers read back. */
static int check_name(const char *name) {
  if (name[0] == '\0') {
    errno = ENOENT;
    return -1;
  }
  return 0;
}

int named_error(const char *name) {
  char text[8];
  if (check_name(name) < 0 && errno == ENOENT)
    return -1;
  if (name[0] == '\0')
    return text[0]; // never: an empty name returned above
  return 0;
}

/* The twins. A wrapper that fails with no failing call: errno is whatever
   it was, and -errno may be 0. */
static int open_named(int dir, const char *name) {
  if (name == NULL)
    return -1;
  return openat(dir, name, O_RDONLY);
}

ssize_t twin_text_named(int dir, const char *name, char *out, size_t size) {
  int fd = open_named(dir, name);
  if (fd < 0)
    return -errno;
  return fill_text(fd, out, size);
}

int twin_unset_errno(int dir) {
  char text[16];
  ssize_t n = twin_text_named(dir, NULL, text, sizeof text);
  return n < 0 ? -1 : text[0]; // expected-warning{{returning uninitialized value}}
}

/* The buffer read where the helper failed. */
int twin_read_on_failure(int dir) {
  char text[16];
  ssize_t n = text_below(dir, "stat", text, sizeof text);
  return n >= 0 ? 0 : text[1]; // expected-warning{{returning uninitialized value}}
}
