/* Issue 23: an out-parameter written exactly when another says success.
   `lookup` writes `*gai_error` always (the status of a resolver it calls)
   and `*mmdb_error` only where `*gai_error` is 0. Its model's case for a
   failed resolver said only that `*gai_error` was initialized, not what
   the path knew of it (not 0), so a caller that exits when `gai != 0` and
   then reads `err` could take that case with `gai == 0` and read `err`
   unwritten. What a path knows of a value it leaves in its caller's
   memory is stated as of a return value (`(result ine *<4:0>gai_error
   0)`). */
#include <netdb.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>

struct found {
  int entry;
  int offset;
};

static int resolve_any(const char *s, struct addrinfo **addresses) {
  struct addrinfo hints;
  memset(&hints, 0, sizeof hints);
  hints.ai_family = AF_UNSPEC;
  return getaddrinfo(s, NULL, &hints, addresses);
}

struct found lookup_address(const struct sockaddr *sa, int *err) {
  struct found r = {0, 0};
  *err = 0;
  if (sa->sa_family == AF_INET6) {
    *err = 7;
    return r;
  }
  r.entry = 1;
  return r;
}

struct found lookup(const char *s, int *gai_error, int *mmdb_error) {
  struct found result = {0, 0};
  struct addrinfo *addresses = NULL;
  *gai_error = resolve_any(s, &addresses);
  if (!*gai_error)
    result = lookup_address(addresses->ai_addr, mmdb_error);
  if (addresses)
    freeaddrinfo(addresses);
  return result;
}

int lookup_or_exit(const char *name) {
  int gai, err;
  struct found r = lookup(name, &gai, &err);
  if (gai != 0) {
    fprintf(stderr, "cannot resolve: %d\n", gai);
    exit(1);
  }
  if (err != 0) {
    fprintf(stderr, "lookup failed: %d\n", err);
    exit(2);
  }
  return r.entry;
}

/* The twin: reads err on the path where the resolver failed. */
int lookup_reports_both(const char *name) {
  int gai, err;
  struct found r = lookup(name, &gai, &err);
  if (gai != 0)
    fprintf(stderr, "cannot resolve: %d (%d)\n", gai, err); // expected-warning{{uninitialized}}
  return r.entry;
}
