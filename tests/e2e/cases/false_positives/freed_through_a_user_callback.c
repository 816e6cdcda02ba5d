// pathsim-args: --rank=possible
/* A block handed to a free function the user installed (a function
   pointer in an allocator struct) is lost, not leaked, for the callers of
   every wrapper on the way: `release(p, a)` calls `a->free(p)`, and
   `text_free(t, a)` hands it `t->buf`, a pointer read from its caller's
   memory. Its model once dropped that the callee kept the pointer, and the
   caller of text_free reported the buffer leaked. A path that skips the
   release still leaks. */
#include <stdlib.h>

struct allocator {
  void *(*alloc)(size_t);
  void (*free)(void *);
};
struct text { char *buf; size_t len; };

void *acquire(size_t n, const struct allocator *a) {
  return a != NULL && a->alloc != NULL ? a->alloc(n) : malloc(n);
}

void release(void *p, const struct allocator *a) {
  if (a != NULL && a->free != NULL)
    a->free(p);
  else
    free(p);
}

static int text_init(struct text *t, const struct allocator *a) {
  t->len = 0;
  return (t->buf = acquire(64, a)) == NULL ? 5 : 0;
}

static void text_free(struct text *t, const struct allocator *a) {
  release(t->buf, a);
}

int digits(char **out, const int *v, const struct allocator *a) {
  struct text t;
  if (text_init(&t, a) != 0)
    return 5;
  for (size_t i = 0; v[i] != -1 && i < 63; ++i) {
    if (v[i] > 9) {
      text_free(&t, a);
      return 8;
    }
    t.buf[t.len++] = (char)('0' + v[i]);
  }
  *out = t.buf;
  return 0;
}

int digits_leaks(char **out, const int *v, const struct allocator *a) {
  struct text t;
  if (text_init(&t, a) != 0)
    return 5;
  for (size_t i = 0; v[i] != -1 && i < 63; ++i) {
    if (v[i] > 9)
      return 8; // expected-warning{{memory allocated by 'text_init' at freed_through_a_user_callback.c:54 and held by 't.buf' is leaked}}
    t.buf[t.len++] = (char)('0' + v[i]);
  }
  *out = t.buf;
  return 0;
}
