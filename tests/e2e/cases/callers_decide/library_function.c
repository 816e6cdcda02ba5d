/* Issue 23, capability 3, in a library (no `main`): a function other units
   may call keeps its defects, but one that no call of the program reaches
   (its only caller passes a message without the '#') is only possible. Its
   twin, called with a '#' by the program, stays likely. */
// pathsim-args: --rank=possible

int level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level; // expected-warning{{returning uninitialized value 'level' [uninit-use, possible]}}
}

int plain_level(void) { return level_of("keyword: bad"); }

int tagged_level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level; // expected-warning{{returning uninitialized value 'level' [uninit-use, likely]}}
}

int tagged_level(void) { return tagged_level_of("#x"); }

/* Never called by the program: an entry point, as before. */
int entry_level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level; // expected-warning{{returning uninitialized value 'level' [uninit-use, likely]}}
}

/* Its address is taken: callers the run cannot see. */
typedef int (*leveller)(const char *);
int callback_level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level; // expected-warning{{returning uninitialized value 'level' [uninit-use, likely]}}
}
leveller pick(void) { return callback_level_of; }
int called_directly(void) { return callback_level_of("plain"); }
