//===- simulator/rules/Rank.h - how sure a warning is
//-----------------------===//
#pragma once

#include "simulator/Warning.h"
#include "simulator/state/State.h"

namespace pathsim {

/// Sets W.Rank from the path that found it (S, the value the defect is about,
/// whether the function is main): certain when the path made
/// no choice but among its callees' exact outcomes; likely when it depends on
/// a test of the function's own; possible when it depends on a callee's case
/// chosen on data the function never examined and never tested afterwards
/// (or one with conditions its model cannot state): its value is one the
/// case gave, or the path tested such a value before it (State::givenBy,
/// WeakChoice); or is a leak at main's
/// return. A NULL that only a callee's guard gave sets W.NullFrom: the whole
/// program's use of that callee decides (rankByCallers).
void rankWarning(const State &S, const Value *Subject, bool InMain, Warning &W);

/// Whether \p A is a surer warning of a defect than \p B: a higher rank, or
/// at the same rank (likely) one whose NULL does not wait on the census of
/// the callee's callers (Warning::NullFrom), or whose callee's case did not
/// test a field against a constant.
bool outranks(const Warning &A, const Warning &B);

/// Whether no other path can outrank \p W (it is certain).
inline bool unbeatable(const Warning &W) {
  return W.Rank == WarningRank::Certain;
}

} // namespace pathsim
