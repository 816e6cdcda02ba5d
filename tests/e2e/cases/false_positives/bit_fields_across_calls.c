// Bit-fields written by a callee: a bit-field store reads the word that
// holds the field and writes it back with the other fields' bits as they
// were (`w = (w & ~M) | v`); that is no use of the other fields, so an
// init function or a constructor that sets every field of an object its
// caller has not initialized is silent. Reduced from jsoncpp's
// `CZString(char const *, unsigned, DuplicationPolicy)`, whose caller
// was told it passed `actualKey` uninitialized.
struct key {
  const char *str;
  unsigned policy : 2;
  unsigned length : 30;
};

void key_init(struct key *k, const char *s, unsigned n, unsigned policy) {
  k->str = s;
  k->policy = policy & 3;
  k->length = n & 0x3FFFFFFF;
}

unsigned key_length(const char *s, unsigned n) {
  struct key k;
  key_init(&k, s, n, 1);
  return k.length;
}

/* One field set: the other is still uninitialized for the caller. */
void key_set_policy(struct key *k, unsigned policy) { k->policy = policy; }

unsigned key_policy(void) {
  struct key k;
  key_set_policy(&k, 2);
  return k.policy;
}

/* Known gap: the callee's model says the word holding the fields is
   initialized, not which of its bits: the field it did not set reads as
   initialized too. */
unsigned key_length_after_policy(void) {
  struct key k;
  key_set_policy(&k, 2);
  return k.length; // todo-warning{{uninitialized}}
}

/* Reading a field the caller never set is still a use. */
unsigned key_read_length(const struct key *k) { return k->length; }

unsigned key_length_unset(void) {
  struct key k;
  k.str = "";
  return key_read_length(&k); // expected-warning{{passing pointer to uninitialized memory 'a member of k' to 'key_read_length' [uninit-use}}
}

/* Flags or-ed into, or masked out of, an int the caller never set: those
   read it (C's `*p |= F`), and stay reported. */
void add_flag(unsigned *flags, unsigned f) { *flags |= f; }
void clear_flag(unsigned *flags, unsigned f) { *flags &= ~f; }

unsigned flags_or_uninit(void) {
  unsigned flags;
  add_flag(&flags, 4); // expected-warning{{passing pointer to uninitialized memory 'flags' to 'add_flag' [uninit-use}}
  return flags;
}

unsigned flags_and_uninit(void) {
  unsigned flags;
  clear_flag(&flags, 4); // expected-warning{{passing pointer to uninitialized memory 'flags' to 'clear_flag' [uninit-use}}
  return flags;
}

unsigned flags_ok(void) {
  unsigned flags = 0;
  add_flag(&flags, 4);
  clear_flag(&flags, 1);
  return flags;
}

/* A masked field tested by the callee is a use of the caller's word. */
int key_is_copied(const struct key *k) { return (k->policy & 1) != 0; }

int key_copied_unset(void) {
  struct key k;
  k.str = "";
  return key_is_copied(&k); // expected-warning{{passing pointer to uninitialized memory 'a member of k' to 'key_is_copied' [uninit-use}}
}
