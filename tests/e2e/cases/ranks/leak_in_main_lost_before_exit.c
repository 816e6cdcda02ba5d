// pathsim-args: --rank=possible
/* A leak at main's return is possible: the program's exit releases what
   main holds then (the copy 'kept' holds). A block main no longer holds
   when it returns (each turn of the loop drops the last turn's copy) was
   lost while the program ran: it keeps its rank (issue 24, item 8: a leak
   in main). A leak is one warning per allocation site and rank, each
   where a path first meets it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  char *kept = NULL;
  for (int i = 1; i < argc; i++) {
    char *copy = strdup(argv[i]);
    if (!copy)
      return 1; // expected-warning{{memory allocated by 'strdup' at leak_in_main_lost_before_exit.c:15 and held by 'kept' is leaked [leak, possible]}}
    printf("%s\n", copy);
    kept = copy;
  }
  if (argc > 1)
    return 0; // expected-warning{{memory allocated by 'strdup' at leak_in_main_lost_before_exit.c:15 is leaked [leak, likely]}}
  return 0;
}
