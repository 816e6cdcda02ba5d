// A bit-field stored into a word the path does not know (`w = (w & ~M) |
// v`): the word keeps its other fields, and the field holds what was
// stored, in the function and for its callers, whose models state the
// field stored by its bits (`(result ieq *<2:8>v<8:0>.<8:0> 4)`) and
// leave the caller's other fields alone. The word was once a new unknown
// value after any store into one of its fields: a tag set and then tested
// was unknown, and a callee setting a flag made its caller forget the tag
// beside it (jsoncpp's `Value`, whose `value_type_ : 8` and `allocated_ :
// 1` share a word).
#include <stdlib.h>

struct value {
  char *s;
  struct {
    unsigned kind : 8;
    unsigned owned : 1;
  } bits;
};

void set_owned(struct value *v, unsigned o) { v->bits.owned = o & 1; }
void set_kind(struct value *v) { v->bits.kind = 4; }

/* Stored, then read back. */
void stored_then_read(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  v->bits.kind = 4;
  if (v->bits.kind != 4)
    return; /* never */
  free(p);
}

/* A callee storing one field keeps the other. */
void flag_beside_tag(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (v->bits.kind != 4) {
    free(p);
    return;
  }
  set_owned(v, 1);
  if (v->bits.kind != 4)
    return; /* never: set_owned kept the tag */
  free(p);
}

/* A callee storing a constant: the caller knows it, and the other field. */
void tag_beside_flag(struct value *v) {
  char *p = malloc(4);
  if (!p)
    return;
  if (!v->bits.owned) {
    free(p);
    return;
  }
  set_kind(v);
  if (!v->bits.owned)
    return; /* never: set_kind kept the flag */
  if (v->bits.kind != 4)
    return; /* never: set_kind set it */
  free(p);
}

/* The twin: the field stored from a value the model cannot name. */
void flag_unknown(struct value *v, unsigned o) {
  char *p = malloc(4);
  if (!p)
    return;
  set_owned(v, o);
  if (!v->bits.owned)
    return; // expected-warning{{is leaked [leak}}
  free(p);
}
