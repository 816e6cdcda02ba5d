// A constructor or destructor defined in another unit is simulated by its
// model, not taken as unknown: `count` is 0 after Counter's constructor,
// and Holder's destructor frees what its constructor allocated.
#include "counter.h"

int use(int);

int counted() {
  Counter c;
  int x;
  if (c.count == 0)
    x = 1;
  return use(x);
}

int held() {
  Holder h(16);
  return h.data ? 1 : 0;
}

// Keeper's destructor does not free: the leak is found through the models
// of both.
int kept() {
  Keeper k(16);
  return k.data ? 1 : 0; // expected-warning{{memory allocated by 'Keeper' at main.cpp:24 is leaked}}
}
