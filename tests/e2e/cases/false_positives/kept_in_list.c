/* Once a false positive (bench/false-positives/kept_in_list.c): the node holding the FILE is linked into s->all by newnode(); nothing leaks. */
// expected-no-diagnostics
#include <stdio.h>
#include <stdlib.h>
struct node { struct node *next; FILE *f; };
struct state { struct node *all; };
static struct node *newnode(struct state *s) {
  struct node *n = malloc(sizeof *n);
  if (!n)
    exit(1);
  n->next = s->all;
  s->all = n; /* the node is kept in s's list */
  return n;
}
void opencheck(struct state *s, const char *name) {
  struct node *n = newnode(s);
  n->f = fopen(name, "r"); /* the FILE is reachable through s->all */
}
