//===- simulator/exec/Explorer.h - enumerates the paths of one function ---===//
//
// Simulates a function path after path, each from a fresh state, choosing at
// choice points so that the choice sequences are enumerated systematically:
// it stops when every achievable path is done, at the path limit, or when
// its paths' work (instructions and model operations) reaches the work
// budget; the time limit is only a safety net, so the result does not depend
// on how busy the machine is. When it must sample, it prefers alternatives
// never taken, and among those the ones that reach blocks no path has
// covered yet; after a path that ended at a new defect, the next one takes
// another alternative of the choice that gave the defect's value, so the
// code after the defect is explored too.
//
#pragma once

#include "simulator/FunctionStats.h"
#include "simulator/Interruption.h"
#include "simulator/Settings.h"
#include "simulator/Warning.h"
#include "simulator/exec/RunContext.h"
#include "simulator/ir/ModuleCode.h"
#include "simulator/models/ModelSet.h"
#include "simulator/outcome/Outcome.h"

#include <set>
#include <string>
#include <vector>

namespace pathsim {

namespace frontend {
class SourceMap;
}

/// What simulating one function produced.
struct FunctionResult {
  FunctionStats Stats;
  /// One per defect (site and kind), from the path of the strongest rank
  /// that reached it (of equals, the first).
  std::vector<Warning> Warnings;
  std::vector<Outcome> Outcomes; ///< one per path that returned
};

/// Simulates every path of F (within the limits of Config). When \p Stop is
/// raised and its cut time comes, the paths stop and the function ends
/// Termination::Interrupted. \p Definitions names the members of structs
/// the module only declares, in messages. With \p BrokenRelations (the
/// relations' census, automodel/FieldRelations.h), each relation of
/// Fields a path may leave broken when it leaves the function is marked.
FunctionResult simulateFunction(const ModuleCode &Module, const FunctionCode &F,
                                const frontend::SourceMap *Sources,
                                const Settings &Config,
                                const ModelSet *Models = nullptr,
                                const ModelResolver *AutoModels = nullptr,
                                const Interruption *Stop = nullptr,
                                const LayoutFinder *Definitions = nullptr,
                                const std::set<std::string> *SameAnswer =
                                    nullptr,
                                const FieldFacts *Fields = nullptr,
                                std::vector<uint8_t> *BrokenRelations =
                                    nullptr);

} // namespace pathsim
