//===- cli/RunStorage.h - storing a finished run, whatever happens --------===//
//
// A finished simulation is never discarded: `analyze` stores its models and
// its run together at the end, in one transaction each, and says plainly
// what could not be stored.
//
#pragma once

#include "automodel/Analyzer.h"
#include "automodel/ModelStore.h"
#include "reports/ReportedWarning.h"
#include "reports/SourceCache.h"
#include "reports/WarningStore.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathsim::cli {

/// What a run produced and is to be stored.
struct FinishedRun {
  const AnalysisResult *Result = nullptr;
  const std::vector<reports::ReportedWarning> *Warnings = nullptr;
  reports::RunState State = reports::RunState::Complete;
  std::string Reason; ///< for an interrupted run: what stopped it
};

/// The state a run ends in: Interrupted if \p Interrupted, Partial when
/// some unit or function was not analyzed, else Complete.
reports::RunState finishedState(const AnalysisResult &R, bool Interrupted);

/// The units of \p R as the warning store records them.
std::vector<reports::UnitRecord> unitRecords(const AnalysisResult &R);

/// Where a run is stored: the database it began in.
struct RunTarget {
  std::string DbPath;
  ModelStore *Models = nullptr;
  reports::WarningStore *Store = nullptr;
  int64_t RunId = 0;
  reports::RunInfo Info; ///< as the run began
  std::string StartedAt; ///< when it began (store::utcTimestamp())
  int BusyTimeoutMs = store::DefaultBusyTimeoutMs;
};

/// Where the run ended up.
enum class Stored {
  Here,    ///< in the database it began in
  Beside,  ///< in a new database beside it (see storeFinishedRun)
  Nowhere, ///< neither could be written (said on the stream)
};

/// For a run interrupted by \p Signal and stored as run \p RunId: one line
/// saying what was stored and what was not done.
void reportInterruptedRun(const AnalysisResult &R, int64_t RunId, int Signal,
                          llvm::raw_ostream &Errs);

/// When the analysis does not stop in time after \p Signal (a step of a
/// function's simulation that does not end; a compile is left behind):
/// stores run \p RunId of \p DbPath as interrupted with nothing in it,
/// through a connection of its own, and says so on stderr.
void storeAbandonedRun(const std::string &DbPath, int64_t RunId, int Signal,
                       int BusyTimeoutMs);

/// The database a run that cannot be stored in \p DbPath is written to:
/// beside it, named after it, the run and the time ("pathsim.db" ->
/// "pathsim.run7-20261126T104800Z.db").
std::string besideName(const std::string &DbPath, int64_t RunId);

/// Saves \p Run's models, then stores it as Target.RunId, each in one
/// transaction that waits up to the busy timeout for other processes'
/// locks. If either cannot be written (still locked, a write error), the
/// whole run and its models are written to a new database beside it
/// (besideName()), the message names it and how to merge it (`pathsim
/// reports import`), and the run's row in the first database is marked
/// failed if it can be. A finished simulation is never discarded.
Stored storeFinishedRun(const RunTarget &Target, const FinishedRun &Run,
                        reports::SourceCache &Sources, llvm::raw_ostream &Errs);

} // namespace pathsim::cli
