// pathsim-args: --rank=possible
/* cJSON's Unity tests: `TEST_ASSERT_NOT_NULL(p)` calls UnityFail, which
   returns when a global says an earlier failure happened (or the test is
   ignored), and longjmps out of the test otherwise. Its model's longjmp
   cases also test the message's bytes (the paths that printed it), which
   rule them out at a call with another message: only the two returning
   cases are eligible. The dereference after the failed assertion is still
   reached only because the guessed case returns: possible, as any warning
   after it (it was certain after the change that demoted only the warnings
   that depend on a weak choice, before it counted the non-returning cases
   of the whole model). */
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
struct framework {
  int failed;
  int ignored;
  jmp_buf abort_frame;
};
struct framework Unity;
static void print(const char *s) {
  while (*s) {
    if (*s >= 32 && *s <= 126)
      putchar(*s);
    s++;
  }
}
void fail(const char *message) {
  if (Unity.failed)
    return;
  if (Unity.ignored)
    return;
  Unity.failed = 1;
  print(message);
  longjmp(Unity.abort_frame, 1);
}
int test_alloc(void) {
  int *p = malloc(sizeof *p);
  if (p == NULL)
    fail("Expected Non-NULL");
  *p = 1; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, possible]}}
  free(p);
  return 0;
}
