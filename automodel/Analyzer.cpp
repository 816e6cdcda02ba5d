//===- automodel/Analyzer.cpp - a whole analysis run over translation units =//
#include "automodel/Analyzer.h"

#include "automodel/BottomUpSimulation.h"
#include "automodel/CalleeDefects.h"
#include "automodel/CallerCensus.h"
#include "automodel/Installation.h"
#include "automodel/Program.h"
#include "automodel/RecursiveMutexes.h"
#include "automodel/RunPlan.h"
#include "automodel/UnitLoader.h"
#include "modellang/ModelLibrary.h"
#include "sourcemap/SourceMap.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <tuple>

namespace pathsim {

std::string AnalysisOptions::defaultSystemModelsDir() {
  if (const char *Env = std::getenv("PATHSIM_LIBC_MODELS"))
    return Env;
  return installedPath("share/pathsim/models/libc");
}

namespace {

/// The .mdl files of a directory, sorted, so that loading is deterministic;
/// or the one file named, if it is a .mdl file.
std::vector<std::string> modelFiles(const std::string &Dir,
                                    std::string &Error) {
  namespace fs = std::filesystem;
  std::vector<std::string> Files;
  std::error_code EC;
  if (fs::is_regular_file(Dir, EC) && fs::path(Dir).extension() == ".mdl")
    return {Dir}; // --models FILE.mdl: that file alone
  if (!fs::is_directory(Dir, EC)) {
    Error = Dir + ": error: " +
            (fs::exists(Dir, EC) ? "not a .mdl file nor a directory of them"
                                 : "no such directory or .mdl file");
    return Files;
  }
  for (const auto &E : fs::directory_iterator(Dir, EC))
    if (E.path().extension() == ".mdl")
      Files.push_back(E.path().string());
  std::sort(Files.begin(), Files.end());
  return Files;
}

} // namespace

bool loadModels(const AnalysisOptions &Options, ModelLibraries &Libraries,
                std::vector<std::string> &Errors, llvm::raw_ostream &Log) {
  std::string Error;
  if (!Options.SystemModels.empty()) {
    for (const std::string &F : modelFiles(Options.SystemModels, Error))
      Libraries.System.loadFile(F);
    if (!Error.empty())
      Errors.push_back(Error);
  }
  // Within one directory a name is defined once; a later --models
  // directory replaces the models of earlier ones and of libc.
  for (const std::string &Dir : Options.Settings.Models) {
    Error.clear();
    modellang::ModelLibrary InDir;
    for (const std::string &F : modelFiles(Dir, Error))
      InDir.loadFile(F);
    for (const auto &D : InDir.diagnostics())
      Errors.push_back(D.str());
    if (!Error.empty())
      Errors.push_back(Error);
    for (const auto &[Name, Entry] : InDir.models()) {
      if (Options.Settings.Verbose) {
        if (const auto *Earlier = Libraries.User.find(Name))
          Log << "pathsim: user model '" << Name << "' (" << Entry.File
              << ") overrides the one in " << Earlier->File << "\n";
        else if (Libraries.System.lookup(Name))
          Log << "pathsim: user model '" << Name << "' (" << Entry.File
              << ") overrides the libc model\n";
      }
      Libraries.User.replace(Entry.M, Entry.File);
    }
  }
  for (const auto &D : Libraries.System.diagnostics())
    Errors.push_back(D.str());
  for (const auto &D : Libraries.User.diagnostics())
    Errors.push_back(D.str());
  // Compiled once, for every unit's calls.
  Libraries.CompiledSystem = compileModels(Libraries.System);
  Libraries.CompiledUser = compileModels(Libraries.User);
  Libraries.Set.addLayer(Libraries.CompiledSystem, ModelOrigin::System);
  Libraries.Set.addLayer(Libraries.CompiledUser, ModelOrigin::User);
  return Errors.empty();
}

namespace {

/// The run's third stage: the units compiled, in the jobs' order, linked
/// into one Program. What became of each job goes to Result (a unit that
/// did not compile is reported and left out), the compiler's messages to
/// Diagnostics.
Program linkUnits(const std::vector<frontend::CompileJob> &Jobs,
                  std::vector<LoadedUnit> Loaded, const RunSettings &Settings,
                  AnalysisResult &Result, llvm::raw_ostream &Diagnostics) {
  Program P;
  for (size_t I = 0; I < Jobs.size(); ++I) {
    const frontend::CompileJob &Job = Jobs[I];
    LoadedUnit &L = Loaded[I];
    UnitResult &Outcome = Result.Units.emplace_back();
    Outcome.File = frontend::normalizePath(
        frontend::normalizePath("", Job.Directory), Job.File);
    Outcome.Display = frontend::pathForDisplay(Outcome.File);
    Diagnostics << L.Diagnostics;
    Result.Schedule.CompileWork += L.Seconds;
    Result.Schedule.LongestUnit =
        std::max(Result.Schedule.LongestUnit, L.Seconds);
    if (L.NotReached) {
      Outcome.Is = UnitResult::State::NotReached;
      Outcome.Detail = "the run was interrupted before it was compiled";
      continue;
    }
    if (!L.CacheError.empty())
      Diagnostics << "pathsim: note: " << Job.File
                  << ": the compiled unit is not kept for the next run: "
                  << L.CacheError << "\n";
    Result.UnitsReused += L.Reused;
    if (!L.Unit) {
      Outcome.Is = UnitResult::State::NotCompiled;
      Outcome.Detail = L.Error;
      Diagnostics << "pathsim: " << Outcome.Detail << "\n";
      Result.FailedFiles.push_back(Job.File);
      continue;
    }
    P.addUnit(std::move(L.Unit));
    ++Result.TranslationUnits;
  }
  Loaded.clear();
  P.settleGlobals();
  P.settleCallTargets();
  // Several programs in one run define the same names (each its main):
  // counted in the summary, named with --verbose.
  Result.DefinedTwice = static_cast<uint32_t>(P.duplicates().size());
  if (Settings.Verbose)
    for (const auto &[First, Again] : P.duplicates())
      Diagnostics << "pathsim: note: '" << P.function(Again).Name
                  << "' is defined in "
                  << frontend::pathForDisplay(P.unit(First.Unit).MainFile)
                  << " and in "
                  << frontend::pathForDisplay(P.unit(Again.Unit).MainFile)
                  << ": each is analyzed; calls from other files reach the "
                     "one in "
                  << frontend::pathForDisplay(P.unit(First.Unit).MainFile)
                  << "\n";
  return P;
}

/// The run's last stage: what the simulation made, into Result in the
/// program's order whatever order the functions ran in; the warnings of
/// reported functions and enabled checks, once per site, ranked by what
/// the whole program does, sorted. The caller stores them with the run.
void collectResults(const Program &P, const RunPlan &Plan,
                    BottomUpSimulation &Simulated,
                    const AnalysisOptions &Options, AnalysisResult &Result,
                    llvm::raw_ostream &Diagnostics) {
  const RunSettings &Settings = Options.Settings;
  const auto &All = P.functions();
  for (const std::string &Name : Simulated.unreadable())
    Diagnostics << "pathsim: note: the stored model of '" << Name
                << "' cannot be read; its callers were simulated without it "
                   "(--fresh simulates it again)\n";
  Result.Reused = Simulated.reused();
  Result.ReusedFromOtherMachines = Simulated.reusedFromOtherMachines();
  Result.Interrupted = Options.Stop && Options.Stop->raised();
  Result.ToSave = Simulated.takeToSave();
  Simulated.measureSchedule(Result.Schedule);

  std::set<
      std::tuple<std::string, uint32_t, uint32_t, WarningKind, std::string>>
      Seen;
  for (uint32_t Node = 0; Node < All.size(); ++Node) {
    if (!Plan.PerFunction[Node].Reported) {
      ++Result.Excluded;
      if (!Plan.Needed[Node]) {
        ++Result.ExcludedNotSimulated;
        continue;
      }
    }
    FunctionResult &FR = Simulated.result(Node);
    const FunctionCode &F = P.function(All[Node]);
    if (Simulated.interrupted(Plan.Graph.componentOf(Node))) {
      // Not done: recorded as not analyzed, reporting nothing.
      const ModuleCode &M = P.unit(All[Node].Unit).Module;
      FR = FunctionResult();
      FR.Stats.Function = F.Name;
      FR.Stats.LinkageName = F.LinkageName;
      if (F.Loc.File < M.Files.size()) {
        FR.Stats.Loc.File = M.Files[F.Loc.File].Path;
        FR.Stats.Loc.DisplayFile = M.Files[F.Loc.File].Display;
      }
      FR.Stats.Loc.Line = F.Loc.Line;
      FR.Stats.Stop = Termination::Interrupted;
      FR.Stats.Detail = "the run was interrupted before it was done";
      Simulated.models(Node).assign(
          1, modelHeader(F, FR.Stats.Loc.DisplayFile));
    }
    const frontend::FunctionSource *Source =
        P.unit(All[Node].Unit).Sources.function(F.LinkageName);
    // A system header's code is not the user's to fix; nor is an excluded
    // file's. The checks turned off are not reported either.
    if ((Source && Source->System) || !Plan.PerFunction[Node].Reported)
      FR.Warnings.clear();
    uint32_t Kept = 0;
    for (Warning &W : FR.Warnings) {
      if (!Plan.PerFunction[Node].Checks.enabled(W.Kind))
        continue;
      ++Kept;
      if (Seen.insert({W.Loc.File, W.Loc.Line, W.Loc.Col, W.Kind, W.Message})
              .second)
        Result.Warnings.push_back(std::move(W));
    }
    FR.Stats.Warnings = Kept;
    Result.Functions.push_back(std::move(FR.Stats));
    if (Options.KeepModels)
      Result.Models.push_back(Simulated.takeModel(Node));
    Result.Merging += Simulated.merging(Node);
    if (Settings.DumpOutcomes)
      Result.Outcomes += Simulated.outcomes(Node) + "\n";
  }
  // Stored warnings too: how the program treats a callee may have changed.
  rankByCallers(Result.Warnings, nullCheckCensus(P), ownKeyCensus(P));
  rankMutexStates(Result.Warnings, makesRecursiveMutexes(P));
  // After the ranks: a defect a caller reaches is no surer than the
  // callee's path to it.
  bool WholeProgram = false;
  auto Callers = callerCensus(P, WholeProgram);
  std::set<std::string> Sampled;
  for (const FunctionStats &St : Result.Functions)
    if (St.Stop != Termination::Complete)
      Sampled.insert(St.LinkageName);
  settleCalleeDefects(Result.Warnings, Callers, WholeProgram, Sampled);
  std::stable_sort(Result.Warnings.begin(), Result.Warnings.end(),
                   [](const Warning &A, const Warning &B) {
                     return std::tie(A.Loc.File, A.Loc.Line, A.Loc.Col,
                                     A.Kind) <
                            std::tie(B.Loc.File, B.Loc.Line, B.Loc.Col, B.Kind);
                   });
  keepStrongestPerPointer(Result.Warnings);
}

} // namespace

// The run's stages, as docs/architecture.md lists them: the models loaded,
// the units compiled, the program linked, the plan made, the functions
// simulated, the results collected (the caller stores them).
AnalysisResult analyze(const std::vector<frontend::CompileJob> &Jobs,
                       const AnalysisOptions &Options, ModelStore *Store,
                       llvm::raw_ostream &Diagnostics, Progress *Tracker) {
  const RunSettings &Settings = Options.Settings;
  AnalysisResult Result;
  ModelLibraries Libraries;
  if (!loadModels(Options, Libraries, Result.ModelErrors, Diagnostics))
    return Result;

  // Every unit first: a callee's model must exist before its callers run,
  // wherever they are. The units are compiled on the run's threads, then
  // linked in the jobs' order.
  UnitCache Cache{Store, Options.ToolIdentity, !Settings.Fresh};
  frontend::CompileOptions Compile;
  Compile.AssumeAsserts = Settings.Asserts == "assume";
  std::vector<LoadedUnit> Loaded =
      loadUnits(Jobs, Settings.threads(), Tracker, Options.Stop, Cache, Compile);
  Program P = linkUnits(Jobs, std::move(Loaded), Settings, Result, Diagnostics);

  RunPlan Plan(P, Libraries, Settings, Diagnostics);
  // The calls the run can only guess at, for the summary.
  Result.UnknownCallees = unknownCallees(
      P, Plan.simulated(P),
      [&](uint32_t Unit) -> const ModelSet * { return &Plan.unitModels(Unit); });

  BottomUpSimulation Simulated(P, Plan, Libraries, Options, Store, Tracker);
  Simulated.run();

  collectResults(P, Plan, Simulated, Options, Result, Diagnostics);
  return Result;
}

} // namespace pathsim
