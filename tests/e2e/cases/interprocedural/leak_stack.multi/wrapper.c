// A malloc wrapper two calls away from the leak.
#include <stdlib.h>

void *xmalloc(unsigned long n) {
  void *p = malloc(n); // expected-note{{memory allocated here, in 'xmalloc'}}
  if (!p)
    abort();
  return p;
}
