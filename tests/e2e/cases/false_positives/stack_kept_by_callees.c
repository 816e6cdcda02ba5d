/* Issue 9 (libyaml's stacks: STACK_INIT, PUSH, POP, STACK_EMPTY; its
   *_delete functions, run-dumper.c's copy_document): a stack grown and
   drained by callees, as their models say it.
   - A callee that pushes moves the caller's top: its model must not say
     top is unchanged because the new value was computed from the old one
     (top@ + 16). Before, the caller kept top == start after a push (a
     delete then found the stack empty: run-dumper.c's copy_document
     reported the pushed node's stack as leaked).
   - An exit under conditions its model cannot state (the assert on the
     popped item's type) says so: a constraint only that case has rules
     the case out at a call instead of making a warning. Before, an empty
     stack passed to the delete gave "passing NULL pointer 's.top'". */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include "pathsim_test.h"

struct item {
  int type;
  char *text;
};

struct stack {
  struct item *start, *end, *top;
};

int stack_init(struct stack *s) {
  s->start = s->top = malloc(8 * sizeof(struct item));
  if (!s->start)
    return 0;
  s->end = s->start + 8;
  return 1;
}

int stack_push(struct stack *s, int type) {
  char *text = malloc(16);
  if (!text || s->top == s->end) {
    free(text);
    return 0;
  }
  s->top->type = type;
  s->top->text = text;
  s->top++;
  return 1;
}

void stack_delete(struct stack *s) {
  while (!(s->start == s->top)) {
    struct item it = *(--s->top);
    switch (it.type) {
    case 1:
    case 2:
      free(it.text);
      break;
    default:
      assert(0);
    }
  }
  free(s->start);
  s->start = s->top = s->end = 0;
}

void push_moves_top(void) {
  struct stack s;
  if (!stack_init(&s))
    return;
  if (stack_push(&s, 1))
    __pathsim_eval(s.top == s.start); // expected-warning{{UNKNOWN}}
  stack_delete(&s);
}

void empty_stack(void) {
  struct stack s;
  memset(&s, 0, sizeof s);
  stack_delete(&s);
}

void pushed(void) {
  struct stack s;
  if (!stack_init(&s))
    return;
  stack_push(&s, 1);
  stack_delete(&s);
}
