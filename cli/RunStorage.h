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

/// Saves \p Run's models in \p Models, then stores it as run \p RunId of
/// \p Store. Returns false after saying on \p Errs what could not be stored
/// (the run is then marked failed, if the store can still be written).
bool storeFinishedRun(ModelStore &Models, reports::WarningStore &Store,
                      int64_t RunId, const FinishedRun &Run,
                      reports::SourceCache &Sources, llvm::raw_ostream &Errs);

} // namespace pathsim::cli
