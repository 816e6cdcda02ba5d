/* An int kept in a wider member and read back narrowed is the same value:
   libuv's synchronous uv_fs_open stores open()'s descriptor in the
   request's ssize_t `result` and returns `req->result` as an int, which
   its caller closes. The callee's model says the member's range (an int's,
   and >= 0 where the open succeeded), so that the narrowing read gives the
   descriptor again; before, the caller's close() closed another value and
   the descriptor was reported leaked. The request's work also tests the
   descriptor against 0 (a stat request's buffer), so one of its cases
   stores descriptor 0 itself: a descriptor is its number, and close(0)
   releases it there too. A caller that does not close it is still told. */
#include <errno.h>
#include <fcntl.h>
#include <sys/types.h>
#include <unistd.h>

enum { REQUEST_OPEN, REQUEST_STAT };

struct request {
  ssize_t result;
  const char *path;
  int flags;
  int type;
  void *ptr;
  char statbuf[16];
};

static int open_request(struct request *r) {
  return open(r->path, r->flags);
}

static void run_request(struct request *r) {
  ssize_t n = open_request(r);
  if (n == -1)
    r->result = -errno;
  else
    r->result = n;
  if (n == 0 && r->type == REQUEST_STAT)
    r->ptr = &r->statbuf;
}

int request_open(struct request *r, const char *path, int flags) {
  r->path = path;
  r->flags = flags;
  r->type = REQUEST_OPEN;
  run_request(r);
  return r->result;
}

int copy_to(const char *path) {
  struct request req;
  int fd = request_open(&req, path, O_WRONLY | O_CREAT);
  if (fd < 0)
    return fd;
  if (write(fd, "x", 1) != 1) {
    close(fd);
    return -1;
  }
  return close(fd);
}

int copy_to_forgetting_close(const char *path) {
  struct request req;
  int fd = request_open(&req, path, O_WRONLY | O_CREAT);
  if (fd < 0)
    return fd;
  if (write(fd, "x", 1) != 1)
    return -1; // expected-warning{{leaking FD resource}}
  return close(fd);
}
