//===- automodel/ModelBuilder.h - a function's paths merged into a model --===//
//
// PREfix's model generation: the Outcomes of a function's paths become the
// cases of its model. Outcomes that are exactly equal merge; outcomes equal
// but for one pair of opposite guards (x > 0 / x <= 0) merge and drop the
// pair. Both rules keep the meaning exactly; nothing lossy is done.
//
#pragma once

#include "modellang/Model.h"
#include "simulator/ir/FunctionCode.h"
#include "simulator/outcome/Outcome.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathsim {

/// How many outcomes each merge rule folded (--stats).
struct MergeStats {
  uint64_t Outcomes = 0;       ///< outcomes of paths that returned
  uint64_t ExactMerges = 0;    ///< folded into an equal outcome
  uint64_t OppositeMerges = 0; ///< folded by dropping a pair of opposite guards
  uint64_t Cases = 0;          ///< cases in the models built
  MergeStats &operator+=(const MergeStats &O) {
    Outcomes += O.Outcomes;
    ExactMerges += O.ExactMerges;
    OppositeMerges += O.OppositeMerges;
    Cases += O.Cases;
    return *this;
  }
};

/// The automatic model of F from the outcomes of its paths.
modellang::Model buildModel(const FunctionCode &F, const std::string &File,
                            std::vector<Outcome> Outcomes, MergeStats &Stats);

/// The model's cases merged in place (exposed for tests).
void mergeCases(std::vector<modellang::Case> &Cases, MergeStats &Stats);

/// A model as people read it (--dump-models, models show): printed, or, for
/// one without a case (no path returned: every one stopped at a defect or a
/// limit), a comment saying so: the model language has no model without
/// cases, and callers of such a function use the conservative rule.
std::string displayModel(const modellang::Model &M);

} // namespace pathsim
