//===- automodel/Analyzer.cpp - a whole analysis run over translation units =//
#include "automodel/Analyzer.h"

#include "automodel/CallGraph.h"
#include "automodel/CallerCensus.h"
#include "automodel/FieldValues.h"
#include "automodel/Formatters.h"
#include "automodel/SameAnswer.h"
#include "automodel/FunctionHash.h"
#include "automodel/Installation.h"
#include "automodel/Program.h"
#include "automodel/RecursiveMutexes.h"
#include "automodel/Scheduler.h"
#include "automodel/SimulationPlan.h"
#include "automodel/UnitLoader.h"
#include "modellang/ModelLibrary.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"
#include "modellang/Signature.h"
#include "simulator/exec/Explorer.h"
#include "sourcemap/SourceMap.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <mutex>
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

/// The hand-written models (libc's, the user's) whose parameter count does
/// not fit the declaration their function has in Unit: each is reported as
/// an error at the declaration (once per declaration in a run) and left out
/// of the unit's models, so that its parameters are never bound to the
/// wrong arguments. Nothing when every model fits.
std::unique_ptr<ModelSet> unitModels(const ModelLibraries &Libraries,
                                     const ProgramUnit &Unit,
                                     std::set<std::string> &Reported,
                                     llvm::raw_ostream &Diagnostics) {
  std::set<std::string> Rejected;
  for (const auto &[Key, D] : Unit.Sources.declarations()) {
    std::string Name = modelNameFor(Key);
    const modellang::ModelLibrary::Entry *Entry = Libraries.User.find(Name);
    if (!Entry)
      Entry = Libraries.System.find(Name);
    if (!Entry)
      continue;
    modellang::DeclaredSignature Sig;
    Sig.Params = D.Params;
    Sig.Variadic = D.Variadic;
    Sig.Prototype = D.Prototype;
    auto Why = modellang::signatureMismatch(Entry->M, Sig, false);
    if (!Why)
      continue;
    Rejected.insert(Name);
    std::string Where = D.File + ":" + std::to_string(D.Line);
    if (Reported.insert(Where + " " + Name).second)
      Diagnostics << Where << ": error: the model of '" << Name << "' ("
                  << Entry->File << ":" << Entry->M.Loc.Line << ":"
                  << Entry->M.Loc.Col
                  << ") does not fit this declaration: " << *Why
                  << "; calls of '" << Name
                  << "' in this file are simulated without it\n";
  }
  if (Rejected.empty())
    return nullptr;
  auto Without = [&](const CompiledModels &Lib) {
    std::map<std::string, const CompiledModel *> Models;
    for (const auto &[Name, M] : Lib)
      if (!Rejected.count(Name))
        Models[Name] = M.get();
    return Models;
  };
  auto Set = std::make_unique<ModelSet>();
  Set->addLayer(Without(Libraries.CompiledSystem), ModelOrigin::System);
  Set->addLayer(Without(Libraries.CompiledUser), ModelOrigin::User);
  return Set;
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
  Program P;
  UnitCache Cache{Store, Options.ToolIdentity, !Settings.Fresh};
  frontend::CompileOptions Compile;
  Compile.AssumeAsserts = Settings.Asserts == "assume";
  std::vector<LoadedUnit> Loaded =
      loadUnits(Jobs, Settings.Jobs, Tracker, Options.Stop, Cache, Compile);
  for (size_t I = 0; I < Jobs.size(); ++I) {
    const frontend::CompileJob &Job = Jobs[I];
    LoadedUnit &L = Loaded[I];
    UnitResult &Outcome = Result.Units.emplace_back();
    Outcome.File = frontend::normalizePath(
        frontend::normalizePath("", Job.Directory), Job.File);
    Outcome.Display = frontend::pathForDisplay(Outcome.File);
    Diagnostics << L.Diagnostics;
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

  // Hand-written models that do not fit their function's declaration.
  std::vector<std::unique_ptr<ModelSet>> UnitModels;
  std::set<std::string> Reported;
  for (uint32_t K = 0; K < P.units(); ++K)
    UnitModels.push_back(
        unitModels(Libraries, P.unit(K), Reported, Diagnostics));

  // Functions two calls of which with the same arguments agree.
  const std::set<std::string> SameAnswer = sameAnswerFunctions(
      P, [&](uint32_t Unit, const std::string &Name) -> const CompiledModel * {
        const ModelSet *Set =
            UnitModels[Unit] ? UnitModels[Unit].get() : &Libraries.Set;
        auto Ref = Set->lookup(modelNameFor(Name));
        return Ref ? Ref->M : nullptr;
      });

  // The values every store of the program gives a struct member.
  const FieldRanges Fields = fieldValueCensus(P);

  CallGraph Graph(P);
  SimulationPlan Plan(Graph, Settings.RecursionDepth);
  const std::vector<bool> OwnFormatter = ownFormatters(P, Graph);
  const auto &All = P.functions();
  // One slot per function, written only by the task simulating it. Models
  // holds the function's model of each round (one outside recursion); the
  // last is its model.
  std::vector<std::vector<modellang::Model>> Models(All.size());
  // Each compiled once, when built or read back, for its callers' calls.
  std::vector<std::vector<CompiledModel>> Compiled(All.size());
  std::vector<FunctionResult> Done(All.size());
  std::vector<std::string> Dumps(All.size());
  std::vector<MergeStats> Merges(All.size());
  // A reused function's stored model, read back (ReadStored) only when a
  // caller simulated in this run needs it, or to return it (KeepModels).
  std::vector<std::string> StoredText(All.size());
  std::unique_ptr<std::once_flag[]> ReadOnce(new std::once_flag[All.size()]);
  std::vector<char> Unreadable(All.size(), 0);

  // Each function's settings (a configuration file may give some their own)
  // and whether its warnings are reported.
  std::vector<FunctionSettings> PerFunction;
  PerFunction.reserve(All.size());
  for (FunctionId Id : All) {
    const FunctionCode &F = P.function(Id);
    const auto &Files = P.unit(Id.Unit).Module.Files;
    PerFunction.push_back(Settings.forFunction(
        F.Name, F.LinkageName,
        F.Loc.File < Files.size() ? Files[F.Loc.File].Path : ""));
  }
  // A function whose warnings are not reported is simulated only when a
  // reported one needs its model, directly or through other callees.
  std::vector<char> Needed(All.size(), 0);
  std::vector<uint32_t> Work;
  for (uint32_t Node = 0; Node < All.size(); ++Node)
    if (PerFunction[Node].Reported) {
      Needed[Node] = 1;
      Work.push_back(Node);
    }
  while (!Work.empty()) {
    uint32_t Node = Work.back();
    Work.pop_back();
    for (uint32_t T : Graph.callees(Node))
      if (!Needed[T]) {
        Needed[T] = 1;
        Work.push_back(T);
      }
  }

  // The calls the run can only guess at, for the summary.
  std::vector<FunctionId> Simulated;
  for (uint32_t Node = 0; Node < All.size(); ++Node)
    if (Needed[Node])
      Simulated.push_back(All[Node]);
  Result.UnknownCallees =
      unknownCallees(P, Simulated, [&](uint32_t Unit) -> const ModelSet * {
        return UnitModels[Unit] ? UnitModels[Unit].get() : &Libraries.Set;
      });

  // How many simulated callers outside its component have not finished, for
  // each function: at 0 nothing needs its compiled model any more, and it
  // leaves memory (the store keeps its text).
  std::vector<std::atomic<uint32_t>> Waiting(All.size());
  for (uint32_t Node = 0; Node < All.size(); ++Node)
    if (Needed[Node])
      for (uint32_t T : Graph.callees(Node))
        if (Graph.componentOf(T) != Graph.componentOf(Node))
          ++Waiting[T];
  auto Forget = [&](uint32_t Node) {
    if (Options.KeepModels)
      return;
    Models[Node] = {};
    Compiled[Node] = {};
    StoredText[Node] = {};
  };
  // A recursive component's functions read each other's models until its
  // last round is over (an outside caller may start as soon as its callee's
  // last round is done): each holds one more wait until then.
  std::vector<std::atomic<uint32_t>> LastRoundsLeft(Graph.bottomUp().size());
  for (uint32_t C = 0; C < Graph.bottomUp().size(); ++C)
    if (Graph.bottomUp()[C].Recursive) {
      LastRoundsLeft[C] =
          static_cast<uint32_t>(Graph.bottomUp()[C].Nodes.size());
      for (uint32_t Node : Graph.bottomUp()[C].Nodes)
        ++Waiting[Node];
    }
  auto ComponentOver = [&](uint32_t C) {
    for (uint32_t Node : Graph.bottomUp()[C].Nodes)
      if (Waiting[Node].fetch_sub(1) == 1)
        Forget(Node);
  };
  // Node is finished: its callees may not be needed any more.
  auto Finished = [&](uint32_t Node) {
    if (!Needed[Node])
      return;
    for (uint32_t T : Graph.callees(Node))
      if (Graph.componentOf(T) != Graph.componentOf(Node) &&
          Waiting[T].fetch_sub(1) == 1)
        Forget(T);
  };

  // What every function's results depend on besides its own code, its
  // callees and its settings: the tool and the hand-written models.
  Hasher Common;
  Common.add(PATHSIM_VERSION).add(Options.ToolIdentity);
  for (const auto *Lib : {&Libraries.System, &Libraries.User})
    for (const auto &[Name, Entry] : Lib->models())
      Common.add(modellang::printModel(Entry.M));
  // What the program's stores give its members, which every function may
  // read.
  for (const auto &[Key, R] : Fields) {
    Common.add(Key)
        .add(static_cast<uint64_t>(R.Lo))
        .add(static_cast<uint64_t>(R.Hi));
    for (int64_t X : R.Values)
      Common.add(static_cast<uint64_t>(X));
  }
  std::vector<std::string> ModelHash(All.size());
  std::vector<std::string> Hashes(All.size());
  // Components an interrupt cut or kept from starting: what their functions
  // made is incomplete, so it is neither reported nor saved.
  std::vector<std::atomic<bool>> Interrupted(Graph.bottomUp().size());
  std::mutex SaveLock;
  std::vector<StoredFunction> ToSave;
  std::atomic<uint32_t> Reused{0};

  // What a function's results depend on: its code, its callees' models,
  // the settings; for a function of a recursive component, also which
  // functions the component holds, in their order (the rounds depend on
  // it), and not its component's models (they are made in the run).
  auto HashComponent = [&](const Component &C) {
    if (!Store)
      return;
    Hasher Members;
    if (C.Recursive)
      for (uint32_t Node : C.Nodes)
        Members.add(P.key(All[Node]));
    for (uint32_t Node : C.Nodes) {
      FunctionId Id = All[Node];
      const ProgramUnit &U = P.unit(Id.Unit);
      Hasher H = Common;
      H.add(P.key(Id));
      H.add(hashedSettingsText(Settings, PerFunction[Node].Sim));
      hashFunction(H, P.function(Id), U.Module, U.Sources);
      for (uint32_t T : Graph.callees(Node)) {
        if (Graph.componentOf(T) == Graph.componentOf(Node))
          H.add("");
        else // a callee's formatter changes what its calls check
          H.add(OwnFormatter[T] ? ModelHash[T] + "f" : ModelHash[T]);
        H.add(SameAnswer.count(P.function(All[T]).LinkageName));
      }
      if (C.Recursive)
        H.add(Members.hex());
      Hashes[Node] = H.hex();
    }
  };

  // Takes the stored results of every function of C when all of them are
  // stored under their hashes (of a recursive component, all or none).
  auto Reuse = [&](const Component &C) {
    if (!Store || Settings.Fresh || Settings.DumpOutcomes)
      return false;
    std::vector<StoredFunction> Found;
    for (uint32_t Node : C.Nodes) {
      auto Stored = Store->find(P.key(All[Node]), Hashes[Node]);
      if (!Stored)
        return false;
      Found.push_back(std::move(*Stored));
    }
    for (size_t I = 0; I < C.Nodes.size(); ++I) {
      uint32_t Node = C.Nodes[I];
      ModelHash[Node] = Hasher().add(Found[I].ModelText).hex();
      StoredText[Node] = std::move(Found[I].ModelText);
      Done[Node].Warnings = std::move(Found[I].Warnings);
      Done[Node].Stats = std::move(Found[I].Stats);
    }
    Reused += static_cast<uint32_t>(C.Nodes.size());
    return true;
  };
  // The model of a reused function, parsed and compiled the first time it is
  // asked for. A text the store gives that does not read (a damaged row) is
  // no model: its callers treat the function as unknown, and a note says so.
  std::mutex UnreadableLock;
  std::vector<std::string> UnreadableNames;
  auto ReadStored = [&](uint32_t Node) {
    std::call_once(ReadOnce[Node], [&] {
      if (StoredText[Node].empty())
        return;
      modellang::ReadResult R =
          modellang::readModels(StoredText[Node], "<store>");
      StoredText[Node] = {};
      if (!R.Errors.empty() || R.Models.size() != 1) {
        Unreadable[Node] = 1;
        std::lock_guard<std::mutex> Guard(UnreadableLock);
        UnreadableNames.push_back(P.function(All[Node]).Name);
        return;
      }
      Compiled[Node].back() = compileModel(R.Models[0]);
      if (Options.KeepModels)
        Models[Node].back() = std::move(R.Models[0]);
    });
  };
  // Components whose stored results were taken: their rounds are skipped.
  std::vector<char> ComponentReused(Graph.bottomUp().size(), 0);

  // Messages name the members of a struct a unit only declares by the
  // unit of the run that defines it.
  LayoutFinder Definitions = [&P](const std::string &Name) {
    return P.definedLayout(Name);
  };
  // Simulates the function Node in round Round of its component.
  auto Simulate = [&](uint32_t Node, uint32_t Round) {
    uint32_t Comp = Graph.componentOf(Node);
    unsigned Rounds = Plan.rounds(Comp);
    FunctionId Id = All[Node];
    const ProgramUnit &U = P.unit(Id.Unit);
    const FunctionCode &F = P.function(Id);
    // Only the models of direct callees: of other components their last,
    // of the function's own the round's the plan says. What is used never
    // depends on the order of the run.
    const auto &Callees = Graph.callees(Node);
    ModelResolver Resolve =
        [&](const std::string &Name) -> std::optional<ModelRef> {
      auto Target = P.resolve(Id.Unit, Name);
      if (!Target)
        return std::nullopt;
      uint32_t T = Graph.position(*Target);
      if (!std::binary_search(Callees.begin(), Callees.end(), T))
        return std::nullopt;
      if (Graph.componentOf(T) != Comp) {
        ReadStored(T);
        if (Unreadable[T])
          return std::nullopt;
        return ModelRef{&Compiled[T].back(), ModelOrigin::Automatic,
                        /*Recursive=*/false, OwnFormatter[T]};
      }
      int R = SimulationPlan::calleeRound(Node, Round, T);
      if (R < 0)
        return std::nullopt;
      return ModelRef{&Compiled[T][R], ModelOrigin::Automatic,
                      /*Recursive=*/true, OwnFormatter[T]};
    };
    const ModelSet *UnitSet =
        UnitModels[Id.Unit] ? UnitModels[Id.Unit].get() : &Libraries.Set;
    FunctionResult FR =
        simulateFunction(U.Module, F, &U.Sources, PerFunction[Node].Sim,
                         UnitSet, &Resolve, Options.Stop, &Definitions,
                         &SameAnswer, &Fields);
    if (FR.Stats.Stop == Termination::Interrupted) {
      Interrupted[Comp] = true;
      return;
    }
    std::string File = F.Loc.File < U.Module.Files.size()
                           ? U.Module.Files[F.Loc.File].Display
                           : "";
    bool Last = Round + 1 == Rounds;
    if (Settings.DumpOutcomes && Last) {
      modellang::Model M = modelHeader(F, File);
      for (const Outcome &O : FR.Outcomes)
        M.Cases.push_back(O.Case);
      Dumps[Node] = displayModel(M);
    }
    MergeStats Stats;
    Models[Node][Round] = buildModel(F, File, std::move(FR.Outcomes), Stats);
    Compiled[Node][Round] = compileModel(Models[Node][Round]);
    Merges[Node] = Stats;
    std::string Text = modellang::printModel(Models[Node][Round]);
    ModelHash[Node] = Hasher().add(Text).hex();
    if (!Options.KeepModels)
      Models[Node][Round] = {}; // compiled and printed: not needed any more
    if (Store && Last) {
      StoredFunction SF;
      SF.Key = P.key(Id);
      SF.Name = F.Name;
      SF.LinkageName = F.LinkageName;
      SF.File = File;
      SF.Line = F.Loc.Line;
      SF.Hash = Hashes[Node];
      SF.ModelText = std::move(Text);
      SF.Warnings = FR.Warnings;
      SF.Stats = FR.Stats;
      std::lock_guard<std::mutex> Guard(SaveLock);
      ToSave.push_back(std::move(SF));
    }
    Done[Node] = std::move(FR);
  };

  // Simulates T.Node in round T.Round, telling the Tracker.
  auto Track = [&](const SimulationTask &T) {
    if (Tracker)
      Tracker->started(T.Node, P.function(All[T.Node]).Name);
    Simulate(T.Node, T.Round);
    if (Tracker)
      Tracker->stopped(T.Node, T.Round + 1 == Plan.rounds(T.Component));
  };
  if (Tracker)
    Tracker->simulating(static_cast<uint32_t>(
        std::count(Needed.begin(), Needed.end(), char(1))));
  auto Run = [&](uint32_t TaskIndex) {
    const SimulationTask &T = Plan.tasks()[TaskIndex];
    const Component &C = Graph.bottomUp()[T.Component];
    // Functions no reported function needs (excluded) are not simulated.
    if (std::none_of(C.Nodes.begin(), C.Nodes.end(),
                     [&](uint32_t Node) { return Needed[Node]; }))
      return;
    // Interrupted: nothing new is started.
    if (Options.Stop && Options.Stop->raised()) {
      Interrupted[T.Component] = true;
      return;
    }
    switch (T.K) {
    case SimulationTask::Kind::Function:
      Models[T.Node].resize(1);
      Compiled[T.Node].resize(1);
      HashComponent(C);
      if (!Reuse(C))
        Track(T);
      else if (Tracker)
        Tracker->stopped(T.Node, /*Finished=*/true);
      Finished(T.Node);
      if (Waiting[T.Node] == 0) // no simulated caller will need it
        Forget(T.Node);
      break;
    case SimulationTask::Kind::Lookup:
      for (uint32_t Node : C.Nodes) {
        Models[Node].resize(Plan.rounds(T.Component));
        Compiled[Node].resize(Plan.rounds(T.Component));
      }
      HashComponent(C);
      ComponentReused[T.Component] = Reuse(C);
      if (ComponentReused[T.Component])
        for (uint32_t Node : C.Nodes) {
          if (Tracker)
            Tracker->stopped(Node, /*Finished=*/true);
          Finished(Node);
        }
      if (ComponentReused[T.Component])
        ComponentOver(T.Component);
      break;
    case SimulationTask::Kind::Round:
      if (!ComponentReused[T.Component]) {
        Track(T);
        if (T.Round + 1 == Plan.rounds(T.Component)) {
          Finished(T.Node);
          if (LastRoundsLeft[T.Component].fetch_sub(1) == 1)
            ComponentOver(T.Component);
        }
      }
      break;
    }
  };
  runTasks(Plan.waits(), Settings.Jobs, Run);
  std::sort(UnreadableNames.begin(), UnreadableNames.end());
  for (const std::string &Name : UnreadableNames)
    Diagnostics << "pathsim: note: the stored model of '" << Name
                << "' cannot be read; its callers were simulated without it "
                   "(--fresh simulates it again)\n";
  Result.Reused = Reused;
  Result.Interrupted = Options.Stop && Options.Stop->raised();
  // A function of a component the interrupt cut is not saved: a recursive
  // component's last round may have run for some of its functions only.
  std::set<std::string> Unfinished;
  for (uint32_t Node = 0; Node < All.size(); ++Node)
    if (Interrupted[Graph.componentOf(Node)])
      Unfinished.insert(P.key(All[Node]));
  std::erase_if(ToSave, [&](const StoredFunction &SF) {
    return Unfinished.count(SF.Key) != 0;
  });
  // In the program's order: the store's content does not depend on how the
  // threads ran. The caller saves them, with the run.
  std::sort(ToSave.begin(), ToSave.end(),
            [](const StoredFunction &A, const StoredFunction &B) {
              return A.Key < B.Key;
            });
  Result.ToSave = std::move(ToSave);

  // Results in the program's order, whatever order the functions ran in.
  std::set<
      std::tuple<std::string, uint32_t, uint32_t, WarningKind, std::string>>
      Seen;
  for (uint32_t Node = 0; Node < All.size(); ++Node) {
    if (!PerFunction[Node].Reported) {
      ++Result.Excluded;
      if (!Needed[Node]) {
        ++Result.ExcludedNotSimulated;
        continue;
      }
    }
    FunctionResult &FR = Done[Node];
    const FunctionCode &F = P.function(All[Node]);
    if (Interrupted[Graph.componentOf(Node)]) {
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
      Models[Node].assign(1, modelHeader(F, FR.Stats.Loc.DisplayFile));
    }
    const frontend::FunctionSource *Source =
        P.unit(All[Node].Unit).Sources.function(F.LinkageName);
    // A system header's code is not the user's to fix; nor is an excluded
    // file's. The checks turned off are not reported either.
    if ((Source && Source->System) || !PerFunction[Node].Reported)
      FR.Warnings.clear();
    uint32_t Kept = 0;
    for (Warning &W : FR.Warnings) {
      if (!PerFunction[Node].Checks.enabled(W.Kind))
        continue;
      ++Kept;
      if (Seen.insert({W.Loc.File, W.Loc.Line, W.Loc.Col, W.Kind, W.Message})
              .second)
        Result.Warnings.push_back(std::move(W));
    }
    FR.Stats.Warnings = Kept;
    Result.Functions.push_back(std::move(FR.Stats));
    if (Options.KeepModels) {
      ReadStored(Node);
      Result.Models.push_back(std::move(Models[Node].back()));
    }
    Result.Merging += Merges[Node];
    if (Settings.DumpOutcomes)
      Result.Outcomes += Dumps[Node] + "\n";
  }
  // Stored warnings too: how the program treats a callee may have changed.
  rankByCallers(Result.Warnings, nullCheckCensus(P), ownKeyCensus(P));
  rankMutexStates(Result.Warnings, makesRecursiveMutexes(P));
  std::stable_sort(Result.Warnings.begin(), Result.Warnings.end(),
                   [](const Warning &A, const Warning &B) {
                     return std::tie(A.Loc.File, A.Loc.Line, A.Loc.Col,
                                     A.Kind) <
                            std::tie(B.Loc.File, B.Loc.Line, B.Loc.Col, B.Kind);
                   });
  keepStrongestPerPointer(Result.Warnings);
  return Result;
}

} // namespace pathsim
