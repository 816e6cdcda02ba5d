//===- cli/RunStorage.cpp - storing a finished run, whatever happens ------===//
#include "cli/RunStorage.h"

#include "cli/InterruptWatch.h"
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

void reportInterruptedRun(const AnalysisResult &R, int64_t RunId, int Signal,
                          llvm::raw_ostream &Errs) {
  NotAnalyzedCount N = countNotAnalyzed(R);
  size_t Done = R.Functions.size() - N.Functions;
  Errs << "pathsim analyze: interrupted by " << signalName(Signal) << ": run "
       << RunId << " is stored as interrupted, with the " << Done << " function"
       << (Done == 1 ? "" : "s") << " analyzed and their " << R.Warnings.size()
       << " warning" << (R.Warnings.size() == 1 ? "" : "s")
       << "; not done: " << N.FunctionsInterrupted << " function"
       << (N.FunctionsInterrupted == 1 ? "" : "s") << ", " << N.UnitsNotReached
       << " translation unit" << (N.UnitsNotReached == 1 ? "" : "s")
       << " ('pathsim reports not-analyzed --run " << RunId
       << "' lists them)\n";
}

void storeAbandonedRun(const std::string &DbPath, int64_t RunId, int Signal,
                       int BusyTimeoutMs) {
  reports::StoreOptions Options;
  Options.Create = false;
  Options.BusyTimeoutMs = BusyTimeoutMs;
  auto Store = reports::WarningStore::open(DbPath, Options);
  // A compile is left behind once the grace is over (CompileOptions::
  // Abandon): what did not end is a step of one function's simulation.
  std::string Reason = std::string("interrupted by ") + signalName(Signal) +
                       "; a step of the simulation outlasted the grace, and "
                       "what was finished could not be stored";
  reports::SourceCache Sources;
  reports::Error E =
      Store ? Store->storeRun(
                  RunId, {{}, {}, {}, reports::RunState::Interrupted, Reason},
                  Sources)
            : Store.error();
  if (E)
    llvm::errs() << "pathsim analyze: " << Reason << "; run " << RunId
                 << " could not be marked so: " << E.message() << "\n";
  else
    llvm::errs() << "pathsim analyze: " << Reason << ": run " << RunId
                 << " is stored as interrupted, with nothing in it\n";
}

std::string besideName(const std::string &DbPath, int64_t RunId) {
  // Beside a file; in the current directory for a server's database.
  std::string Stem = store::isPostgresUrl(DbPath) ? "pathsim" : DbPath;
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

  // The run is stored but not its models: the run stays as it is; the
  // models (with the run, which import skips) go beside.
  bool RunStored = RunFailed.empty();
  std::string Beside = besideName(Target.DbPath, Target.RunId);
  std::string Failed = storeBeside(Beside, Target, Run, Units, Sources);
  Errs << "pathsim analyze: run " << Target.RunId << " is finished, but "
       << Problem << "\n";
  if (!Failed.empty()) {
    Errs << "pathsim analyze: nor could " << (RunStored ? "they" : "it")
         << " be written to '" << Beside << "': " << Failed << "\n"
         << (RunStored ? "pathsim analyze: the run is stored; its models are "
                         "not (the next run simulates those functions again)\n"
                       : "pathsim analyze: the run is not stored; its "
                         "warnings are printed above\n");
    std::error_code EC;
    std::filesystem::remove(Beside, EC);
    std::filesystem::remove(Beside + "-journal", EC);
    if (!RunStored)
      (void)Target.Store->markRun(Target.RunId, reports::RunState::Failed,
                                  Problem);
    return Stored::Nowhere;
  }
  Errs << "pathsim analyze: the finished run "
       << (RunStored ? "and its models were" : "was") << " written to '"
       << Beside << "' instead; ";
  // A server's URL without its password (given again by ~/.pgpass or
  // PGPASSWORD).
  Errs << "merge it into the store with: pathsim reports import " << Beside
       << " --db " << store::displayName(Target.DbPath) << "\n";
  // Best effort: if this fails too, the next open marks it failed.
  if (!RunStored)
    (void)Target.Store->markRun(Target.RunId, reports::RunState::Failed,
                                Problem + "; it was written to " + Beside);
  return Stored::Beside;
}

} // namespace pathsim::cli
