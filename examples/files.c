/* A file left open on an error path, and a buffer freed twice. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int count_lines(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f)
    return -1;
  char *line = malloc(256);
  if (!line)
    return -1;            /* f is leaked here */
  int n = 0;
  while (fgets(line, 256, f))
    n++;
  free(line);
  fclose(f);
  return n;
}

char *dup_upper(const char *s) {
  char *copy = strdup(s);
  if (copy && copy[0] == 0) {
    free(copy);
  }
  if (copy)
    free(copy);           /* freed twice when s is empty */
  return NULL;
}
