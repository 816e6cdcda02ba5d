//===- automodel/SimulationPlan.h - a run's simulation as dependent tasks -===//
//
// The functions of a program are simulated bottom-up: a callee's model
// before its callers. Functions that call each other (a recursive
// component) are simulated in rounds, each using the models of the round
// before, and within a round in the program's order, a function using the
// models its component's earlier functions made in the same round. The plan
// spells that out as tasks and what each waits for, so that independent
// tasks (of unrelated components, or of one large component) may run on
// several threads while every function still sees exactly the models it
// would see in a run on one thread.
//
#pragma once

#include "automodel/CallGraph.h"

#include <cstdint>
#include <vector>

namespace pathsim {

/// One step of the simulation.
struct SimulationTask {
  enum class Kind : uint8_t {
    /// A component outside recursion: look its function up in the store,
    /// simulate it if it must be.
    Function,
    /// A recursive component: hash its functions, look them up in the store.
    Lookup,
    /// Simulate one function of a recursive component in one round.
    Round,
  };
  Kind K = Kind::Function;
  uint32_t Component = 0; ///< index into CallGraph::bottomUp()
  uint32_t Node = 0;      ///< the function (Function, Round)
  uint32_t Round = 0;     ///< Round: 0 .. rounds(Component) - 1
};

class SimulationPlan {
public:
  /// Plans the components of G; a recursive one gets RecursionDepth rounds
  /// (at least one).
  SimulationPlan(const CallGraph &G, unsigned RecursionDepth);

  /// Every task, in the order a run on one thread takes them.
  const std::vector<SimulationTask> &tasks() const { return Tasks; }
  /// The tasks each task waits for (each earlier than it in tasks()).
  const std::vector<std::vector<uint32_t>> &waits() const { return Waits; }
  /// The rounds of component C.
  unsigned rounds(uint32_t C) const;

  /// The round whose model of Callee, a function of its own component,
  /// the function Node reads in round Round: the same round for a function
  /// before it in the program, else the round before; -1 in round 0 for
  /// those (no model yet).
  static int calleeRound(uint32_t Node, uint32_t Round, uint32_t Callee) {
    return Callee < Node ? static_cast<int>(Round)
                         : static_cast<int>(Round) - 1;
  }

private:
  const CallGraph &G;
  unsigned Depth;
  std::vector<SimulationTask> Tasks;
  std::vector<std::vector<uint32_t>> Waits;
};

} // namespace pathsim
