//===- reports/WarningStore.h - runs and their warnings in SQLite ---------===//
#pragma once

#include "reports/Expected.h"
#include "reports/ReportedWarning.h"
#include "reports/SourceCache.h"
#include "simulator/FunctionStats.h"
#include "store/Database.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <span>
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
  /// --run-name: what a team calls the run ("nightly", "pr-123"); empty for
  /// none. Names need not be unique.
  std::string Name = {};
  /// --tag key=value, as CodeChecker's tags: branch, commit... Keys are
  /// unique in a run (checkTag() says which are allowed).
  std::vector<std::pair<std::string, std::string>> Tags = {};
};

/// Why \p Key=\p Value cannot be a run's tag, or empty when it can: a key
/// of letters, digits and . _ - (at most 64), a value of printable text
/// (at most 1024 bytes).
std::string checkTag(std::string_view Key, std::string_view Value);

/// A run's state: `running` until it is stored, then one of the others. A
/// run whose process died while it was `running` is marked `failed` by the
/// next open().
enum class RunState {
  Running,     ///< begun, not stored yet (or its process is still at it)
  Complete,    ///< every unit compiled and every function was analyzed
  Partial,     ///< finished, but some units or functions were not analyzed
               ///< (which ones: warn_run_units, warn_functions.analyzed)
  Interrupted, ///< stopped by SIGINT/SIGTERM; what was finished is stored
  Failed,      ///< nothing usable: the process died, or storing failed
};
std::string_view runStateId(RunState S);
std::optional<RunState> runStateFromId(std::string_view Id);

/// One translation unit of a run, and what became of it.
struct UnitRecord {
  enum class State { Analyzed, NotCompiled, NotReached };
  SourceLocation File; ///< File (absolute) and DisplayFile; no line
  State Is = State::Analyzed;
  std::string Detail; ///< why it was not analyzed
};
std::string_view unitStateId(UnitRecord::State S);

/// Everything a finished run stores, written at once by storeRun().
struct RunContents {
  std::span<const UnitRecord> Units;
  std::span<const FunctionStats> Functions;
  std::span<const ReportedWarning> Warnings; ///< as prepareWarnings() made them
  RunState State = RunState::Complete;
  std::string Reason; ///< for Partial, Interrupted, Failed: what happened
};

/// A run left `running` by a process that is gone, marked `failed` by open().
struct AbandonedRun {
  int64_t Id = 0, Pid = 0;
  std::string StartedAt;
};

/// How to open the store.
struct StoreOptions {
  bool Create = true; ///< create the file if missing (analyze); the
                      ///< `reports` commands require it to exist
  int BusyTimeoutMs = store::DefaultBusyTimeoutMs; ///< wait this long for
                                                    ///< another process's lock
};

/// The warning store: every run's functions and warnings, in the `warn_`
/// tables of an SQLite file shared with the model store. Each call writes in
/// its own transaction, so an interrupted run leaves every earlier run
/// intact. Not thread-safe: use it from one thread.
///
/// Usage by `pathsim analyze`:
///   auto Store = WarningStore::open("pathsim.db");
///   auto Run = Store->beginRun({CommandLine, Settings, Version});
///   ... simulate ...
///   Store->storeRun(*Run, {Units, Stats, Ws, RunState::Complete}, Src);
/// (addFunctions, addWarnings and endRun store a run in batches instead.)
class WarningStore {
public:
  /// Opens (or creates) \p Path, migrates the warn_ tables, and marks runs
  /// left `running` by a dead process as `incomplete`. A locked, corrupt,
  /// non-SQLite or newer database is an Error with a clear message.
  static Expected<WarningStore> open(const std::string &Path,
                                     const StoreOptions &Options = {});

  /// Records a new run in state `running`, with this process's id and start
  /// time; returns its id. \p StartedAt is when it began
  /// (store::utcTimestamp(); empty: now): a run written to a second
  /// database (the first being locked) keeps its start time there, so that
  /// `reports import` finds the row it began with.
  Expected<int64_t> beginRun(const RunInfo &Info,
                             const std::string &StartedAt = {});
  /// Adds one batch of per-function figures to run \p Run.
  Error addFunctions(int64_t Run, const std::vector<FunctionStats> &Stats);
  /// Adds one batch of warnings (fingerprint and suppression as prepared by
  /// prepareWarnings()) to run \p Run, with the content hash of each source
  /// file the first time the run names it.
  Error addWarnings(int64_t Run, const std::vector<ReportedWarning> &Ws,
                    SourceCache &Sources);
  /// Marks run \p Run complete.
  Error endRun(int64_t Run);

  /// Stores a finished run in one transaction: its units, functions and
  /// warnings, its state, reason and end time. A failure (locked after the
  /// busy timeout, disk full) rolls it all back: the run stays `running`
  /// with nothing of it stored, and every other run is untouched.
  Error storeRun(int64_t Run, const RunContents &Contents,
                 SourceCache &Sources);
  /// Sets run \p Run's state, reason and end time (a run that could not be
  /// stored is marked Failed), in a transaction of its own.
  Error markRun(int64_t Run, RunState State, std::string_view Reason);

  /// The runs open() found abandoned (their process gone) and marked failed.
  const std::vector<AbandonedRun> &abandonedRuns() const { return Abandoned; }
  /// The connection, for queries (StoreQueries.h).
  store::Database &db() { return Db; }

private:
  explicit WarningStore(store::Database Db) : Db(std::move(Db)) {}
  Error markAbandonedRuns();
  /// The warn_files id of \p Loc's file (inserted if new); 0 for no file.
  Expected<int64_t> fileId(const SourceLocation &Loc);
  Error recordRunFile(int64_t Run, int64_t FileId, const std::string &Path,
                      SourceCache &Sources);
  struct WarningStatements;
  Error insertWarning(WarningStatements &S, int64_t Run,
                      const ReportedWarning &R);
  // The writes of addFunctions, addWarnings and storeRun, in the caller's
  // transaction.
  Error writeFunctions(int64_t Run, std::span<const FunctionStats> Stats);
  Error writeWarnings(int64_t Run, std::span<const ReportedWarning> Ws,
                      SourceCache &Sources);
  Error writeFiles(const RunContents &Contents);
  Error writeUnits(int64_t Run, std::span<const UnitRecord> Units);
  Error writeState(int64_t Run, RunState State, std::string_view Reason);
  /// After a rollback: forget the ids the rolled-back writes made.
  void forgetUncommitted();

  store::Database Db;
  std::map<std::pair<std::string, std::string>, int64_t> FileIds;
  std::set<std::pair<int64_t, int64_t>> RunFiles; ///< (run, file) hashed
  std::vector<AbandonedRun> Abandoned;
};

} // namespace pathsim::reports
