// A function that frees a block and returns the pointer to it: the
// function is told (return-freed), and so is each caller that then reads
// the block, directly or through a callee (a use after free). A caller
// that only passes the pointer on is not told again. Each has a correct
// twin: a helper that returns the block alive, freed by its caller.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void print_line(const char *line) {
  if (line != NULL)
    printf("%s\n", line);
}

static char *reversed_freed(const char *s) {
  size_t n = strlen(s);
  char *r = malloc(n + 1);
  if (r == NULL)
    exit(1);
  for (size_t k = 0; k < n; k++)
    r[k] = s[n - k - 1];
  r[n] = '\0';
  free(r);
  return r; // expected-warning{{returning pointer to freed memory [return-freed]}}
}

static char *reversed(const char *s) {
  size_t n = strlen(s);
  char *r = malloc(n + 1);
  if (r == NULL)
    exit(1);
  for (size_t k = 0; k < n; k++)
    r[k] = s[n - k - 1];
  r[n] = '\0';
  return r;
}

void print_reversed_freed(void) {
  char *r = reversed_freed("abc");
  print_line(r); // expected-warning{{passing pointer to freed memory 'r' to 'print_line' [freed-deref]}}
}

void print_reversed(void) {
  char *r = reversed("abc");
  print_line(r);
  free(r);
}

int first_of_reversed_freed(void) {
  char *r = reversed_freed("abc");
  return r[0]; // expected-warning{{using freed memory 'r' [freed-deref]}}
}

int first_of_reversed(void) {
  char *r = reversed("abc");
  int c = r[0];
  free(r);
  return c;
}

// Passed on, not read: the defect is reversed_freed's.
char *pass_on_freed(void) { return reversed_freed("abc"); }
