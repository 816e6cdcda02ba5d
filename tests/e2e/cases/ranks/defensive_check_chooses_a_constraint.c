/* giflib's DGifOpen: internal_read reads through the user's function, or
   from the FILE when there is none. reader_open stores the caller's `read`
   (never examined) and a NULL FILE; the case of internal_read that hands
   the FILE to fread is chosen by its own test of `r->read` for NULL, a
   pointer this function never tested: the NULL FILE is a defect only if a
   caller passes no read function, which the API forbids. Possible, as any
   defect after a callee's defensive check (not shown by default); it was
   ranked certain because the case's constraints were checked before the
   choice was recorded as a guess. */
#include <stdio.h>
#include <stdlib.h>

struct reader {
  FILE *file;
  int (*read)(struct reader *, unsigned char *, int);
};

static int internal_read(struct reader *r, unsigned char *buf, int len) {
  return r->read ? r->read(r, buf, len) : (int)fread(buf, 1, len, r->file);
}

struct reader *reader_open(int (*read)(struct reader *, unsigned char *, int)) {
  unsigned char stamp[6];
  struct reader *r = calloc(1, sizeof *r);
  if (!r)
    return NULL;
  r->file = NULL;
  r->read = read;
  if (internal_read(r, stamp, 6) != 6) { /* possible: not shown */
    free(r);
    return NULL;
  }
  return r;
}

/* The function set `read` itself: the FILE case is its own choice, and an
   unchecked fopen is reported. */
struct reader *reader_open_path(const char *path) {
  unsigned char stamp[6];
  struct reader *r = calloc(1, sizeof *r);
  if (!r)
    return NULL;
  r->file = fopen(path, "rb");
  r->read = NULL;
  if (internal_read(r, stamp, 6) != 6) { // expected-warning{{passing NULL pointer 'r->file' to 'internal_read' [null-deref, certain]}}
    fclose(r->file);
    free(r);
    return NULL;
  }
  return r;
}
