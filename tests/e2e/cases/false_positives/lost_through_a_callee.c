/* Issue 9 (expat's XML_ParserFree, bench/TRIAGE.md B1): memory a callee hands
   to code pathsim cannot see (a function pointer the program set, a function
   without a body) may be kept or freed there: it is lost, not leaked, for
   the callee and for its callers too (the callee's model says so with
   `memory_lost`). Before, only the function that made the unseen call knew
   it; its callers reported the block as leaked. */
#include <stdlib.h>

struct mem {
  void *(*malloc_fcn)(size_t);
  void (*free_fcn)(void *);
};
struct parser {
  struct mem m;
  char *buf;
};

/* Frees through the functions the user gave: pathsim cannot see which. */
void parser_free(struct parser *p) {
  p->m.free_fcn(p->buf);
  p->m.free_fcn(p);
}

void parse_and_free(const struct mem *m) {
  struct parser *p = malloc(sizeof *p);
  if (!p)
    return;
  p->m = *m;
  p->buf = malloc(8);
  parser_free(p);
}

void keep(char *s); /* not seen: may keep s */
void hand_over(char *s) { keep(s); }

void handed_over_through_a_wrapper(void) {
  char *s = malloc(4);
  hand_over(s);
}

/* A block the callee registers with unseen code before returning it. */
void register_block(void *p); /* not seen */
char *new_registered(void) {
  char *s = malloc(4);
  register_block(s);
  return s;
}

void registered_and_dropped(void) { new_registered(); }

/* The twins: a callee that only reads the block, or keeps nothing, hands it
   to no one: the block still leaks. */
int length(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

void read_through_a_wrapper(void) {
  char *s = malloc(4);
  if (!s)
    return;
  s[0] = 0;
  length(s); // expected-warning{{memory allocated by 'malloc' at lost_through_a_callee.c:61 and held by 's' is leaked [leak, certain]}}
}

char *new_plain(void) { return malloc(4); }

void plain_and_dropped(void) {
  new_plain(); // expected-warning{{memory allocated by 'new_plain' at lost_through_a_callee.c:71 is leaked [leak, certain]}}
}
