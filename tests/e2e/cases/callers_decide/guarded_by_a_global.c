/* Issue 23, capability 3, in a whole program: a function reaches a defect
   only for a length its callers never pass (-3: the callee's failure, -1,
   is then len + EXCEPTION_RC), on a path that also read a global context
   main set up and tested. The length decides: a call with 3 or 7 takes no
   such case whatever the global holds, and one with -3 is told at the
   call, its own state judging the global. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define EXCEPTION_RC 2

struct context {
  int fd;
  unsigned char *data;
};

struct context *ctx;

int fetch(struct context *c, unsigned char *buf, int len) {
  if (c == NULL || len < 0)
    return -1;
  memcpy(buf, c->data, (size_t)len);
  return len;
}

void show(int len) {
  unsigned char buf[16];
  int rc = fetch(ctx, buf, len);
  if (rc == len + EXCEPTION_RC)
    printf("%d\n", buf[0]);
}

void show_all(void) {
  show(3);
  show(7);
}

void show_twin(int len) {
  unsigned char buf[16];
  int rc = fetch(ctx, buf, len);
  if (rc == len + EXCEPTION_RC)
    printf("%d\n", buf[0]);
}

void show_all_twin(void) {
  if (ctx == NULL)
    return;
  show_twin(3);
  show_twin(-3); // expected-warning{{passing uninitialized value 'buf[0]' to 'printf' in 'show_twin' [uninit-use, likely]}}
}

/* Only the global decides: the program's state, no caller's (as before). */
void show_unset(void) {
  unsigned char buf[16];
  if (ctx == NULL || ctx->fd < 0)
    buf[0] = 0;
  else if (ctx->data != NULL)
    memcpy(buf, ctx->data, 16);
  printf("%d\n", buf[0]); // expected-warning{{passing uninitialized value 'buf[0]' to 'printf' [uninit-use, likely]}}
}

int main(int argc, char **argv) {
  (void)argv;
  static unsigned char data[16];
  ctx = malloc(sizeof *ctx);
  if (!ctx)
    return 1;
  ctx->fd = argc;
  ctx->data = data;
  show_all();
  show_all_twin();
  show_unset();
  free(ctx);
  return 0;
}
