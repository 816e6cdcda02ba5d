// pathsim-args: --rank=possible
/* A block stored in memory that was already handed to code pathsim cannot
   see, and that is then handed to such code again, may be kept there: it
   is lost, not leaked. The second call forgot the memory's content, and
   the block stored in it between the calls was not counted as handed on,
   because the memory had been handed on before (a std::string member's
   clear() after a vector member's push_back in the same object). A block
   stored nowhere still leaks. */
#include <stdlib.h>

struct conn { char *buf; int state; };

extern void conn_touch(struct conn *c);

int conn_refill(struct conn *c) {
  conn_touch(c);
  c->buf = malloc(64);
  if (c->buf == NULL)
    return -1;
  conn_touch(c);
  return 0;
}

int conn_scratch(struct conn *c) {
  conn_touch(c);
  char *scratch = malloc(64);
  if (scratch == NULL)
    return -1;
  conn_touch(c);
  return 0; // expected-warning{{memory allocated by 'malloc' at stored_between_unseen_calls.c:26 and held by 'scratch' is leaked}}
}
