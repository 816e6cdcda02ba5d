/* Once a false positive (bench/false-positives/varargs_outparam.c): getDigits writes hr and mn through its variadic arguments. */
// expected-no-diagnostics
#include <stdarg.h>
static int getDigits(const char *z, ...) {
  va_list ap;
  va_start(ap, z);
  int *a = va_arg(ap, int *);
  int *b = va_arg(ap, int *);
  *a = z[0] - '0';
  *b = z[1] - '0';
  va_end(ap);
  return 2;
}
int parse(const char *z) {
  int hr, mn;
  if (getDigits(z, &hr, &mn) != 2)
    return -1;
  return hr * 60 + mn; /* both written through the variadic arguments */
}
