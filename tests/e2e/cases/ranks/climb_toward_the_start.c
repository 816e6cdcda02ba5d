// pathsim-args: --rank=possible
/* A tree whose nodes link to their first child (down), their next sibling
   (right), and back (left: the previous sibling, or the parent for a first
   child). parent_of() climbs the back links to the parent, NULL for the
   root. A depth-first walk from a node climbs back with it and stops when
   it meets the node it started from: every node it reached below the start
   has a parent chain that meets the start before any NULL, which only the
   tree's shape says. The climb's NULL is possible, not likely; a walk that
   has no such exit test climbs past the root of the tree and dereferences
   the root's NULL parent: likely. */
#include <stddef.h>

struct node {
  struct node *down, *right, *left;
  int type;
  const char *name;
};

struct node *parent_of(struct node *p) {
  if (p == NULL)
    return NULL;
  while (p->left != NULL && p->left->right == p)
    p = p->left;
  return p->left;
}

/* The walk climbs toward 'node' and leaves when it meets it. */
int count_named(struct node *node) {
  struct node *p = node;
  int n = 0;
  if (node == NULL)
    return 0;
  while (p) {
    if (p->name)
      n++;
    if (p->down)
      p = p->down;
    else if (p == node)
      p = NULL;
    else if (p->right)
      p = p->right;
    else {
      while (1) {
        p = parent_of(p);
        if (p == node) {
          p = NULL;
          break;
        }
        if (p->right) { // expected-warning{{dereferencing NULL pointer 'p' [null-deref, possible]}}
          p = p->right;
          break;
        }
      }
    }
  }
  return n;
}

/* The same walk written with a direction, its exit test at the top of the
   loop, before the node is read. */
enum { DOWN, RIGHT, UP };
int max_type(struct node *root) {
  struct node *p = root;
  int move = DOWN, max = 0;
  if (root == NULL)
    return -1;
  while (1) {
    if (p == root && move == UP)
      break;
    if (move != UP && p->type > max)
      max = p->type;
    if (move == DOWN) {
      if (p->down)
        p = p->down;
      else
        move = RIGHT;
    }
    if (move == RIGHT) {
      if (p == root)
        break;
      if (p->right) {
        p = p->right;
        move = DOWN;
      } else
        move = UP;
    }
    if (move == UP) {
      p = parent_of(p);
      if (p != root && p->right) { // expected-warning{{dereferencing NULL pointer 'p' [null-deref, possible]}}
        p = p->right;
        move = DOWN;
      }
    }
  }
  return max;
}

/* The real twin: no exit test against the start. After the last node of
   the tree the climb reaches the root, whose parent is NULL. */
int count_all(struct node *node) {
  struct node *p = node;
  int n = 0;
  if (node == NULL)
    return 0;
  while (p) {
    n++;
    if (p->down)
      p = p->down;
    else if (p->right)
      p = p->right;
    else {
      while (1) {
        p = parent_of(p);
        if (p->right) { // expected-warning{{dereferencing NULL pointer 'p' [null-deref, likely]}}
          p = p->right;
          break;
        }
      }
    }
  }
  return n;
}

/* Compared with a node, but its NULL is a search's answer (no child has
   that name: the pointers compared are a key, not links), not the shape's:
   likely as before. */
struct node *child_named(struct node *p, const char *name) {
  for (struct node *c = p->down; c; c = c->right)
    if (c->name == name)
      return c;
  return NULL;
}

int type_of_child(struct node *p, const char *name) {
  struct node *c = child_named(p, name);
  if (c == p->down)
    return 0;
  return c->type; // expected-warning{{dereferencing NULL pointer 'c' [null-deref, likely]}}
}
