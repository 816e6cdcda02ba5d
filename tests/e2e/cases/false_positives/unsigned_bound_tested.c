/* An unsigned count tested against one constant bounds its tests against
   others: after `if (n > 1)` on an unsigned n (two signed ranges, kept as a
   fact), `0 < n` holds, so a loop `for (j = 0; j < n; j++)` runs at least
   twice and the array it fills is initialized. Found reading giflib's
   quantize.c:234 (`SortArray[j] = ...` for j < NumEntries, NumEntries > 1
   tested before: the path left the loop at once); there the loop also
   stops at a NULL link, which the list's length rules out, so those
   warnings stay. The twin: without the test the loop may not run, and what
   it did not write is reported. */
#include <stdlib.h>

int first_of_many(const int *v, unsigned n) {
  int *copy;
  unsigned j;
  if (n <= 1)
    return 0;
  copy = malloc(n * sizeof *copy);
  if (!copy)
    return 0;
  for (j = 0; j < n; j++)
    copy[j] = v[j];
  j = copy[0] + copy[1];
  free(copy);
  return (int)j;
}

int first_of_any(const int *v, unsigned n) {
  int *copy;
  unsigned j;
  copy = malloc(n * sizeof *copy + 1);
  if (!copy)
    return 0;
  for (j = 0; j < n; j++)
    copy[j] = v[j];
  j = copy[0] + 1; // expected-warning{{using uninitialized memory 'copy[0]' [uninit-use}}
  free(copy);
  return (int)j;
}
