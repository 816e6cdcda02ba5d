// pathsim-args: --rank=possible
/* climb_toward_the_start.c with explicit parent links: up() returns NULL
   for the root. A climb that stops when it meets the node it holds expects
   that node before the root (possible); one that climbs with no such test
   reaches the root's NULL parent (likely). */
#include <stddef.h>

struct item {
  struct item *first, *next, *parent;
  int value;
};

struct item *up(struct item *p) {
  if (p->parent == NULL)
    return NULL;
  return p->parent;
}

/* The depth of n below top, an ancestor of n by the callers' design. */
int depth_below(struct item *n, struct item *top) {
  int d = 0;
  struct item *p = n;
  while (p != top) {
    p = up(p); // expected-warning{{passing NULL pointer 'p' to 'up' [null-deref, possible]}}
    d++;
  }
  return d + p->value; // expected-warning{{dereferencing NULL pointer 'p' [null-deref, possible]}}
}

/* The real twin: a climb with no node to meet, until an ancestor that has
   a next sibling; from the last node of the tree it passes the root, whose
   up() is NULL. */
int first_lonely_ancestor(struct item *n) {
  struct item *p = up(n);
  while (p->next) // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
    p = up(p);
  return p->value;
}
