// The mutual recursion of recursion_depth1.c with the default
// --recursion-depth (2): the second round simulates ping and pong with the
// models of the first, so a NULL that reaches the dereference through one
// recursive call is found; through two it is not (that takes depth 3).
#include <stddef.h>

int ping(int *p, int k);

int pong(int *p, int k) {
  if (k == 0)
    return *p;
  return ping(p, k - 1);
}

int ping(int *p, int k) { return pong(p, k); }

int pong_zero(void) {
  return pong(NULL, 0); // expected-warning{{passing NULL pointer 'p' to 'pong' [null-deref]}}
}

int ping_zero(void) {
  return ping(NULL, 0); // expected-warning{{passing NULL pointer 'p' to 'ping' [null-deref]}}
}

int pong_one(void) {
  return pong(NULL, 1); // expected-warning{{passing NULL pointer 'p' to 'pong' [null-deref]}}
}

int ping_one(void) {
  return ping(NULL, 1); // expected-warning{{passing NULL pointer 'p' to 'ping' [null-deref]}}
}

int ping_two(void) {
  return ping(NULL, 2); // todo-warning{{passing NULL pointer 'p' to 'ping'}}
}

int ping_one_valid(void) {
  int v = 1;
  return ping(&v, 1);
}
