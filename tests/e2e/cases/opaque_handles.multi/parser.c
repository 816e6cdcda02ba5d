// The unit that defines the parser (with main.c): its functions' models
// speak of the parser's members in bytes, which main.c cannot name itself.
#include <stdlib.h>

struct parser {
  int state;
  char *buffer;
  char *cursor;
};

struct parser *parser_new(void) {
  struct parser *p = malloc(sizeof *p);
  if (!p)
    return NULL;
  p->state = 0;
  p->cursor = NULL;
  return p; // buffer is left unset
}

int parser_peek(struct parser *p) { return *p->buffer; }

void parser_free(struct parser *p) { free(p); }

char *parser_cursor(struct parser *p) {
  if (p->state == 2)
    return NULL;
  return p->cursor;
}
