// A callee that tests or returns a bit-field of its argument: its model
// states the guard on those bits of the word that holds the field
// (`*<2:8>v@.<8:0>`, `.<WIDTH:LSB>`), so that a caller that tests the same
// field takes only the consistent paths. Reduced from jsoncpp's
// `Value::type()` and `~Value()`, whose type tag and `allocated_` flag are
// bit-fields (`value_type_ : 8`, `allocated_ : 1`); the model once said
// nothing of them, and every caller's later test of the tag was free.
#include <stdlib.h>

struct value {
  union {
    long i;
    char *s;
  } u;
  struct {
    unsigned kind : 8;
    unsigned owned : 1;
    unsigned mark : 3;
  } bits;
};
enum { INT = 1, STR = 4 };

int kind_of(const struct value *v) { return v->bits.kind; }
int is_owned(const struct value *v) { return v->bits.owned; }
int mark_of(const struct value *v) { return v->bits.mark; }

/* The returned field is the caller's field. */
void by_kind(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (kind_of(v) == STR) {
    free(p);
    return;
  }
  if (v->bits.kind == STR)
    return; /* never: kind_of(v) != STR */
  free(p);
}

/* A one-bit field above the tag. */
void by_owned(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (!is_owned(v)) {
    free(p);
    return;
  }
  if (!v->bits.owned)
    return; /* never */
  free(p);
}

/* A field neither at bit 0 nor at the word's top. */
void by_mark(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (mark_of(v) == 5) {
    free(p);
    return;
  }
  if (v->bits.mark == 5)
    return; /* never */
  free(p);
}

/* A callee whose paths differ by a field: its guards. */
int release(struct value *v) {
  if (v->bits.kind == STR && v->bits.owned) {
    free(v->u.s);
    return 1;
  }
  return 0;
}

void release_string(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (v->bits.kind != STR || !v->bits.owned) {
    free(p);
    return;
  }
  if (!release(v))
    return; /* never: release() frees an owned string */
  free(p);
}

/* The twin: a different field tested, a real leak. */
void by_other_field(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (kind_of(v) == STR) {
    free(p);
    return;
  }
  if (v->bits.owned)
    return; // expected-warning{{is leaked [leak}}
  free(p);
}
