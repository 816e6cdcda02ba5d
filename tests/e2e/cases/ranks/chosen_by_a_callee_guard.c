/* Issue 23, capability 3: a path that a callee's guard chose is not taken
   whatever the inputs. A callee case chosen among others that return, on a
   guard the call could not decide (a length in the caller's memory, the
   count of a table the function never examined), makes the defects after
   it likely, not certain, as the function's own test would. The twins make
   no such choice: the callee has one case, or the function itself set what
   the guard reads, and they stay certain. */
#include <stddef.h>

struct span { const char *text; size_t len; };

/* Leaves *flags unwritten for an empty span. */
static void classify(const struct span *s, unsigned *flags) {
  if (s->len == 0)
    return;
  *flags = s->text[0] == '/' ? 1u : 0u;
}

void emit(const struct span *s, unsigned flags);

void emit_span(const struct span *s) {
  unsigned flags;
  classify(s, &flags);
  emit(s, flags); // expected-warning{{passing uninitialized value 'flags' to 'emit' [uninit-use, likely]}}
}

/* Twin: a callee that never writes it, whatever it is given. */
static void classify_later(const struct span *s, unsigned *flags) {
  (void)s;
  (void)flags;
}

void emit_span_twin(const struct span *s) {
  unsigned flags;
  classify_later(s, &flags);
  emit(s, flags); // expected-warning{{passing uninitialized value 'flags' to 'emit' [uninit-use, certain]}}
}

/* A lookup that finds nothing in an empty table; the second call agrees
   with the first, whose case the table's count chose. */
struct entry { int id; };
struct table { int count; struct entry slots[4]; };

struct entry *find_entry(struct table *t, int key) {
  if (t->count == 0)
    return NULL;
  return &t->slots[key & 3];
}

int record(struct entry *e, struct entry **deps);

int record_pair(struct table *t) {
  struct entry *deps[1] = {find_entry(t, 1)};
  return record(find_entry(t, 2), deps); // expected-warning{{passing NULL pointer 'find_entry()' to 'record' [null-deref, likely]}}
}

/* Twin: the function emptied the table itself; nothing was guessed. */
int record_pair_twin(struct table *t) {
  t->count = 0;
  struct entry *deps[1] = {find_entry(t, 1)};
  return record(find_entry(t, 2), deps); // expected-warning{{passing NULL pointer 'deps[0]' to 'record' [null-deref, certain]}}
}

int record(struct entry *e, struct entry **deps) { return e->id + deps[0]->id; }
