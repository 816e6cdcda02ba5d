// The other unit: divisions by what it is given, and the readers.
#include <stdio.h>
#include <stdlib.h>

struct ratio { int parts; };
int shared_count = 1;
double shared_scale = 1;

int percent_of(int total, int parts) { return total * 100 / parts; }
int percent_checked(int total, int parts) {
  if (parts == 0)
    return 0;
  return total * 100 / parts;
}
double scaled(double total, double scale) { return total / scale; }
int percent_of_struct(struct ratio r) { return 100 / r.parts; }
int percent_of_shared(int total) { return total * 100 / shared_count; }
double scaled_by_shared(double total) { return total / shared_scale; }
int percent_of_pointed(const int *parts) { return 100 / *parts; }

int parts_from_line(void) {
  char line[32];
  if (!fgets(line, sizeof line, stdin))
    return 1;
  return atoi(line);
}
int parts_from_line_checked(void) {
  char line[32];
  if (!fgets(line, sizeof line, stdin))
    return 1;
  int parts = atoi(line);
  return parts > 0 ? parts : 1;
}
void parts_into(int *parts) {
  if (scanf("%d", parts) != 1)
    *parts = 1;
}
double scale_from_line(void) {
  char line[32];
  if (!fgets(line, sizeof line, stdin))
    return 1;
  return atof(line);
}
