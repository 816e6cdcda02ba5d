// pathsim-args: --rank=possible
/* A block a callee stores in a field of a file-static struct (a stream
   whose state block is kept and reused across calls) is held by that
   global, not leaked. The callee's model names the field (`strm<8:0>`),
   but its callers once wrote the block over the whole struct's bytes and
   lost it. Stored in a local struct, the block leaks. */
#include <stdlib.h>

struct state { int seq; };
struct stream { struct state *state; int avail; };

static struct stream strm = {NULL, 0};
int user_abort;

static int stream_init(struct stream *s) {
  if (s->state == NULL) {
    s->state = malloc(sizeof *s->state);
    if (s->state == NULL)
      return 5;
  }
  s->state->seq = 0;
  return 0;
}

static int coder_init(void) { return stream_init(&strm); }

void coder_run(void) {
  if (coder_init() != 0 || user_abort)
    return;
  strm.avail = 1;
}

void coder_run_local(void) {
  struct stream local = {NULL, 0};
  if (stream_init(&local) != 0 || user_abort)
    return; // expected-warning{{memory allocated by 'stream_init' at kept_in_a_static_struct.c:35 and held by 'local.state' is leaked}}
  local.avail = 1;
  free(local.state);
}
