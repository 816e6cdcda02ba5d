/* Issue 23, capability 3: a helper builds a message in a local buffer and
   hands it to a logger that, for a message starting with '#', reads the
   tag after it, past the end of a short message. What the logger then
   guesses of the buffer's uninitialized bytes is no condition on the
   helper's inputs: its callers decide. The only caller of format() passes
   a constant starting with 'k'; format_tag()'s passes "#". */
struct sink { void (*out)(const char *); };

void emit(struct sink *s, const char *m) {
  int offset = 0;
  if (*m == '#')
    for (offset = 1; offset < 6; offset++)
      if (m[offset] == ' ')
        break;
  s->out(m + offset);
}

static void format(struct sink *s, const char *text) {
  char msg[32];
  unsigned i = 0;
  while (i < sizeof msg - 1 && *text != '\0')
    msg[i++] = *text++;
  msg[i] = '\0';
  emit(s, msg);
}

void keyword_warning(struct sink *s) { format(s, "keyword: bad"); }

static void format_tag(struct sink *s, const char *text) {
  char msg[32];
  unsigned i = 0;
  while (i < sizeof msg - 1 && *text != '\0')
    msg[i++] = *text++;
  msg[i] = '\0';
  emit(s, msg);
}

void tag_warning(struct sink *s) {
  format_tag(s, "#"); // expected-warning{{uninitialized memory 'msg[2]' to 'emit' in 'format_tag'}}
}
