// pathsim-args: --rank=possible
/* yajl's test program (yajl_test.c:248): `yajl_config(hand, opt, 1)`, a
   varargs function whose cases its model cannot state, result ignored, then
   `FILE *file = fopen(fileName, "r")` and `fread(..., file)` untested. The
   case of config the path took is a guess, but the unchecked fopen does not
   depend on it: it keeps the rank it has without the call (certain here),
   where it was possible (hidden by default). A defect on what the guessed
   case gave (a block it returned), or reached through a test of what it
   wrote, still depends on the guess: possible. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

struct handle {
  unsigned flags;
  int level;
};

int config(struct handle *h, int opt, ...) {
  int rv = 1;
  va_list ap;
  va_start(ap, opt);
  switch (opt) {
  case 1:
  case 2:
    if (va_arg(ap, int))
      h->flags |= opt;
    else
      h->flags &= ~opt;
    break;
  case 3:
    h->level = va_arg(ap, int);
    break;
  default:
    rv = 0;
  }
  va_end(ap);
  return rv;
}

/* (1) Independent of the guess: shown at their own ranks. */
int read_header(struct handle *h, const char *name) {
  char buf[16];
  config(h, 1, 1);
  FILE *file = fopen(name, "r");
  size_t n = fread(buf, 1, sizeof buf, file); // expected-warning{{passing NULL pointer 'file' to 'fread' [null-deref, certain]}}
  fclose(file);
  return (int)n;
}

int count_one(struct handle *h, int verbose) {
  config(h, 2, 0);
  if (verbose)
    puts("counting");
  int *count = malloc(sizeof *count);
  *count = 1; // expected-warning{{dereferencing NULL pointer 'count' [null-deref, likely]}}
  free(count);
  return 0;
}

/* (2) The defect's value comes from the guessed case: the block it returned
   is leaked only if that case is the one taken. */
char *make_buffer(int opt, ...) {
  va_list ap;
  va_start(ap, opt);
  int n = va_arg(ap, int);
  va_end(ap);
  if (n > 0)
    return malloc(16);
  return NULL;
}

void forget_buffer(void) {
  make_buffer(1, 4); // expected-warning{{is leaked [leak, possible]}}
}

/* (2) What the guessed case left in memory passed to it: another case
   keeps the block (stores it in the list), or writes the name. */
struct list {
  void *items[4];
  int n;
};

int list_add(struct list *l, void *item, ...) {
  va_list ap;
  va_start(ap, item);
  int keep = va_arg(ap, int);
  va_end(ap);
  if (keep && l->n < 4) {
    l->items[l->n++] = item;
    return 1;
  }
  return 0;
}

void add_new(struct list *l) {
  char *s = malloc(8);
  if (!s)
    return;
  list_add(l, s, 1); // expected-warning{{held by 's' is leaked [leak, possible]}}
}

int get_name(const char **name, ...) {
  va_list ap;
  va_start(ap, name);
  int known = va_arg(ap, int);
  va_end(ap);
  if (!known)
    return 0;
  *name = "x";
  return 1;
}

int first_letter(void) {
  const char *name = NULL;
  get_name(&name, 1);
  return name[0]; // expected-warning{{dereferencing NULL pointer 'name' [null-deref, possible]}}
}

/* (3) The path reaches the defect through a test of what the guessed case
   wrote (h->flags): possible, as before. */
int count_if_flagged(struct handle *h) {
  config(h, 1, 1);
  if (h->flags & 1) {
    int *count = malloc(sizeof *count);
    *count = 1; // expected-warning{{dereferencing NULL pointer 'count' [null-deref, possible]}}
    free(count);
  }
  return 0;
}

/* (3) The same through the level config wrote, copied and computed on. */
int scaled(struct handle *h) {
  config(h, 3, 5);
  int twice = h->level * 2;
  if (twice > 8) {
    int *count = malloc(sizeof *count);
    *count = twice; // expected-warning{{dereferencing NULL pointer 'count' [null-deref, possible]}}
    free(count);
  }
  return 0;
}
