//===- simulator/ir/AssumedConditions.h - the tests inside an assumption --===//
#pragma once

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

namespace llvm {
class BranchInst;
class Function;
class Instruction;
} // namespace llvm

namespace pathsim {

/// The code of \p F that computes the conditions of its assumptions
/// (llvm.assume of an NDEBUG assert: `assert(p && p->n > 0)` compiles to a
/// branch on `p`, a load of `p->n`, a phi, the assumption).
struct AssumedConditions {
  /// The conditional branches, each with the successor (0 or 1) that can
  /// only make the assumption false, or -1 when both may hold
  /// (`assert(p == 0 || p->n > 0)`).
  llvm::DenseMap<const llvm::BranchInst *, int> Branches;
  /// The instructions whose values the conditions are computed from, at the
  /// assumption's own source position (the assert's expansion): loads,
  /// address computations, comparisons.
  llvm::DenseSet<const llvm::Instruction *> Members;
};

AssumedConditions assumedConditions(const llvm::Function &F);

} // namespace pathsim
