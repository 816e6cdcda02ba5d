/* Issue 9 (libyaml's STACK_EMPTY and QUEUE_EMPTY in a while loop:
   `while (!STACK_EMPTY(p, p->tags))`): `!c` of a comparison is the
   opposite comparison. C compiles `while (!(a == b))` (and `x = !c`) to
   an `xor` of the comparison's truth with 1; the path took that as a new
   value, so what it assumed of it (the loop entered, or not) was no guard
   of the function's model: a cleanup function's cases held under
   conditions its model could not state, and a caller whose stack was
   empty could take the cases that pop from it. libyaml's
   yaml_parser_delete, sampled at the path limit, kept only cases that pop
   three tag directives: five test programs reported 'freeing
   uninitialized pointer' for an empty stack. */
#include <stdlib.h>
#include "pathsim_test.h"

struct tag {
  char *handle, *prefix;
};

struct tags {
  struct tag *start, *end, *top;
};

int tags_init(struct tags *t) {
  t->start = t->top = malloc(4 * sizeof(struct tag));
  if (!t->start)
    return 0;
  t->end = t->start + 4;
  return 1;
}

/* How many tags it popped. */
int tags_drain(struct tags *t) {
  int n = 0;
  while (!(t->start == t->top)) {
    --t->top;
    n++;
  }
  return n;
}

void empty_drains_nothing(void) {
  struct tags t;
  if (!tags_init(&t))
    return;
  __pathsim_eval(tags_drain(&t) == 0); // expected-warning{{TRUE}}
  free(t.start);
}

/* libyaml's shape: a cleanup that frees what it pops. */
void tags_delete(struct tags *t) {
  while (!(t->start == t->top)) {
    struct tag tag = *(--t->top);
    free(tag.handle);
    free(tag.prefix);
  }
  free(t->start);
}

void empty_deleted(void) {
  struct tags t;
  if (!tags_init(&t))
    return;
  tags_delete(&t);
}

/* The twin: a tag pushed without its strings is found. */
void pushed_uninitialized(void) {
  struct tags t;
  if (!tags_init(&t))
    return;
  t.top++;
  tags_delete(&t); // expected-warning{{passing pointer to uninitialized memory 't.top[-1].handle' to 'tags_delete'}}
}

/* A negated flag: `!ok` is ok == 0. */
int parse(int *out);

void negated_flag(void) {
  int v;
  int ok = parse(&v);
  int failed = !ok;
  if (!failed)
    __pathsim_eval(ok != 0); // expected-warning{{TRUE}}
}
