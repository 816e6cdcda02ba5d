/* Issue 9, class 7: values from strlen, sizeof and sums of them are not taken
   to wrap to 0 (yaml-cpp's DecodeBase64: std::vector<unsigned char> ret(3 *
   input.size() / 4 + 1) is never empty). An unsigned value the path knows
   nothing of may still wrap. */
#include <stddef.h>
#include <string.h>

struct header { int kind; char name[8]; };

int copy_length(const char *s) {
  size_t len = strlen(s);
  if (len + 1 == 0)
    return *(int *)NULL; /* unreachable: a length is below PTRDIFF_MAX */
  return (int)len;
}

int record_size(size_t n) {
  size_t sz = sizeof(struct header) + n % 4096;
  if (sz == 0)
    return *(int *)NULL; /* unreachable */
  return (int)sz;
}

int decoded_capacity(size_t n) {
  size_t cap = 3 * n / 4 + 1; /* at most 2^62 */
  if (cap == 0)
    return *(int *)NULL; /* unreachable */
  return 1;
}

int any_plus_one(size_t n) {
  if (n + 1 == 0) /* n may be SIZE_MAX */
    return *(int *)NULL; // expected-warning{{dereferencing NULL pointer}}
  return 0;
}
