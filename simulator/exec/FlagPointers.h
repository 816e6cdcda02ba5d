//===- simulator/exec/FlagPointers.h - sentinel pointers a function uses --===//
//
// `#define FullMatchState reinterpret_cast<State *>(2)`: a small constant
// that stands for a state, never an address. A function that compares a
// pointer with one after it dereferenced that pointer tests nothing its
// callers must consider: the dereference showed the pointer is an address
// (docs/analysis.md, "A test after a use is no evidence").
//
#pragma once

#include "simulator/ir/FunctionCode.h"

#include <cstdint>
#include <vector>

namespace pathsim {

/// The constants other than NULL that F compares pointers with and that are
/// no address (rules/ValidPointer.cpp's invalid constants), each once.
std::vector<uint64_t> flagPointers(const FunctionCode &F);

/// Whether the constant pointer X is no address but a flag (1, -1).
inline bool isInvalidPointerConstant(uint64_t X) {
  int64_t S = static_cast<int64_t>(X);
  return S > -4096 && S < 4096;
}

} // namespace pathsim
