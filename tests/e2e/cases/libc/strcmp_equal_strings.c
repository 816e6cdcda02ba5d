/* Issue 23 (a spell checker's dictionary name, kept undup'ed only when it is
   empty, freed when it is "POSIX"): strcmp's model says that equal strings
   begin with the same byte, so `strcmp(s, "") == 0` and `strcmp(s, "POSIX")
   == 0` do not both hold of one unchanged string, and neither do two
   equalities with literals that begin differently. */
// pathsim-args: --rank=possible
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void show_locale(const char *s) {
  char *name;
  int owned = 0;
  if (strcmp(s, "") == 0) {
    name = (char *)"C";
  } else {
    name = strdup(s);
    owned = 1;
  }
  if (name == NULL)
    return;
  if (strcmp(s, "POSIX") == 0) {
    puts("portable");
    free(name); /* s is not empty: name is the copy */
    return;
  }
  if (owned)
    free(name);
}

int quiet_level(const char *opt) {
  int level;
  if (strcmp(opt, "") != 0)
    level = 1;
  if (strcmp(opt, "-q") == 0)
    return level; /* "-q" is not empty: level is set */
  return 0;
}

/* The defect twins: another string compared, or the string changed
   between the comparisons, is not the same string. */
void show_other(const char *s, const char *t) {
  char *name;
  int owned = 0;
  if (strcmp(s, "") == 0) {
    name = (char *)"C";
  } else {
    name = strdup(s);
    owned = 1;
  }
  if (name == NULL)
    return;
  if (strcmp(t, "POSIX") == 0) {
    free(name); // expected-warning{{freeing memory not from the heap}}
    return;
  }
  if (owned)
    free(name);
}

void show_changed(char *s) {
  char *name;
  int owned = 0;
  if (strcmp(s, "") == 0) {
    name = (char *)"C";
  } else {
    name = strdup(s);
    owned = 1;
  }
  if (name == NULL)
    return;
  strcpy(s, "POSIX");
  if (strcmp(s, "POSIX") == 0) {
    free(name); // expected-warning{{freeing memory not from the heap}}
    return;
  }
  if (owned)
    free(name);
}

int quiet_other(const char *opt, const char *other) {
  int level;
  if (strcmp(opt, "") != 0)
    level = 1;
  if (strcmp(other, "-q") == 0)
    return level; // expected-warning@+2{{returning uninitialized value}}
  return 0;
}
