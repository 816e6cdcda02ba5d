// One site, one pointer value (one name, from one call), one warning:
// `printf("%s", p)` after `p = strdup(s); free(p);` uses freed memory when
// strdup succeeded and a NULL when it failed. The user sees one warning at the site, the strongest
// (surest rank, then highest severity: the use after free), with a note
// naming the other ("also on another path: passing NULL pointer 'p' to
// 'printf' [null-deref, certain]"; tests/cli/output_test.sh checks it).
// Two pointers at one site are two defects, each reported; so are two
// values of one pointer that no single call gave.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void print_freed_copy(const char *s) {
  char *p = strdup(s);
  free(p);
  printf("%s\n", p); // expected-warning{{passing pointer to freed memory 'p' to 'printf' [freed-deref, certain]}}
}

// The twins. Two values at one site under one name, not from one call (a
// NULL constant, a block the caller gave): two defects, as PREfix's
// Figure 1 reports an uninitialized 'result' and malloc's NULL at one line.
void deref_freed_or_null(int *q, int n) {
  int *p = n > 0 ? q : NULL;
  if (n > 1)
    free(p);
  *p = 1; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}} expected-warning{{using freed memory 'p' [freed-deref, likely]}}
}

// Two pointers at one site, two warnings.
void print_two(char *p, const char *s) {
  char *q = strdup(s);
  free(p);
  printf("%s %s\n", p, q); // expected-warning{{passing pointer to freed memory 'p' to 'printf' [freed-deref, certain]}} expected-warning{{passing NULL pointer 'q' to 'printf' [null-deref, certain]}}
  free(q);
}
