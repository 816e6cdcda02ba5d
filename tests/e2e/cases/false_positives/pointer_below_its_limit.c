/* A callee that reads only while p < limit, called with limit = p + 5
   (leveldb's GetVarint32Ptr(p, p + 5, &len)): p is below p + 5 whatever p
   is, since pointer arithmetic stays inside an object; the case where
   p >= limit and nothing is read (len never set) cannot happen. */
#include <stdint.h>

const char *get_varint(const char *p, const char *limit, uint32_t *v) {
  if (p < limit) {
    uint32_t b = (unsigned char)*p;
    *v = b & 127;
    return p + 1;
  }
  return 0;
}

uint32_t length_prefix(const char *data) {
  uint32_t len;
  get_varint(data, data + 5, &len);
  return len;
}

uint32_t length_prefix_from_end(const char *data, const char *end) {
  uint32_t len;
  get_varint(data, end, &len);
  return len; // expected-warning{{returning uninitialized value 'len'}}
}

int ordered(const char *p) { return p + 2 > p + 1; }
int ordered_division(const char *p) { return 10 / ordered(p); }
