// pathsim-args: --rank=possible
/* A callee's case chosen on a global the function never examined is a
   guess (weak_choice_the_defect_does_not_depend_on.c); a later call whose
   case a guard on that same global decides (its value now known, but only
   by the guess) takes its case on the same guess, and what that case left
   (an out-parameter unwritten) is as possible as the first call's. pcre2test's
   show_memory_info asks pattern_info three sizes; pattern_info fails only
   without a compiled pattern, which the function never tests (its callers
   run it after one compiled): the first size unwritten was possible, the
   second likely. The twin: the function tests the first call's result and
   reads the second's anyway: the failure is its own test's, likely. */
#include <stdio.h>

struct code { unsigned size, names, entry; };
struct code *compiled;

static int pattern_info(int what, unsigned *out) {
  if (compiled == NULL)
    return -1;
  *out = what == 0 ? compiled->size : what == 1 ? compiled->names : compiled->entry;
  return 0;
}

static void show_memory(void) {
  unsigned size, names, entry;
  (void)pattern_info(0, &size);
  (void)pattern_info(1, &names);
  (void)pattern_info(2, &entry);
  // expected-warning@+1{{passing uninitialized value 'size' to 'printf' [uninit-use, possible]}}
  printf("%u %u\n", names * entry, size); // expected-warning{{using uninitialized memory 'names' [uninit-use, possible]}}
}

static void show_failure(void) {
  unsigned size, names;
  if (pattern_info(0, &size) != 0) {
    (void)pattern_info(1, &names);
    printf("%u\n", names); // expected-warning{{passing uninitialized value 'names' to 'printf' [uninit-use, likely]}}
  }
}

void show(int failed) {
  if (failed)
    show_failure();
  else
    show_memory();
}
