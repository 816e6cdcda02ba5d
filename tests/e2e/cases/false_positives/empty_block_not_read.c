/* giflib's gif2rgb.c:302: `Buffer = malloc(ScreenWidth * 3)`, filled by a
   loop over the width, then written with `fwrite(Buffer, ScreenWidth * 3,
   1, fp)`. The path where the loop runs no time (`j < ScreenWidth` false at
   j == 0) has a width of at most 0: the block is empty, and fwrite reads no
   byte of it. It was reported as uninitialized memory passed to fwrite. A
   block the loop skips while the size is positive is still reported. */
#include <stdio.h>
#include <stdlib.h>

void write_row(FILE *fp, const unsigned char *row, int width) {
  unsigned char *buf, *p;
  int j;
  if ((buf = malloc(width * 3)) == NULL)
    exit(1);
  for (j = 0, p = buf; j < width; j++) {
    *p++ = row[j];
    *p++ = row[j];
    *p++ = row[j];
  }
  fwrite(buf, width * 3, 1, fp);
  free(buf);
}

void write_header(FILE *fp, const unsigned char *row, int width) {
  unsigned char *buf = malloc(16);
  if (buf == NULL)
    exit(1);
  if (width > 16)
    buf[0] = row[0];
  fwrite(buf, 16, 1, fp); // expected-warning{{passing pointer to uninitialized memory '*buf' to 'fwrite' [uninit-use, likely]}}
  free(buf);
}

