// pathsim-args: --rank=possible
/* A descriptor stored in the caller's struct stays held there after the
   path compares it with a constant (`if (out->fd == STDOUT_FILENO)`): the
   comparison makes it that constant on the path, but the struct still
   holds the open descriptor. Once the descriptor was taken for the
   constant, nothing held it and it was "leaked". The twin overwrites the
   field after the same comparison: its descriptor leaks. */
#include <fcntl.h>
#include <unistd.h>

struct output { const char *name; int fd; int sparse; };

int open_output(struct output *out) {
  out->fd = open(out->name, O_WRONLY | O_CREAT | O_EXCL, 0600);
  if (out->fd == -1)
    return 1;
  if (out->fd == STDOUT_FILENO)
    return 0;
  out->sparse = 1;
  return 0;
}

int open_output_forgets(struct output *out) {
  out->fd = open(out->name, O_WRONLY | O_CREAT | O_EXCL, 0600);
  if (out->fd == -1)
    return 1;
  if (out->fd == STDOUT_FILENO)
    return 0;
  out->fd = -1;
  return 0; // expected-warning{{leaking FD resource from 'open(out->name, O_WRONLY | O_CREAT | O_EXCL, 0600)'}}
}
