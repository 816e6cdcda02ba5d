// A test of a variable the function itself may set to NULL is about that
// NULL: `f = quiet ? NULL : outfile; if (f != NULL)` says nothing of
// outfile, so the way where f held outfile and was NULL does not make a
// later `fprintf(outfile, ...)` a defect (pcre2test's callout_function, 8
// warnings). The function's own NULL is still reported where it is used,
// and a test of a variable it never sets to NULL is still a belief that the
// value may be NULL.
#include <stdio.h>

FILE *outfile;

void callout(int quiet, int n) {
  FILE *f = quiet ? NULL : outfile;
  if (f != NULL)
    fprintf(f, "--->");
  fprintf(outfile, "%d\n", n);
}

struct item {
  int v;
};
struct item *current;

int assigned_apart(int quiet) {
  struct item *it;
  if (quiet)
    it = NULL;
  else
    it = current;
  if (!it)
    return current->v;
  return it->v;
}

int own_null_used(int c, struct item *in) {
  struct item *p = c ? NULL : in;
  if (!p)
    puts("none");
  return p->v; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
}

int never_set_null(struct item *in) {
  struct item *p = in;
  if (!p)
    puts("none");
  return p->v; // expected-warning{{dereferencing NULL pointer 'p' [null-deref]}}
}
