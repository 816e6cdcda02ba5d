/* Issue 23, capability 3, in a whole program (a unit defines `main`): no
   code outside the run calls a function, static or not, so its callers
   decide. */
#include <stdio.h>

int level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level;
}

int tagged_level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level;
}

int main(int argc, char **argv) {
  (void)argv;
  int a = level_of("plain");
  int b = argc > 2 ? tagged_level_of("#x") : 0; // expected-warning{{returning uninitialized value 'level' in 'tagged_level_of' [uninit-use, likely]}}
  printf("%d %d\n", a, b);
  return 0;
}
