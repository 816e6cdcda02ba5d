// pathsim-args: --rank=possible
/* A pointer stored into memory a callee returned without saying whose it
   is (a node a lookup found in a table the program keeps) is held there:
   no outcome names that node, so the function's model says the pointer is
   handed on (`memory_lost data@`), and its callers' block is not leaked.
   A setter that stores nothing leaves its caller's block leaked. */
#include <stdlib.h>
#include <string.h>

struct node { const char *key; void *data; };

extern struct node *lookup(const char *key);

int attach(const char *key, void *data) {
  struct node *n = lookup(key);
  if (n == NULL)
    return -1;
  n->data = data;
  return 0;
}

int attach_copy(const char *key, const char *text) {
  char *copy = strdup(text);
  if (copy == NULL)
    return -1;
  if (attach(key, copy) != 0) {
    free(copy);
    return -1;
  }
  return 0;
}

int check(const char *key, void *data) {
  struct node *n = lookup(key);
  if (n == NULL)
    return -1;
  return n->data == data ? 0 : 1;
}

int check_copy(const char *key, const char *text) {
  char *copy = strdup(text);
  if (copy == NULL)
    return -1;
  if (check(key, copy) < 0) {
    free(copy);
    return -1;
  }
  return 0; // expected-warning{{memory allocated by 'strdup' at kept_in_a_node_a_callee_found.c:41 and held by 'copy' is leaked}}
}
