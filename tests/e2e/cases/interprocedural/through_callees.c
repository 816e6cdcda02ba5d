// Defects through a callee's automatic model: a callee that frees its
// parameter after advancing it, and freed memory passed to a callee that
// reads it (dereferences it, or prints it with %s).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void trim_and_free(char *p) {
  while (*p == ' ')
    p++;
  free(p);
}
void free_middle(void) {
  char *s = strdup("  x");
  if (!s)
    return;
  trim_and_free(s); // expected-warning{{bytes past where it points, in the middle of its block [free-nonheap]}}
}
static void release(char *p) { free(p); }
void free_start(void) {
  char *s = strdup("x");
  if (!s)
    return;
  release(s);
}

static int first(const char *p) { return p[0]; }
static void show(const char *p) { printf("%s\n", p); }
int read_after_free(void) {
  char *s = strdup("x");
  if (!s)
    return 0;
  free(s);
  return first(s); // expected-warning{{passing pointer to freed memory 's' to 'first' [freed-deref]}}
}
void print_after_free(void) {
  char *s = strdup("x");
  if (!s)
    return;
  free(s);
  show(s); // expected-warning{{passing pointer to freed memory 's' to 'show' [freed-deref]}}
}
void read_then_free(void) {
  char *s = strdup("x");
  if (!s)
    return;
  show(s);
  if (first(s))
    free(s);
  else
    free(s);
}
