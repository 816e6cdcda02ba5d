/* Issue 23, capability 3: a local's address left in the caller's memory
   is a defect once a caller reads it. A decoder lends its frame's array to
   a struct while a callee fills it and clears the field when it is done;
   on the callee's error it returns early and leaves the stale address.
   No caller of the run calls it (an entry point): no caller the run sees
   reads it, and the warning is only possible. Its twins: a function that
   leaves the address on every path (what it hands out), and a decoder
   whose caller reads the field after the error. */
// pathsim-args: --rank=possible

struct item { unsigned long id; void *opts; };
struct params { struct item *items; int check; };
struct decoder { struct params p; int seq; };

int read_header(struct params *o, const unsigned char *in) {
  if (in[0] == 0)
    return 9;
  o->items[0].id = in[1];
  o->items[0].opts = 0;
  return 0;
}

int decode_block(struct decoder *d, const unsigned char *in) {
  struct item items[4];
  d->p.items = items;
  int ret = read_header(&d->p, in);
  if (ret != 0)
    return ret; // expected-warning{{address of local variable 'items' is still stored in memory the caller can reach when the function returns [return-stack-address, possible]}}
  unsigned long id = items[0].id;
  d->p.items = 0;
  d->seq = (int)id;
  return 0;
}

/* Twin: the address is left on every path. */
void lend_items(struct decoder *d) {
  struct item items[4];
  d->p.items = items; // expected-warning{{address of local variable 'items' is still stored in memory the caller can reach when the function returns [return-stack-address, certain]}}
}

/* Twin: a caller reads the field after the error. */
int decode_block_read(struct decoder *d, const unsigned char *in) {
  struct item items[4];
  d->p.items = items;
  int ret = read_header(&d->p, in);
  if (ret != 0)
    return ret; // expected-warning{{address of local variable 'items' is still stored in memory the caller can reach when the function returns [return-stack-address, possible]}}
  unsigned long id = items[0].id;
  d->p.items = 0;
  d->seq = (int)id;
  return 0;
}

unsigned long retry(struct decoder *d, const unsigned char *in) {
  if (decode_block_read(d, in) != 0)
    return d->p.items[0].id; // expected-warning{{using freed memory}}
  return 0;
}
