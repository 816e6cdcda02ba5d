/* Issue 23, capability 5: a test after a use is no evidence. matches()
   dereferences its state first and compares it with the sentinels (small
   constants that are no address) only later: its model has no case for a
   sentinel start, so a caller passing its own state is told nothing. A
   caller that passes the sentinel itself is told at the call. */
#include <stddef.h>

struct state { int flag; };
#define DEAD_STATE ((struct state *)1)
#define FULL_STATE ((struct state *)2)

struct state *step(struct state *s, int c);

int matches(struct state *s, const char *p, const char *end) {
  int matched = s->flag & 1;
  for (; p != end; ++p) {
    struct state *next = step(s, *p);
    if (next == DEAD_STATE)
      return matched;
    s = next;
    if (s != FULL_STATE)
      matched = s->flag & 1;
  }
  if (s == FULL_STATE)
    return 1;
  return matched;
}

int search(struct state *start, const char *p, const char *end) {
  return matches(start, p, end);
}

int search_checked(struct state *start, const char *p, const char *end) {
  if (start == DEAD_STATE || start == FULL_STATE)
    return 0;
  return matches(start, p, end);
}

int search_full(const char *p, const char *end) {
  return matches(FULL_STATE, p, end); // expected-warning{{passing invalid pointer}}
}
