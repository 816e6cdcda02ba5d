// pathsim-args: --recursion-depth=1
// The same mutual recursion as recursion_depth_default.c, simulated once:
// ping and pong get models in one round, in which a call into the component
// has no model yet (the conservative rule). A NULL that reaches the
// dereference through one recursive call is not found; with the default
// depth (2) it is.
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
  return pong(NULL, 1); // todo-warning{{passing NULL pointer 'p' to 'pong'}}
}

int ping_one(void) {
  return ping(NULL, 1); // todo-warning{{passing NULL pointer 'p' to 'ping'}}
}

int ping_one_valid(void) {
  int v = 1;
  return ping(&v, 1);
}
