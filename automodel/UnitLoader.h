//===- automodel/UnitLoader.h - the translation units of a run, decoded ---===//
//
// Compiles each compile job with Clang and decodes its IR for the VM (the IR
// is then freed), on several threads: units are independent until their
// functions are linked into a Program. A unit compiled is kept in the model
// store with the list of files its compile read and their hashes; a later
// run whose job is the same takes it from there while those files are
// unchanged.
//
#pragma once

#include "automodel/Program.h"
#include "automodel/Progress.h"
#include "frontend/CompileJobs.h"
#include "frontend/TranslationUnit.h"
#include "simulator/Interruption.h"

#include <memory>
#include <string>
#include <vector>

namespace pathsim {

class ModelStore;

/// Where units are kept between runs: a job whose command, pathsim build
/// and every file its compile read are unchanged is not compiled again.
struct UnitCache {
  ModelStore *Store = nullptr; ///< none: every job is compiled, none kept
  std::string Identity;        ///< this build of pathsim
  bool Read = true;            ///< false: compile every job (still keep it)
};

/// What loading one compile job gave.
struct LoadedUnit {
  std::unique_ptr<ProgramUnit> Unit; ///< null when the job did not compile
  /// The compiler's messages for this job, as Clang prints them.
  std::string Diagnostics;
  /// Why the job did not compile (when Unit is null).
  std::string Error;
  /// The run was interrupted before the job was compiled (Unit is null).
  bool NotReached = false;
  /// Taken from the cache: not compiled.
  bool Reused = false;
  /// Why the compiled unit could not be kept for the next run (the run
  /// goes on).
  std::string CacheError;
  /// The CPU seconds its thread spent loading it.
  double Seconds = 0;
};

/// Loads every job on up to Threads threads; the result is in Jobs' order
/// and does not depend on Threads (nor on the cache: a unit read back
/// equals the unit compiled). \p Tracker, if any, is told of each unit
/// loaded. Once \p Stop is raised, the jobs not begun are not compiled
/// (NotReached). \p Compile says how (a unit kept is reused only by a run
/// that compiles as it was compiled).
std::vector<LoadedUnit> loadUnits(const std::vector<frontend::CompileJob> &Jobs,
                                  unsigned Threads, Progress *Tracker = nullptr,
                                  const Interruption *Stop = nullptr,
                                  const UnitCache &Cache = {},
                                  const frontend::CompileOptions &Compile = {});

} // namespace pathsim
