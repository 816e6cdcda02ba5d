/* Issue 9 (cJSON's tests and Unity's UnityFail): a test framework's fail
   function longjmps out of the test, but returns when a global flag says an
   earlier failure already did. The test never examined that flag: a NULL
   dereference after the fail call depends only on the callee's guard on it,
   and is ranked possible (not shown by default). */
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>

struct framework {
  int failed;
  jmp_buf abort_frame;
};
struct framework Unity;

void fail(const char *message) {
  if (Unity.failed)
    return;
  Unity.failed = 1;
  puts(message);
  longjmp(Unity.abort_frame, 1);
}

int *lookup(int key);

int test_lookup(int key) {
  int *p = lookup(key);
  if (p == NULL)
    fail("not found");
  return *p;
}

/* The defect twin: nothing stops the path but the function's own test. */
int lookup_or_complain(int key) {
  int *p = lookup(key);
  if (p == NULL)
    puts("not found");
  return *p; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
}
