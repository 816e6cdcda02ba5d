/* Issue 9 (libyaml's tests/test-reader.c, lost and found again): what a
   callee leaves in its caller's memory, said exactly by its model.
   - Bytes it cleared as a whole (memset(p, 0, sizeof *p)) are 0, not merely
     "initialized": a later callee's test that a field is still unset
     (`assert(!r->read)`) takes only its true branch. Before, every such
     test could fail, and a caller looping over known data sampled only
     paths that ended at those failures: the defect after them was lost.
   - The address of a function it stored (a callback installed) is a valid
     pointer, never NULL.
   - A pointer it left to a block it freed (an init that fails half-way frees
     r->start but leaves r->last pointing into it) dangles: a caller that did
     not test the init and goes on uses freed memory.
   - A block it allocated zeroed (calloc) and stored in a field is
     initialized: the result names that block (`**<8:8>s`), not memory
     reached through the first field of *s (zlib's inflateInit_, whose state
     then read as uninitialized in inflate). */
#include <stdlib.h>
#include <string.h>
#include "pathsim_test.h"

struct reader {
  int error;
  char scratch[40];
  int (*read)(struct reader *, char *, size_t);
  char *start, *last;
  char *work;
};

static int string_read(struct reader *r, char *to, size_t n) {
  memset(to, 'x', n);
  return 1;
}

int reader_init(struct reader *r) {
  memset(r, 0, sizeof *r);
  r->start = malloc(64);
  if (!r->start)
    goto error;
  r->last = r->start;
  r->work = malloc(64);
  if (!r->work)
    goto error;
  return 1;
error:
  free(r->start); /* r->last still points into it */
  r->start = 0;
  r->error = 1;
  return 0;
}

void reader_set_input(struct reader *r) { r->read = string_read; }

void reader_put(struct reader *r, char c) { *r->last++ = c; }

void reader_delete(struct reader *r) {
  free(r->start);
  free(r->work);
}

void cleared_by_init(void) {
  struct reader r;
  reader_init(&r);
  __pathsim_eval(r.scratch[20] == 0); // expected-warning{{TRUE}}
  __pathsim_eval(r.read == 0);        // expected-warning{{TRUE}}
  reader_set_input(&r);
  __pathsim_eval(r.read != 0); // expected-warning{{TRUE}}
  reader_delete(&r);
}

void init_unchecked(void) {
  struct reader r;
  reader_init(&r);
  reader_put(&r, 'a'); // expected-warning{{passing NULL pointer 'r.last' to 'reader_put'}} expected-warning{{passing pointer to freed memory 'r.last' to 'reader_put'}}
  reader_delete(&r);
}

void init_checked(void) {
  struct reader r;
  if (!reader_init(&r))
    return;
  reader_put(&r, 'a');
  reader_delete(&r);
}

struct state {
  int mode, last;
};
struct stream {
  int flags;
  struct state *state;
};

int stream_init(struct stream *s) {
  s->flags = 0;
  s->state = calloc(1, sizeof(struct state));
  return s->state != 0;
}

int stream_last(struct stream *s) { return s->state->last; }

int zeroed_state(void) {
  struct stream s;
  if (!stream_init(&s))
    return -1;
  int last = stream_last(&s);
  free(s.state);
  return last;
}
