//===- automodel/UnknownCallees.h - calls to functions the run cannot see -===//
//
// A call to a function the run has neither the source nor a model of is
// simulated by PREfix's conservative rule: the callee may write anything
// its arguments reach and returns an unknown value. Such calls hide defects
// (and a model would show them); the summary counts them and --stats names
// the most called, so that the user knows which models to write.
//
#pragma once

#include "automodel/Program.h"
#include "simulator/models/ModelSet.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace pathsim {

/// A function called by name that has neither source in the run nor a
/// model, and how many call sites name it.
struct UnknownCallee {
  std::string Name; ///< C++ names demangled, with their parameters
  uint32_t Calls = 0;
};

/// The functions called by name, at the call sites of \p Callers, that the
/// program does not define and \p ModelsOf (the models a unit's calls see)
/// has no model of: most call sites first, then by name. Compiler
/// intrinsics (`llvm.*`), pathsim's own builtins and calls through a
/// pointer are not counted.
std::vector<UnknownCallee>
unknownCallees(const Program &P, const std::vector<FunctionId> &Callers,
               const std::function<const ModelSet *(uint32_t Unit)> &ModelsOf);

} // namespace pathsim
