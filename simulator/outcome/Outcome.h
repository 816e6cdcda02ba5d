//===- simulator/outcome/Outcome.h ----------------------------------------===//
// What one path did, in the model language.
//
// The per-path summary PREfix merges into a model: the assumptions made about
// externals (guards), the deferred tests on externals (constraints), and the
// final state of externals in terms of input values (results), as one case of
// the model language.
//
#pragma once

#include "modellang/Model.h"

#include <string>
#include <vector>

namespace pathsim {

class PathRunner;
struct FunctionCode;

/// The summary of one path that returned.
struct Outcome {
  modellang::Case
      Case; ///< `alternate RETURN (guard ...) (constraint ...) (result ...)`
  std::vector<uint32_t> Lines; ///< the path's statement lines
  /// The temporaries its results name (`(temp t1)`).
  std::vector<std::string> Temps;
};

/// The reason an automatic model gives a case that returns NULL under
/// conditions it cannot state as guards: callers take the case, but a NULL
/// dereference that follows is not reported.
extern const char *const UnstatedReason;

struct ReportedDefect;

/// Summarizes the path R just simulated. A path that returned gives its
/// results; one that exited or longjmp'd gives a case of that return type
/// with the conditions under which it happens. \p Defects, the defects the
/// path reached that its function's callers decide, are constraints of the
/// case (`(constraint defect "null-deref" 12 7)`); \p AtDefect: the path
/// ended at one of them, and the case is a `defect` case with its
/// conditions only.
Outcome buildOutcome(const PathRunner &R, bool Returned = true,
                     const std::vector<const ReportedDefect *> &Defects = {},
                     bool AtDefect = false);

/// Whether the first \p Facts assumptions of the path R simulates are
/// stated as guards, one at least on its function's parameters alone: a
/// defect after them depends on what the function's callers give.
bool guardedOnInputs(const PathRunner &R, uint32_t Facts);

/// The model header for F: its name, documentation and parameter list.
modellang::Model modelHeader(const FunctionCode &F, const std::string &File);

} // namespace pathsim
