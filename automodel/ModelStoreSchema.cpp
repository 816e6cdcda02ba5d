//===- automodel/ModelStoreSchema.cpp - the model store's tables, migrations //
//
// The model store shares its file with the warning store, so its version is
// kept in its own table, model_migrations; store/Migrations.cpp applies the
// steps below and keeps the file format in PRAGMA user_version, which
// belongs to the file as a whole (store/Migrations.h says how).
//
#include "automodel/ModelStoreSchema.h"

#include "automodel/ModelStore.h"

#include <iterator>
#include <string>

namespace pathsim {

namespace {

// Append only: a released step is never edited; a change is a new step.
constexpr store::Migration Steps[] = {
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
)sql",
     R"sql(
CREATE TABLE model_migrations (
  version BIGINT PRIMARY KEY, description TEXT NOT NULL,
  applied_at TEXT NOT NULL);
CREATE TABLE model_functions (
  key TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL,
  linkage_name TEXT NOT NULL, file TEXT NOT NULL, line BIGINT NOT NULL,
  hash TEXT NOT NULL, model TEXT NOT NULL, warnings BYTEA NOT NULL,
  stats_function TEXT NOT NULL, stats_linkage_name TEXT NOT NULL,
  stats_file TEXT NOT NULL, stats_display_file TEXT NOT NULL,
  stats_line BIGINT NOT NULL, stats_col BIGINT NOT NULL,
  paths BIGINT NOT NULL, infeasible_paths BIGINT NOT NULL,
  aborted_paths BIGINT NOT NULL, termination TEXT NOT NULL,
  detail TEXT NOT NULL, seconds DOUBLE PRECISION NOT NULL,
  warning_count BIGINT NOT NULL, saved_at TEXT NOT NULL);
CREATE INDEX model_functions_by_name ON model_functions (name);
CREATE INDEX model_functions_by_linkage_name ON model_functions (linkage_name);
)sql"},
    {2, "one row per compile job: the files it read, the decoded unit",
     R"sql(
CREATE TABLE model_units (
  key TEXT PRIMARY KEY NOT NULL, file TEXT NOT NULL, inputs BLOB NOT NULL,
  unit BLOB NOT NULL, saved_at TEXT NOT NULL);
)sql",
     R"sql(
CREATE TABLE model_units (
  key TEXT PRIMARY KEY NOT NULL, file TEXT NOT NULL, inputs BYTEA NOT NULL,
  unit BYTEA NOT NULL, saved_at TEXT NOT NULL);
)sql"},
    {3, "the machine that saved each function (models shared across machines)",
     R"sql(
ALTER TABLE model_functions ADD COLUMN saved_by TEXT NOT NULL DEFAULT '';
)sql",
     R"sql(
ALTER TABLE model_functions ADD COLUMN saved_by TEXT NOT NULL DEFAULT '';
)sql"},
    // The model and warnings become blobs, written compressed
    // (automodel/StoreCompression.h); the rows kept here hold them as they
    // were, which reads back as it is. A figure's name, linkage name and
    // files are NULL where they are the function's own (the usual case):
    // stored once. SQLite cannot drop NOT NULL: the table is rebuilt.
    {4, "models and warnings compressed; a function's names stored once",
     R"sql(
CREATE TABLE model_functions_v4 (
  key TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL,
  linkage_name TEXT NOT NULL, file TEXT NOT NULL, line INTEGER NOT NULL,
  hash TEXT NOT NULL, model BLOB NOT NULL, warnings BLOB NOT NULL,
  stats_function TEXT, stats_linkage_name TEXT,
  stats_file TEXT, stats_display_file TEXT,
  stats_line INTEGER NOT NULL, stats_col INTEGER NOT NULL,
  paths INTEGER NOT NULL, infeasible_paths INTEGER NOT NULL,
  aborted_paths INTEGER NOT NULL, termination TEXT NOT NULL,
  detail TEXT NOT NULL, seconds REAL NOT NULL, warning_count INTEGER NOT NULL,
  saved_at TEXT NOT NULL, saved_by TEXT NOT NULL DEFAULT '');
INSERT INTO model_functions_v4
  SELECT key, name, linkage_name, file, line, hash, CAST(model AS BLOB),
         warnings, NULLIF(stats_function, name),
         NULLIF(stats_linkage_name, linkage_name), NULLIF(stats_file, file),
         NULLIF(stats_display_file, file), stats_line, stats_col, paths,
         infeasible_paths, aborted_paths, termination, detail, seconds,
         warning_count, saved_at, saved_by
  FROM model_functions;
DROP TABLE model_functions;
ALTER TABLE model_functions_v4 RENAME TO model_functions;
CREATE INDEX model_functions_by_name ON model_functions (name);
CREATE INDEX model_functions_by_linkage_name ON model_functions (linkage_name);
)sql",
     R"sql(
ALTER TABLE model_functions
  ALTER COLUMN model TYPE BYTEA USING convert_to(model, 'UTF8'),
  ALTER COLUMN stats_function DROP NOT NULL,
  ALTER COLUMN stats_linkage_name DROP NOT NULL,
  ALTER COLUMN stats_file DROP NOT NULL,
  ALTER COLUMN stats_display_file DROP NOT NULL;
UPDATE model_functions SET
  stats_function = NULLIF(stats_function, name),
  stats_linkage_name = NULLIF(stats_linkage_name, linkage_name),
  stats_file = NULLIF(stats_file, file),
  stats_display_file = NULLIF(stats_display_file, file);
)sql"},
};

static_assert(std::size(Steps) == CurrentModelStoreVersion,
              "one migration step per schema version");

std::string newerStore(const std::string &Path, int64_t Found, int Known) {
  return "database '" + Path +
         "' was written by a newer pathsim (model store version " +
         std::to_string(Found) + ", this one knows " + std::to_string(Known) +
         "); use a newer pathsim or another --db";
}

constexpr store::Schema ModelSchema = {"model", Steps, newerStore};

} // namespace

store::Expected<int> modelStoreVersion(store::Database &Db) {
  return store::schemaVersion(Db, ModelSchema);
}

store::Error migrateModelStore(store::Database &Db) {
  return store::migrate(Db, ModelSchema);
}

} // namespace pathsim
