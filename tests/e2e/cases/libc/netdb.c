// netdb.h and arpa/inet.h models (netdb.mdl); accept4, recvmsg, sendmsg
// (socket.mdl); the databases read an entry at a time (set*ent, get*ent, end*ent).
#define _GNU_SOURCE
#include <arpa/inet.h>
#include <netdb.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

/* getaddrinfo and freeaddrinfo are a pair */
int getaddrinfo_leaked(const char *host) {
  struct addrinfo *res;
  if (getaddrinfo(host, "80", NULL, &res) != 0)
    return -1;
  return res->ai_family; // expected-warning{{memory allocated by 'getaddrinfo' at netdb.c:14 and held by 'res' is leaked}}
}
int getaddrinfo_unchecked(const char *host) {
  struct addrinfo *res;
  getaddrinfo(host, "80", NULL, &res);
  int f = res->ai_family; // expected-warning{{uninitialized}}
  freeaddrinfo(res);
  return f;
}
int freeaddrinfo_use_after(const char *host) {
  struct addrinfo *res;
  if (getaddrinfo(host, "80", NULL, &res) != 0)
    return -1;
  freeaddrinfo(res);
  return res->ai_family; // expected-warning{{using freed memory 'res' [freed-deref]}}
}
void freeaddrinfo_twice(const char *host) {
  struct addrinfo *res;
  if (getaddrinfo(host, "80", NULL, &res) != 0)
    return;
  freeaddrinfo(res);
  freeaddrinfo(res); // expected-warning{{freed}}
}
int gai_strerror_misuse(void) {
  int e;
  return gai_strerror(e)[0]; // expected-warning{{passing uninitialized value 'e' to 'gai_strerror'}}
}
int getnameinfo_misuse(char *host, char *serv) {
  return getnameinfo(NULL, 0, host, 64, serv, 16, 0); // expected-warning{{passing NULL pointer 'sa' to 'getnameinfo' [null-deref]}}
}
int getaddrinfo_ok(const char *host) {
  struct addrinfo hints = {0}, *res;
  hints.ai_socktype = SOCK_STREAM;
  int e = getaddrinfo(host, "80", &hints, &res);
  if (e != 0)
    return gai_strerror(e)[0];
  char h[64], s[16];
  int r = getnameinfo(res->ai_addr, res->ai_addrlen, h, sizeof h, s, sizeof s,
                      NI_NUMERICHOST);
  int f = res->ai_family + (r == 0 ? h[0] + s[0] : 0);
  freeaddrinfo(res);
  return f;
}

/* the static-storage lookups may return NULL */
int gethostbyname_misuse(const char *h) {
  return gethostbyname(h)->h_length; // expected-warning{{dereferencing NULL pointer}}
}
int gethostbyaddr_misuse(void) {
  return gethostbyaddr(NULL, 4, AF_INET) != NULL; // expected-warning{{passing NULL pointer 'addr' to 'gethostbyaddr' [null-deref]}}
}
int getservbyname_misuse(void) {
  return getservbyname("http", "tcp")->s_port; // expected-warning{{dereferencing NULL pointer}}
}
int getservbyport_misuse(void) {
  int port;
  return getservbyport(port, NULL) != NULL; // expected-warning{{passing uninitialized value 'port' to 'getservbyport'}}
}
int getprotobyname_misuse(void) {
  return getprotobyname(NULL) != NULL; // expected-warning{{passing NULL pointer 'name' to 'getprotobyname' [null-deref]}}
}
int lookup_ok(const char *h, const void *addr) {
  struct hostent *a = gethostbyname(h), *b = gethostbyaddr(addr, 4, AF_INET);
  struct servent *c = getservbyname("http", "tcp"), *d = getservbyport(80, NULL);
  struct protoent *e = getprotobyname("tcp");
  return (a ? a->h_length : 0) + (b ? b->h_length : 0) +
         (c ? c->s_port : 0) + (d ? d->s_port : 0) + (e ? e->p_proto : 0);
}

/* arpa/inet.h */
int inet_pton_misuse(const char *s) {
  struct in_addr a;
  inet_pton(AF_INET, s, &a);
  return a.s_addr; // expected-warning{{returning uninitialized value}}
}
const char *inet_ntop_misuse(char *dst) {
  struct in_addr a;
  return inet_ntop(AF_INET, &a, dst, INET_ADDRSTRLEN); // expected-warning{{passing pointer to uninitialized memory}}
}
in_addr_t inet_addr_misuse(void) {
  return inet_addr(NULL); // expected-warning{{passing NULL pointer 'cp' to 'inet_addr' [null-deref]}}
}
int inet_aton_misuse(const char *s) {
  struct in_addr a;
  inet_aton(s, &a);
  return a.s_addr; // expected-warning{{returning uninitialized value}}
}
char *inet_ntoa_misuse(void) {
  struct in_addr a;
  return inet_ntoa(a); // expected-warning{{passing uninitialized value}}
}
unsigned short htons_misuse(void) {
  unsigned short x;
  return htons(x); // expected-warning{{passing uninitialized value 'x' to 'htons'}}
}
unsigned htonl_misuse(void) {
  unsigned x;
  return htonl(x); // expected-warning{{passing uninitialized value 'x' to 'htonl'}}
}
unsigned short ntohs_misuse(void) {
  unsigned short x;
  return ntohs(x); // expected-warning{{passing uninitialized value 'x' to 'ntohs'}}
}
unsigned ntohl_misuse(void) {
  unsigned x;
  return ntohl(x); // expected-warning{{passing uninitialized value 'x' to 'ntohl'}}
}
int inet_ok(const char *s) {
  struct in_addr a, b;
  char buf[INET_ADDRSTRLEN];
  if (inet_pton(AF_INET, s, &a) != 1 || !inet_aton(s, &b) ||
      !inet_ntop(AF_INET, &a, buf, sizeof buf))
    return -1;
  return (int)inet_addr(s) + buf[0] + inet_ntoa(b)[0] + htons(1) + htonl(1) +
         ntohs(a.s_addr) + (int)ntohl(b.s_addr);
}

/* socket.h additions */
int accept4_misuse(int s) {
  int c = accept4(s, NULL, NULL, SOCK_CLOEXEC);
  return c >= 0; // expected-warning{{leak}}
}
ssize_t recvmsg_misuse(int s) {
  struct msghdr m;
  return recvmsg(s, &m, 0); // expected-warning{{passing pointer to uninitialized memory}}
}
ssize_t sendmsg_misuse(void) {
  struct msghdr m = {0};
  return sendmsg(-1, &m, 0); // expected-warning{{argument 'socket' of 'sendmsg' violates its constraint 'socket >= 0' [bad-argument]}}
}
int sock_ok(int s, struct msghdr *m) {
  int c = accept4(s, NULL, NULL, SOCK_CLOEXEC);
  if (c < 0)
    return -1;
  ssize_t n = recvmsg(c, m, 0) + sendmsg(c, m, 0);
  close(c);
  return (int)n;
}

/* The databases read one entry at a time: set*ent, get*ent (static storage,
   NULL at the end), end*ent. */
int gethostent_unchecked(void) {
  sethostent(1);
  struct hostent *h = gethostent();
  endhostent();
  return h->h_length; // expected-warning{{dereferencing NULL pointer 'h'}}
}
int getnetent_unchecked(void) {
  setnetent(0);
  return getnetent()->n_addrtype; // expected-warning{{dereferencing NULL pointer}}
}
int getprotoent_unchecked(void) {
  setprotoent(0);
  return getprotoent()->p_proto; // expected-warning{{dereferencing NULL pointer}}
}
void getservent_freed(void) {
  struct servent *s = getservent();
  if (s)
    free(s); // expected-warning{{'s' points to static storage returned by 'getservent' [free-nonheap]}}
}
int getnetbyname_misuse(void) {
  return getnetbyname(NULL) != NULL; // expected-warning{{passing NULL pointer 'name' to 'getnetbyname' [null-deref]}}
}
int getnetbyaddr_unchecked(uint32_t net) {
  return getnetbyaddr(net, AF_INET)->n_net; // expected-warning{{dereferencing NULL pointer}}
}
int getprotobynumber_misuse(void) {
  int p;
  return getprotobynumber(p) != NULL; // expected-warning{{passing uninitialized value 'p' to 'getprotobynumber'}}
}
void setservent_misuse(void) {
  int stay;
  setservent(stay); // expected-warning{{passing uninitialized value 'stay' to 'setservent'}}
}
int entries_ok(void) {
  int n = 0;
  struct hostent *h;
  struct netent *e;
  struct protoent *p;
  struct servent *s;
  sethostent(0);
  while ((h = gethostent()) != NULL)
    n += h->h_length;
  endhostent();
  setnetent(0);
  while ((e = getnetent()) != NULL)
    n += e->n_addrtype;
  endnetent();
  setprotoent(0);
  while ((p = getprotoent()) != NULL)
    n += p->p_proto;
  endprotoent();
  setservent(0);
  while ((s = getservent()) != NULL)
    n += s->s_port;
  endservent();
  e = getnetbyname("loopback");
  p = getprotobynumber(6);
  return n + (e ? e->n_addrtype : 0) + (p ? p->p_proto : 0);
}

/* inet_ntop fails only for another family, or a buffer too short for the
   family's longest address (c-ares's acountry, reduced: it printed the
   text of an address written into 20 bytes). */
#include <stdio.h>
void print_address(const struct in_addr *a) {
  char buf[20];
  printf("%s\n", inet_ntop(AF_INET, a, buf, sizeof buf));
}
void print_address6(const struct in6_addr *a) {
  char buf[INET6_ADDRSTRLEN];
  printf("%s\n", inet_ntop(AF_INET6, a, buf, sizeof buf));
}
void print_address6_short(const struct in6_addr *a) {
  char buf[INET_ADDRSTRLEN];
  printf("%s\n", inet_ntop(AF_INET6, a, buf, sizeof buf)); // expected-warning{{passing NULL pointer 'inet_ntop()' to 'printf'}}
}
void print_address_family(int af, const void *a) {
  char buf[INET6_ADDRSTRLEN];
  printf("%s\n", inet_ntop(af, a, buf, sizeof buf)); // expected-warning{{passing NULL pointer 'inet_ntop()' to 'printf'}}
}
