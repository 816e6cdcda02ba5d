/* Issue 23, capability 3: the values of a table the program never writes
   are known. A pointer read from such a table at an index the path does
   not know is one of its entries: when every entry is a string literal (no
   NULL, no 0 member beside it), it is not NULL, and a test of it for NULL
   is known false. Each twin's table has a NULL entry: the same code is
   told. */
#include <stddef.h>
#include <string.h>

static const char *const names[] = {"alpha", "beta", "gamma"};

size_t name_length(unsigned i) {
  const char *n = names[i % 3];
  size_t missing = n == NULL ? 1 : 0;
  return strlen(n) + missing;
}

static const char *const some_names[] = {"alpha", NULL, "gamma"};

size_t some_name_length(unsigned i) {
  const char *n = some_names[i % 3];
  size_t missing = n == NULL ? 1 : 0;
  return strlen(n) + missing; // expected-warning{{passing NULL pointer 'n' to 'strlen' [null-deref, likely]}}
}

/* A table of structs no code writes (static, only read): its pointer
   members are literals, its other members not 0. */
struct pattern { const char *regexp; int width; };
static struct pattern patterns[] = {
    {"a+hello", 10}, {"(?i)abc", 5}, {"\\C*", 10}, {"x|y", 3}};

size_t pattern_width(unsigned i) {
  const struct pattern *p = &patterns[i & 3];
  if (p->regexp == NULL)
    return (size_t)p->width;
  return strlen(p->regexp) * (size_t)p->width;
}

unsigned first_byte(unsigned i) {
  const char *r = patterns[i & 3].regexp;
  unsigned n = 0;
  if (!r)
    n++;
  return n + (unsigned char)r[0];
}

static struct pattern ended[] = {
    {"a+hello", 10}, {"(?i)abc", 5}, {"\\C*", 10}, {NULL, 0}};

unsigned first_byte_ended(unsigned i) {
  const char *r = ended[i & 3].regexp;
  unsigned n = 0;
  if (!r)
    n++;
  return n + (unsigned char)r[0]; // expected-warning{{dereferencing NULL pointer 'r' [null-deref, likely]}}
}

/* Read through a reference to the entry (`const T &t = table[i]`, a local
   pointer variable at -O0): still a table no code writes. */
size_t pattern_length(unsigned i) {
  const struct pattern *p = &patterns[i & 3];
  const char *r = p->regexp;
  return (r == NULL ? 0 : strlen(r)) + strlen(r);
}

size_t ended_length(unsigned i) {
  const struct pattern *p = &ended[i & 3];
  const char *r = p->regexp;
  return (r == NULL ? 0 : strlen(r)) + strlen(r); // expected-warning{{passing NULL pointer 'r' to 'strlen' [null-deref, likely]}}
}
