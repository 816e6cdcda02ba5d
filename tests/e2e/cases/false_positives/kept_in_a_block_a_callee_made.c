// pathsim-args: --rank=possible
/* A pointer a setter stores into a block it allocates itself and keeps in
   the caller's struct (a library's callback data: `a->slots =
   calloc(...); a->slots[0].data = d`) stays reachable from the caller's
   struct: it is handed on, not leaked. The setter's model once said only
   that the zeroed block was "initialized", losing the pointer stored in
   it. The twin's setter keeps the pointer nowhere: its block leaks. */
#include <stdio.h>
#include <stdlib.h>

struct slot { void *data; long offset; };
struct archive { struct slot *slots; unsigned count; int state; };
struct source { FILE *f; char *buffer; };

int set_data(struct archive *a, void *d) {
  if (a->count == 0) {
    a->slots = calloc(1, sizeof(*a->slots));
    if (a->slots == NULL)
      return -30;
    a->count = 1;
  }
  a->slots[0].data = d;
  return 0;
}

int start(struct archive *a);

int open_file(struct archive *a, FILE *f) {
  struct source *src = malloc(sizeof(*src));
  char *b = malloc(4096);
  if (src == NULL || b == NULL) {
    free(src);
    free(b);
    return -30;
  }
  src->buffer = b;
  src->f = f;
  if (set_data(a, src) != 0) {
    free(b);
    free(src);
    return -30;
  }
  return start(a);
}

int set_state(struct archive *a, void *d) {
  if (a->count == 0) {
    a->slots = calloc(1, sizeof(*a->slots));
    if (a->slots == NULL)
      return -30;
    a->count = 1;
  }
  a->state = d != NULL;
  return 0;
}

int open_file_leaks(struct archive *a, FILE *f) {
  struct source *src = malloc(sizeof(*src));
  if (src == NULL)
    return -30;
  src->f = f;
  src->buffer = NULL;
  if (set_state(a, src) != 0) {
    free(src);
    return -30;
  }
  return start(a); // expected-warning{{memory allocated by 'malloc' at kept_in_a_block_a_callee_made.c:58 and held by 'src' is leaked}}
}
