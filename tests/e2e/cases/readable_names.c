// Names a C programmer reads: members by their names from debug info, also
// in memory a callee's model speaks of in bytes (`*<8:8>(&p)`); a negative
// offset an element before (`b[-4]`); a leak names what leaks, who allocated
// it and where, and the variable that held it last, and is reported once per
// allocation site however many exits lose it.
#include <stdlib.h>

struct list { char *head; int n; };
struct parser { int kind; struct list tokens; };
struct items { char *start; char *end; };

// tokens.head is the first member of tokens: Clang reads it without a GEP.
int deref_first_member(struct parser *parser) {
  if (parser->tokens.head == 0)
    return *parser->tokens.head; // expected-warning{{dereferencing NULL pointer 'parser->tokens.head'}}
  return 0;
}

int first(struct parser *parser) { return *parser->tokens.head; }

int member_through_model(void) {
  struct parser p;
  p.kind = 1;
  p.tokens.head = 0;
  return first(&p); // expected-warning{{passing NULL pointer 'p.tokens.head' to 'first'}}
}

int member_uninitialized(void) {
  struct parser p;
  return first(&p); // expected-warning{{passing pointer to uninitialized memory 'p.tokens.head' to 'first'}}
}

int before(char *p) { return p[-4]; }

int negative_offset(void) {
  char *b = malloc(10);
  if (!b)
    return 0;
  int r = before(b); // expected-warning{{passing pointer to uninitialized memory 'b[-4]' to 'before'}}
  free(b);
  return r;
}

// Two exits lose the block: one warning, at the first path's exit.
int leak_once(int n) {
  struct items items;
  items.start = malloc(n);
  if (!items.start)
    return -1;
  if (n > 3)
    return 1; // expected-warning{{memory allocated by 'malloc' at readable_names.c:47 and held by 'items.start' is leaked [leak]}}
  if (n > 2)
    return 2;
  free(items.start);
  return 0;
}

void fill(struct parser *parser) { parser->tokens.head = malloc(16); }

int leak_through_callee(void) {
  struct parser p;
  fill(&p);
  return p.tokens.head != 0; // expected-warning{{memory allocated by 'fill' at readable_names.c:62 and held by 'p.tokens.head' is leaked [leak]}}
}

// A stack's `top - 1`, the element a callee pops: by the member of the
// element before the one `top` points to, not `*<8:-8>*<8:8>(&p)`.
struct dir {
  char *handle;
  char *prefix;
};
struct dirs {
  struct dir *start, *top;
};
struct dir_parser {
  int state;
  struct dirs tags;
};

void pop_prefix(struct dir_parser *p) {
  struct dir d = *(--p->tags.top);
  free(d.prefix);
}

void element_before_top(void) {
  struct dir_parser p;
  struct dir *b = malloc(4 * sizeof *b);
  if (!b)
    return;
  p.tags.start = p.tags.top = b;
  p.tags.top++;
  pop_prefix(&p); // expected-warning{{freeing uninitialized pointer 'p.tags.top[-1].prefix'}}
  free(b);
}

// A union's struct member: by the member the code wrote, not the union's
// first member holding the same bytes ('node.data.scalar.value', before).
// Where two members have the same layout (libyaml's sequence items and
// mapping pairs) the IR does not say which one the code wrote: the union
// is named.
struct ynode {
  int type;
  union {
    struct {
      char *value;
      int length;
    } scalar;
    struct {
      struct {
        int *start, *end;
      } items;
      int style;
    } sequence;
  } data;
};
int node_pushed(void);

int union_member_holds(void) {
  struct ynode node;
  int *items = malloc(16 * sizeof *items);
  if (!items)
    return 0;
  node.type = 2;
  node.data.sequence.items.start = items;
  node.data.sequence.items.end = items + 16;
  if (!node_pushed())
    return 0;
  return 1; // expected-warning{{memory allocated by 'malloc' at readable_names.c:120 and held by 'node.data.sequence.items.start' is leaked [leak]}}
}

struct ytree {
  int type;
  union {
    struct {
      struct {
        int *start, *end;
      } items;
    } sequence;
    struct {
      struct {
        int *start, *end;
      } pairs;
    } mapping;
  } data;
};

int union_members_alike(void) {
  struct ytree tree;
  int *pairs = malloc(16 * sizeof *pairs);
  if (!pairs)
    return 0;
  tree.type = 3;
  tree.data.mapping.pairs.start = pairs;
  tree.data.mapping.pairs.end = pairs + 16;
  if (!node_pushed())
    return 0;
  return 1; // expected-warning{{memory allocated by 'malloc' at readable_names.c:149 and held by 'tree.data' is leaked [leak]}}
}

// An array decays to a pointer to its first element: `c->z + off` is
// '&c->z[off]', not '&c->z[0][off]'.
struct chunk {
  struct chunk *next;
  char z[8];
};
char byte_at(const char *s) { return *s; }

char chunk_byte(struct chunk *c, int off) {
  if (c)
    return 0;
  return byte_at(c->z + off); // expected-warning{{passing NULL pointer '&c->z[off]' to 'byte_at'}}
}
