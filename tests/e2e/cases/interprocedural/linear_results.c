// A result computed from an input (`return -(ptrdiff_t)code`, `n + 1`) is
// said in the callee's model as what it is ('ilinear return code -1 0'), so
// a caller that passed a constant gets that constant back: lz4's
// LZ4F_returnErrorCode made every error case of LZ4F_createDecompressionContext
// return an unknown value, and LZ4F_readOpen, testing the result with
// LZ4F_isError, used the context the failed call had left NULL.
#include <stddef.h>
#include <stdlib.h>

typedef size_t err_t;
enum codes { ok_code, bad_param, no_memory, max_code };

static err_t error_code(enum codes code) { return (err_t) - (ptrdiff_t)code; }
static unsigned is_error(err_t c) { return c > (err_t)-max_code; }

struct ctx { int v; };

err_t create(struct ctx **out) {
  if (!out)
    return error_code(bad_param);
  *out = malloc(sizeof **out);
  if (!*out)
    return error_code(no_memory);
  (*out)->v = 1;
  return 0;
}

int use(void) {
  struct ctx *c;
  err_t r = create(&c);
  if (is_error(r))
    return -1;
  int v = c->v;
  free(c);
  return v;
}

// The defect: the error is not tested.
int unchecked(void) {
  struct ctx *c;
  create(&c);
  int v = c->v; // expected-warning{{dereferencing NULL pointer 'c'}}
  free(c);
  return v;
}

static long next(long n) { return n + 1; }

// A count one past its input, then used as a divisor: 0 only for -1.
long per_item(long total) {
  return total / next(0) + 100 / next(-1); // expected-warning{{division by zero}}
}
