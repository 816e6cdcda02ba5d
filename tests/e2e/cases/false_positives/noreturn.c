/* Once a false positive (bench/false-positives/noreturn.c): die() never returns (abort), yet the path through it goes on to *p. */
// expected-no-diagnostics
#include <stdlib.h>
int *lookup(int key);
void die(void) { abort(); }
int get(int key) {
  int *p = lookup(key);
  if (!p)
    die();
  return *p;
}
