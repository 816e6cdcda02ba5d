// pathsim-args: --rank=possible
/* After a defect the path goes on (docs/analysis.md, "One defect, one
   warning; after it, the path goes on"), and what it finds after a NULL it
   dereferenced is real only if that dereference is not: possible. Not so
   when the NULL came from a callee's case the function never tested: no
   branch after it depends on it, so each later defect is also met where
   the allocation succeeded, with its own rank, unless it is computed from
   the guess that the NULL is a valid pointer (issue 24, item 8; issue 23,
   item 9). In a sampled function (2^7 paths through the options, the
   default limit is 50) the paths that take the first allocation's success
   may never reach the later ones: pcre2grep's unchecked compile_context
   after its unchecked match_context fell from likely to possible. The
   twin: a defect after a NULL the function tested (its error branch)
   stays possible (after_a_defect.c). */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

struct ctx { int n; int level; };

/* Its NULL is malloc's failure, passed on (errno set): the environment's,
   as malloc's own, whatever the census of ctx_new's callers says (four
   calls below, none tested, used to make all four possible). */
struct ctx *ctx_new(void) {
  struct ctx *c = malloc(sizeof *c);
  if (!c)
    return NULL;
  c->n = 2;
  c->level = 0;
  return c;
}
void ctx_set(struct ctx *c, int n) { c->level = n; }
void ctx_free(struct ctx *c) { free(c); }
/* NULL only when the level reached the count: never where ctx_new
   succeeded (n 2, level 1 at most below). */
const char *ctx_name(const struct ctx *c) {
  if (c->level >= c->n)
    return NULL;
  return "default";
}

struct options { int a, b, c, d, e, f, g; };

int run(const struct options *o) {
  int flags = 0;
  if (o->a) flags |= 1;
  if (o->b) flags |= 2;
  if (o->c) flags |= 4;
  if (o->d) flags |= 8;
  if (o->e) flags |= 16;
  if (o->f) flags |= 32;
  if (o->g) flags |= 64;
  struct ctx *match = ctx_new();
  struct ctx *compile = ctx_new();
  struct ctx *general = ctx_new();
  struct ctx *convert = ctx_new();
  ctx_set(match, flags & 1); // expected-warning{{passing NULL pointer 'match' to 'ctx_set' [null-deref, likely]}}
  ctx_set(compile, flags & 1); // expected-warning{{passing NULL pointer 'compile' to 'ctx_set' [null-deref, likely]}}
  ctx_set(general, flags & 1); // expected-warning{{passing NULL pointer 'general' to 'ctx_set' [null-deref, likely]}}
  ctx_set(convert, flags & 1); // expected-warning{{passing NULL pointer 'convert' to 'ctx_set' [null-deref, likely]}}
  ctx_free(match);
  ctx_free(compile);
  ctx_free(general);
  ctx_free(convert);
  return flags;
}

/* The twin: a value computed from the guess. The NULL context is taken to
   point to memory nothing is known of, where ctx_name may find the level
   at the count; where ctx_new succeeded it cannot. Possible (as
   libevent's strchr of the copy its unchecked strdup did not make). */
size_t name_length(void) {
  struct ctx *c = ctx_new();
  ctx_set(c, 1); // expected-warning{{passing NULL pointer 'c' to 'ctx_set' [null-deref, certain]}}
  size_t n = strlen(ctx_name(c)); // expected-warning{{passing NULL pointer 'ctx_name()' to 'strlen' [null-deref, possible]}}
  ctx_free(c);
  return n;
}

/* A descriptor the function opened, leaked on its error path after a NULL
   a callee's case gave (a stack found empty by a guard on its own field)
   was dereferenced: the leak does not depend on that NULL, and keeps its
   rank (issue 24's fd leak behind a callee's case). */
struct stack { int top; int *slot[8]; };
int *pop(struct stack *s) {
  if (s->top == 0)
    return NULL;
  return s->slot[--s->top];
}

int load(const char *path, struct stack *s, const struct options *o) {
  int fd = open(path, O_RDONLY);
  if (fd < 0)
    return -1;
  int flags = o->a ? 1 : 0;
  if (o->b) flags |= 2;
  if (o->c) flags |= 4;
  if (o->d) flags |= 8;
  if (o->e) flags |= 16;
  if (o->f) flags |= 32;
  if (o->g) flags |= 64;
  int *v = pop(s);
  printf("%d\n", *v + flags); // expected-warning{{dereferencing NULL pointer 'v' [null-deref, possible]}}
  char buf[16];
  if (read(fd, buf, sizeof buf) != (long)sizeof buf)
    return -1; // expected-warning{{leaking FD resource from 'open(path, O_RDONLY)' (still open) [resource-leak, likely]}}
  close(fd);
  return flags;
}

/* Its twin: the descriptor read from the popped slot is the guess's. */
int load_from(struct stack *s, const struct options *o) {
  int flags = o->a ? 1 : 0;
  if (o->b) flags |= 2;
  if (o->c) flags |= 4;
  if (o->d) flags |= 8;
  if (o->e) flags |= 16;
  if (o->f) flags |= 32;
  if (o->g) flags |= 64;
  int *v = pop(s);
  int fd = openat(*v, "data", O_RDONLY); // expected-warning{{dereferencing NULL pointer 'v' [null-deref, possible]}}
  if (fd < 0)
    return -1;
  char buf[16];
  if (read(fd, buf, sizeof buf) != (long)sizeof buf)
    return -1; // expected-warning{{leaking FD resource}}
  close(fd);
  return flags;
}
