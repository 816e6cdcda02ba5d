/* Issue 9, class 8: a search that finds nothing is the classic NULL, and
   most callers of find() test its result, so one that does not is likely.
   But a lookup by the key an object is stored under, of an object of the
   type the table holds (SQLite's synthCollSeq: sqlite3FindCollSeq(db, enc,
   pColl->zName, 0) of a collation the hash table holds), finds that object
   again: the program stores entries under their own name (insert(e->name,
   e)), so the NULL is an invariant of the program's data and the warning is
   only possible. A key read from another field (a reference to another
   entry: the parent's name) is no such lookup and stays likely. */
#include <stdlib.h>
#include <string.h>

struct entry {
  char *name;
  char *parent;
  int (*cmp)(const void *, const void *);
  struct entry *next;
};

static struct entry *table;

struct entry *find(const char *name) {
  for (struct entry *e = table; e; e = e->next)
    if (strcmp(e->name, name) == 0)
      return e;
  return NULL;
}

static void insert(const char *key, struct entry *e) {
  (void)key;
  e->next = table;
  table = e;
}

struct entry *add(const char *name, const char *parent) {
  if (find(name))
    return NULL;
  struct entry *e = calloc(1, sizeof *e);
  if (!e)
    return NULL;
  e->name = strdup(name);
  if (!e->name) {
    free(e);
    return NULL;
  }
  e->parent = parent ? strdup(parent) : NULL;
  insert(e->name, e);
  return e;
}

int known(const char *name) { return find(name) != NULL; }
int compare_by(const char *name, const void *a, const void *b) {
  struct entry *e = find(name);
  return e ? e->cmp(a, b) : 0;
}
int has_cmp(const char *name) {
  struct entry *e = find(name);
  if (e == NULL)
    return 0;
  return e->cmp != NULL;
}

/* The same entry again: its own name. */
int same_cmp(struct entry *e) {
  struct entry *again = find(e->name);
  return again->cmp == e->cmp;
}
int same_cmp_through_a_local(struct entry *e) {
  char *z = e->name;
  struct entry *again = find(z);
  return again->cmp == e->cmp;
}

/* Another entry: the parent need not be defined. */
int parent_cmp(struct entry *e) {
  struct entry *p = find(e->parent);
  return p->cmp == e->cmp; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
}
