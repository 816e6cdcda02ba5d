// pathsim-args: --rank=possible
/* After a defect the path goes on where what the program does next is
   defined well enough, so the defects after it on the same path are still
   found (issue 24, item 7: a callee's NULL dereference ended every error
   path of a function, and its real leak a line later was never reached).
   A dereferenced NULL, freed or uninitialized pointer is taken as valid
   from there; an uninitialized value once reported as initialized with an
   unknown value; a division by zero's result as unknown. Each defect of one
   origin is reported once per path. What the path finds after its own
   such defect is real only if that one is not: possible. A call through a
   NULL function pointer still ends the path: nothing after it is defined. */
#include <stdio.h>
#include <stdlib.h>

struct rec {
  int id;
  int size;
};

/* The function's own error path dereferences the NULL it tested for; the
   buffer it returns without freeing is leaked on that path only. */
int own_null_then_leak(struct rec *r) {
  char *buf = malloc(32);
  if (!buf)
    return -1;
  if (!r) {
    printf("no record %d\n", r->id); // expected-warning{{dereferencing NULL pointer 'r' [null-deref, likely]}}
    return -1; // expected-warning{{memory allocated by 'malloc' at after_a_defect.c:23 and held by 'buf' is leaked [leak, possible]}}
  }
  buf[0] = (char)r->id;
  free(buf);
  return 0;
}

/* Its twin frees the buffer on the error path: the dereference alone. */
int own_null_no_leak(struct rec *r) {
  char *buf = malloc(32);
  if (!buf)
    return -1;
  if (!r) {
    printf("no record %d\n", r->id); // expected-warning{{dereferencing NULL pointer 'r' [null-deref, likely]}}
    free(buf);
    return -1;
  }
  buf[0] = (char)r->id;
  free(buf);
  return 0;
}

/* A callee that reads the record: passing it NULL is reported at the
   call, and the path goes on to the leak. */
static void print_rec(const struct rec *r) { printf("%d\n", r->id); }

int callee_deref_then_leak(struct rec *r) {
  char *buf = malloc(32);
  if (!buf)
    return -1;
  if (!r) {
    print_rec(r); // expected-warning{{passing NULL pointer 'r' to 'print_rec' [null-deref, likely]}}
    return -1; // expected-warning{{memory allocated by 'malloc' at after_a_defect.c:55 and held by 'buf' is leaked [leak, possible]}}
  }
  print_rec(r);
  free(buf);
  return 0;
}

/* A callee whose own test finds the NULL and then dereferences it: the
   defect is the callee's, its callers decide; the caller's path goes on
   past the call. */
static int describe(const struct rec *r) {
  if (!r)
    return printf("missing %d\n", r->size);
  return printf("%d\n", r->size);
}

int callee_defect_then_leak(void) {
  char *buf = malloc(32);
  if (!buf)
    return -1;
  describe(NULL); // expected-warning{{dereferencing NULL pointer 'r' in 'describe' [null-deref, certain]}}
  return 0; // expected-warning{{memory allocated by 'malloc' at after_a_defect.c:77 and held by 'buf' is leaked [leak, certain]}}
}

/* One origin, one warning: an unchecked allocation used three times is
   reported at its first use; a second unchecked one on the same path is
   a defect of its own. */
int unchecked_twice(void) {
  struct rec *a = malloc(sizeof *a);
  struct rec *b = malloc(sizeof *b);
  a->id = 1; // expected-warning{{dereferencing NULL pointer 'a' [null-deref, certain]}}
  a->size = 2;
  print_rec(a);
  b->id = a->id; // expected-warning{{dereferencing NULL pointer 'b' [null-deref, certain]}}
  int n = b->id + a->size;
  free(a);
  free(b);
  return n;
}

/* One uninitialized byte read in a loop: one defect, reported where the
   path first uses it (not at each test of the copy, nor where printf
   reads the byte again). */
int one_uninitialized_byte(void) {
  char *line = malloc(64);
  if (!line)
    return 0;
  int n = 0;
  for (int i = 0; i < 3; i++) {
    char c = *line;
    if (c == 'a' || c == 'b') // expected-warning{{using uninitialized memory '*line' [uninit-use, certain]}}
      n++;
  }
  printf("%s", line);
  free(line);
  return n;
}

/* Two uninitialized variables are two defects. */
int two_origins(int k) {
  int x, y;
  if (k) {
    x = 1;
    y = 2;
  }
  int a = x + 1; // expected-warning{{using uninitialized memory 'x' [uninit-use, likely]}}
  return a + y;  // expected-warning{{using uninitialized memory 'y' [uninit-use, likely]}}
}

/* A use after free and the second free of the same block: one defect, the
   early free. */
void freed_used_then_freed(struct rec *r) {
  free(r);
  r->id = 0; // expected-warning{{using freed memory 'r' [freed-deref, certain]}}
  free(r);
}

/* A division by zero: its result unknown, the path goes on to the leak. */
int divided_by_zero_then_leak(int total) {
  int parts = 0;
  char *buf = malloc(16);
  if (!buf)
    return -1;
  int share = total / parts; // expected-warning{{division by zero ('parts' is 0) [div-zero, certain]}}
  return share; // expected-warning{{memory allocated by 'malloc' at after_a_defect.c:140 and held by 'buf' is leaked [leak, possible]}}
}

/* A call through a NULL function pointer still ends the path: the program
   jumps to no code, nothing after it is defined. */
int called_through_null(void) {
  void (*hook)(void) = NULL;
  char *buf = malloc(16);
  if (!buf)
    return -1;
  hook(); // expected-warning{{calling through NULL function pointer '(*hook)' [null-deref, certain]}}
  return 0;
}
