//===- simulator/state/Predicate.h ----------------------------------------===//
// Comparison predicates and their algebra.
#pragma once

#include "simulator/ir/FunctionCode.h"

#include <string_view>

namespace pathsim {

/// The predicate that is true exactly when P is false.
Predicate inversePredicate(Predicate P);
/// The predicate Q with (a P b) == (b Q a).
Predicate swappedPredicate(Predicate P);
/// The signed order of an unsigned one (\p P itself otherwise).
Predicate signedPredicate(Predicate P);
inline bool isSignedPredicate(Predicate P) {
  return P == Predicate::Sgt || P == Predicate::Sge || P == Predicate::Slt ||
         P == Predicate::Sle;
}
inline bool isUnsignedPredicate(Predicate P) {
  return P == Predicate::Ugt || P == Predicate::Uge || P == Predicate::Ult ||
         P == Predicate::Ule;
}
inline bool isFloatPredicate(Predicate P) { return P >= Predicate::FOrdEq; }
/// C spelling of the comparison: "==", "<", ...
std::string_view predicateSpelling(Predicate P);

} // namespace pathsim
