// The leak is reported in the caller with the whole allocation call stack:
// caller -> make_name -> xmalloc -> malloc.
void *xmalloc(unsigned long n);

char *make_name(void) {
  char *s = xmalloc(16); // expected-note{{called from 'make_name' here}}
  s[0] = 0;
  return s;
}

int use_name(void) {
  char *n = make_name(); // expected-note{{called from 'use_name' here}} expected-note{{used automatic model 'make_name' for 'make_name()': function returns a new memory block}}
  return n[0]; // expected-warning{{memory allocated by 'make_name' at user.c:12 and held by 'n' is leaked [leak]}} expected-note{{path includes 2 statements on lines 12 13}}
}
