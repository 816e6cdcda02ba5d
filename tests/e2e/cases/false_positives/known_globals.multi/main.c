// Issue 9, class 1, a program of two units (with config.c): an external
// global defined in another unit of a whole program, that no unit writes
// and whose address is never taken, reads as its initializer here too.
#include <stdio.h>

extern int verbose;
extern int level;
int use(int);

int read_verbose(void) {
  int x;
  if (verbose)
    puts("no");
  else
    x = 5;
  return use(x);
}

void raise_level(void) { level = 2; }

int read_level(void) {
  int x;
  if (level == 1)
    x = 5;
  return use(x); // expected-warning{{passing uninitialized value 'x' to 'use'}}
}

int main(void) { return read_verbose() + read_level(); }
