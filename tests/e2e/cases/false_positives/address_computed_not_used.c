/* Issue 23 (a false `certain` on code no one here had read): an address
   computed from the caller's pointer (`s->data + s->len`, a span's end) is
   no use of it. A span that is empty has no data (NULL, 0), and two empty
   spans have equal ends: a function that only compares ends, or returns
   one, never dereferences the NULL, and its callers are not told to pass a
   valid pointer. The pointer must be valid where an address computed from
   it is used: read, written, or passed to a callee that needs it valid,
   here or in a caller the end is returned to (the twins). */
// pathsim-args: --rank=possible
#include <stddef.h>
#include <string.h>

struct span {
  const char *data;
  size_t len;
};

static const char *span_begin(const struct span *s) { return s->data; }
static const char *span_end(const struct span *s) { return s->data + s->len; }

/* Where text sits in context: the byte after text is read only when text
   ends before context does. */
static int ends_at_newline(const struct span *text, const struct span *ctx) {
  if (span_begin(text) < span_begin(ctx) || span_end(text) > span_end(ctx))
    return -1;
  if (span_end(text) == span_end(ctx))
    return 0;
  return span_end(text)[0] == '\n';
}

int analyze_empty(void) {
  struct span text = {NULL, 0}, ctx = {NULL, 0};
  return ends_at_newline(&text, &ctx);
}

/* A library function: the end of the caller's buffer, compared. */
size_t bytes_before(const char *p, size_t n, const char *limit) {
  const char *end = p + n;
  return end > limit ? 0 : (size_t)(limit - end);
}

/* The twins: the address is used. */
static char last_byte(const struct span *s) {
  const char *end = s->data + s->len;
  return end[-1];
}

char last_of_empty(void) {
  struct span none = {NULL, 0};
  return last_byte(&none); // expected-warning{{passing NULL pointer 'none.data' to 'last_byte'}}
}

static void copy_tail(const struct span *s, size_t from, char *out) {
  memcpy(out, s->data + from, s->len - from);
}

void copy_of_empty(char *out) {
  struct span none = {NULL, 0};
  copy_tail(&none, 0, out); // expected-warning{{passing NULL pointer 'none.data' to 'copy_tail'}}
}

/* The end returned, then read before: the caller's use needs it valid. */
static char before_end(const struct span *s) { return span_end(s)[-1]; }

char before_end_of_empty(void) {
  struct span none = {NULL, 0};
  return before_end(&none); // expected-warning{{passing NULL pointer 'none.data' to 'before_end'}}
}
