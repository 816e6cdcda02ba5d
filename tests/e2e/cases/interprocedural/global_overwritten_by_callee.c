// A block a global holds when the program ends is no leak (still
// reachable: Juliet's CWE-401 flow variants 45 and 68 are not reported).
// A block whose last pointer is overwritten is one, also when a callee's
// model overwrites it.
#include <stdlib.h>

static char *cache;

void fill_cache(void) { cache = malloc(10); }

// Held by the global at exit: silent.
int main_keeps(void) {
  fill_cache();
  return cache != 0;
}

// The caller overwrites what the callee stored: found.
void overwritten_by_caller(void) {
  fill_cache();
  cache = malloc(20); // expected-warning{{memory allocated by 'fill_cache' at global_overwritten_by_callee.c:19 is leaked}}
}

// The callee overwrites what the caller (or the callee before) stored: a
// model's write is taken to maybe keep the old pointer elsewhere (its model
// cannot say), so the old block is lost, not leaked.
void overwritten_by_callee(void) {
  cache = malloc(20);
  fill_cache();
} // todo-warning{{memory allocated by 'malloc' at global_overwritten_by_callee.c:27 is leaked}}

void filled_twice(void) {
  fill_cache();
  fill_cache();
} // todo-warning{{memory allocated by 'fill_cache' at global_overwritten_by_callee.c:32 is leaked}}
