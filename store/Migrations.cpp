//===- store/Migrations.cpp - versioned stores in one pathsim database ----===//
#include "store/Migrations.h"

#include <algorithm>
#include <ctime>
#include <string_view>

#include <sys/stat.h>

namespace pathsim::store {

namespace {

std::string quoted(const Database &Db) {
  return "database '" + Db.path() + "'";
}

bool postgres(const Database &Db) { return Db.backend() == Backend::Postgres; }

/// The query listing \p Db's tables (in the connection's schema for
/// PostgreSQL), one name a row; \p Where narrows it (?1 its parameter).
std::string tablesQuery(const Database &Db, std::string_view Where) {
  if (postgres(Db))
    return "SELECT table_name FROM information_schema.tables WHERE "
           "table_schema = current_schema() AND table_type = 'BASE TABLE' " +
           std::string(Where.empty() ? "" : "AND table_name ") +
           std::string(Where) + " ORDER BY table_name";
  return "SELECT name FROM sqlite_master WHERE type = 'table' " +
         std::string(Where.empty() ? "" : "AND name ") + std::string(Where) +
         " ORDER BY name";
}

/// Whether \p Db has a table whose name is LIKE \p Pattern ('\' escapes).
Expected<bool> hasTable(Database &Db, std::string_view Pattern) {
  Expected<Statement> S =
      Db.prepare(tablesQuery(Db, "LIKE ?1 ESCAPE '\\'"));
  if (!S)
    return S.takeError();
  S->bind(1, Pattern);
  return S->step();
}

/// \p Text as a LIKE pattern matching itself only.
std::string likeLiteral(std::string_view Text) {
  std::string Pattern;
  for (char C : Text) {
    if (C == '_' || C == '%' || C == '\\')
      Pattern += '\\';
    Pattern += C;
  }
  return Pattern;
}

/// What a database holds of a store, as read before and in a migration.
struct State {
  int Format = 0;  ///< the file format
  int Version = 0; ///< the store's version
};

Expected<State> readState(Database &Db, const Schema &S) {
  Expected<int> Format = fileFormat(Db);
  if (!Format)
    return Format.takeError();
  std::string Prefix(S.Prefix);
  std::string Migrations = Prefix + "_migrations";
  // The store's tables in one query, one snapshot: another process may be
  // creating them meanwhile (on PostgreSQL, outside any lock of ours).
  Expected<Statement> Tables =
      Db.prepare(tablesQuery(Db, "LIKE ?1 ESCAPE '\\'"));
  if (!Tables)
    return Tables.takeError();
  Tables->bind(1, likeLiteral(Prefix + "_") + "%");
  bool HasMigrations = false, HasOthers = false;
  for (;;) {
    Expected<bool> Row = Tables->step();
    if (!Row)
      return Row.takeError();
    if (!*Row)
      break;
    (Tables->columnText(0) == Migrations ? HasMigrations : HasOthers) = true;
  }
  if (!HasMigrations) {
    if (HasOthers)
      return Error::failure(quoted(Db) + " has " + Prefix +
                            "_ tables of an unknown layout (no " + Migrations +
                            "); refusing to use it");
    return State{*Format, 0};
  }
  Expected<Statement> Q =
      Db.prepare("SELECT COUNT(*), COALESCE(MAX(version), 0), "
                 "COALESCE(MIN(version), 0) FROM " +
                 Migrations);
  if (!Q)
    return Q.takeError();
  Expected<bool> Row = Q->step();
  if (!Row)
    return Row.takeError();
  int64_t Count = Q->columnInt(0), Max = Q->columnInt(1), Min = Q->columnInt(2);
  if (Max > S.current())
    return Error::failure(S.Newer(Db.path(), Max, S.current()));
  if (Count != Max || (Count && Min != 1))
    return Error::failure(quoted(Db) + " has an inconsistent " + Migrations +
                          " table; refusing to use it");
  return State{*Format, static_cast<int>(Max)};
}

/// Marks \p Db with CurrentFileFormat, in the caller's transaction.
Error markFormat(Database &Db) {
  if (!postgres(Db)) // (a pragma takes no parameter; the number is ours)
    return Db.exec("PRAGMA user_version = " +
                   std::to_string(CurrentFileFormat));
  if (Error E = Db.exec("CREATE TABLE IF NOT EXISTS pathsim_database "
                        "(format INTEGER NOT NULL); "
                        "DELETE FROM pathsim_database"))
    return E;
  Expected<Statement> Insert =
      Db.prepare("INSERT INTO pathsim_database (format) VALUES (?1)");
  if (!Insert)
    return Insert.takeError();
  Insert->bind(1, int64_t{CurrentFileFormat});
  return Insert->run();
}

bool current(const State &Now, const Schema &S) {
  return Now.Version == S.current() && Now.Format == CurrentFileFormat;
}

} // namespace

std::string utcTimestamp() {
  std::time_t Now = std::time(nullptr);
  std::tm Tm;
  gmtime_r(&Now, &Tm);
  char Buffer[32];
  std::strftime(Buffer, sizeof Buffer, "%Y-%m-%dT%H:%M:%SZ", &Tm);
  return Buffer;
}

Expected<int> fileFormat(Database &Db) {
  // PostgreSQL has no user_version: the format is the one row of
  // pathsim_database, absent until the first migration writes it.
  if (postgres(Db)) {
    Expected<bool> Marked = hasTable(Db, "pathsim\\_database");
    if (!Marked)
      return Marked.takeError();
    if (!*Marked)
      return 0;
  }
  Expected<Statement> Q =
      Db.prepare(postgres(Db) ? "SELECT COALESCE(MAX(format), 0) FROM "
                                "pathsim_database"
                              : "PRAGMA user_version");
  if (!Q)
    return Q.takeError();
  Expected<bool> Row = Q->step();
  if (!Row)
    return Row.takeError();
  int64_t Format = *Row ? Q->columnInt(0) : 0;
  if (Format > CurrentFileFormat)
    return Error::failure(quoted(Db) +
                          " was written by a newer pathsim (file format " +
                          std::to_string(Format) + ", this one knows " +
                          std::to_string(CurrentFileFormat) +
                          "); use a newer pathsim or another --db");
  if (Format < 0)
    return Error::failure(quoted(Db) + " has an unknown file format (" +
                          std::to_string(Format) +
                          " in PRAGMA user_version); refusing to use it");
  return static_cast<int>(Format);
}

Error checkPathsimDatabase(Database &Db, bool MustHoldStore,
                           std::string_view OwnPrefix) {
  Expected<int> Format = fileFormat(Db);
  if (!Format)
    return Format.takeError();
  // The stores' tables, and the others (SQLite's own aside).
  Expected<Statement> Q =
      Db.prepare(tablesQuery(Db, "NOT LIKE 'sqlite\\_%' ESCAPE '\\'"));
  if (!Q)
    return Q.takeError();
  bool Ours = false;
  std::string Others;
  size_t OtherCount = 0;
  for (;;) {
    Expected<bool> Row = Q->step();
    if (!Row)
      return Row.takeError();
    if (!*Row)
      break;
    std::string Name = Q->columnText(0);
    if (Name.rfind("warn_", 0) == 0 || Name.rfind("model_", 0) == 0 ||
        Name == "pathsim_database" ||
        (!OwnPrefix.empty() && Name.size() > OwnPrefix.size() &&
         Name.compare(0, OwnPrefix.size(), OwnPrefix) == 0 &&
         Name[OwnPrefix.size()] == '_')) {
      Ours = true;
    } else if (++OtherCount <= 3) {
      Others += (Others.empty() ? "" : ", ") + Name;
    }
  }
  if (!Ours && OtherCount)
    return Error::failure(
        "'" + Db.path() + "' is not a pathsim database: it holds " +
        std::to_string(OtherCount) + " table" + (OtherCount == 1 ? "" : "s") +
        " of another application (" + Others +
        (OtherCount > 3 ? ", ..." : "") +
        "); pathsim does not touch it (name another " +
        (postgres(Db) ? "database" : "file") + " with --db)");
  if (!Ours && MustHoldStore)
    return Error::failure("'" + Db.path() +
                          "' holds no pathsim store (it is empty); run "
                          "'pathsim analyze' first, or name the store with "
                          "--db");
  return Error::success();
}

Error checkSound(Database &Db) {
  if (postgres(Db)) // the server keeps its files sound
    return Error::success();
  Expected<Statement> S = Db.prepare("PRAGMA quick_check");
  if (!S)
    return S.takeError();
  std::string Finding;
  for (;;) {
    Expected<bool> Row = S->step();
    if (!Row && Finding.empty())
      return Row.takeError();
    if (!Row || !*Row) // (the check may stop at a damage it reported)
      break;
    // One row per problem; a row may hold several lines, the first naming
    // the database ("*** in database main ***").
    std::string Text = S->columnText(0);
    for (size_t Start = 0; Finding.empty() && Start < Text.size();) {
      size_t End = std::min(Text.find('\n', Start), Text.size());
      std::string_view Line(Text.data() + Start, End - Start);
      if (!Line.empty() && !Line.starts_with("***"))
        Finding = Line;
      Start = End + 1;
    }
  }
  if (Finding.empty() || Finding == "ok")
    return Error::success();
  return Error::failure(quoted(Db) + " is corrupt (" + Finding + ")");
}

Error checkSound(const std::string &Path, int BusyTimeoutMs) {
  if (isPostgresUrl(Path))
    return Error::success();
  struct stat St;
  if (::stat(Path.c_str(), &St) != 0 || St.st_size == 0)
    return Error::success();
  Expected<Database> Db =
      Database::open(Path, OpenMode::ReadOnly, BusyTimeoutMs);
  if (!Db)
    return Db.takeError();
  return checkSound(*Db);
}

Expected<int> schemaVersion(Database &Db, const Schema &S) {
  Expected<State> Now = readState(Db, S);
  if (!Now)
    return Now.takeError();
  return Now->Version;
}

Error migrate(Database &Db, const Schema &S) {
  // Checked first without a write lock, so that a refused database (or one
  // already current) is never locked for writing; then again in each step's
  // transaction, in case another process migrated meanwhile.
  if (Error E = checkPathsimDatabase(Db, /*MustHoldStore=*/false, S.Prefix))
    return E;
  Expected<State> Now = readState(Db, S);
  if (!Now)
    return Now.takeError();
  std::string Record = "INSERT INTO " + std::string(S.Prefix) +
                       "_migrations VALUES (?1, ?2, ?3)";
  // A write-protected file whose store is current stays unmarked: reading
  // it needs no write.
  if (Now->Version == S.current() && Db.readOnly())
    return Error::success();
  while (!current(*Now, S)) {
    Expected<Transaction> T =
        Transaction::begin(Db, Transaction::Kind::Exclusive);
    if (!T)
      return T.takeError();
    Now = readState(Db, S);
    if (!Now)
      return Now.takeError();
    if (current(*Now, S))
      break; // nothing written: the transaction rolls back
    if (Now->Version < S.current()) {
      const Migration &Step = S.Steps[Now->Version];
      if (Error E = Db.exec(postgres(Db) ? Step.Postgres : Step.Sql))
        return E;
      Expected<Statement> Insert = Db.prepare(Record);
      if (!Insert)
        return Insert.takeError();
      Insert->bind(1, int64_t{Step.Version})
          .bind(2, Step.Description)
          .bind(3, utcTimestamp());
      if (Error E = Insert->run())
        return E;
      Now->Version = Step.Version;
    }
    if (Now->Format == 0) {
      if (Error E = markFormat(Db))
        return E;
      Now->Format = CurrentFileFormat;
    }
    if (Error E = T->commit())
      return E;
  }
  return Error::success();
}

} // namespace pathsim::store
