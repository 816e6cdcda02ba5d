/* Issue 9, class 1, the twin of known_globals_whole_program.c: a library (no
   main in the run) cannot know its external globals: the program that links
   it may write them, so a read may give anything. */
#include <stdio.h>

int use(int);

int debugMode = 0;

int external_false(void) {
  int x;
  if (debugMode)
    puts("no");
  else
    x = 5;
  return use(x); // expected-warning{{passing uninitialized value 'x' to 'use'}}
}
