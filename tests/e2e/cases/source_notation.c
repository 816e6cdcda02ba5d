// Memory a callee's model speaks of in bytes (`*<8:16>(&a)`, `*(&p)`) is
// named as C writes it: a variable, an array's element, a member of an
// element, an element a pointer member points to.
#include <stdlib.h>
#include <string.h>

// The callee frees what the pointer it was given points to: `*(&data)`.
void free_pointed(void *vp) {
  char **pp = (char **)vp;
  free(*pp);
}

void freed_through_address(void) {
  char *data = malloc(100);
  if (!data)
    exit(1);
  free(data);
  free_pointed(&data); // expected-warning{{freeing freed memory 'data'}}
}

// An element of an array the caller passes: `*<8:16>(&array)`.
void free_third(char *array[]) { free(array[2]); }

void freed_element(void) {
  char *data = malloc(100);
  char *array[5];
  if (!data)
    exit(1);
  free(data);
  array[2] = data;
  free_third(array); // expected-warning{{freeing freed memory 'array[2]'}}
}

// An element of a string: `*<1:1>s`.
int second(const char *s) { return s[1]; }

int uninitialized_element(void) {
  char *s = malloc(4);
  if (!s)
    return 0;
  s[0] = 'a';
  int r = second(s); // expected-warning{{passing pointer to uninitialized memory 's[1]' to 'second'}}
  free(s);
  return r;
}

// A member of an array's element: `*<8:24>(&items)`.
struct item {
  int key;
  char *name;
};
int name_length(struct item *items) { return *items[1].name; }

int null_member_of_element(void) {
  struct item items[2];
  items[0].key = 1;
  items[0].name = "a";
  items[1].key = 2;
  items[1].name = NULL;
  return name_length(items); // expected-warning{{passing NULL pointer 'items[1].name' to 'name_length'}}
}

// An element of what a member points to: `*<1:1>*<8:8>(&r)`.
struct record {
  int id;
  char *text;
};
int text_second(struct record *r) { return r->text[1]; }

int uninitialized_pointed_element(void) {
  struct record r;
  r.id = 1;
  r.text = malloc(4);
  if (!r.text)
    return 0;
  r.text[0] = 'x';
  int n = text_second(&r); // expected-warning{{passing pointer to uninitialized memory 'r.text[1]' to 'text_second'}}
  free(r.text);
  return n;
}

// A member of the struct a function returns: by its name, not `<field 1>`.
struct box {
  int n;
  char *label;
};
static struct box *box_of(void *p) { return (struct box *)p; }

int returned_member(void *p) {
  if (box_of(p)->label == NULL)
    return *box_of(p)->label; // expected-warning{{dereferencing NULL pointer 'box_of()->label'}}
  return 0;
}

// What a `void *` member points to has no type the caller knows: a member
// of it (`*<8:8>*<8:8>(&h)`, then '*h.priv (8 bytes at offset 8)' before).
struct handle {
  int kind;
  void *priv;
};
struct private_part {
  int state;
  char *file;
};
int private_file(struct handle *h) {
  struct private_part *p = h->priv;
  return *p->file;
}

int untyped_member(void) {
  struct private_part p;
  struct handle h;
  p.state = 1;
  p.file = NULL;
  h.kind = 0;
  h.priv = &p;
  return private_file(&h); // expected-warning{{passing NULL pointer 'a member of *h.priv' to 'private_file'}}
}

// An array variable's first element, not the array (`*(&name)` before).
int first_char(const char *p) { return *p; }

int uninitialized_first(void) {
  char name[8];
  return first_char(name); // expected-warning{{passing pointer to uninitialized memory 'name[0]' to 'first_char'}}
}

// What a pointer a `void *` points to points to: '**c', not '*(*c)'.
int top_of(void *c) {
  struct private_part *p = *(struct private_part **)c;
  return *p->file;
}

int untyped_twice(void) {
  struct private_part part;
  struct private_part *pp = &part;
  void *c = &pp;
  part.state = 0;
  part.file = NULL;
  return top_of(c); // expected-warning{{passing NULL pointer 'a member of **c' to 'top_of'}}
}

// A union's member read through: the union itself, not its first member
// of that size ('s.value.llval->first' would name a member the code never
// used): which member the callee read, its model does not say. Bytes by
// offset are never shown ('*s.value (8 bytes at offset 8)' before).
struct chain {
  int n;
  char *first;
};
struct setting {
  int type;
  union {
    long long llval;
    struct chain *list;
  } value;
};
int chain_first(struct setting *s) { return *s->value.list->first; }

void set_list(struct setting *s, struct chain *c) { s->value.list = c; }

int union_member(void) {
  struct chain c;
  struct setting s;
  c.n = 0;
  c.first = NULL;
  s.type = 1;
  set_list(&s, &c);
  return chain_first(&s); // expected-warning{{passing NULL pointer 'a member of *s.value' to 'chain_first'}}
}

// Bytes past a struct that no member of a next element holds: a larger
// object the callee casts the pointer to, not 'a.base[1]'.
struct header {
  int kind;
  int refs;
};
struct array_object {
  struct header base;
  char **items;
};
int first_item(struct header *h) {
  struct array_object *a = (struct array_object *)h;
  return **a->items;
}

int larger_object(void) {
  struct array_object a;
  a.base.kind = 1;
  a.base.refs = 1;
  a.items = NULL;
  struct header *h = &a.base;
  return first_item(h); // expected-warning{{passing NULL pointer 'a member of *h' to 'first_item'}}
}

// A temporary the caller did not name: by the callee's parameter, not
// '*<8:8>p'.
int file_of(struct private_part *p) { return *p->file; }

int temporary(void) {
  return file_of(&(struct private_part){0, NULL}); // expected-warning{{passing NULL pointer 'a member of *p' to 'file_of'}}
}

// A union named only for all of its bytes: the pointer 8 bytes into it is
// not 'u' ('*t->u != NULL' before), but a member of it; which one, the
// callee's model does not say ('*t (8 bytes at offset 24)' before).
struct vtab_part {
  int n;
  char **args;
  char *module;
};
struct tab_part {
  int extra;
  char *keys;
  char *defaults;
};
struct table {
  int kind;
  union {
    struct tab_part tab;
    struct vtab_part vtab;
  } u;
};
int module_first(struct table *t) { return *t->u.vtab.module; }
void set_module(struct table *t, char *m) { t->u.vtab.module = m; }

int union_inside(struct table *t) {
  set_module(t, NULL);
  return module_first(t); // expected-warning{{passing NULL pointer 'a member of t->u' to 'module_first'}}
}

// A member of an array's first element, the array's zero index folded away
// in the IR: `field[0].start`, not a member of the array (was
// 'field.<field 0>').
struct span { const char *start, *end; };
int first_span_is_user(const char *s) {
  struct span field[6];
  for (int n = 0; n < 6; ++n)
    field[n].start = field[n].end = NULL;
  if (s)
    field[0].start = s;
  return memcmp(field[0].start, "user", 4); // expected-warning{{passing NULL pointer 'field[0].start' to 'memcmp' [null-deref, likely]}}
}
