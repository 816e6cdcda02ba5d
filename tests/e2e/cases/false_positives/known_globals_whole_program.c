/* Issue 9, class 1: when the run holds a whole program (it defines main), an
   external global that nothing writes and whose address is never taken reads
   as its initializer, as a `const` one does: no code outside the run can
   change it. One that some function writes, whose address escapes, or that
   is only declared here (defined outside the run: a library's `optind`) may
   hold anything. (known_globals.multi: a program of two units.) */
#include <stdio.h>

int use(int);

int debugMode = 0;
int limit = 8;

int external_false(void) {
  int x;
  if (debugMode)
    puts("no");
  else
    x = 5;
  return use(x);
}

int external_limit(void) {
  int x;
  if (limit == 8)
    x = 3;
  return use(x);
}

int written = 0;
void set_written(void) { written = 1; }

int external_written(void) {
  int x;
  if (written)
    puts("no");
  else
    x = 5;
  return use(x); // expected-warning{{passing uninitialized value 'x' to 'use'}}
}

int escaped = 0;
void register_flag(int *flag);
void expose(void) { register_flag(&escaped); }

int external_escaped(void) {
  int x;
  if (escaped)
    puts("no");
  else
    x = 5;
  return use(x); // expected-warning{{passing uninitialized value 'x' to 'use'}}
}

extern int defined_elsewhere;

int external_declared(void) {
  int x;
  if (defined_elsewhere)
    puts("no");
  else
    x = 5;
  return use(x); // expected-warning{{passing uninitialized value 'x' to 'use'}}
}

int main(void) {
  set_written();
  expose();
  return external_false() + external_limit() + external_written() +
         external_escaped() + external_declared();
}
