//===- store/Migrations.cpp - versioned stores in one pathsim database ----===//
#include "store/Migrations.h"

#include <ctime>

namespace pathsim::store {

namespace {

std::string quoted(const sqlite::Database &Db) {
  return "database '" + Db.path() + "'";
}

/// Whether \p Db has a table whose name is LIKE \p Pattern ('\' escapes).
Expected<bool> hasTable(sqlite::Database &Db, std::string_view Pattern) {
  Expected<sqlite::Statement> S = Db.prepare(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name LIKE ?1 "
      "ESCAPE '\\'");
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

Expected<State> readState(sqlite::Database &Db, const Schema &S) {
  Expected<int> Format = fileFormat(Db);
  if (!Format)
    return Format.takeError();
  std::string Prefix(S.Prefix);
  std::string Migrations = Prefix + "_migrations";
  Expected<bool> HasMigrations = hasTable(Db, likeLiteral(Migrations));
  if (!HasMigrations)
    return HasMigrations.takeError();
  if (!*HasMigrations) {
    Expected<bool> HasOthers = hasTable(Db, likeLiteral(Prefix + "_") + "%");
    if (!HasOthers)
      return HasOthers.takeError();
    if (*HasOthers)
      return Error::failure(quoted(Db) + " has " + Prefix +
                            "_ tables of an unknown layout (no " + Migrations +
                            "); refusing to use it");
    return State{*Format, 0};
  }
  Expected<sqlite::Statement> Q =
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

Expected<int> fileFormat(sqlite::Database &Db) {
  Expected<sqlite::Statement> Q = Db.prepare("PRAGMA user_version");
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

Expected<int> schemaVersion(sqlite::Database &Db, const Schema &S) {
  Expected<State> Now = readState(Db, S);
  if (!Now)
    return Now.takeError();
  return Now->Version;
}

Error migrate(sqlite::Database &Db, const Schema &S) {
  // Checked first without a write lock, so that a refused database (or one
  // already current) is never locked for writing; then again in each step's
  // transaction, in case another process migrated meanwhile.
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
    Expected<sqlite::Transaction> T = sqlite::Transaction::begin(Db);
    if (!T)
      return T.takeError();
    Now = readState(Db, S);
    if (!Now)
      return Now.takeError();
    if (current(*Now, S))
      break; // nothing written: the transaction rolls back
    if (Now->Version < S.current()) {
      const Migration &Step = S.Steps[Now->Version];
      if (Error E = Db.exec(Step.Sql))
        return E;
      Expected<sqlite::Statement> Insert = Db.prepare(Record);
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
      if (Error E = Db.exec("PRAGMA user_version = " +
                            std::to_string(CurrentFileFormat)))
        return E;
      Now->Format = CurrentFileFormat;
    }
    if (Error E = T->commit())
      return E;
  }
  return Error::success();
}

} // namespace pathsim::store
