/* What a callee leaves in its caller's memory, said exactly by its model.
   - A block it allocated zeroed (calloc) and stored in a field is
     initialized: the result names that block (`**<8:8>s`), not memory
     reached through the first field of *s (zlib's inflateInit_, whose state
     then read as uninitialized in inflate). */
// expected-no-diagnostics
#include <stdlib.h>
#include <string.h>
#include "pathsim_test.h"

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
