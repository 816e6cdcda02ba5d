// What a callee leaves through its out-parameters and in the blocks it
// returns is in its model: a FILE stored in *out or in a field, a block
// hanging off a new block. Their leaks are found in the callers.
#include <stdio.h>
#include <stdlib.h>

struct holder { FILE *f; int n; };
struct buffer { char *data; int n; };

static int make_file(FILE **out, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  *out = f;
  return 0;
}

static void store_file(struct holder *h, const char *path) {
  h->f = fopen(path, "r");
}

static struct buffer *make_buffer(int n) {
  struct buffer *b = malloc(sizeof *b);
  if (!b)
    return 0;
  b->data = malloc(n);
  b->n = n;
  return b;
}

int out_file_leaked(const char *path) {
  FILE *f;
  if (make_file(&f, path) != 0)
    return -1;
  return fgetc(f); // expected-warning{{leaking FILE resource from 'make_file(&f, path)' (still open) [resource-leak]}}
}

int out_file_closed(const char *path) {
  FILE *f;
  if (make_file(&f, path) != 0)
    return -1;
  int c = fgetc(f);
  fclose(f);
  return c;
}

void field_file_leaked(const char *path) {
  struct holder h;
  store_file(&h, path); // expected-warning{{leaking FILE resource from 'store_file(&h, path)' (still open) [resource-leak]}}
}

void field_file_closed(const char *path) {
  struct holder h;
  store_file(&h, path);
  if (h.f)
    fclose(h.f);
}

void inner_block_leaked(void) {
  struct buffer *b = make_buffer(4);
  if (!b)
    return;
  free(b); // expected-warning{{memory allocated by 'make_buffer' at out_parameters.c:60 is leaked [leak]}}
}

void inner_block_freed(void) {
  struct buffer *b = make_buffer(4);
  if (!b)
    return;
  free(b->data);
  free(b);
}
