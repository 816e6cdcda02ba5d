// Issue 23: a getter returning the address of a member (`return
// &stats_;`) that is not the object's first (past the vtable pointer, or
// past another member) gives that address exactly: its model says
// (result peq_addr return *<:8>this), not only that the pointer is
// somewhere in the object. What the caller then tests through the pointer
// is the member, as when it writes `&c->stats_` itself, and a callee given
// the pointer reads the same member.
// pathsim-args: --rank=possible

struct Stats {
  int hits;
  int misses;
};

struct Out {
  int rate;
};

static void fill(Out *o, const Stats *s) {
  if (s->misses == 0)
    return;
  o->rate = s->hits / s->misses;
}

struct Cache {
  virtual ~Cache() {}
  Stats stats_;
  Stats *stats() { return &stats_; }
};

int rate(Cache *c) {
  Stats *s = c->stats();
  if (s->misses == 0)
    return 0;
  Out o;
  fill(&o, s);
  return o.rate;
}

struct Pool {
  int size;
  Stats stats_;
  Stats *stats() { return &stats_; }
};

int pool_rate(Pool *p) {
  Stats *s = p->stats();
  if (s->misses == 0)
    return 0;
  Out o;
  fill(&o, s);
  return o.rate;
}

// The defect twin: the caller tested another member.
int rate_unchecked(Cache *c) {
  Stats *s = c->stats();
  if (s->hits == 0)
    return 0;
  Out o;
  fill(&o, s);
  // expected-warning@+2{{returning uninitialized value}}
  return o.rate;
}
