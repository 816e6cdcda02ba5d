/* Issue 23 (capability 4): an order between two members that every writer
   of the program keeps (a count never above its capacity), assumed where a
   function reads a struct it did not build. The stack's push grows an
   empty stack (room 0) into a new block: depth <= room makes depth 0 there,
   so the top entry it compares with is never read from the new block.
   The twin's stack has one writer that pushes past the room: its relation
   is not assumed, and the read of an entry the new block never got is
   reported. */
// pathsim-args: --rank=possible
#include <stdlib.h>
#include <string.h>

struct stack {
  const char **at;
  int depth; /* entries at[0 .. depth) */
  int room;  /* entries at can hold */
};

void stack_init(struct stack *st) {
  st->at = NULL;
  st->depth = 0;
  st->room = 0;
}

/* Pushes s unless it repeats the top entry: 1 pushed, 0 not, -1 no memory. */
int stack_push(struct stack *st, const char *s) {
  if (st->depth >= st->room) {
    int room = st->room < 8 ? 8 : st->room * 2;
    const char **at = malloc(room * sizeof *at);
    if (!at)
      return -1;
    if (st->room)
      memcpy(at, st->at, st->room * sizeof *at);
    free(st->at);
    st->at = at;
    st->room = room;
  }
  if (st->depth > 0 && strcmp(st->at[st->depth - 1], s) == 0)
    return 0;
  st->at[st->depth++] = s;
  return 1;
}

void stack_pop(struct stack *st) {
  if (st->depth > 0)
    st->depth--;
}

void stack_clear(struct stack *st) { st->depth = 0; }

/* The twin: the same stack, and a writer that breaks depth <= room. */
struct stack2 {
  const char **at;
  int depth;
  int room;
};

int stack2_push(struct stack2 *st, const char *s) {
  if (st->depth >= st->room) {
    int room = st->room < 8 ? 8 : st->room * 2;
    const char **at = malloc(room * sizeof *at);
    if (!at)
      return -1;
    if (st->room)
      memcpy(at, st->at, st->room * sizeof *at);
    free(st->at);
    st->at = at;
    st->room = room;
  }
  if (st->depth > 0 && strcmp(st->at[st->depth - 1], s) == 0) // expected-warning{{uninitialized}}
    return 0;
  st->at[st->depth++] = s;
  return 1;
}

/* Counts a push the caller made into storage of its own. */
void stack2_pushed_elsewhere(struct stack2 *st) { st->depth++; }
