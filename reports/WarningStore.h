//===- reports/WarningStore.h - runs and their warnings in SQLite ---------===//
#pragma once

#include "reports/Expected.h"
#include "reports/ReportedWarning.h"
#include "reports/SourceCache.h"
#include "simulator/FunctionStats.h"
#include "store/Sqlite.h"

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace pathsim::reports {

/// The default store file, in the current directory.
inline constexpr const char *DefaultStorePath = "pathsim.db";

/// What is recorded about a run when it begins.
struct RunInfo {
  std::string CommandLine;
  std::string SettingsJson = "{}"; ///< the run's settings as a JSON object
  std::string ToolVersion;
};

/// A run's state: `running` until endRun(); a run whose process died before
/// that is marked `incomplete` by the next open().
enum class RunState { Running, Complete, Incomplete };
std::string_view runStateId(RunState S);

/// How to open the store.
struct StoreOptions {
  bool Create = true;       ///< create the file if missing (analyze); the
                            ///< `reports` commands require it to exist
  int BusyTimeoutMs = 3000; ///< wait this long for another process's lock
};

/// The warning store: every run's functions and warnings, in the `warn_`
/// tables of an SQLite file shared with the model store. Each call writes in
/// its own transaction, so an interrupted run leaves every earlier run
/// intact. Not thread-safe: use it from one thread.
///
/// Usage by `pathsim analyze`:
///   auto Store = WarningStore::open("pathsim.db");
///   auto Run = Store->beginRun({CommandLine, Settings, Version});
///   ... Store->addFunctions(*Run, Stats); Store->addWarnings(*Run, Ws, Src);
///   Store->endRun(*Run);
class WarningStore {
public:
  /// Opens (or creates) \p Path, migrates the warn_ tables, and marks runs
  /// left `running` by a dead process as `incomplete`. A locked, corrupt,
  /// non-SQLite or newer database is an Error with a clear message.
  static Expected<WarningStore> open(const std::string &Path,
                                     const StoreOptions &Options = {});

  /// Records a new run in state `running`, with this process's id and start
  /// time; returns its id.
  Expected<int64_t> beginRun(const RunInfo &Info);
  /// Adds one batch of per-function figures to run \p Run.
  Error addFunctions(int64_t Run, const std::vector<FunctionStats> &Stats);
  /// Adds one batch of warnings (fingerprint and suppression as prepared by
  /// prepareWarnings()) to run \p Run, with the content hash of each source
  /// file the first time the run names it.
  Error addWarnings(int64_t Run, const std::vector<ReportedWarning> &Ws,
                    SourceCache &Sources);
  /// Marks run \p Run complete.
  Error endRun(int64_t Run);

  /// How many runs open() found abandoned and marked incomplete.
  int markedIncomplete() const { return MarkedIncomplete; }
  /// The connection, for queries (StoreQueries.h).
  sqlite::Database &db() { return Db; }

private:
  explicit WarningStore(sqlite::Database Db) : Db(std::move(Db)) {}
  Error markAbandonedRuns();
  /// The warn_files id of \p Loc's file (inserted if new); 0 for no file.
  Expected<int64_t> fileId(const SourceLocation &Loc);
  Error recordRunFile(int64_t Run, int64_t FileId, const std::string &Path,
                      SourceCache &Sources);
  struct WarningStatements;
  Error insertWarning(WarningStatements &S, int64_t Run,
                      const ReportedWarning &R);

  sqlite::Database Db;
  std::map<std::pair<std::string, std::string>, int64_t> FileIds;
  std::set<std::pair<int64_t, int64_t>> RunFiles; ///< (run, file) hashed
  int MarkedIncomplete = 0;
};

} // namespace pathsim::reports
