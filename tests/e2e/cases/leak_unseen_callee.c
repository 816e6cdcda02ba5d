// Memory or a stream handed to code pathsim does not see (a function
// declared here but defined elsewhere) may be kept there: it is not
// reported as leaked. Not handing it over still is.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct list;
void register_buffer(char *buf);             /* not seen */
void list_push(struct list *l, void *item);  /* not seen */
int adopt_stream(FILE *f);                   /* not seen */

int handed_to_unseen(void) {
  char *p = malloc(16);
  if (!p)
    return -1;
  p[0] = 0;
  register_buffer(p);
  return 0;
}

int kept_in_unseen_list(struct list *l, const char *s) {
  char *copy = strdup(s);
  if (!copy)
    return -1;
  list_push(l, copy);
  return 0;
}

int stream_handed_to_unseen(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  return adopt_stream(f);
}

int not_handed(void) {
  char *p = malloc(16);
  if (!p)
    return -1;
  p[0] = 0;
  register_buffer(NULL);
  return 0; // expected-warning{{memory allocated by 'malloc' at leak_unseen_callee.c:38 and held by 'p' is leaked [leak]}}
}
