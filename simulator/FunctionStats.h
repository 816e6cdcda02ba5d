//===- simulator/FunctionStats.h ------------------------------------------===//
// How the simulation of one function went.
#pragma once

#include "simulator/Warning.h"

#include <cstdint>
#include <string>

namespace pathsim {

/// Why the path exploration of a function stopped.
enum class Termination : uint8_t {
#define TERMINATION(Enum, Id, Description) Enum,
#include "simulator/Terminations.def"
};

std::string_view terminationId(Termination T);
std::string_view terminationDescription(Termination T);

/// The visible bail-out figures of one function: what the run did with it.
struct FunctionStats {
  std::string Function;         ///< source name
  std::string LinkageName;      ///< unique name across the run
  SourceLocation Loc;           ///< where it is defined
  uint32_t Paths = 0;           ///< paths simulated to their end
  uint32_t InfeasiblePaths = 0; ///< paths abandoned as contradictory
  uint32_t AbortedPaths = 0;    ///< paths cut by the step budget
  Termination Stop = Termination::Complete;
  std::string Detail; ///< for Unsupported: what was not handled, and where
  /// CPU seconds of the thread that simulated it: what the time limit
  /// (--function-timeout) counts.
  double Seconds = 0;
  uint32_t Warnings = 0;
};

/// Whether the run analyzed the function: false when the simulator could
/// not run it (Unsupported), no path of it ended before the time limit or
/// within the work budget, or the run was interrupted before it was done.
/// A function not analyzed reports nothing and says so.
bool analyzed(const FunctionStats &F);

} // namespace pathsim
