/* Issue 23 (capability 4): a fact about a struct member that every store
   of the program keeps. When every store to a member stores a constant (or
   a copy of the same member, or a parameter for which every call passes a
   constant, in a whole program or to a static function), the member holds
   one of those constants or 0 (a zeroed block), and a function reading it
   from its caller's memory may assume so: a switch over the member's
   states leaves no other way. One store of anything else, or the member's
   address handed to code that may write through it, and nothing is
   assumed (automodel/FieldValues.h). */
// pathsim-args: --rank=possible
#include <stdlib.h>

enum { CLOSED, OPEN, DRAINING };

struct conn {
  int state;
  int mode;  /* also set from outside: the twin */
  int flags; /* its address is handed to a callee: the twin */
  int level; /* set from a static function's parameter */
  char *buf;
};

void conn_open(struct conn *c) {
  c->state = OPEN;
  c->mode = 1;
  c->buf = malloc(16);
}

void conn_drain(struct conn *c) { c->state = DRAINING; }

void conn_close(struct conn *c) {
  c->state = CLOSED;
  free(c->buf);
  c->buf = NULL;
}

static void set_level(struct conn *c, int level) { c->level = level; }

void conn_tune(struct conn *c, int hard) {
  set_level(c, 2);
  if (hard)
    set_level(c, 3);
}

char state_letter(const struct conn *c) {
  const char *name;
  switch (c->state) {
  case CLOSED:
    name = "closed";
    break;
  case OPEN:
    name = "open";
    break;
  case DRAINING:
    name = "draining";
    break;
  }
  return name[0];
}

char level_letter(const struct conn *c) {
  const char *name;
  if (c->level == 0)
    name = "none";
  else if (c->level == 2)
    name = "soft";
  else if (c->level == 3)
    name = "hard";
  return name[0];
}

/* The defect twins. A member some store gives an unknown value: */
void conn_set_mode(struct conn *c, const char *text) { c->mode = atoi(text); }

char mode_letter(const struct conn *c) {
  const char *name;
  if (c->mode == 0)
    name = "off";
  else if (c->mode == 1)
    name = "on";
  return name[0]; // expected-warning{{uninitialized}}
}

/* A member whose address is handed on: */
void read_flags(int *out);

void conn_load(struct conn *c) {
  c->flags = 1;
  read_flags(&c->flags);
}

char flags_letter(const struct conn *c) {
  const char *name;
  if (c->flags == 0)
    name = "none";
  else if (c->flags == 1)
    name = "one";
  return name[0]; // expected-warning{{uninitialized}}
}
