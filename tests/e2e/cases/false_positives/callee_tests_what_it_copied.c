/* Issue 9 (libyaml's tests/run-scanner.c): a callee that clears *token, then
   copies a queued token into it and tests the copy's type. The type it
   tests is what it wrote, not what the caller's token held on entry: its
   model must not guard on the caller's memory (`*<4:0>token@ == 2`), which
   the caller's first call leaves uninitialized ("passing pointer to
   uninitialized memory 'token.type'"). The bytes a copy of unknown memory
   wrote are not the caller's input, even in memory the caller gave: they
   are named after the memory they were copied from (`*<4:0>*<8:0>q@`). */
#include <string.h>
#include "pathsim_test.h"

struct token {
  int type;
  char *value;
};

struct queue {
  struct token *head, *tail;
  int ended;
};

int next_token(struct queue *q, struct token *token) {
  memset(token, 0, sizeof *token);
  if (q->ended || q->head == q->tail)
    return 0;
  *token = *q->head++;
  if (token->type == 2)
    q->ended = 1;
  return 1;
}

int count_tokens(struct queue *q) {
  struct token token;
  int count = 0;
  while (next_token(q, &token)) {
    count++;
    if (token.type == 2)
      break;
  }
  return count;
}

/* The copy's type is the queued token's: the case the caller's test of it
   picks is the one that marked the queue ended. */
void last_token(struct queue *q) {
  struct token token;
  if (next_token(q, &token) && token.type == 2)
    __pathsim_eval(q->ended == 1); // expected-warning{{TRUE}}
}
