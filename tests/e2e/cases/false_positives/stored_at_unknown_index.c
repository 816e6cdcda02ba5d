/* Issue 9 (libyaml's yaml_document_append_sequence_item): a block stored at
   an unknown index of the caller's memory (a stack grown inside an element
   of an array the caller owns) is held there, not leaked. Stored in a local
   array that dies with the frame, it leaks. */
#include <stdlib.h>

struct stack { int *start, *top, *end; };
struct node { int type; struct stack items; };
struct doc { struct node *start, *top; };

static int extend(void **start, void **top, void **end) {
  void *n = realloc(*start, 16);
  if (!n)
    return 0;
  *top = n;
  *end = (char *)n + 16;
  *start = n;
  return 1;
}

int append(struct doc *d, int i, int item) {
  struct stack *s = &d->start[i - 1].items;
  if (s->top == s->end &&
      !extend((void **)&s->start, (void **)&s->top, (void **)&s->end))
    return 0;
  *(s->top++) = item;
  return 1;
}

int keep_in_caller(int **slots, int i) {
  slots[i] = malloc(sizeof(int));
  return slots[i] != NULL;
}

int keep_in_local(int i) {
  int *slots[4] = {0};
  slots[i & 3] = malloc(sizeof(int));
  return slots[0] != NULL; // expected-warning{{memory allocated by 'malloc' at stored_at_unknown_index.c:37 is leaked}}
}
