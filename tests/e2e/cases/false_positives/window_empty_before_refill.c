// A reader whose window is NULL, NULL until its first refill: the refill
// test `ip >= limit_min` holds for NULL >= NULL, where limit_min is the
// limit less the bytes left (`limit - ip`, 0 for an empty window) or a
// margin. A path that found the window empty through the difference
// (limit - ip == 0) cannot then find `ip < limit_min` and read without a
// refill: the caller passing a fresh reader gets no warning. The twin reads
// before it tests, and is reported.
#include <stddef.h>

struct window {
  const char *ip, *limit, *limit_min;
};

int refill(struct window *w);

static void reset_limit(struct window *w, const char *ip) {
  ptrdiff_t left = w->limit - ip;
  w->limit_min = w->limit - (left < 4 ? left : 4);
}

int next_tag(struct window *w) {
  const char *ip = w->ip;
  reset_limit(w, ip);
  if (ip >= w->limit_min) {
    if (!refill(w))
      return -1;
    ip = w->ip;
    reset_limit(w, ip);
  }
  return *ip + w->limit[-1];
}

int first_tag(void) {
  struct window w = {NULL, NULL, NULL};
  return next_tag(&w);
}

// The twin: the byte read before the window is tested.
static int peek_tag(struct window *w) {
  int c = *w->ip;
  reset_limit(w, w->ip);
  return c;
}

int first_peek(void) {
  struct window w = {NULL, NULL, NULL};
  return peek_tag(&w); // expected-warning{{passing NULL pointer 'w.ip' to 'peek_tag'}}
}
