// A callee's constraint on a value the caller received becomes the
// caller's own constraint: wrappers pass them on to their callers.
#include <unistd.h>

static int to_stdout(int fd) { return dup2(fd, STDOUT_FILENO); }

int redirect_negative(void) {
  return to_stdout(-1); // expected-warning{{argument 'fd' of 'to_stdout' violates its constraint 'fd >= 0' [bad-argument]}}
}

int redirect_given(int fd) {
  if (fd < 0)
    return -1;
  return to_stdout(fd);
}
