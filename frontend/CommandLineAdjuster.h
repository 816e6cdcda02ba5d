//===- frontend/CommandLineAdjuster.h - a build's command line → ours -----===//
#pragma once

#include "frontend/CompileJobs.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace pathsim::frontend {

/// The Clang 16 driver command line compileTranslationUnit runs for a job.
struct AdjustedCommand {
  /// argv for the driver: Arguments[0] is Clang 16's own binary (so that its
  /// builtin headers are found), then "--driver-mode=g++" if the job's
  /// compiler was a C++ one, the job's kept arguments, the one input file,
  /// and the analysis flags (-c -O0 -g -w ...).
  std::vector<std::string> Arguments;
  /// The job's arguments that were removed, as written: unknown to Clang
  /// (gcc-only flags), or unwanted (optimization, -Werror, sanitizers, LTO,
  /// output and dependency files, profiling, plugins, -Xclang, -mllvm, other
  /// input files).
  std::vector<std::string> Dropped;
};

/// Turns a job's command line into the one to analyze it with: response files
/// expanded (relative to the job's directory), compiler wrappers such as
/// ccache skipped, flags Clang does not know or that change what is analyzed
/// dropped, and -c -O0 -g -gcolumn-info -w -Wno-error -Qunused-arguments
/// -resource-dir added. An Error if a response file cannot be read.
llvm::Expected<AdjustedCommand> adjustCommandLine(const CompileJob &Job);

/// \p Jobs without those that compile the same unit as an earlier one: the
/// same file in the same directory with the same adjusted command line,
/// position independence aside (-fPIC, -fpie, ... and libtool's -DPIC that
/// comes with them: libtool compiles each file twice, with and without).
/// The dropped jobs' files are added to \p Repeated, in order.
std::vector<CompileJob>
withoutRepeatedUnits(const std::vector<CompileJob> &Jobs,
                     std::vector<std::string> &Repeated);

} // namespace pathsim::frontend
