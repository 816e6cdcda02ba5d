// A unit that sees the parser only as an opaque handle (`struct parser;`,
// as a library's users do): memory a callee's model names in bytes
// (`*<8:8>p`, `*<4:0>p`) is named by the members of the struct another unit
// of the run (parser.c) defines.
// pathsim-args: --rank=possible
struct parser;
struct parser *parser_new(void);
int parser_peek(struct parser *p);
void parser_free(struct parser *p);
char *parser_cursor(struct parser *p);

int peek_new(void) {
  struct parser *p = parser_new();
  if (!p)
    return -1;
  int c = parser_peek(p); // expected-warning{{passing pointer to uninitialized memory 'p->buffer' to 'parser_peek'}}
  // expected-note@-4{{used automatic model 'parser_new' for 'parser_new()': function returns a new memory block}}
  // expected-note@-2{{used automatic model 'parser_peek' for 'parser_peek(p)': function returns a value}}
  // expected-note@-3{{path includes 3 statements on lines 13 14 16}}
  parser_free(p);
  return c;
}

int at_cursor(struct parser *p) {
  return *parser_cursor(p); // expected-warning{{dereferencing NULL pointer 'parser_cursor()' [null-deref, possible]}}
  // expected-note@-1{{value comes from return value of 'parser_cursor' here}}
  // expected-note@-2{{when 'p->state == 2 (in parser_cursor)'}}
  // expected-note@-3{{used automatic model 'parser_cursor' for 'parser_cursor(p)': function returns 0}}
  // expected-note@-4{{path includes 1 statement on line 25}}
}
