/* Once a false positive (bench/false-positives/outparam_iff_zero.c): read32bits writes *res exactly when it returns 0; its model forgets rc != 0. */
// expected-no-diagnostics
int os_read(void *fd, unsigned char *buf, int n); /* not seen */
static int read32bits(void *fd, unsigned *res) {
  unsigned char ac[4];
  int rc = os_read(fd, ac, 4);
  if (rc == 0)
    *res = ac[0];
  return rc;
}
unsigned journal_len(void *fd) {
  unsigned len;
  if (0 == read32bits(fd, &len)) /* len is written when 0 is returned */
    return len;
  return 0;
}
