// Issue 24, a library of two units (with settings.c), no main: reads of
// const globals another unit defines take their initializers; a non-const
// one stays unknown (known_globals_library.c).
#include <stdio.h>
#include <stdlib.h>

extern const int kCacheEnabled;
extern const int kTraceEnabled;
extern const int kRetries;
extern int gFastPath;
int use(int);

int cached_size(void) {
  int size;
  if (kTraceEnabled)
    puts("trace");
  else
    size = 64;
  return use(size);
}

int retry_budget(void) {
  int budget;
  if (kRetries == 3)
    budget = 10;
  return use(budget);
}

void fill_cache(void) {
  char *block = malloc(32);
  if (!block)
    return;
  if (kCacheEnabled) {
    free(block);
    return;
  }
  puts("no cache");
}

// The twins: a defect the const value leads to is still reported...
int traced_size(void) {
  int size;
  if (kCacheEnabled)
    puts("cached");
  else
    size = 64;
  return use(size); // expected-warning{{passing uninitialized value 'size' to 'use'}}
}

// ...and a non-const global may hold anything in a library.
int fast_size(void) {
  int size;
  if (gFastPath)
    puts("fast");
  else
    size = 64;
  return use(size); // expected-warning{{passing uninitialized value 'size' to 'use'}}
}
