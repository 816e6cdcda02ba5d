/* lz4's bench.c:429: `nbDecodeLoops = (U32)((200 MB) / (srcSize + 1)) + 1`
   is at least 1 (a constant divided by anything is at most the constant,
   so the + 1 does not wrap): the decode loop runs, and writes every block's
   result size read at bench.c:547. The path where it ran no time made
   `res[u]` uninitialized. */
#include <stdlib.h>

unsigned total_size(size_t srcSize, unsigned nbBlocks) {
  size_t *res = malloc(nbBlocks * sizeof *res);
  unsigned loops, u, total = 0;
  if (!res)
    return 0;
  unsigned nbLoops = (unsigned)((200 << 20) / (srcSize + 1)) + 1;
  for (loops = 0; loops < nbLoops; loops++)
    for (u = 0; u < nbBlocks; u++)
      res[u] = u;
  for (u = 0; u < nbBlocks; u++)
    total += (unsigned)res[u];
  free(res);
  return total;
}

/* The divisor's constant bounds nothing: n / 2 + 1 may be anything. */
unsigned total_size_halved(unsigned n, unsigned nbBlocks) {
  size_t *res = malloc(nbBlocks * sizeof *res);
  unsigned loops, u, total = 0;
  if (!res)
    return 0;
  unsigned nbLoops = n / 2;
  for (loops = 0; loops < nbLoops; loops++)
    for (u = 0; u < nbBlocks; u++)
      res[u] = u;
  for (u = 0; u < nbBlocks; u++)
    total += (unsigned)res[u]; // expected-warning{{using uninitialized memory 'res[u]' [uninit-use, likely]}}
  free(res);
  return total;
}
