//===- simulator/Settings.h - what a run may spend and what it checks -----===//
#pragma once

#include <cstdint>

namespace pathsim {

/// Limits and switches of a simulation run (the CLI's tuning options).
struct Settings {
  uint32_t MaxPaths = 50;      ///< paths per function (--max-paths)
  double FunctionTimeout = 10; ///< seconds per function (--function-timeout)
  /// Times a path may enter the same block through a choice before the
  /// explorer stops choosing to enter it again (--loop-bound). Loops whose
  /// condition is known run to their end regardless, within StepBudget.
  uint32_t LoopBound = 3;
  uint64_t StepBudget = 200000;  ///< instructions per path before it is cut
  bool Leaks = true;             ///< report leaks (--no-leaks turns off)
  bool MallocNeverFails = false; ///< drop allocation-failure outcomes
  /// Automatic models win over hand-written ones of the same name.
  bool PreferAutomodels = false;
};

} // namespace pathsim
