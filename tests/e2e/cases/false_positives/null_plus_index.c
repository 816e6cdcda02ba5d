/* Issue 9 (Lua's luaL_Buffer: prepbuffsize returns `newbuff + B->n`, where
   newbuff is NULL in a case of resizebox that its model cannot state): NULL
   plus an index is an address computed from NULL, not the index itself. The
   index, a size_t, is no pointer: the callers of luaL_addgsub were told to
   pass `b.n` valid, and luaL_buffinit had set it to 0 ("passing NULL pointer
   'b.n' to 'luaL_addgsub'"), and a buffer holding 4 bytes got the pointer 4
   back ("dereferencing invalid pointer 'p'"). NULL plus an index is NULL's
   fault: when the NULL is only a callee's case that its model cannot state
   (the allocator's failure here), nothing is reported, at any rank. */
// pathsim-args: --rank=possible
#include <stddef.h>
#include <string.h>

struct buffer {
  char *b;
  size_t size;
  size_t n;
};

struct allocator {
  char *(*grow)(char *old, size_t size); /* NULL when out of memory */
};
struct allocator *g_alloc;

/* NULL when the allocator says so: a function pointer pathsim cannot
   follow. */
static char *grow(struct buffer *B, size_t size) {
  char *block = g_alloc->grow(B->b, size);
  if (block == NULL)
    return NULL;
  return block;
}

static char *room(struct buffer *B, size_t sz) {
  char *fresh;
  if (B->size - B->n >= sz)
    return B->b + B->n;
  fresh = grow(B, B->n + sz);
  B->b = fresh;
  B->size = B->n + sz;
  return fresh + B->n;
}

void add(struct buffer *B, const char *s, size_t l) {
  memcpy(room(B, l), s, l);
  B->n += l;
}

void init(struct buffer *B, char *storage) {
  B->b = storage;
  B->size = 16;
  B->n = 0;
}

void fill(const char *s, size_t l) {
  char storage[16];
  struct buffer b;
  init(&b, storage);
  add(&b, s, l);
}

/* The buffer holds 4 bytes: NULL plus 4 is not the pointer 4. */
void fill_after_four(const char *s, char *storage) {
  struct buffer b;
  char *p;
  init(&b, storage);
  b.n = 4;
  p = room(&b, 32);
  memcpy(p, s, 32);
}

/* The defect twin: NULL plus an index, dereferenced, is a NULL dereference. */
void at_index(size_t i) {
  char *p = NULL;
  p[i] = 1; // expected-warning{{dereferencing NULL pointer 'p'}}
}
