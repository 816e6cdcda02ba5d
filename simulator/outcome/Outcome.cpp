//===- simulator/outcome/Outcome.cpp --------------------------------------===//
// What one path did, in the model language.
#include "simulator/outcome/Outcome.h"

#include "simulator/outcome/OutcomeBuilder.h"

namespace pathsim {

const char *const UnstatedReason = "under conditions this model cannot state";

Outcome buildOutcome(const PathRunner &R, bool Returned,
                     const std::vector<const ReportedDefect *> &Defects,
                     bool AtDefect) {
  return outcome::OutcomeBuilder(R).build(Returned, Defects, AtDefect);
}

bool guardedOnInputs(const PathRunner &R, uint32_t Facts) {
  return outcome::OutcomeBuilder(R).guardedOnInputs(Facts);
}

modellang::Model modelHeader(const FunctionCode &F, const std::string &File) {
  Model M;
  M.Name = F.Name;
  M.DocFile = File;
  M.DocLine = F.Loc.Line;
  for (uint32_t K = 0; K < F.ParamRegs.size(); ++K) {
    VariableDef D;
    D.Name = outcome::paramName(F, K);
    M.Params.push_back(D);
  }
  return M;
}

} // namespace pathsim
