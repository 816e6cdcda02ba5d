//===- cli/RunStorage.cpp - storing a finished run, whatever happens ------===//
#include "cli/RunStorage.h"

#include "cli/NotAnalyzed.h"

namespace pathsim::cli {

reports::RunState finishedState(const AnalysisResult &R, bool Interrupted) {
  if (Interrupted)
    return reports::RunState::Interrupted;
  return countNotAnalyzed(R).any() ? reports::RunState::Partial
                                   : reports::RunState::Complete;
}

std::vector<reports::UnitRecord> unitRecords(const AnalysisResult &R) {
  std::vector<reports::UnitRecord> Units;
  for (const UnitResult &U : R.Units) {
    reports::UnitRecord Record;
    Record.File.File = U.File;
    Record.File.DisplayFile = U.Display;
    Record.Detail = U.Detail;
    switch (U.Is) {
    case UnitResult::State::Analyzed:
      Record.Is = reports::UnitRecord::State::Analyzed;
      break;
    case UnitResult::State::NotCompiled:
      Record.Is = reports::UnitRecord::State::NotCompiled;
      break;
    case UnitResult::State::NotReached:
      Record.Is = reports::UnitRecord::State::NotReached;
      break;
    }
    Units.push_back(std::move(Record));
  }
  return Units;
}

bool storeFinishedRun(ModelStore &Models, reports::WarningStore &Store,
                      int64_t RunId, const FinishedRun &Run,
                      reports::SourceCache &Sources, llvm::raw_ostream &Errs) {
  const AnalysisResult &R = *Run.Result;
  bool Stored = true;
  if (!R.ToSave.empty())
    if (llvm::Error E = Models.save(R.ToSave)) {
      Errs << "pathsim analyze: could not save models: "
           << llvm::toString(std::move(E)) << "\n";
      Stored = false;
    }
  std::vector<reports::UnitRecord> Units = unitRecords(R);
  reports::RunContents Contents{Units, R.Functions, *Run.Warnings, Run.State,
                                Run.Reason};
  if (reports::Error E = Store.storeRun(RunId, Contents, Sources)) {
    Errs << "pathsim analyze: could not store run " << RunId << ": "
         << E.message() << "\n";
    // Best effort: if this fails too, the next open marks it failed.
    (void)Store.markRun(RunId, reports::RunState::Failed,
                        "storing it failed: " + E.message());
    Stored = false;
  }
  return Stored;
}

} // namespace pathsim::cli
