// Warnings and their notes name what the source names (issue 23,
// capability 1): never the model's notation (`*<8:8>*<8:8>(&h)`,
// `s.<31:0>`), bytes by offset, libstdc++'s internal members
// (`_M_impl._M_start`) or the demangler's spelling of a function
// (`std::vector<int, std::allocator<int>>`).
#include <cstring>
#include <map>
#include <string>
#include <vector>

// A callee's test of bits of an argument is the mask C writes, not
// `s.<31:0> == 0`.
int seeded(unsigned seed, int *out) {
  if ((seed & 0x7fffffff) == 0)
    return *out;
  return 1;
}

int seed_null(unsigned s) {
  return seeded(s, nullptr); // expected-warning{{passing NULL pointer 'out' to 'seeded' [null-deref}} expected-note{{when '(s & 0x7fffffff) == 0 (in seeded)'}} expected-note{{used automatic model 'seeded'}} expected-note{{path includes}}
}

// A bit-field no member of the layout names (debug info gives the bytes
// that hold it): a condition on the internals of the struct, not
// `*<4:0>(&m).<2:4> == 2`.
struct Mode {
  unsigned kind : 4;
  unsigned level : 2;
};

int leveled(const Mode *m, int *out) {
  if (m->level == 2)
    return *out;
  return 0;
}

unsigned read_level();

int level_null() {
  Mode m;
  m.kind = 1;
  m.level = read_level();
  return leveled(&m, nullptr); // expected-warning{{passing NULL pointer 'out' to 'leveled' [null-deref}} expected-note{{when 'a condition on the internals of m (in leveled)'}} expected-note{{used automatic model 'leveled'}} expected-note{{path includes}}
}

// Memory behind a `void *` has no type the caller knows: what the callee
// reads there is memory reached from the member, and its test of it a
// condition on that member's internals.
struct Hidden {
  int kind;
  void *priv;
};
struct Inner {
  int n;
  int *value;
};
struct Outer {
  long tag;
  Inner *in;
};

unsigned read_count();

int inner_value(Hidden *h) {
  Outer *o = (Outer *)h->priv;
  if (o->in->n == 3)
    return *o->in->value;
  return 0;
}

int hidden_null() {
  Inner in;
  in.n = read_count();
  in.value = nullptr;
  Outer o;
  o.tag = 0;
  o.in = &in;
  Hidden h;
  h.kind = 0;
  h.priv = &o;
  return inner_value(&h); // expected-warning{{passing NULL pointer 'memory reached from h.priv' to 'inner_value' [null-deref}} expected-note{{when 'a condition on the internals of h.priv (in inner_value)'}} expected-note{{used automatic model 'inner_value'}} expected-note{{path includes}}
}

// A vector's storage is `v.data()`; the function is named as Clang's
// diagnostics print it, without the default allocator.
int first_of_empty() {
  std::vector<const char *> v; // expected-note{{used automatic model 'vector'}}
  return *v[0]; // expected-warning{{passing NULL pointer 'v.data()' to 'std::vector<const char *>::operator[]' [null-deref}} expected-note{{used automatic model 'std::vector<const char *>::operator[]'}} expected-note{{path includes}}
}

// A string's length is its internals: the condition is said of the string.
size_t named_length(const std::string &s, const char *p) {
  if (s.empty())
    return strlen(p);
  return 0;
}

size_t empty_then_null(const std::string &s) {
  return named_length(s, nullptr); // expected-warning{{passing NULL pointer 'p' to 'named_length' [null-deref}} expected-note{{when 'a condition on the internals of s (in named_length)'}} expected-note{{used automatic model 'named_length'}} expected-note{{path includes}}
}

// A template of the user's, instantiated with a std::string key: its name
// as written, `std::string` for `std::__cxx11::basic_string<char, ...>`.
template <class K> int lookup(const std::map<K, int> &m, const K &k, int *out) {
  *out = m.count(k) ? 1 : 0;
  return *out;
}

int lookup_null(const std::map<std::string, int> &m, const std::string &k) {
  return lookup(m, k, nullptr); // expected-warning{{passing NULL pointer 'out' to 'lookup<std::string>' [null-deref}} expected-note{{when 'a condition on the internals of m (in lookup<std::string>)'}} expected-note{{used automatic model 'lookup<std::string>'}} expected-note{{path includes}}
}
