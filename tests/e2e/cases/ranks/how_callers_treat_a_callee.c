/* Issue 9, class 8 (tinyxml2's XMLNode::Value(), NULL only for a document
   node, which a virtual call decides): a NULL a callee returns is ranked by
   how the rest of the program treats that callee's result (Engler et al.,
   "Bugs as deviant behavior", 2001). value() is NULL only when is_document()
   says so; none of its callers tests it: the NULL is an invariant of the
   program, and dereferencing it is possible (not shown by default). Most
   callers of lookup() test its result: the one that does not is likely. */
#include <stddef.h>

struct node { int kind; const char *text; struct node *next; };

int is_document(const struct node *n); /* unseen: a virtual call */

const char *value(const struct node *n) {
  return is_document(n) ? NULL : n->text;
}

int first_char(const struct node *n) { return value(n)[0]; } /* possible */
int second_char(const struct node *n) { return value(n)[1]; }
int starts_with_x(const struct node *n) { return *value(n) == 'x'; }
int is_empty(const struct node *n) { return *value(n) == 0; }

struct node *lookup(struct node *list, int kind) {
  for (; list; list = list->next)
    if (list->kind == kind)
      return list;
  return NULL;
}

int kind_text(struct node *list, int kind) {
  struct node *n = lookup(list, kind);
  return n ? n->text[0] : 0;
}
int has_kind(struct node *list, int kind) { return lookup(list, kind) != NULL; }
int count_kind(struct node *list, int kind) {
  struct node *n = lookup(list, kind);
  if (n == NULL)
    return 0;
  return 1;
}
const char *text_of(struct node *list, int kind) {
  struct node *n = lookup(list, kind);
  if (!n)
    return "";
  return n->text;
}

int kind_first(struct node *list, int kind) {
  return lookup(list, kind)->text[0]; // expected-warning{{dereferencing NULL pointer 'lookup()' [null-deref, likely]}}
}
