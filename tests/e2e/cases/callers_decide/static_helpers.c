/* Issue 23, capability 3: a function's callers decide. A defect a `static`
   function reaches only under conditions on its inputs is a constraint of
   its model (`defect`), checked at each call: it is reported at a call
   that gives such inputs, with the path through both, and not at all when
   no call does. Each helper below has a twin, the same code called with
   inputs that reach the defect. */
#include <stddef.h>
#include <stdlib.h>

/* An uninitialized value, returned when the message starts with '#'. */
static int level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level;
}

int plain_level(void) { return level_of("keyword: bad"); }

static int tagged_level_of(const char *msg) {
  int level;
  if (msg[0] != '#')
    level = 1;
  return level;
}

int tagged_level(void) {
  return tagged_level_of("#x"); // expected-warning{{returning uninitialized value 'level' in 'tagged_level_of' [uninit-use, certain]}}
}

/* One helper, two callers: only the call that gives a '#' is told. */
static int weight_of(const char *msg) {
  int weight;
  if (*msg != '#')
    weight = 2;
  return weight + 1;
}

int weights(void) {
  int a = weight_of("plain");
  int b = weight_of("#tag"); // expected-warning{{using uninitialized memory 'weight' in 'weight_of' [uninit-use, certain]}}
  return a + b;
}

/* A NULL a callee returns for a NULL context: the callers pass a context
   they dereferenced. */
struct ctx { int depth; unsigned char *table; };

void *ctx_alloc(struct ctx *c, size_t n) {
  if (c == NULL)
    return NULL;
  void *r = malloc(n);
  if (r == NULL)
    abort();
  return r;
}

static void fill(struct ctx *c, unsigned char **out) {
  unsigned char *t = *out = ctx_alloc(c, 16);
  for (int i = 0; i < 16; i++)
    t[i] = (unsigned char)i;
}

void setup(struct ctx *c) {
  if (c->depth == 8)
    fill(c, &c->table);
}

static void fill_twin(struct ctx *c, unsigned char **out) {
  unsigned char *t = *out = ctx_alloc(c, 16);
  for (int i = 0; i < 16; i++)
    t[i] = (unsigned char)i;
}

void setup_without_context(unsigned char **table) {
  fill_twin(NULL, table); // expected-warning{{dereferencing NULL pointer 't' in 'fill_twin'}}
}

/* A divisor the helper leaves 0 for another mode. */
static int share(int total, int mode) {
  int parts = 0;
  if (mode == 1)
    parts = 4;
  return total / parts;
}

int quarter(int total) { return share(total, 1); }

static int share_twin(int total, int mode) {
  int parts = 0;
  if (mode == 1)
    parts = 4;
  return total / parts;
}

int whole(int total) {
  return share_twin(total, 2); // expected-warning{{division by zero ('parts' is 0) in 'share_twin' [div-zero, certain]}}
}

/* A local's address left in the caller's struct while the helper runs (an
   error raised meanwhile finds it there): dangling once it returns, which
   the caller that clears it at once never sees. */
struct job { char *scratch; int mode; };

static int work(struct job *j) {
  char buf[16];
  if (j->mode == 0)
    return 0;
  j->scratch = buf;
  buf[0] = 'w';
  return 1;
}

void run_job(struct job *j) {
  if (j->mode != 0) {
    work(j);
    j->scratch = NULL;
  }
}

static int work_twin(struct job *j) {
  char buf[16];
  if (j->mode == 0)
    return 0;
  j->scratch = buf;
  buf[0] = 'w';
  return 1;
}

char run_job_twin(struct job *j) {
  work_twin(j);
  return j->scratch[0]; // expected-warning{{using freed memory}}
}

/* A caller that passes on what it was given: its own callers decide in
   turn; the one below passes a '#'. */
static int relay(const char *msg) { return level_of(msg); }

int relayed(void) {
  return relay("#relayed"); // expected-warning{{returning uninitialized value 'level' in 'level_of' [uninit-use, certain]}}
}
