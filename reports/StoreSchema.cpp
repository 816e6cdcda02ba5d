//===- reports/StoreSchema.cpp - the warning store's tables and migrations ===//
//
// The warning store shares its file with the model store, so its version is
// kept in its own table, warn_migrations; store/Migrations.cpp applies the
// steps below and keeps the file format in PRAGMA user_version, which
// belongs to the file as a whole (store/Migrations.h says how).
//
#include "reports/StoreSchema.h"

#include <iterator>
#include <string>

namespace pathsim::reports {

namespace {

// Append only: a released step is never edited, a change is a new step.
constexpr store::Migration Steps[] = {
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
    {3, "each warning's rank (certain, likely, possible)", R"sql(
ALTER TABLE warn_warnings ADD COLUMN rank TEXT NOT NULL DEFAULT 'likely'
  CHECK (rank IN ('certain', 'likely', 'possible'));
)sql"},
    // SQLite cannot change a CHECK constraint: warn_runs is rebuilt (the
    // other tables name it, not its definition, so they are untouched).
    {4,
     "run states complete, partial, interrupted, failed; the units of each "
     "run; which functions were analyzed",
     R"sql(
CREATE TABLE warn_runs_v4 (
  id INTEGER PRIMARY KEY, started_at TEXT NOT NULL, ended_at TEXT,
  command_line TEXT NOT NULL, settings TEXT NOT NULL,
  tool_version TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('running', 'complete', 'partial',
                                       'interrupted', 'failed')),
  pid INTEGER, pid_start INTEGER, host TEXT,
  reason TEXT NOT NULL DEFAULT '');
INSERT INTO warn_runs_v4
  SELECT id, started_at, ended_at, command_line, settings, tool_version,
         CASE state WHEN 'incomplete' THEN 'failed' ELSE state END,
         pid, pid_start, host,
         CASE state WHEN 'incomplete'
           THEN 'its process ended before the run was stored' ELSE '' END
  FROM warn_runs;
DROP TABLE warn_runs;
ALTER TABLE warn_runs_v4 RENAME TO warn_runs;
CREATE TABLE warn_run_units (
  run_id INTEGER NOT NULL REFERENCES warn_runs(id),
  file_id INTEGER NOT NULL REFERENCES warn_files(id),
  state TEXT NOT NULL CHECK (state IN ('analyzed', 'not-compiled',
                                       'not-reached')),
  detail TEXT NOT NULL, PRIMARY KEY (run_id, file_id));
ALTER TABLE warn_functions ADD COLUMN analyzed INTEGER NOT NULL DEFAULT 1;
UPDATE warn_functions SET analyzed = 0
  WHERE termination = 'unsupported' OR (termination = 'timeout' AND paths = 0);
)sql"},
    {5, "the case of an automatic model each warning's path took", R"sql(
ALTER TABLE warn_models ADD COLUMN case_text TEXT NOT NULL DEFAULT '';
)sql"},
};

static_assert(std::size(Steps) == CurrentStoreSchema,
              "one migration step per schema version");

std::string newerStore(const std::string &Path, int64_t Found, int Known) {
  return "database '" + Path + "' has warning-store schema version " +
         std::to_string(Found) + ", newer than this pathsim understands (" +
         std::to_string(Known) + "); use a newer pathsim or another --db";
}

constexpr store::Schema WarnSchema = {"warn", Steps, newerStore};

} // namespace

Expected<int> storeSchemaVersion(sqlite::Database &Db) {
  return store::schemaVersion(Db, WarnSchema);
}

Error migrateStore(sqlite::Database &Db) {
  return store::migrate(Db, WarnSchema);
}

} // namespace pathsim::reports
