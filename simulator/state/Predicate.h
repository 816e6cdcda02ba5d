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
bool isSignedPredicate(Predicate P);
bool isUnsignedPredicate(Predicate P);
bool isFloatPredicate(Predicate P);
/// C spelling of the comparison: "==", "<", ...
std::string_view predicateSpelling(Predicate P);

} // namespace pathsim
