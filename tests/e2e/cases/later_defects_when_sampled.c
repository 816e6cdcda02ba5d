/* A path ends at the first defect on it (one defect, one warning): an
   unchecked `match` handed to a callee that dereferences it. In a function
   with more paths than --max-paths (here 2^7 through the options, the
   default limit is 50), the explorer samples; before, every sampled path
   took the same NULL cases of both allocations and ended at `match`, and
   the unchecked `compile` after it was never reported (pcre2grep's
   compile_context). After a path ends at a defect, the next one makes the
   other choice that gave the defect's value (`match` allocated), so the
   code after it is explored. */
#include <stdlib.h>

struct ctx { int n; };

struct ctx *ctx_new(void) {
  struct ctx *c = malloc(sizeof *c);
  if (!c)
    return NULL;
  c->n = 0;
  return c;
}
void ctx_set(struct ctx *c, int n) { c->n = n; }
void ctx_free(struct ctx *c) { free(c); }

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
  struct ctx *compile = ctx_new();
  struct ctx *match = ctx_new();
  ctx_set(match, flags); // expected-warning{{passing NULL pointer 'match' to 'ctx_set' [null-deref, likely]}}
  ctx_set(compile, flags + 1); // expected-warning{{passing NULL pointer 'compile' to 'ctx_set' [null-deref, likely]}}
  ctx_free(match);
  ctx_free(compile);
  return 0;
}
