//===- automodel/ModelStoreSchema.cpp - the model store's tables, migrations //
//
// The model store shares its file with the warning store, so its version is
// kept in its own table (model_migrations), not in PRAGMA user_version.
//
#include "automodel/ModelStoreSchema.h"

#include "automodel/ModelStore.h"

#include <ctime>
#include <iterator>
#include <string_view>

namespace pathsim {

namespace {

struct Migration {
  int Version;
  std::string_view Description;
  std::string_view Sql;
};

// Append only: a released step is never edited; a change is a new step.
constexpr Migration Migrations[] = {
    {1, "one row per function: identity, hash, model, warnings, figures",
     R"sql(
CREATE TABLE model_migrations (
  version INTEGER PRIMARY KEY, description TEXT NOT NULL,
  applied_at TEXT NOT NULL);
CREATE TABLE model_functions (
  key TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL,
  linkage_name TEXT NOT NULL, file TEXT NOT NULL, line INTEGER NOT NULL,
  hash TEXT NOT NULL, model TEXT NOT NULL, warnings BLOB NOT NULL,
  stats_function TEXT NOT NULL, stats_linkage_name TEXT NOT NULL,
  stats_file TEXT NOT NULL, stats_display_file TEXT NOT NULL,
  stats_line INTEGER NOT NULL, stats_col INTEGER NOT NULL,
  paths INTEGER NOT NULL, infeasible_paths INTEGER NOT NULL,
  aborted_paths INTEGER NOT NULL, termination TEXT NOT NULL,
  detail TEXT NOT NULL, seconds REAL NOT NULL, warning_count INTEGER NOT NULL,
  saved_at TEXT NOT NULL);
CREATE INDEX model_functions_by_name ON model_functions (name);
CREATE INDEX model_functions_by_linkage_name ON model_functions (linkage_name);
)sql"},
};

static_assert(std::size(Migrations) == CurrentModelStoreVersion,
              "one migration step per schema version");

llvm::Error message(std::string Text) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Text);
}

llvm::Expected<bool> hasTable(SqliteConnection &Db, std::string_view Pattern) {
  llvm::Expected<SqliteStatement> S =
      Db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name "
                 "LIKE ?1 ESCAPE '\\'");
  if (!S)
    return S.takeError();
  S->bind(1, Pattern);
  return S->step();
}

} // namespace

std::string storeTimestamp() {
  std::time_t Now = std::time(nullptr);
  std::tm Tm;
  gmtime_r(&Now, &Tm);
  char Buffer[32];
  std::strftime(Buffer, sizeof Buffer, "%Y-%m-%dT%H:%M:%SZ", &Tm);
  return Buffer;
}

llvm::Expected<int> modelStoreVersion(SqliteConnection &Db) {
  llvm::Expected<bool> HasMigrations = hasTable(Db, "model\\_migrations");
  if (!HasMigrations)
    return HasMigrations.takeError();
  if (!*HasMigrations) {
    llvm::Expected<bool> HasOthers = hasTable(Db, "model\\_%");
    if (!HasOthers)
      return HasOthers.takeError();
    if (*HasOthers)
      return message("database '" + Db.path() +
                     "' has model_ tables of an unknown layout (no "
                     "model_migrations); refusing to use it");
    return 0;
  }
  llvm::Expected<SqliteStatement> S =
      Db.prepare("SELECT COUNT(*), COALESCE(MAX(version), 0), "
                 "COALESCE(MIN(version), 0) FROM model_migrations");
  if (!S)
    return S.takeError();
  llvm::Expected<bool> Row = S->step();
  if (!Row)
    return Row.takeError();
  int64_t Count = S->columnInt(0), Max = S->columnInt(1), Min = S->columnInt(2);
  if (Max > CurrentModelStoreVersion)
    return message("database '" + Db.path() +
                   "' was written by a newer pathsim (model store version " +
                   std::to_string(Max) + ", this one knows " +
                   std::to_string(CurrentModelStoreVersion) +
                   "); use a newer pathsim or another --db");
  if (Count != Max || (Count && Min != 1))
    return message("database '" + Db.path() +
                   "' has an inconsistent model_migrations table; refusing "
                   "to use it");
  return static_cast<int>(Max);
}

llvm::Error migrateModelStore(SqliteConnection &Db) {
  // Checked first without a write lock, so that a refused database is never
  // locked for writing; then again in each step's transaction, in case
  // another process migrated meanwhile.
  llvm::Expected<int> Version = modelStoreVersion(Db);
  if (!Version)
    return Version.takeError();
  while (*Version < CurrentModelStoreVersion) {
    llvm::Expected<SqliteTransaction> T = SqliteTransaction::begin(Db);
    if (!T)
      return T.takeError();
    Version = modelStoreVersion(Db);
    if (!Version)
      return Version.takeError();
    if (*Version >= CurrentModelStoreVersion)
      break;
    const Migration &Step = Migrations[*Version];
    if (llvm::Error E = Db.exec(Step.Sql))
      return E;
    llvm::Expected<SqliteStatement> Record =
        Db.prepare("INSERT INTO model_migrations VALUES (?1, ?2, ?3)");
    if (!Record)
      return Record.takeError();
    Record->bind(1, int64_t{Step.Version})
        .bind(2, Step.Description)
        .bind(3, storeTimestamp());
    if (llvm::Error E = Record->run())
      return E;
    if (llvm::Error E = T->commit())
      return E;
    Version = Step.Version;
  }
  return llvm::Error::success();
}

} // namespace pathsim
