/* Issue 23 (capability 7): two calls of a function with no side effect, on
   the same arguments and with no write between them, give the same answer,
   whether or not its declaration says it is pure. The model the call uses
   decides: a hand-written one that changes nothing but what it returns and
   finds that in memory (getenv's environment), or the program's own code
   when it writes only its locals and calls only such functions
   (automodel/SameAnswer.h). */
// pathsim-args: --rank=possible
#include <stddef.h>
#include <stdlib.h>

/* An option read from the environment by a project's macro: the second
   getenv is the first. */
#define ENV_FLAG(name, dflt) (!getenv(name) ? (dflt) : getenv(name)[0] == '1')

int verbose(void) { return ENV_FLAG("APP_VERBOSE", 0); }

/* A lookup at a computed index: its model cannot say which case a caller
   takes, but the program's code reads only, so both calls agree. */
struct table {
  int slots[16];
  int lookups;
};

static int present(const struct table *t, unsigned h) {
  return t->slots[h % 16] != 0;
}

void take(int x);

void asked_twice(const struct table *t, unsigned h) {
  int x;
  if (present(t, h))
    x = 1;
  if (present(t, h))
    take(x);
}

/* A getter of a getter qualifies too. */
static int absent(const struct table *t, unsigned h) { return !present(t, h); }

void asked_twice_through_another(const struct table *t, unsigned h) {
  int x;
  if (!absent(t, h))
    x = 1;
  if (present(t, h) && !absent(t, h))
    take(x);
}

/* The defect twins. The environment changed between the calls: */
int after_unset(const char *name) {
  if (getenv(name) == NULL)
    return 0;
  unsetenv(name);
  return getenv(name)[0]; // expected-warning{{dereferencing NULL pointer 'getenv()'}}
}

/* Other arguments: */
int other_name(const char *a, const char *b) {
  if (!getenv(a))
    return 0;
  return getenv(b)[0]; // expected-warning{{dereferencing NULL pointer 'getenv()'}}
}

/* A function that writes is no getter: each call may answer differently. */
static int present_counted(struct table *t, unsigned h) {
  t->lookups++;
  return t->slots[h % 16] != 0;
}

void counted_twice(struct table *t, unsigned h) {
  int x;
  if (present_counted(t, h))
    x = 1;
  if (present_counted(t, h))
    take(x); // expected-warning{{passing uninitialized value 'x' to 'take'}}
}

/* Nor is one that reads what the program does not hold (rand's state). */
static int coin(void) { return rand() & 1; }

int coin_twice(void) {
  int *p = NULL, x = 1;
  if (coin())
    p = &x;
  if (coin())
    return *p; // expected-warning{{dereferencing NULL pointer 'p'}}
  return 0;
}
