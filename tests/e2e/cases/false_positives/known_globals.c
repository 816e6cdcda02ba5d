/* Issue 9, class 1: globals whose value is known. A `const` global and a
   file-static variable never written after its initializer, whose address is
   never taken, read as their initializer. A static that some function writes,
   or whose address escapes, may hold anything. */
#include <stdio.h>

int use(int);

static int staticFalse = 0;
static const int table[2] = {1, 2};

int static_false(void) {
  int x;
  if (staticFalse)
    puts("no");
  else
    x = 5;
  return use(x);
}

int const_table(void) {
  int x;
  if (table[0] == 1)
    x = 3;
  return use(x);
}

static int written = 0;
void set_written(void) { written = 1; }

int static_written(void) {
  int x;
  if (written)
    puts("no");
  else
    x = 5;
  return use(x); // expected-warning{{passing uninitialized value 'x' to 'use'}}
}

static int escaped = 0;
void register_flag(int *flag);
void expose(void) { register_flag(&escaped); }

int static_escaped(void) {
  int x;
  if (escaped)
    puts("no");
  else
    x = 5;
  return use(x); // expected-warning{{passing uninitialized value 'x' to 'use'}}
}
