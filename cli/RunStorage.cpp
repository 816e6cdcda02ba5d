//===- cli/RunStorage.cpp - storing a finished run, whatever happens ------===//
#include "cli/RunStorage.h"

#include "cli/NotAnalyzed.h"
#include "store/Migrations.h"

#include <filesystem>
#include <unistd.h>

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

std::string besideName(const std::string &DbPath, int64_t RunId) {
  std::string Stem = DbPath;
  if (Stem.size() > 3 && Stem.compare(Stem.size() - 3, 3, ".db") == 0)
    Stem.resize(Stem.size() - 3);
  std::string Time = store::utcTimestamp(); // 2026-11-26T10:48:00Z
  std::erase_if(Time, [](char C) { return C == '-' || C == ':'; });
  std::string Name = Stem + ".run" + std::to_string(RunId) + "-" + Time + ".db";
  std::error_code EC;
  if (std::filesystem::exists(Name, EC))
    Name = Stem + ".run" + std::to_string(RunId) + "-" + Time + "-" +
           std::to_string(getpid()) + ".db";
  return Name;
}

namespace {

/// Stores the run and its models in the database \p Path (a new one);
/// an empty string, or what failed.
std::string storeBeside(const std::string &Path, const RunTarget &Target,
                        const FinishedRun &Run,
                        std::span<const reports::UnitRecord> Units,
                        reports::SourceCache &Sources) {
  const AnalysisResult &R = *Run.Result;
  ModelStoreOptions MO;
  MO.BusyTimeoutMs = Target.BusyTimeoutMs;
  auto Models = ModelStore::open(Path, MO);
  if (!Models)
    return llvm::toString(Models.takeError());
  if (llvm::Error E = (*Models)->save(R.ToSave))
    return llvm::toString(std::move(E));
  reports::StoreOptions SO;
  SO.BusyTimeoutMs = Target.BusyTimeoutMs;
  auto Store = reports::WarningStore::open(Path, SO);
  if (!Store)
    return Store.error().message();
  auto Id = Store->beginRun(Target.Info, Target.StartedAt);
  if (!Id)
    return Id.error().message();
  reports::RunContents Contents{Units, R.Functions, *Run.Warnings, Run.State,
                                Run.Reason};
  if (reports::Error E = Store->storeRun(*Id, Contents, Sources))
    return E.message();
  return {};
}

} // namespace

Stored storeFinishedRun(const RunTarget &Target, const FinishedRun &Run,
                        reports::SourceCache &Sources,
                        llvm::raw_ostream &Errs) {
  const AnalysisResult &R = *Run.Result;
  std::string ModelsFailed, RunFailed;
  if (!R.ToSave.empty())
    if (llvm::Error E = Target.Models->save(R.ToSave))
      ModelsFailed = llvm::toString(std::move(E));
  std::vector<reports::UnitRecord> Units = unitRecords(R);
  reports::RunContents Contents{Units, R.Functions, *Run.Warnings, Run.State,
                                Run.Reason};
  if (reports::Error E =
          Target.Store->storeRun(Target.RunId, Contents, Sources))
    RunFailed = E.message();
  if (ModelsFailed.empty() && RunFailed.empty())
    return Stored::Here;
  std::string Problem =
      RunFailed.empty() ? "its models could not be saved: " + ModelsFailed
                        : "it could not be stored: " + RunFailed +
                              (ModelsFailed.empty() || ModelsFailed == RunFailed
                                   ? ""
                                   : " (nor its models: " + ModelsFailed + ")");

  std::string Beside = besideName(Target.DbPath, Target.RunId);
  std::string Failed = storeBeside(Beside, Target, Run, Units, Sources);
  Errs << "pathsim analyze: run " << Target.RunId << " is finished, but "
       << Problem << "\n";
  if (!Failed.empty()) {
    Errs << "pathsim analyze: nor could it be written to '" << Beside
         << "': " << Failed
         << "\npathsim analyze: the run is not stored; its warnings are "
            "printed above\n";
    std::error_code EC;
    std::filesystem::remove(Beside, EC);
    (void)Target.Store->markRun(Target.RunId, reports::RunState::Failed,
                                Problem);
    return Stored::Nowhere;
  }
  Errs << "pathsim analyze: the finished run was written to '" << Beside
       << "' instead; merge it into the store with: pathsim reports import "
       << Beside << " --db " << Target.DbPath << "\n";
  // Best effort: if this fails too, the next open marks it failed.
  (void)Target.Store->markRun(Target.RunId, reports::RunState::Failed,
                              Problem + "; it was written to " + Beside);
  return Stored::Beside;
}

} // namespace pathsim::cli
