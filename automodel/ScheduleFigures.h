//===- automodel/ScheduleFigures.h - how far a run could spread -----------===//
//
// A run's stages measured as a machine with many cores would run them: the
// compile stage's units are independent, so it takes at least its longest
// unit; the simulation's tasks wait for their callees' (SimulationPlan), so
// it takes at least its critical path, the costliest chain of tasks each
// waiting for the one before. Work divided by that is the most any number
// of threads can gain (--stats prints it). Costs are each task's CPU
// seconds on the thread that ran it.
//
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pathsim {

struct ScheduleFigures {
  /// The compile stage: every unit compiled (or read back), and the
  /// longest one.
  double CompileWork = 0, LongestUnit = 0;
  /// The simulation stage: every task, and the costliest chain of tasks.
  double SimulationWork = 0, CriticalPath = 0;
  /// The functions of that chain, callees first, with their cost (a
  /// function of a recursive component once per round).
  std::vector<std::pair<std::string, double>> Chain;

  /// The most threads can gain on the simulation, and on the whole run
  /// (the stages one after the other); 0 when nothing was measured.
  double simulationBound() const {
    return CriticalPath > 0 ? SimulationWork / CriticalPath : 0;
  }
  double runBound() const {
    double Path = LongestUnit + CriticalPath;
    return Path > 0 ? (CompileWork + SimulationWork) / Path : 0;
  }
};

/// The critical path of tasks that wait for each other (Waits[T]: tasks
/// before T it waits for, all lower than T), each of cost Cost[T]: its
/// tasks, first first, and its cost.
std::pair<std::vector<uint32_t>, double>
criticalPath(const std::vector<std::vector<uint32_t>> &Waits,
             const std::vector<double> &Cost);

} // namespace pathsim
