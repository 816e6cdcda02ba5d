//===- store/Migrations.h - versioned stores in one pathsim database ------===//
//
// A pathsim database (--db, default pathsim.db) holds several stores: the
// warning store (reports/, tables warn_*) and the model store (automodel/,
// tables model_*). Each store keeps its own schema version, the steps it has
// applied, in its table <prefix>_migrations, so that either may be created
// or upgraded without the other.
//
// The database as a whole carries its file format: in PRAGMA user_version
// for an SQLite file, in the one row of table pathsim_database for a
// PostgreSQL database:
//   0  a file no pathsim has marked: new, or written before file formats;
//   1  a pathsim database whose stores each keep their own
//      <prefix>_migrations table (this pathsim).
// A higher format was written by a newer pathsim and is refused, by every
// open, before anything else is read or written. A file of format 0 is
// marked 1 by the first open for writing, in the transaction of its first
// migration step, or in a transaction of its own when its stores are
// already current. Read-only opens never write, and a file that cannot be
// written is read as it is.
//
#pragma once

#include "store/Expected.h"
#include "store/Database.h"

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace pathsim::store {

/// The file format this pathsim writes in PRAGMA user_version.
inline constexpr int CurrentFileFormat = 1;

/// One step of a store's schema.
struct Migration {
  int Version;                  ///< the version it leads to: 1, 2, ...
  std::string_view Description; ///< recorded in <prefix>_migrations
  /// The statements for SQLite; step 1 creates <prefix>_migrations
  /// (version INTEGER PRIMARY KEY, description TEXT NOT NULL, applied_at
  /// TEXT NOT NULL).
  std::string_view Sql;
  /// The same step for PostgreSQL: the same tables, columns and
  /// constraints in its types (BIGINT, DOUBLE PRECISION, BYTEA, identity
  /// ids), so that every query runs the same on both.
  std::string_view Postgres;
};

/// What the migrations need to know of a store.
struct Schema {
  /// The tables' prefix without its '_': "warn" for warn_runs...
  std::string_view Prefix;
  /// Every step from version 1 up, append only (a released step is never
  /// edited, a change is a new step): Steps[I].Version == I + 1.
  std::span<const Migration> Steps;
  /// The whole message refusing a store version \p Found newer than this
  /// pathsim's \p Known, in database \p Path (each store words it its way).
  std::string (*Newer)(const std::string &Path, int64_t Found, int Known);

  /// The version this pathsim writes.
  int current() const { return static_cast<int>(Steps.size()); }
};

/// The time now as the stores record it: ISO 8601 UTC,
/// "2026-11-26T03:12:33Z".
std::string utcTimestamp();

/// \p Db's file format (PRAGMA user_version; 0 when not yet marked). A
/// format newer than CurrentFileFormat is an Error that says so.
Expected<int> fileFormat(Database &Db);

/// \p S's version in \p Db: 0 when the file has none of its tables yet.
/// Refused with an Error that says why, nothing written: a newer file
/// format, \p S's tables without its migrations table (an unknown layout), a
/// version newer than S.current(), a migrations table with gaps.
Expected<int> schemaVersion(Database &Db, const Schema &S);

/// Refuses, with an Error that says why, a file that is not a pathsim
/// database: SQLite of another application (tables, none of them a pathsim
/// store's: warn_*, model_*), a newer file format; with \p MustHoldStore,
/// also a file that holds no pathsim store at all (empty, 0 bytes): a
/// command that only reads has nothing to read there, and must not make it
/// a store. Reads only.
/// \p OwnPrefix names one more store's tables as pathsim's (a store
/// migrate() is creating).
Error checkPathsimDatabase(Database &Db, bool MustHoldStore,
                           std::string_view OwnPrefix = {});

/// PRAGMA quick_check: an Error unless the file is sound, quoting SQLite's
/// first finding ("database 'x.db' is corrupt (Page 19: btreeInitPage()
/// returns error code 11)"). What writes checks first: a write into a
/// damaged file spreads the damage.
Error checkSound(Database &Db);

/// checkSound() of the database file \p Path, opened read-only on its own
/// connection; success when there is no such file yet.
Error checkSound(const std::string &Path, int BusyTimeoutMs);

/// Creates or migrates \p S's tables to S.current(): each step in its own
/// IMMEDIATE transaction, which checks the version again (another process
/// may have migrated meanwhile) and records the step in <prefix>_migrations.
/// A file of format 0 is marked CurrentFileFormat in the first such
/// transaction, or in one of its own when \p S is already current (unless
/// \p Db cannot write: then a current store is left as it is). A database
/// schemaVersion() or checkPathsimDatabase() refuses is never written (nor
/// locked); tables of other prefixes are never touched.
Error migrate(Database &Db, const Schema &S);

} // namespace pathsim::store
