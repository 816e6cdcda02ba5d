/* Issue 9 (expat's xmlwf: `if (tcsrchr(s, '/')) s = tcsrchr(s, '/') + 1;`):
   a function declared pure or const (`__attribute__((pure))`, as glibc's
   <string.h> declares strrchr) called twice with the same arguments, with no
   write to memory between the calls, returns the same value: the second
   strrchr is not NULL when the first was not. */
#include <stddef.h>
#include <string.h>

void use(char *s);

void skip_directory(char *s) {
  if (strrchr(s, '/'))
    s = strrchr(s, '/') + 1;
  strcpy(s, "name");
}

struct table;
int lookup(const struct table *t, int key) __attribute__((pure));
void take(int x);

void twice(const struct table *t, int key) {
  int x;
  if (lookup(t, key) > 0)
    x = 1;
  if (lookup(t, key) > 0)
    take(x);
}

/* The defect twins: a write between the calls, or other arguments, may
   change the answer. */
void written_between(struct table *t, int key, int *flag) {
  int x;
  if (lookup(t, key) > 0)
    x = 1;
  *flag = 0;
  if (lookup(t, key) > 0)
    take(x); // expected-warning{{passing uninitialized value 'x' to 'take'}}
}

void other_key(const struct table *t, int key) {
  int x;
  if (lookup(t, key) > 0)
    x = 1;
  if (lookup(t, key + 1) > 0)
    take(x); // expected-warning{{passing uninitialized value 'x' to 'take'}}
}

/* Not pure: each call may answer differently. */
int next_token(const struct table *t);

void not_pure(const struct table *t) {
  int x;
  if (next_token(t) > 0)
    x = 1;
  if (next_token(t) > 0)
    take(x); // expected-warning{{passing uninitialized value 'x' to 'take'}}
}
