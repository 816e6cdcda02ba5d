// One unchecked allocation handed to a series of functions that each
// dereference it is one defect: the program fails inside the first, so the
// path ends there, as at a dereference of the caller's own (pcre2grep's
// match context passed to four setters gave four warnings). A second
// unchecked allocation is a second defect, reported on the paths where the
// first succeeded.
#include <stdlib.h>

struct context {
  int limit, depth, heap;
};

struct context *context_create(void) {
  return malloc(sizeof(struct context));
}
void set_limit(struct context *c, int v) { c->limit = v; }
void set_depth(struct context *c, int v) { c->depth = v; }
void set_heap(struct context *c, int v) { c->heap = v; }

int configure(int limit, int depth) {
  struct context *c = context_create();
  set_limit(c, limit); // expected-warning{{passing NULL pointer 'c' to 'set_limit' [null-deref]}}
  if (depth > 0)
    set_depth(c, depth);
  set_heap(c, 4096);
  int heap = c->heap;
  free(c);
  return heap;
}

int configure_two(int limit) {
  struct context *match = context_create();
  struct context *compile = context_create();
  set_limit(match, limit); // expected-warning{{passing NULL pointer 'match' to 'set_limit' [null-deref]}}
  set_limit(compile, limit); // expected-warning{{passing NULL pointer 'compile' to 'set_limit' [null-deref]}}
  set_heap(match, 1);
  set_heap(compile, 1);
  int heap = match->heap + compile->heap;
  free(match);
  free(compile);
  return heap;
}

// libc's functions too: fprintf dereferences its stream.
#include <stdio.h>
void log_twice(const char *path) {
  FILE *f = fopen(path, "w");
  fprintf(f, "one\n"); // expected-warning{{passing NULL pointer 'f' to 'fprintf' [null-deref]}}
  fprintf(f, "two\n");
  fclose(f);
}
