/* Issue 23 (capability 4): what every store gives a member, when a store
   gives it the result of a function of the program that only returns
   constants (`c->level = default_level();`, or one of two constants on its
   two paths): one of those constants. */
// pathsim-args: --rank=possible
#include <stdlib.h>

enum { OFF, LOW, HIGH };

struct knob {
  int level;
  unsigned char speed;
  int limit; /* also set from text: the twin */
};

int default_level(int loud) {
  if (loud)
    return HIGH;
  return LOW;
}

static int parse_speed(const char *s) {
  int speed = 1;
  if (s[0] == 'f')
    speed = 2;
  return speed;
}

void knob_init(struct knob *k, int loud, const char *speed) {
  k->level = default_level(loud);
  k->speed = (unsigned char)parse_speed(speed);
  k->limit = 10;
}

void knob_quiet(struct knob *k) { k->level = OFF; }

char level_letter(const struct knob *k) {
  const char *name;
  switch (k->level) {
  case OFF:
    name = "off";
    break;
  case LOW:
    name = "low";
    break;
  case HIGH:
    name = "high";
    break;
  }
  return name[0];
}

char speed_letter(const struct knob *k) {
  const char *name;
  if (k->speed == 0)
    name = "stopped";
  else if (k->speed == 1)
    name = "slow";
  else if (k->speed == 2)
    name = "fast";
  return name[0];
}

/* The defect twin: a store of a value that is not a constant. */
void knob_set_limit(struct knob *k, const char *text) { k->limit = atoi(text); }

char limit_letter(const struct knob *k) {
  const char *name;
  if (k->limit == 0)
    name = "none";
  else if (k->limit == 10)
    name = "ten";
  return name[0]; // expected-warning{{uninitialized}}
}
