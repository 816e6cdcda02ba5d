// pathsim-args: --rank=possible
/* A block stored in the caller's struct after the function handed that
   struct to code it cannot see (the old block released through a
   user-supplied callback, then a new one cached in the same field) is held
   there, not leaked: the model states what the path stored after the
   callback, where it once said only that the struct was "initialized". So
   is a buffer a callee grows and caches in the caller's memory (its size
   computed, so the memory is "initialized" as a whole) and returns. */
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

struct reader {
  char *scratch;
  size_t scratch_len;
  void (*release)(struct reader *, void *);
};

static char *scratch_of(struct reader *r, size_t len) {
  char *b = r->scratch;
  if (b != NULL && len > r->scratch_len) {
    r->scratch = NULL;
    if (r->release != NULL)
      r->release(r, b);
    else
      free(b);
    b = NULL;
  }
  if (b == NULL && (b = malloc(len)) != NULL) {
    memset(b, 0, len);
    r->scratch = b;
    r->scratch_len = len;
  }
  return b;
}

int first_byte(struct reader *r, size_t len) {
  char *b = scratch_of(r, len + 1);
  if (b == NULL)
    return -1;
  return b[0];
}

struct text { char *s; size_t len, cap; };
struct name { struct text mb; const wchar_t *w; int have; };

static struct text *reserve(struct text *t, size_t n) {
  if (t->s && n <= t->cap)
    return t;
  size_t cap = t->cap < 256 ? 256 : t->cap + t->cap / 2;
  if (cap < n)
    cap = n;
  char *p = realloc(t->s, cap);
  if (p == NULL)
    return NULL;
  t->s = p;
  t->cap = cap;
  return t;
}

static int convert(struct text *t, const wchar_t *w, size_t n) {
  if (reserve(t, t->len + n * 4 + 1) == NULL)
    return -1;
  size_t r = wcstombs(t->s + t->len, w, n * 4 + 1);
  if (r == (size_t)-1)
    return -1;
  t->len += r;
  return 0;
}

static const char *narrow(struct name *nm) {
  if (nm->have & 1)
    return nm->mb.s;
  if (!(nm->have & 2))
    return NULL;
  nm->mb.len = 0;
  if (convert(&nm->mb, nm->w, wcslen(nm->w)) != 0)
    return NULL;
  nm->have |= 1;
  return nm->mb.s;
}

int named(struct name *nm) { return narrow(nm) != NULL; }

/* The twin: a block the callback's path never stores anywhere leaks. */
static char *fresh_copy(struct reader *r, size_t len) {
  char *b = malloc(len);
  if (b == NULL)
    return NULL;
  memset(b, 0, len);
  if (r->release != NULL)
    r->release(r, r->scratch);
  r->scratch_len = len;
  return b;
}

int first_byte_leaks(struct reader *r, size_t len) {
  char *b = fresh_copy(r, len + 1);
  if (b == NULL)
    return -1;
  return b[0]; // expected-warning{{memory allocated by 'fresh_copy' at kept_after_a_callback.c:98 and held by 'b' is leaked}}
}
