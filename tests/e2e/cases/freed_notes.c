// Warnings about freed memory say where it was freed; a free of the middle
// of a block is reported once, and does not free the block.
#include <stdlib.h>

void double_free(void) {
  char *p = malloc(4); // expected-note{{used system model 'malloc'}}
  if (!p)
    return;
  free(p); // expected-note{{memory freed here}} expected-note{{used system model 'free'}}
  free(p); // expected-warning{{freeing freed memory 'p' [double-free]}} expected-note{{used system model 'free'}} expected-note{{path includes}}
}

int use_after_free(void) {
  int *p = malloc(sizeof *p); // expected-note{{used system model 'malloc'}} expected-note{{value comes from return value of 'malloc' here}}
  if (!p)
    return 0;
  *p = 1;
  free(p); // expected-note{{memory freed here}} expected-note{{used system model 'free'}}
  return *p; // expected-warning{{using freed memory 'p' [freed-deref]}} expected-note{{occurs when 'memory allocated'}} expected-note{{path includes}}
}

void interior_then_start(void) {
  char *p = malloc(8); // expected-note{{used system model 'malloc'}} expected-note{{block allocated here}}
  if (!p)
    return;
  free(p + 2); // expected-warning{{that does not point to the start of its block [free-nonheap]}} expected-note{{used system model 'free'}} expected-note{{path includes}}
  free(p);
}

/* Through a callee that frees its parameter past its start: the note names
   the block's allocation in the caller. */
static void drop_first(char *p) { free(p + 1); }
void interior_through_callee(void) {
  char *p = malloc(8); // expected-note{{used system model 'malloc'}} expected-note{{block allocated here}}
  if (!p)
    return;
  drop_first(p); // expected-warning{{'drop_first' frees 'p' 1 byte past where it points, in the middle of its block [free-nonheap]}} expected-note{{used automatic model 'drop_first'}} expected-note{{path includes}}
}
