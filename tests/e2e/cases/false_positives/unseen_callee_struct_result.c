// A call to a C function without source or model that returns a struct:
// the IR passes the address of the result first (sret), before the
// source's parameters. pathsim took a `const char *` parameter's flag for
// that address, so the result was never written and read as
// uninitialized.
struct span {
  long begin, end, step, count;
};

struct span parse_span(const char *text); // unseen
struct span scan(const int *seed, int *used);

int use(long);

int parsed(void) {
  struct span s = parse_span("1:5");
  return use(s.begin);
}

// The parameters keep their own flags: `seed` is only read.
int seeded(void) {
  int seed;
  int used;
  struct span s = scan(&seed, &used);
  return use(s.count) + use(used) + use(seed); // expected-warning{{passing uninitialized value 'seed' to 'use'}}
}
