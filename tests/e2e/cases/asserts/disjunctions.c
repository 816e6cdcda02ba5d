// pathsim-args: --rank=possible
// The tests inside an assertion's condition (its `&&` and `||`, which C
// compiles to branches) are what the program states, not tests the
// function makes: nothing in them is reported, none makes a warning after
// it likely, and the way of a `&&` that can only make the assertion false
// is not taken.
#define NDEBUG
#include <assert.h>
#include <stddef.h>

struct db {
  unsigned char failed;
};
struct select {
  int flags;
};

// sqlite3SelectPrep's shape: NULL only after an allocation failed, and
// then the function returns first.
int prepared(struct db *db, struct select *p) {
  assert(p != NULL || db->failed);
  if (db->failed)
    return 0;
  return p->flags;
}

// The assertion is not evaluated: `checked` is never read.
int unread_in_a_conjunction(struct select *p) {
  int checked;
  assert(p && checked);
  return p->flags;
}

// NULL is what the assertion allows, and the function never tested `p`:
// possible, not likely (the `||` is no test of the function's own).
int allowed_null(struct select *p) {
  assert(p == NULL || p->flags > 0);
  return p->flags; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, possible]}}
}
