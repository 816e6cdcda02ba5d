// A function that reads from a file descriptor or a FILE it was given
// requires its caller not to have closed it: read's and fgetc's models say
// so (resource_not_state), and on a descriptor the function did not open
// that becomes its own constraint on the caller (as a lock it takes does,
// interprocedural/lock_held_by_caller.c). A caller that closed it first is
// reported at the call; one that still holds it open is silent.
#include <stdio.h>
#include <unistd.h>

static int peek_byte(int fd) {
  char c;
  return (int)read(fd, &c, 1);
}

static int next_char(FILE *in) { return fgetc(in); }

int read_after_close(int fd) {
  close(fd);
  return peek_byte(fd); // expected-warning{{'peek_byte' needs FD 'fd' not to be closed [resource-state]}}
}

int read_then_close(int fd) {
  int n = peek_byte(fd);
  close(fd);
  return n;
}

int next_after_fclose(FILE *in) {
  fclose(in);
  return next_char(in); // expected-warning{{'next_char' needs FILE 'in' not to be closed [resource-state]}}
}

int next_then_fclose(FILE *in) {
  int c = next_char(in);
  fclose(in);
  return c;
}
