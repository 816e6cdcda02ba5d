//===- automodel/RunPlan.h - what a run simulates, in which order ---------===//
//
// The run's fourth stage (docs/architecture.md): once the program is
// linked, each function gets its settings (a configuration file may give
// some their own), the functions to simulate are those whose warnings are
// reported and the callees they need, each unit gets the hand-written
// models that fit its declarations, and the call graph's components are
// ordered bottom-up into the tasks the simulation runs.
//
#pragma once

#include "automodel/CallGraph.h"
#include "automodel/FieldRelations.h"
#include "automodel/FieldValues.h"
#include "automodel/Program.h"
#include "automodel/RunSettings.h"
#include "automodel/SimulationPlan.h"
#include "simulator/models/ModelSet.h"

#include "llvm/Support/raw_ostream.h"

#include <memory>
#include <set>
#include <string>
#include <vector>

namespace pathsim {

struct ModelLibraries;

/// What the simulation of a program does: which functions, with which
/// settings and hand-written models, in which order. Positions ("nodes")
/// are those of Program::functions().
struct RunPlan {
  /// Plans P's simulation. The hand-written models that do not fit their
  /// function's declaration in a unit are reported on Diagnostics (once per
  /// declaration) and left out of that unit's models.
  RunPlan(const Program &P, const ModelLibraries &Libraries,
          const RunSettings &Settings, llvm::raw_ostream &Diagnostics);
  RunPlan(const RunPlan &) = delete; // Order refers to Graph
  RunPlan &operator=(const RunPlan &) = delete;

  CallGraph Graph;
  /// The components' tasks, callees first (recursive ones in rounds).
  SimulationPlan Order;
  /// Each function's settings, and whether its warnings are reported.
  std::vector<FunctionSettings> PerFunction;
  /// Simulated: reported, or the callee (at any depth) of a reported one.
  std::vector<char> Needed;
  /// Formats with its own formatter (Formatters.h): its callers' calls
  /// are checked by the C library's rules for it.
  std::vector<bool> OwnFormatter;
  /// The functions two calls of which with the same arguments agree
  /// (SameAnswer.h), by linkage name.
  std::set<std::string> SameAnswer;
  /// The values every store of the program gives a struct member
  /// (FieldValues.h), and the orders between two every writer keeps
  /// (FieldRelations.h).
  FieldFacts Fields;

  /// The models the calls of unit U see: the hand-written ones that fit
  /// its declarations.
  const ModelSet &unitModels(uint32_t U) const {
    return UnitModels[U] ? *UnitModels[U] : *AllModels;
  }
  /// The functions simulated, in the program's order.
  std::vector<FunctionId> simulated(const Program &P) const;
  /// How many functions are simulated (or reused).
  uint32_t simulatedCount() const;

private:
  const ModelSet *AllModels;
  /// Per unit: null when every hand-written model fits it.
  std::vector<std::unique_ptr<ModelSet>> UnitModels;
};

} // namespace pathsim
