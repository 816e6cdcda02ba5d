// A value computed from a tested one keeps what the test said in the
// function's model: libuv's uv__getpwuid_r returns `UV__ERR(r)`, `-r`,
// after `if (r != 0)`, and writes *pwd only when it returns 0; its callers
// test `== 0` and read *pwd. Before, the model said only "returns a value"
// for `-r`, and `== 0` took that case with *pwd unwritten.
#include <stddef.h>

int lookup(int id); // unseen: 0, or an error number

int get_entry(int id, int *out) {
  int r = lookup(id);
  if (r != 0)
    return -r;
  *out = id + 1;
  return 0;
}

int caller(int id) {
  int v;
  if (get_entry(id, &v) == 0)
    return v;
  return -1;
}

// The sign is kept too: an error number known positive, negated.
int negative_error(int id, int *out) {
  int r = lookup(id);
  if (r > 0)
    return -r;
  if (r < 0)
    return -1;
  *out = id;
  return 0;
}

int sign_caller(int id) {
  int v;
  int rc = negative_error(id, &v);
  if (rc >= 0)
    return v;
  return rc;
}

// The twin: a value not tested before it is returned says nothing.
int untested_entry(int id, int *out) {
  int r = lookup(id);
  if (id > 3)
    return -r;
  *out = id;
  return 0;
}

int untested_caller(int id) {
  int v;
  if (untested_entry(id, &v) == 0)
    return v;
  return -1;
} // expected-warning{{returning uninitialized value}}
