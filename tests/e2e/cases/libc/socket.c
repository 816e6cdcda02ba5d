// sys/socket.h: sockets are FD resources (socket accept bind listen
// connect send recv sendto recvfrom shutdown setsockopt getsockopt
// getsockname getpeername socketpair).
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

int socket_leaked(void) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return -1;
  return 0; // expected-warning{{leaking FD resource from 'socket(AF_INET, SOCK_STREAM, 0)' (still open) [resource-leak]}}
}

int socket_unchecked(const struct sockaddr_in *addr) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  int r = connect(s, (const struct sockaddr *)addr, sizeof *addr); // expected-warning{{argument 's' of 'connect' violates its constraint 's >= 0' [bad-argument]}}
  if (s >= 0)
    close(s);
  return r;
}

/* connect: an address with only some fields set (here sin_port and
   sin_addr are garbage) passes 'memory_initialized *address', which a
   partly written object satisfies. */
int connect_partly_initialized_address(int s) {
  struct sockaddr_in addr;
  addr.sin_family = AF_INET;
  return connect(s, (struct sockaddr *)&addr, sizeof addr); // todo-warning{{passing pointer to uninitialized memory}}
}

int client_ok(unsigned short port) {
  struct sockaddr_in addr;
  memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return -1;
  if (connect(s, (struct sockaddr *)&addr, sizeof addr) != 0) {
    close(s);
    return -1;
  }
  return close(s);
}

int bind_uninitialized_address(void) {
  struct sockaddr_in addr;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return -1;
  int r = bind(s, (struct sockaddr *)&addr, sizeof addr); // expected-warning{{passing pointer to uninitialized memory}}
  close(s);
  return r;
}

int server_ok(unsigned short port) {
  struct sockaddr_in addr;
  memset(&addr, 0, sizeof addr);
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  int one = 1;
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return -1;
  if (setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one) < 0 ||
      bind(s, (struct sockaddr *)&addr, sizeof addr) < 0 || listen(s, 16) < 0) {
    close(s);
    return -1;
  }
  int c = accept(s, NULL, NULL);
  if (c < 0) {
    close(s);
    return -1;
  }
  char buf[64];
  ssize_t n = recv(c, buf, sizeof buf, 0);
  if (n > 0)
    send(c, buf, (size_t)n, 0);
  shutdown(c, SHUT_RDWR);
  close(c);
  return close(s);
}

int accept_leaked(int s) {
  struct sockaddr_in peer;
  socklen_t len = sizeof peer;
  int c = accept(s, (struct sockaddr *)&peer, &len);
  if (c < 0)
    return -1;
  return peer.sin_port; // expected-warning{{leaking FD resource from 'accept(s, (struct sockaddr *)&peer, &len)' (still open) [resource-leak]}}
}

int accept_uninitialized_length(int s) {
  struct sockaddr_in peer;
  socklen_t len;
  int c = accept(s, (struct sockaddr *)&peer, &len); // expected-warning{{passing pointer to uninitialized memory}}
  if (c >= 0)
    close(c);
  return c;
}

int send_after_close(void) {
  int s = socket(AF_INET, SOCK_DGRAM, 0);
  if (s < 0)
    return -1;
  close(s);
  return send(s, "x", 1, 0); // expected-warning{{'send' needs FD 's' not to be closed [resource-state]}}
}

int send_uninitialized(int s) {
  char buf[8];
  return send(s, buf, sizeof buf, 0); // expected-warning{{passing pointer to uninitialized memory}}
}

int recv_null(int s) {
  return recv(s, NULL, 8, 0); // expected-warning{{passing NULL pointer 'buffer' to 'recv' [null-deref]}}
}

int recv_after_close(void) {
  char buf[8];
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return -1;
  close(s);
  return recv(s, buf, sizeof buf, 0); // expected-warning{{'recv' needs FD 's' not to be closed [resource-state]}}
}

int recv_unchecked(int s) {
  char buf[8];
  recv(s, buf, sizeof buf, 0);
  return buf[0]; // expected-warning{{returning uninitialized value}}
}

int recvfrom_sendto_ok(int s) {
  char buf[16];
  struct sockaddr_in from;
  socklen_t len = sizeof from;
  ssize_t n = recvfrom(s, buf, sizeof buf, 0, (struct sockaddr *)&from, &len);
  if (n <= 0)
    return -1;
  return sendto(s, buf, (size_t)n, 0, (struct sockaddr *)&from, len) < 0;
}

int sendto_null(int s, const struct sockaddr *to) {
  return sendto(s, NULL, 4, 0, to, 16); // expected-warning{{passing NULL pointer 'message' to 'sendto' [null-deref]}}
}

int recvfrom_null(int s) {
  return recvfrom(s, NULL, 4, 0, NULL, NULL); // expected-warning{{passing NULL pointer 'buffer' to 'recvfrom' [null-deref]}}
}

int listen_unchecked_socket(void) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  int r = listen(s, 4); // expected-warning{{argument 's' of 'listen' violates its constraint 's >= 0' [bad-argument]}}
  if (s >= 0)
    close(s);
  return r;
}

int shutdown_after_close(void) {
  int s = socket(AF_INET, SOCK_STREAM, 0);
  if (s < 0)
    return -1;
  close(s);
  return shutdown(s, SHUT_RD); // expected-warning{{'shutdown' needs FD 's' not to be closed [resource-state]}}
}

int setsockopt_uninitialized(int s) {
  int v;
  return setsockopt(s, SOL_SOCKET, SO_KEEPALIVE, &v, sizeof v); // expected-warning{{passing pointer to uninitialized memory}}
}

int getsockopt_uninitialized_length(int s) {
  int v;
  socklen_t len;
  if (getsockopt(s, SOL_SOCKET, SO_ERROR, &v, &len) < 0) // expected-warning{{passing pointer to uninitialized memory}}
    return -1;
  return v;
}

int names_ok(int s) {
  int err;
  socklen_t elen = sizeof err;
  struct sockaddr_in a, b;
  socklen_t alen = sizeof a, blen = sizeof b;
  if (getsockopt(s, SOL_SOCKET, SO_ERROR, &err, &elen) < 0)
    return -1;
  if (getsockname(s, (struct sockaddr *)&a, &alen) < 0)
    return -1;
  if (getpeername(s, (struct sockaddr *)&b, &blen) < 0)
    return -1;
  return err + a.sin_port + b.sin_port;
}

int getsockname_null(int s) {
  socklen_t len = 16;
  return getsockname(s, NULL, &len); // expected-warning{{passing NULL pointer 'address' to 'getsockname' [null-deref]}}
}

int getpeername_uninitialized_length(int s) {
  struct sockaddr_in a;
  socklen_t len;
  return getpeername(s, (struct sockaddr *)&a, &len); // expected-warning{{passing pointer to uninitialized memory}}
}

/* socketpair: like pipe, two open FD resources through the array. */
int socketpair_null(void) {
  return socketpair(AF_UNIX, SOCK_STREAM, 0, NULL); // expected-warning{{passing NULL pointer 'socket_vector' to 'socketpair' [null-deref]}}
}

int socketpair_leaked(void) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0)
    return -1;
  return 0; // expected-warning{{leaking FD resource from 'socketpair(AF_UNIX, SOCK_STREAM, 0, sv)' (still open) [resource-leak]}}
}

int socketpair_ok(void) {
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) < 0)
    return -1;
  close(sv[0]);
  return close(sv[1]);
}

int sockatmark_after_close(int s) {
  close(s);
  return sockatmark(s); // expected-warning{{'sockatmark' needs FD 's' not to be closed [resource-state]}}
}
int sockatmark_ok(int s) { return sockatmark(s) == 1; }
