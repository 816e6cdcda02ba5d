/* Once a false positive (bench/false-positives/fflush_stderr.c): fflush's fflush(NULL) outcome makes stderr NULL; stderr is never NULL. */
// expected-no-diagnostics
#include <stdio.h>
void f(void) {
  fflush(stderr);
  fputs("x\n", stderr);
}
