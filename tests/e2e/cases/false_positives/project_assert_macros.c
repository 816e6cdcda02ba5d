// A project's own assertion macro, compiled out in its release build,
// states an invariant as assert() does (asserts/compiled_out.c): a macro
// whose name ends in "assert" (any case) and whose body never evaluates its
// condition: it does not use it (xxhash's `XXH_ASSERT(c) ((void)0)` in
// zstd), or only inside sizeof or through another macro that does not
// evaluate it (libevent's `EVUTIL_ASSERT(c)` under NDEBUG is
// `EVUTIL_NIL_CONDITION_(c)`, `(void)sizeof(!(c))`).
#include <stddef.h>

#define XXH_ASSERT(c) ((void)0)

#define NIL_CONDITION_(condition)                                              \
  do {                                                                         \
    (void)sizeof(!(condition));                                                \
  } while (0)
#define EV_ASSERT(cond) NIL_CONDITION_(cond)

// A NULL input is allowed only with a zero length (xxhash's XXH32_finalize).
unsigned hash(const unsigned char *ptr, size_t len) {
  unsigned h = 0;
  if (ptr == NULL)
    XXH_ASSERT(len == 0);
  while (len > 0) {
    h = h * 31 + *ptr++;
    --len;
  }
  return h;
}

struct event {
  int fd;
};
struct callback {
  int flags;
  int closure;
  struct event *ev;
};

void run(struct event *ev);

// An event is set exactly for the closures that need it (libevent's
// event_process_active_single_queue).
void process(struct callback *cb) {
  struct event *ev = NULL;
  if (cb->flags & 1)
    ev = cb->ev;
  switch (cb->closure) {
  case 1:
    EV_ASSERT(ev != NULL);
    run(ev);
    ev->fd = 0;
    break;
  default:
    break;
  }
}

// What evaluates its condition is no compiled-out assertion: the build
// tests nothing, and the NULL the function tested is still dereferenced.
#define CHECK_ASSERT(c) ((void)(c))

int evaluated(struct callback *cb) {
  struct event *ev = NULL;
  if (cb->flags & 1)
    ev = cb->ev;
  CHECK_ASSERT(ev != NULL);
  return ev->fd; // expected-warning{{dereferencing NULL pointer 'ev'}}
}

// Nor is a macro whose name does not end in "assert" (libevent's
// `ASSERT_LOCKED(base)` says a lock is held, not that base is set).
#define ASSERT_SET(p) ((void)0)

int not_an_assertion(struct callback *cb) {
  struct event *ev = NULL;
  if (cb->flags & 1)
    ev = cb->ev;
  ASSERT_SET(ev != NULL);
  return ev->fd; // expected-warning{{dereferencing NULL pointer 'ev'}}
}
