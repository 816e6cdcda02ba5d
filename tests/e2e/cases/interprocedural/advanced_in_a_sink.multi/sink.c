// Issue 24, item 3, a program of two units (with main.c): a function of
// another unit walks its parameter to a separator and frees where it
// stopped; the correct twin walks with an index and frees the start.
#include <stdlib.h>

void drop_after_key(char *text) {
  for (; *text != '\0'; text++)
    if (*text == '=')
      break;
  free(text);
}

void drop_text(char *text) {
  size_t i;
  for (i = 0; text[i] != '\0'; i++)
    if (text[i] == '=')
      break;
  free(text);
}
