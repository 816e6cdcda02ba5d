/* Once a false positive (bench/false-positives/guard_through_null.c): dbMallocRaw tests db for NULL; tableAffinityStr's model loses that test. */
// expected-no-diagnostics
#include <stdlib.h>
struct db { int mallocFailed; };
static void *dbMallocRawNN(struct db *db, size_t n) {
  if (db->mallocFailed)
    return NULL;
  return malloc(n);
}
void *dbMallocRaw(struct db *db, size_t n) {
  if (db) /* db may be NULL */
    return dbMallocRawNN(db, n);
  return malloc(n);
}
char *tableAffinityStr(struct db *db, int n) {
  char *z = dbMallocRaw(db, n + 1);
  if (z)
    z[0] = 0;
  return z;
}
char *columnAffinity(int n) { return tableAffinityStr(NULL, n); }
