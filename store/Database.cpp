//===- store/Database.cpp - one database connection, whatever its backend -===//
#include "store/Database.h"

#include "store/Postgres.h"
#include "store/Sqlite.h"

namespace pathsim::store {

StatementImpl::~StatementImpl() = default;
DatabaseImpl::~DatabaseImpl() = default;

bool isPostgresUrl(std::string_view Name) {
  return Name.starts_with("postgresql://") || Name.starts_with("postgres://");
}

std::string displayName(std::string_view Name) {
  if (!isPostgresUrl(Name))
    return std::string(Name);
  // scheme://[user[:password]@]host...: the password is left out.
  size_t Authority = Name.find("://") + 3;
  size_t End = Name.find_first_of("/?", Authority);
  std::string_view Auth = Name.substr(Authority, End == std::string_view::npos
                                                     ? std::string_view::npos
                                                     : End - Authority);
  size_t At = Auth.rfind('@');
  if (At == std::string_view::npos)
    return std::string(Name);
  size_t Colon = Auth.substr(0, At).find(':');
  if (Colon == std::string_view::npos)
    return std::string(Name);
  std::string Shown(Name.substr(0, Authority + Colon));
  Shown += ":***";
  Shown += Name.substr(Authority + At);
  return Shown;
}

Expected<Database> Database::open(const std::string &Name, OpenMode Mode,
                                  int BusyTimeoutMs, std::string NotADatabase) {
  Expected<std::unique_ptr<DatabaseImpl>> Impl =
      isPostgresUrl(Name)
          ? openPostgres(Name, Mode, BusyTimeoutMs)
          : openSqlite(Name, Mode, BusyTimeoutMs, std::move(NotADatabase));
  if (!Impl)
    return Impl.takeError();
  return Database(std::move(*Impl));
}

Expected<Statement> Database::prepare(std::string_view Sql) {
  Expected<std::unique_ptr<StatementImpl>> S = Impl->prepare(Sql);
  if (!S)
    return S.takeError();
  return Statement(std::move(*S));
}

Error Statement::run() {
  Expected<bool> Row = step();
  reset();
  return Row ? Error::success() : Row.takeError();
}

Expected<Transaction> Transaction::begin(Database &Db, Kind K) {
  if (Error E = Db.impl().begin(K))
    return E;
  return Transaction(Db);
}

Transaction::~Transaction() {
  if (Open)
    (void)Db->exec("ROLLBACK");
}

Error Transaction::commit() {
  Open = false;
  if (Error E = Db->exec("COMMIT")) {
    (void)Db->exec("ROLLBACK");
    return E;
  }
  return Error::success();
}

} // namespace pathsim::store
