/* Issue 23 (capability 4): a count never above its capacity, kept by a
   writer that doubles an unsigned capacity (`room *= 2` of a size_t)
   without a test. Doubled, a size_t could wrap to 0 only past 2^63
   elements, which no object holds: the writer's step is checked with the
   count and its capacity below a quarter of their range, so the doubling
   keeps used <= room. The set's add grows an empty set (room 0) into a
   new block; used <= room makes used 0 there, and so does the array
   being NULL (realloc's case for a NULL block), which every writer keeps
   non-NULL whenever used is not 0 (docs/analysis.md), so the scan of the
   old entries reads none of the new block. */
// pathsim-args: --rank=possible
#include <stdlib.h>
#include <string.h>

struct idset {
  size_t room;  /* entries ids can hold */
  size_t used;  /* entries ids[0 .. used) */
  long *ids;
};

/* Adds id unless present: 0, or -1 without memory. */
int idset_add(struct idset *s, long id) {
  size_t i;
  if (s->used + 1 >= s->room) {
    long *ids;
    if (s->room == 0)
      s->room = 4;
    else
      s->room *= 2;
    ids = realloc(s->ids, s->room * sizeof *ids);
    if (ids == NULL)
      return -1;
    s->ids = ids;
  }
  for (i = 0; i < s->used; i++)
    if (s->ids[i] == id)
      return 0;
  s->ids[s->used++] = id;
  return 0;
}

/* A stack that moves its entries into a new block twice as large, its
   count and room a size_t: an empty stack (room 0) grows into a block
   nothing is copied to, and used <= room alone (the doubling kept) says
   the top entry is not read from it. */

struct stack {
  size_t room, used;
  int *v;
};

int stack_push_new(struct stack *s, int x) {
  if (s->used >= s->room) {
    size_t room = s->room ? s->room * 2 : 8;
    int *v = malloc(room * sizeof *v);
    if (!v)
      return -1;
    if (s->room)
      memcpy(v, s->v, s->room * sizeof *v);
    free(s->v);
    s->v = v;
    s->room = room;
  }
  if (s->used > 0 && s->v[s->used - 1] == x)
    return 0;
  s->v[s->used++] = x;
  return 1;
}

/* The same with a 32-bit unsigned count and room, doubled by a shift. */
struct smallstack {
  unsigned room, used;
  int *v;
};

int smallstack_push_new(struct smallstack *s, int x) {
  if (s->used >= s->room) {
    unsigned room = s->room ? s->room << 1 : 8;
    int *v = malloc(room * sizeof *v);
    if (!v)
      return -1;
    if (s->room)
      memcpy(v, s->v, s->room * sizeof *v);
    free(s->v);
    s->v = v;
    s->room = room;
  }
  if (s->used > 0 && s->v[s->used - 1] == x)
    return 0;
  s->v[s->used++] = x;
  return 1;
}

/* The twin: the same set, and a writer that counts an entry it does not
   store (the caller keeps it elsewhere): neither used <= room nor ids set
   whenever used is not 0 holds, and the scan of a block just made is
   reported. */
struct idset2 {
  size_t room;
  size_t used;
  long *ids;
};

int idset2_add(struct idset2 *s, long id) {
  size_t i;
  if (s->used + 1 >= s->room) {
    long *ids;
    if (s->room == 0)
      s->room = 4;
    else
      s->room *= 2;
    ids = realloc(s->ids, s->room * sizeof *ids);
    if (ids == NULL)
      return -1;
    s->ids = ids;
  }
  for (i = 0; i < s->used; i++)
    if (s->ids[i] == id) // expected-warning{{uninitialized}}
      return 0;
  s->ids[s->used++] = id;
  return 0;
}

void idset2_count_elsewhere(struct idset2 *s) { s->used++; }
