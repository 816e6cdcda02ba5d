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

// The callee overwrites what the caller (or the callee before) stored
// without reading it: it cannot have kept the old pointer, so the old block
// is leaked, at the call.
void overwritten_by_callee(void) {
  cache = malloc(20);
  fill_cache(); // expected-warning{{memory allocated by 'malloc' at global_overwritten_by_callee.c:27 is leaked}}
}

void filled_twice(void) {
  fill_cache();
  fill_cache(); // expected-warning{{memory allocated by 'fill_cache' at global_overwritten_by_callee.c:32 is leaked}}
}

// A callee that reads the old pointer before it overwrites it may keep it
// (here in a list the model cannot describe): lost, not leaked.
struct node { struct node *next; };
static struct node *pending[4];
static int npending;

void refill_cache(void) {
  pending[npending++ & 3] = (struct node *)cache;
  cache = malloc(10);
}

void refilled(void) {
  cache = malloc(20);
  refill_cache();
}

// Freed before it is overwritten: no leak either.
void replace_cache(void) {
  free(cache);
  cache = malloc(10);
}

void replaced(void) {
  cache = malloc(20);
  replace_cache();
}
