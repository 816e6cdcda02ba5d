// pathsim-args: --rank=possible
/* A descriptor the path knows to be 0, 1 or 2 is a standard stream: code
   that reopens a closed one (open() returns the lowest free descriptor) or
   that falls back on one keeps it open on purpose. Any other descriptor
   left open is still a leak. */
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

/* Make sure stdin, stdout and stderr are open, on /dev/null if need be. */
void ensure_standard_streams(void) {
  for (int want = STDIN_FILENO; want <= STDERR_FILENO; want++) {
    if (fcntl(want, F_GETFL) != -1)
      continue;
    int got = open("/dev/null", want == STDIN_FILENO ? O_RDONLY : O_WRONLY);
    if (got != want) {
      if (got >= 0)
        close(got);
      abort();
    }
  }
}

/* The terminal if there is one, else standard input; only the terminal's
   descriptor is closed. */
long read_answer(char *buf, size_t n) {
  int in = open("/dev/tty", O_RDONLY);
  if (in < 0)
    in = STDIN_FILENO;
  long got = read(in, buf, n);
  if (in != STDIN_FILENO)
    close(in);
  return got;
}

/* The twin: the descriptor is closed only when the read failed. */
long read_config(char *buf, size_t n) {
  int fd = open("/etc/app.conf", O_RDONLY);
  if (fd < 0)
    return -1;
  long got = read(fd, buf, n);
  if (got < 0)
    close(fd);
  return got; // expected-warning{{leaking FD resource}}
}

/* Above 2 it is no standard stream, whatever the test says. */
int open_above(void) {
  int fd = open("/tmp/x", O_RDONLY);
  if (fd > 2)
    return 1; // expected-warning{{leaking FD resource}}
  return 0;
}
