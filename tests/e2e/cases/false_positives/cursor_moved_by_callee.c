/* A callee that writes through a cursor it is given and then moves it
   (`*cur += n`): its model says both, the write by where the cursor pointed
   on entry, so the caller's buffer is written, not left uninitialized.
   The twin forgets to call it on one path. */
#include <stdio.h>

static void append(char **cur, size_t *room, const char *word) {
  int n = snprintf(*cur, *room, "%s,", word);
  if (n >= 0 && (size_t)n < *room) {
    *cur += n;
    *room -= (size_t)n;
  }
}

void list_first(const char *const words[4]) {
  char line[80];
  char *cur = line;
  size_t room = sizeof line;
  append(&cur, &room, words[0]);
  puts(line);
}

void list_marked(unsigned marks, const char *const words[8]) {
  char line[80];
  char *cur = line;
  size_t room = sizeof line;
  if (marks == 0)
    marks = 1;
  for (unsigned i = 0; i < 8; ++i)
    if (marks & (1u << i))
      append(&cur, &room, words[i]);
  puts(line);
}

void list_if_any(const char *const words[4], int n) {
  char line[80];
  char *cur = line;
  size_t room = sizeof line;
  if (n > 0)
    append(&cur, &room, words[0]);
  puts(line); // expected-warning{{uninitialized memory 'line'}}
}
