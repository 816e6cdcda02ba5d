//===- automodel/BottomUpSimulation.h - every function, callees first -----===//
//
// The run's fifth stage (docs/architecture.md): the plan's tasks run on the
// run's threads, each function simulated once its callees' models are made
// (a recursive component in rounds), its outcomes merged into its automatic
// model, compiled for its callers and printed for the store. A function
// whose code, callees' models and settings hash as in the store's last run
// takes its stored results back instead. Each function has one slot,
// written only by the task that simulates it; what each slot holds once
// the run is over is the stage's output.
//
#pragma once

#include "automodel/Analyzer.h"
#include "automodel/FunctionHash.h"
#include "automodel/RunPlan.h"
#include "automodel/ScheduleFigures.h"
#include "simulator/exec/Explorer.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace pathsim {

class BottomUpSimulation {
public:
  BottomUpSimulation(const Program &P, const RunPlan &Plan,
                     const ModelLibraries &Libraries,
                     const AnalysisOptions &Options, ModelStore *Store,
                     Progress *Tracker);

  /// Runs every task of the plan, on Options.Settings.Jobs threads.
  void run();

  // What the run made, per function (Node: a position in
  // Program::functions()) and per component.

  /// The function's results: simulated, or reused from the store.
  FunctionResult &result(uint32_t Node) { return Done[Node]; }
  const MergeStats &merging(uint32_t Node) const { return Merges[Node]; }
  /// The function's outcomes as a model (--dump-outcomes).
  const std::string &outcomes(uint32_t Node) const { return Dumps[Node]; }
  /// The function's model of each round (one outside recursion); with
  /// Options.KeepModels, the last is its model.
  std::vector<modellang::Model> &models(uint32_t Node) { return Models[Node]; }
  /// Its model, read back from the store if it was reused.
  modellang::Model takeModel(uint32_t Node);
  /// An interrupt cut component C, or kept it from starting: what its
  /// functions made is incomplete, so it is neither reported nor saved.
  bool interrupted(uint32_t C) const { return Interrupted[C]; }
  /// How many functions took their stored results.
  uint32_t reused() const { return Reused; }
  /// Of reused(), the functions another machine saved in a shared store.
  uint32_t reusedFromOtherMachines() const { return ReusedFromOthers; }
  /// The functions whose stored model did not read, by name, sorted.
  std::vector<std::string> unreadable() const;
  /// What the model store is to keep: the functions simulated and not
  /// interrupted, in key order.
  std::vector<StoredFunction> takeToSave();
  /// The simulation's work and critical path, by each task's CPU time.
  void measureSchedule(ScheduleFigures &Figures) const;

private:
  void runTask(uint32_t TaskIndex);
  void hashComponent(const Component &C);
  bool reuse(const Component &C);
  void readStored(uint32_t Node);
  void simulate(uint32_t Node, uint32_t Round);
  void track(const SimulationTask &T);
  void forget(uint32_t Node);
  void componentOver(uint32_t C);
  void finished(uint32_t Node);

  const Program &P;
  const RunPlan &Plan;
  const AnalysisOptions &Options;
  const RunSettings &Settings;
  ModelStore *Store;
  Progress *Tracker;
  const CallGraph &Graph;
  const std::vector<FunctionId> &All;

  // Per function.
  /// The function's model of each round (one outside recursion); the last
  /// is its model.
  std::vector<std::vector<modellang::Model>> Models;
  /// Each compiled once, when built or read back, for its callers' calls.
  std::vector<std::vector<CompiledModel>> Compiled;
  std::vector<FunctionResult> Done;
  std::vector<std::string> Dumps;
  std::vector<MergeStats> Merges;
  /// A reused function's stored model, read back (readStored) only when a
  /// caller simulated in this run needs it, or to return it (KeepModels).
  std::vector<std::string> StoredText;
  std::unique_ptr<std::once_flag[]> ReadOnce;
  std::vector<char> Unreadable;
  /// How many simulated callers outside its component have not finished:
  /// at 0 nothing needs its compiled model any more, and it leaves memory
  /// (the store keeps its text).
  std::vector<std::atomic<uint32_t>> Waiting;
  /// The hash of its model, and of what its results depend on.
  std::vector<std::string> ModelHash, Hashes;

  // Per component.
  /// A recursive component's functions read each other's models until its
  /// last round is over (an outside caller may start as soon as its
  /// callee's last round is done): each holds one more wait until then.
  std::vector<std::atomic<uint32_t>> LastRoundsLeft;
  std::vector<std::atomic<bool>> Interrupted;
  /// Components whose stored results were taken: their rounds are skipped.
  std::vector<char> ComponentReused;

  /// Per task of the plan: the CPU seconds its thread spent on it.
  std::vector<double> TaskSeconds;

  /// What every function's results depend on besides its own code, its
  /// callees and its settings: the tool and the hand-written models.
  Hasher Common;
  /// Messages name the members of a struct a unit only declares by the
  /// unit of the run that defines it.
  LayoutFinder Definitions;
  std::mutex SaveLock;
  std::vector<StoredFunction> ToSave;
  std::atomic<uint32_t> Reused{0};
  std::atomic<uint32_t> ReusedFromOthers{0};
  mutable std::mutex UnreadableLock;
  std::vector<std::string> UnreadableNames;
};

} // namespace pathsim
