//===- automodel/BottomUpSimulation.cpp - every function, callees first ---===//
#include "automodel/BottomUpSimulation.h"

#include "automodel/Scheduler.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"
#include "simulator/exec/ThreadCpuClock.h"

#include <algorithm>
#include <set>

namespace pathsim {

BottomUpSimulation::BottomUpSimulation(const Program &P, const RunPlan &Plan,
                                       const ModelLibraries &Libraries,
                                       const AnalysisOptions &Options,
                                       ModelStore *Store, Progress *Tracker)
    : P(P), Plan(Plan), Options(Options), Settings(Options.Settings),
      Store(Store), Tracker(Tracker), Graph(Plan.Graph), All(P.functions()),
      Models(All.size()), Compiled(All.size()), Done(All.size()),
      Dumps(All.size()), Merges(All.size()), StoredText(All.size()),
      ReadOnce(new std::once_flag[All.size()]), Unreadable(All.size(), 0),
      Waiting(All.size()), ModelHash(All.size()), Hashes(All.size()),
      LastRoundsLeft(Graph.bottomUp().size()),
      Interrupted(Graph.bottomUp().size()),
      ComponentReused(Graph.bottomUp().size(), 0),
      TaskSeconds(Plan.Order.tasks().size(), 0) {
  for (uint32_t Node = 0; Node < All.size(); ++Node)
    if (Plan.Needed[Node])
      for (uint32_t T : Graph.callees(Node))
        if (Graph.componentOf(T) != Graph.componentOf(Node))
          ++Waiting[T];
  for (uint32_t C = 0; C < Graph.bottomUp().size(); ++C)
    if (Graph.bottomUp()[C].Recursive) {
      LastRoundsLeft[C] =
          static_cast<uint32_t>(Graph.bottomUp()[C].Nodes.size());
      for (uint32_t Node : Graph.bottomUp()[C].Nodes)
        ++Waiting[Node];
    }
  Common.add(PATHSIM_VERSION).add(Options.ToolIdentity);
  for (const auto *Lib : {&Libraries.System, &Libraries.User})
    for (const auto &[Name, Entry] : Lib->models())
      Common.add(modellang::printModel(Entry.M));
  // What the program's stores give its members, which every function may
  // read.
  for (const auto &[Key, R] : Plan.Fields.Ranges) {
    Common.add(Key)
        .add(static_cast<uint64_t>(R.Lo))
        .add(static_cast<uint64_t>(R.Hi));
    for (int64_t X : R.Values)
      Common.add(static_cast<uint64_t>(X));
  }
  for (const FieldRelation &R : Plan.Fields.Relations)
    Common.add(R.Low).add(R.High).add(static_cast<uint64_t>(R.Unsigned))
        .add(static_cast<uint64_t>(R.NonNull));
  Definitions = [&P](const std::string &Name) {
    return P.definedLayout(Name);
  };
}

void BottomUpSimulation::run() {
  if (Tracker)
    Tracker->simulating(Plan.simulatedCount());
  runTasks(Plan.Order.waits(), Settings.threads(), [this](uint32_t TaskIndex) {
    ThreadCpuTimer Timer(TaskSeconds[TaskIndex]);
    runTask(TaskIndex);
  });
}

void BottomUpSimulation::measureSchedule(ScheduleFigures &Figures) const {
  for (double Seconds : TaskSeconds)
    Figures.SimulationWork += Seconds;
  auto [Path, Cost] = criticalPath(Plan.Order.waits(), TaskSeconds);
  Figures.CriticalPath = Cost;
  for (uint32_t T : Path) {
    const SimulationTask &Task = Plan.Order.tasks()[T];
    if (Task.K != SimulationTask::Kind::Lookup)
      Figures.Chain.emplace_back(P.function(All[Task.Node]).Name,
                                 TaskSeconds[T]);
  }
}

void BottomUpSimulation::forget(uint32_t Node) {
  if (Options.KeepModels)
    return;
  Models[Node] = {};
  Compiled[Node] = {};
  StoredText[Node] = {};
}

void BottomUpSimulation::componentOver(uint32_t C) {
  for (uint32_t Node : Graph.bottomUp()[C].Nodes)
    if (Waiting[Node].fetch_sub(1) == 1)
      forget(Node);
}

// Node is finished: its callees may not be needed any more.
void BottomUpSimulation::finished(uint32_t Node) {
  if (!Plan.Needed[Node])
    return;
  for (uint32_t T : Graph.callees(Node))
    if (Graph.componentOf(T) != Graph.componentOf(Node) &&
        Waiting[T].fetch_sub(1) == 1)
      forget(T);
}

// What a function's results depend on: its code, its callees' models, the
// settings; for a function of a recursive component, also which functions
// the component holds, in their order (the rounds depend on it), and not
// its component's models (they are made in the run).
void BottomUpSimulation::hashComponent(const Component &C) {
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
    H.add(hashedSettingsText(Settings, Plan.PerFunction[Node].Sim));
    hashFunction(H, P.function(Id), U.Module, U.Sources);
    for (uint32_t T : Graph.callees(Node)) {
      if (Graph.componentOf(T) == Graph.componentOf(Node))
        H.add("");
      else // a callee's formatter changes what its calls check
        H.add(Plan.OwnFormatter[T] ? ModelHash[T] + "f" : ModelHash[T]);
      H.add(Plan.SameAnswer.count(P.function(All[T]).LinkageName));
    }
    if (C.Recursive)
      H.add(Members.hex());
    Hashes[Node] = H.hex();
  }
}

// Takes the stored results of every function of C when all of them are
// stored under their hashes (of a recursive component, all or none).
bool BottomUpSimulation::reuse(const Component &C) {
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
    if (Found[I].FromAnotherMachine)
      ++ReusedFromOthers;
    ModelHash[Node] = Hasher().add(Found[I].ModelText).hex();
    StoredText[Node] = std::move(Found[I].ModelText);
    Done[Node].Warnings = std::move(Found[I].Warnings);
    Done[Node].Stats = std::move(Found[I].Stats);
  }
  Reused += static_cast<uint32_t>(C.Nodes.size());
  return true;
}

// The model of a reused function, parsed and compiled the first time it is
// asked for. A text the store gives that does not read (a damaged row) is
// no model: its callers treat the function as unknown, and a note says so.
void BottomUpSimulation::readStored(uint32_t Node) {
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
}

modellang::Model BottomUpSimulation::takeModel(uint32_t Node) {
  readStored(Node);
  return std::move(Models[Node].back());
}

std::vector<std::string> BottomUpSimulation::unreadable() const {
  std::lock_guard<std::mutex> Guard(UnreadableLock);
  std::vector<std::string> Names = UnreadableNames;
  std::sort(Names.begin(), Names.end());
  return Names;
}

std::vector<StoredFunction> BottomUpSimulation::takeToSave() {
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
  return std::move(ToSave);
}

// Simulates the function Node in round Round of its component.
void BottomUpSimulation::simulate(uint32_t Node, uint32_t Round) {
  uint32_t Comp = Graph.componentOf(Node);
  unsigned Rounds = Plan.Order.rounds(Comp);
  FunctionId Id = All[Node];
  const ProgramUnit &U = P.unit(Id.Unit);
  const FunctionCode &F = P.function(Id);
  // Only the models of direct callees: of other components their last, of
  // the function's own the round's the plan says. What is used never
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
      readStored(T);
      if (Unreadable[T])
        return std::nullopt;
      return ModelRef{&Compiled[T].back(), ModelOrigin::Automatic,
                      /*Recursive=*/false, Plan.OwnFormatter[T]};
    }
    int R = SimulationPlan::calleeRound(Node, Round, T);
    if (R < 0)
      return std::nullopt;
    return ModelRef{&Compiled[T][R], ModelOrigin::Automatic,
                    /*Recursive=*/true, Plan.OwnFormatter[T]};
  };
  FunctionResult FR = simulateFunction(
      U.Module, F, &U.Sources, Plan.PerFunction[Node].Sim,
      &Plan.unitModels(Id.Unit), &Resolve, Options.Stop, &Definitions,
      &Plan.SameAnswer, &Plan.Fields);
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
  // Printed for the store and its callers' hashes: a recursive function's
  // model of an earlier round is neither (its component's functions hash
  // each other's as "", its outside callers wait for its last round).
  std::string Text;
  if (Last) {
    Text = modellang::printModel(Models[Node][Round]);
    ModelHash[Node] = Hasher().add(Text).hex();
  }
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
}

// Simulates T.Node in round T.Round, telling the Tracker.
void BottomUpSimulation::track(const SimulationTask &T) {
  if (Tracker)
    Tracker->started(T.Node, P.function(All[T.Node]).Name);
  simulate(T.Node, T.Round);
  if (Tracker)
    Tracker->stopped(T.Node, T.Round + 1 == Plan.Order.rounds(T.Component));
}

void BottomUpSimulation::runTask(uint32_t TaskIndex) {
  const SimulationTask &T = Plan.Order.tasks()[TaskIndex];
  const Component &C = Graph.bottomUp()[T.Component];
  // Functions no reported function needs (excluded) are not simulated.
  if (std::none_of(C.Nodes.begin(), C.Nodes.end(),
                   [&](uint32_t Node) { return Plan.Needed[Node]; }))
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
    hashComponent(C);
    if (!reuse(C))
      track(T);
    else if (Tracker)
      Tracker->stopped(T.Node, /*Finished=*/true);
    finished(T.Node);
    if (Waiting[T.Node] == 0) // no simulated caller will need it
      forget(T.Node);
    break;
  case SimulationTask::Kind::Lookup:
    for (uint32_t Node : C.Nodes) {
      Models[Node].resize(Plan.Order.rounds(T.Component));
      Compiled[Node].resize(Plan.Order.rounds(T.Component));
    }
    hashComponent(C);
    ComponentReused[T.Component] = reuse(C);
    if (ComponentReused[T.Component])
      for (uint32_t Node : C.Nodes) {
        if (Tracker)
          Tracker->stopped(Node, /*Finished=*/true);
        finished(Node);
      }
    if (ComponentReused[T.Component])
      componentOver(T.Component);
    break;
  case SimulationTask::Kind::Round:
    if (!ComponentReused[T.Component]) {
      track(T);
      if (T.Round + 1 == Plan.Order.rounds(T.Component)) {
        finished(T.Node);
        if (LastRoundsLeft[T.Component].fetch_sub(1) == 1)
          componentOver(T.Component);
      }
    }
    break;
  }
}

} // namespace pathsim
