//===- automodel/UnitLoader.h - the translation units of a run, decoded ---===//
//
// Compiles each compile job with Clang and decodes its IR for the VM (the IR
// is then freed), on several threads: units are independent until their
// functions are linked into a Program.
//
#pragma once

#include "automodel/Program.h"
#include "automodel/Progress.h"
#include "frontend/CompileJobs.h"
#include "simulator/Interruption.h"

#include <memory>
#include <string>
#include <vector>

namespace pathsim {

/// What loading one compile job gave.
struct LoadedUnit {
  std::unique_ptr<ProgramUnit> Unit; ///< null when the job did not compile
  /// The compiler's messages for this job, as Clang prints them.
  std::string Diagnostics;
  /// Why the job did not compile (when Unit is null).
  std::string Error;
  /// The run was interrupted before the job was compiled (Unit is null).
  bool NotReached = false;
};

/// Loads every job on up to Threads threads; the result is in Jobs' order
/// and does not depend on Threads. \p Tracker, if any, is told of each unit
/// loaded. Once \p Stop is raised, the jobs not begun are not compiled
/// (NotReached).
std::vector<LoadedUnit> loadUnits(const std::vector<frontend::CompileJob> &Jobs,
                                  unsigned Threads,
                                  Progress *Tracker = nullptr,
                                  const Interruption *Stop = nullptr);

} // namespace pathsim
