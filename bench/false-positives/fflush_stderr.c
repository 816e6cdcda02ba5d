/* False positive: fflush's fflush(NULL) outcome makes stderr NULL; stderr is never NULL. */
#include <stdio.h>
void f(void) {
  fflush(stderr);
  fputs("x\n", stderr);
}
