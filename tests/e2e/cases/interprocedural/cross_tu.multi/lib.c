// Library half of a two-unit program: its functions are only seen by the
// other unit through their automatic models.
#include <stdio.h>
#include <stdlib.h>

char *make_buffer(int n) {
  return malloc(n);
}

void drop(char *p) { free(p); }

FILE *open_log(const char *path) { return fopen(path, "a"); }

int first(int *p) { return *p; }

// A static helper: the other unit's helper of the same name is another
// function.
static int helper(int *p) { return p ? *p : 0; }

int safe_first(int *p) { return helper(p); }

int read_int(const int *p) { return *p; }

void release(char *p) { free(p); }

void close_file(FILE *f) { fclose(f); }

int ratio(int a, int b) { return a / b; }

int *pick(int **slot) { return *slot; }
