//===- reports/StoreSchema.cpp - the warning store's tables and migrations ===//
//
// The warning store shares its file with the model store, so its version is
// kept in its own table (warn_migrations), not in PRAGMA user_version, which
// belongs to the file as a whole.
//
#include "reports/StoreSchema.h"

#include <fmt/format.h>

#include <ctime>
#include <string_view>

namespace pathsim::reports {

namespace {

struct Migration {
  int Version;
  std::string_view Description;
  std::string_view Sql;
};

// Append only: a released step is never edited, a change is a new step.
constexpr Migration Migrations[] = {
    {1, "runs, files, functions, warnings and their paths", R"sql(
CREATE TABLE warn_migrations (
  version INTEGER PRIMARY KEY, description TEXT NOT NULL,
  applied_at TEXT NOT NULL);
CREATE TABLE warn_runs (
  id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, ended_at TEXT,
  command_line TEXT NOT NULL, settings TEXT NOT NULL,
  tool_version TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('running', 'complete', 'incomplete')),
  pid INTEGER, pid_start INTEGER, host TEXT);
CREATE TABLE warn_files (
  id INTEGER PRIMARY KEY, path TEXT NOT NULL, display_path TEXT NOT NULL,
  UNIQUE (path, display_path));
CREATE TABLE warn_functions (
  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES warn_runs(id),
  name TEXT NOT NULL, linkage_name TEXT NOT NULL,
  file_id INTEGER REFERENCES warn_files(id), line INTEGER, col INTEGER,
  paths INTEGER NOT NULL, infeasible_paths INTEGER NOT NULL,
  aborted_paths INTEGER NOT NULL, termination TEXT NOT NULL,
  detail TEXT NOT NULL, seconds REAL NOT NULL, warnings INTEGER NOT NULL);
CREATE INDEX warn_functions_by_run ON warn_functions (run_id, linkage_name);
CREATE TABLE warn_warnings (
  id INTEGER PRIMARY KEY, run_id INTEGER NOT NULL REFERENCES warn_runs(id),
  kind TEXT NOT NULL, message TEXT NOT NULL, function TEXT NOT NULL,
  linkage_name TEXT NOT NULL, file_id INTEGER REFERENCES warn_files(id),
  line INTEGER NOT NULL, col INTEGER NOT NULL, variable TEXT NOT NULL,
  fingerprint TEXT NOT NULL, suppressed INTEGER NOT NULL DEFAULT 0);
CREATE INDEX warn_warnings_by_run ON warn_warnings (run_id);
CREATE TABLE warn_notes (
  warning_id INTEGER NOT NULL REFERENCES warn_warnings(id),
  role TEXT NOT NULL CHECK (role IN ('related', 'allocation', 'occurs-when')),
  seq INTEGER NOT NULL, file_id INTEGER REFERENCES warn_files(id),
  line INTEGER NOT NULL, col INTEGER NOT NULL, text TEXT NOT NULL,
  PRIMARY KEY (warning_id, role, seq));
CREATE TABLE warn_steps (
  warning_id INTEGER NOT NULL REFERENCES warn_warnings(id),
  seq INTEGER NOT NULL, kind TEXT NOT NULL,
  file_id INTEGER REFERENCES warn_files(id), line INTEGER NOT NULL,
  col INTEGER NOT NULL, depth INTEGER NOT NULL, text TEXT NOT NULL,
  PRIMARY KEY (warning_id, seq));
CREATE TABLE warn_conditions (
  warning_id INTEGER NOT NULL REFERENCES warn_warnings(id),
  seq INTEGER NOT NULL, file_id INTEGER REFERENCES warn_files(id),
  line INTEGER NOT NULL, col INTEGER NOT NULL, text TEXT NOT NULL,
  PRIMARY KEY (warning_id, seq));
CREATE TABLE warn_models (
  warning_id INTEGER NOT NULL REFERENCES warn_warnings(id),
  seq INTEGER NOT NULL, file_id INTEGER REFERENCES warn_files(id),
  line INTEGER NOT NULL, col INTEGER NOT NULL, callee TEXT NOT NULL,
  call_text TEXT NOT NULL, origin TEXT NOT NULL, return_text TEXT NOT NULL,
  reason TEXT NOT NULL, PRIMARY KEY (warning_id, seq));
)sql"},
    {2, "content hash of each file a run read; fingerprint index", R"sql(
CREATE TABLE warn_run_files (
  run_id INTEGER NOT NULL REFERENCES warn_runs(id),
  file_id INTEGER NOT NULL REFERENCES warn_files(id),
  sha256 TEXT NOT NULL, PRIMARY KEY (run_id, file_id));
CREATE INDEX warn_warnings_by_fingerprint ON warn_warnings (fingerprint);
)sql"},
};

static_assert(std::size(Migrations) == CurrentStoreSchema,
              "one migration step per schema version");

} // namespace

std::string utcTimestamp() {
  std::time_t Now = std::time(nullptr);
  std::tm Tm;
  gmtime_r(&Now, &Tm);
  char Buffer[32];
  std::strftime(Buffer, sizeof Buffer, "%Y-%m-%dT%H:%M:%SZ", &Tm);
  return Buffer;
}

namespace {

Expected<bool> hasTable(sqlite::Database &Db, std::string_view Pattern) {
  Expected<sqlite::Statement> S = Db.prepare(
      "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name LIKE ?1 "
      "ESCAPE '\\'");
  if (!S)
    return S.takeError();
  S->bind(1, Pattern);
  return S->step();
}

} // namespace

Expected<int> storeSchemaVersion(sqlite::Database &Db) {
  Expected<bool> HasMigrations = hasTable(Db, "warn\\_migrations");
  if (!HasMigrations)
    return HasMigrations.takeError();
  if (!*HasMigrations) {
    Expected<bool> HasOthers = hasTable(Db, "warn\\_%");
    if (!HasOthers)
      return HasOthers.takeError();
    if (*HasOthers)
      return Error::failure(
          fmt::format("database '{}' has warn_ tables of an unknown layout (no "
                      "warn_migrations); refusing to use it",
                      Db.path()));
    return 0;
  }
  Expected<sqlite::Statement> S =
      Db.prepare("SELECT COUNT(*), COALESCE(MAX(version), 0), "
                 "COALESCE(MIN(version), 0) FROM warn_migrations");
  if (!S)
    return S.takeError();
  Expected<bool> Row = S->step();
  if (!Row)
    return Row.takeError();
  int64_t Count = S->columnInt(0), Max = S->columnInt(1), Min = S->columnInt(2);
  if (Max > CurrentStoreSchema)
    return Error::failure(fmt::format(
        "database '{}' has warning-store schema version {}, newer than this "
        "pathsim understands ({}); use a newer pathsim or another --db",
        Db.path(), Max, CurrentStoreSchema));
  if (Count != Max || (Count && Min != 1))
    return Error::failure(fmt::format(
        "database '{}' has an inconsistent warn_migrations table; refusing "
        "to use it",
        Db.path()));
  return static_cast<int>(Max);
}

Error migrateStore(sqlite::Database &Db) {
  // Check first without a write lock, so a refused database is never
  // locked for writing, then again inside each step's transaction in case
  // another process migrated meanwhile.
  Expected<int> Version = storeSchemaVersion(Db);
  if (!Version)
    return Version.takeError();
  while (*Version < CurrentStoreSchema) {
    Expected<sqlite::Transaction> T = sqlite::Transaction::begin(Db);
    if (!T)
      return T.takeError();
    Version = storeSchemaVersion(Db);
    if (!Version)
      return Version.takeError();
    if (*Version >= CurrentStoreSchema)
      break;
    const Migration &Step = Migrations[*Version];
    if (Error E = Db.exec(Step.Sql))
      return E;
    Expected<sqlite::Statement> Record =
        Db.prepare("INSERT INTO warn_migrations VALUES (?1, ?2, ?3)");
    if (!Record)
      return Record.takeError();
    Record->bind(1, int64_t{Step.Version})
        .bind(2, Step.Description)
        .bind(3, utcTimestamp());
    if (Error E = Record->run())
      return E;
    if (Error E = T->commit())
      return E;
    Version = Step.Version;
  }
  return Error::success();
}

} // namespace pathsim::reports
