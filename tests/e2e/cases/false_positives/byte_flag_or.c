// A byte flag tested as a truth value is widened first (`zext i8 to i32`,
// then `!= 0`): what the path learns of the widened value holds of the
// byte. After `p != NULL || db->failed` took `db->failed`, that byte is not
// 0, so `if (db->failed) return;` returns and `p` is never NULL below.
#include <stddef.h>

struct db {
  unsigned char failed;
};
struct select {
  int flags;
};

int prepared_or_failed(struct db *db, struct select *p) {
  int ok = p != NULL || db->failed;
  if (!ok)
    return -1;
  if (db->failed)
    return 0;
  return p->flags;
}
// expected-no-diagnostics
