// A callee that sets a field whose value its model cannot name (a double:
// `memory_initialized` of those bytes) and stores a pointer it was given in
// another field of the same object: the caller's block is held by that
// field, not leaked. The model once lost every other write of the object
// (the whole object only "initialized"); reduced from libzip's
// zip_register_progress_callback (zip_progress.c:290).
#include <stdlib.h>

struct progress {
  void (*ud_free)(void *);
  void *ud;
  double precision;
};
struct archive {
  int error;
  struct progress *progress;
};

static void set_callback(struct progress *p, double precision,
                         void (*ud_free)(void *), void *ud) {
  p->precision = precision;
  p->ud_free = ud_free;
  p->ud = ud;
}

int register_with_state(struct archive *za, void (*ud_free)(void *),
                        void *ud) {
  if (za->progress == NULL)
    return -1;
  set_callback(za->progress, 0.001, ud_free, ud);
  return 0;
}

void register_callback(struct archive *za) {
  int *ud = malloc(sizeof *ud);
  if (!ud)
    return;
  if (register_with_state(za, free, ud) < 0)
    free(ud);
}

// The twin that keeps nothing: still a leak.
static void set_precision(struct progress *p, double precision, void *ud) {
  (void)ud;
  p->precision = precision;
}

int set_with_state(struct archive *za, void *ud) {
  if (za->progress == NULL)
    return -1;
  set_precision(za->progress, 0.001, ud);
  return 0;
}

void set_only(struct archive *za) {
  int *ud = malloc(sizeof *ud);
  if (!ud)
    return;
  if (set_with_state(za, ud) < 0) // expected-warning{{memory allocated by 'malloc' at field_set_beside_a_stored_pointer.c:56 and held by 'ud' is leaked [leak, certain]}}
    free(ud);
}
