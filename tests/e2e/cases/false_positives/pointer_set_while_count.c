/* Issue 23 (capability 4): a pointer member every writer keeps non-NULL
   whenever its sibling count is not 0 (a window's cursor while bytes are
   left). A function that reads both and tests the count makes the pair a
   candidate; every writer (open, skip) is checked to keep it, and a
   function reading the struct from its caller assumes it: peek's case
   that returns the cursor (bytes left) has it not NULL, so its caller
   does not take that case with a NULL cursor and then hand the window to
   skip, which steps the cursor while bytes are left. The twin's window
   has a writer that drops the cursor and keeps the count: the relation
   is not assumed, and the same caller is told. */
// pathsim-args: --rank=possible
#include <stddef.h>
#include <string.h>

struct window {
  const char *at; /* the next byte; NULL when none is left */
  size_t left;
};

void window_open(struct window *w, const char *text) {
  w->at = text;
  w->left = text ? strlen(text) : 0;
}

/* Consumes up to n bytes: how many. */
size_t window_skip(struct window *w, size_t n) {
  if (w->left == 0)
    return 0;
  if (n > w->left)
    n = w->left;
  w->at += n;
  w->left -= n;
  return n;
}

/* The next byte, not consumed; NULL at the end. */
const char *window_peek(const struct window *w) {
  if (w->left > 0)
    return w->at;
  return NULL;
}

/* Skips one byte unless it starts a comment: 1 skipped, 0 not. */
int skip_unless_comment(struct window *w) {
  const char *p = window_peek(w);
  if (p != NULL && *p == '#')
    return 0;
  return window_skip(w, 1) == 1;
}

/* The twin: the same window, and a writer that forgets the cursor. */
struct window2 {
  const char *at;
  size_t left;
};

void window2_open(struct window2 *w, const char *text) {
  w->at = text;
  w->left = text ? strlen(text) : 0;
}

void window2_detach(struct window2 *w) { w->at = NULL; }

size_t window2_skip(struct window2 *w, size_t n) {
  if (w->left == 0)
    return 0;
  if (n > w->left)
    n = w->left;
  w->at += n;
  w->left -= n;
  return n;
}

const char *window2_peek(const struct window2 *w) {
  if (w->left > 0)
    return w->at;
  return NULL;
}

int skip2_unless_comment(struct window2 *w) {
  const char *p = window2_peek(w);
  if (p != NULL && *p == '#')
    return 0;
  return window2_skip(w, 1) == 1; // expected-warning{{NULL pointer 'w->at'}}
}
