//===- store/Sizes.cpp - how much room a database and its rows take -------===//
#include "store/Sizes.h"

namespace pathsim::store {

std::string byteLength(const Database &Db, std::string_view Column) {
  std::string C(Column);
  if (Db.backend() == Backend::Postgres)
    return "COALESCE(OCTET_LENGTH(" + C + "), 0)";
  return "COALESCE(LENGTH(CAST(" + C + " AS BLOB)), 0)";
}

Expected<int64_t> databaseSize(Database &Db) {
  const char *Sql =
      Db.backend() == Backend::Postgres
          ? "SELECT COALESCE(SUM(pg_total_relation_size(c.oid)), 0) "
            "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = current_schema() AND c.relkind = 'r' AND "
            "(c.relname LIKE 'warn\\_%' OR c.relname LIKE 'model\\_%' OR "
            "c.relname = 'pathsim_database')"
          : "SELECT page_count * page_size FROM pragma_page_count(), "
            "pragma_page_size()";
  Expected<Statement> S = Db.prepare(Sql);
  if (!S)
    return S.takeError();
  Expected<bool> Row = S->step();
  if (!Row)
    return Row.takeError();
  return *Row ? S->columnInt(0) : 0;
}

} // namespace pathsim::store
