/* Issue 23, capability 3: a static helper whose callers all pass strings.
   The library call below succeeds with a NULL output only for a NULL
   input, so the helper's NULL dereference is its callers' to decide. The
   helper goes on past the dereference (the pointer taken as valid) and
   tests what it reads there: a test of memory no run has is no condition
   of the case, which stays one its callers decide (it was "under
   conditions this model cannot state", and the defect stayed the
   helper's). The twin's caller passes NULL: told at the call. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { OK = 0, ERR_MEMORY = 1, ERR_SYNTAX = 2 };

int to_ascii(const char *input, char **out) {
  if (input == NULL) {
    *out = NULL;
    return OK;
  }
  size_t n = strlen(input);
  if (n > 253)
    return ERR_SYNTAX;
  char *r = malloc(n + 1);
  if (r == NULL)
    return ERR_MEMORY;
  memcpy(r, input, n + 1);
  *out = r;
  return OK;
}

static void check(const char *input) {
  char *out;
  int rc = to_ascii(input, &out);
  if (rc != OK) {
    printf("failed: %d\n", rc);
    return;
  }
  printf("%s\n", out);
  if (out[0] == 'x' && out[1] == 'n')
    puts("punycode");
  free(out);
}

/* The same, reading the result before the test. */
static int first_label(const char *input) {
  char *out;
  if (to_ascii(input, &out) != OK)
    return -1;
  int dots = 0;
  for (const char *p = out; *p && dots < 4; p++)
    if (*p == '.')
      dots++;
  free(out);
  return dots;
}

static int check_source(const char *source) {
  if (!source)
    return 0;
  check(source);
  return first_label(source);
}

/* Entry points of their own (a test runner's table would call them). */
void check_all(void) {
  check("xn--bcher-kva.example");
  check("plain.example");
}

int labels(void) { return first_label("a.b.c"); }

static void check_twin(const char *input) {
  char *out;
  int rc = to_ascii(input, &out);
  if (rc != OK)
    return;
  printf("%s\n", out);
  if (out[0] == 'x')
    puts("punycode");
  free(out);
}

int main(int argc, char **argv) {
  if (argc > 2) {
    check_twin(argv[2][0] ? argv[2] : NULL); // expected-warning{{passing NULL pointer 'out' to 'printf' in 'check_twin' [null-deref, likely]}}
    return 0;
  }
  return check_source(argc > 1 ? argv[1] : NULL);
}
