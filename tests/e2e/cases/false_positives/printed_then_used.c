// A pointer printed with %s is read by printf: a NULL or freed one, reported
// there, ends the path as one passed to any callee that dereferences it
// (null_passed_to_setters.c). Before, the path went on from the printf and
// the same defect was reported again at the next use (`printf("%s", p);
// strlen(p)`, `printf(...); puts(p)` after `free(p)`). A second pointer in
// the same call is checked too; what the path reaches when the pointer is
// valid is still reported.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

size_t print_copy(const char *s) {
  char *p = strdup(s);
  printf("%s\n", p); // expected-warning{{passing NULL pointer 'p' to 'printf' [null-deref, certain]}}
  size_t n = strlen(p);
  puts(p);
  free(p);
  return n;
}

void print_after_free(char *p) {
  free(p);
  printf("%s\n", p); // expected-warning{{passing pointer to freed memory 'p' to 'printf' [freed-deref, certain]}}
  puts(p);
}

// The twins: both pointers of one call, and a use the valid path reaches.
void print_two(char *p, const char *s) {
  char *q = strdup(s);
  free(p);
  printf("%s %s\n", p, q); // expected-warning{{passing pointer to freed memory 'p' to 'printf' [freed-deref, certain]}} expected-warning{{passing NULL pointer 'q' to 'printf' [null-deref, certain]}}
  free(q);
}

void print_then_leak(const char *s) {
  char *p = strdup(s);
  if (!p)
    return;
  printf("%s\n", p);
  p[0] = 0; // expected-warning{{memory allocated by 'strdup' at printed_then_used.c:36 and held by 'p' is leaked [leak, certain]}}
}
