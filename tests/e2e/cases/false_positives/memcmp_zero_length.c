/* Issue 9 (Lua's checkliteral: memcmp(s, buff, len) with len == 0 after
   loadVector read nothing into buff): memcmp of 0 bytes reads nothing. */
#include <string.h>

int same_prefix(const char *s, size_t len) {
  char buff[16];
  if (len == 0)
    return memcmp(s, buff, len) == 0; /* nothing compared */
  return 0;
}

int same_four(const char *s) {
  char buff[16];
  return memcmp(s, buff, 4) == 0; // expected-warning{{passing pointer to uninitialized memory 'buff' to 'memcmp'}}
}
