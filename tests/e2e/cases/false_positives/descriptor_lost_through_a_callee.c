/* A descriptor a callee hands to code pathsim cannot see may be closed or
   kept there: it is lost, not leaked, for the callee's callers too, as
   memory is (lost_through_a_callee.c). libuv closes every descriptor with
   `syscall(SYS_close, fd)` in uv__close_nocancel, three calls below the
   open: the callee's model now says `memory_lost fd@`, where before its
   callers reported the descriptor leaked (uv__slurp, uv__fs_mkstemp,
   uv__random_devurandom_init). A descriptor passed only to functions whose
   models say what they do is still leaked. */
#include <fcntl.h>
#include <sys/syscall.h>
#include <unistd.h>

static int close_nocancel(int fd) { return (int)syscall(SYS_close, fd); }

static int close_checked(int fd) {
  int rc = close_nocancel(fd);
  return rc == -1 ? -1 : 0;
}

int slurp(const char *path, char *buf) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  ssize_t n = read(fd, buf, 10);
  if (close_checked(fd))
    return -2;
  return (int)n;
}

struct handle {
  int fd;
};

extern void register_descriptor(int fd);

static void keep(struct handle *h) { register_descriptor(h->fd); }

int kept_in_a_field(const char *path) {
  struct handle h;
  h.fd = open(path, O_RDONLY);
  if (h.fd < 0)
    return -1;
  keep(&h);
  return 0;
}

static int sync_only(int fd) { return fsync(fd); }

int synced_not_closed(const char *path) {
  int fd = open(path, O_WRONLY);
  if (fd < 0)
    return -1;
  sync_only(fd);
  return 0; // expected-warning{{leaking FD resource from 'open(path, O_WRONLY)'}}
}
