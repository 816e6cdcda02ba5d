// Issue 24, item 3: a function returns a pointer it advanced into a block
// it allocated (past a prefix, past leading blanks). Its model says how far
// into the new block the pointer is, so the caller's free of it is not at
// the block's start, its leak is a leak, and a free of the start is right.
#include <stdlib.h>
#include <string.h>

// The default setting, past its leading blanks, in a block of its own.
static char *default_mode(void) {
  char *b = malloc(16);
  if (!b)
    exit(1);
  strcpy(b, "  fast");
  while (*b == ' ')
    b++;
  return b;
}

// A buffer with a header of 8 bytes before what the caller sees.
static char *new_record(size_t n) {
  char *b = malloc(n + 8);
  if (!b)
    exit(1);
  memset(b, 0, 8);
  return b + 8;
}
static void free_record(char *p) { free(p - 8); }

// The same, handed back through an out-parameter.
static void open_record(char **out) {
  char *b = calloc(1, 24);
  if (!b)
    exit(1);
  *out = b + 8;
}

void drop_mode(void) {
  char *mode = default_mode();
  free(mode); // expected-warning{{freeing a pointer 'mode' that does not point to the start of its block [free-nonheap]}}
}

void drop_record(void) {
  char *r = new_record(16);
  r[0] = 'a';
  free(r); // expected-warning{{freeing a pointer 'r' that does not point to the start of its block [free-nonheap]}}
}

void drop_opened(void) {
  char *r;
  open_record(&r);
  free(r); // expected-warning{{freeing a pointer 'r' that does not point to the start of its block [free-nonheap]}}
}

int forget_mode(void) {
  char *mode = default_mode();
  return mode[0]; // expected-warning{{memory allocated by 'default_mode' at advanced_into_new_block.c:55 and held by 'mode' is leaked [leak]}}
}

// The correct twins: the start of the block freed, the block kept.
void close_record(void) {
  char *r = new_record(16);
  r[0] = 'a';
  free_record(r);
}

void close_opened(void) {
  char *r;
  open_record(&r);
  free(r - 8);
}

static char *kept;
void keep_mode(void) { kept = default_mode(); }

int read_mode(void) {
  char *mode = default_mode();
  int c = mode[0];
  free(mode - 2);
  return c;
}

// The block's start handed back too, beside the pointer into it: the
// caller frees it there.
static char *split_field(char **start) {
  char *b = malloc(16);
  if (!b)
    exit(1);
  strcpy(b, "key=v");
  *start = b;
  return b + 4;
}

int read_field(void) {
  char *start;
  char *value = split_field(&start);
  int c = value[0];
  free(start);
  return c;
}
