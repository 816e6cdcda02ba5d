// Issue 24, item 3 (with sink.c). The sink's model has a case for each
// number of bytes its loop went past, up to the loop bound (three): a
// string whose separator is within them gives the warning at the call; one
// whose separator is further is past every case of the model, and the call
// is simulated as an unknown one. Known gap: the sink's cases would have
// to say that the walk goes on past the bound.
#include <stdlib.h>
#include <string.h>

void drop_after_key(char *text);
void drop_text(char *text);

void short_key(void) {
  char *b = malloc(32);
  if (!b)
    exit(1);
  strcpy(b, "k=v");
  drop_after_key(b); // expected-warning{{'drop_after_key' frees 'b' 1 byte past where it points, in the middle of its block [free-nonheap]}}
}

void long_key(void) {
  char *b = malloc(32);
  if (!b)
    exit(1);
  strcpy(b, "timeout=30");
  drop_after_key(b); // todo-warning{{'drop_after_key' frees 'b' 7 bytes past where it points}}
}

void keys_freed_at_start(void) {
  char *b = malloc(32);
  if (!b)
    exit(1);
  strcpy(b, "k=v");
  drop_text(b);
  b = malloc(32);
  if (!b)
    exit(1);
  strcpy(b, "timeout=30");
  drop_text(b);
}

int main(void) {
  short_key();
  long_key();
  keys_freed_at_start();
  return 0;
}
