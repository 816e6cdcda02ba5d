//===- simulator/exec/WriteOnly.h - locals a function never reads ---------===//
//
// `int ret; ret = a;` copies an uninitialized value into a variable nothing
// reads: the copy is the only use the value ever gets, so it is where the
// defect shows (C makes reading an uninitialized automatic variable
// undefined). A copy into a variable that is read later is no use yet: the
// later use, if the path reaches one, is reported there.
//
#pragma once

#include "simulator/ir/FunctionCode.h"

#include <vector>

namespace pathsim {

/// By register: the named local variables (allocas with debug info, not a
/// parameter's copy) whose address is only ever the destination of a store:
/// never loaded from, indexed, passed or stored anywhere. Empty if none.
std::vector<bool> writeOnlyVariables(const FunctionCode &F);

} // namespace pathsim
