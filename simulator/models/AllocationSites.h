//===- simulator/models/AllocationSites.h ---------------------------------===//
// Allocation call stacks in models.
//
// An automatic model that returns memory its function allocated says where
// (memory_new's third operand, an extension): "FUNCTION@FILE:LINE:COL"
// frames separated by ';', innermost last. A leak found in a caller then
// shows the whole call stack: caller -> wrapper -> malloc.
//
#pragma once

#include "simulator/Warning.h"

#include <string>
#include <vector>

namespace pathsim {

std::vector<RelatedNote> parseAllocationSites(const std::string &Text);
std::string formatAllocationSites(const std::vector<RelatedNote> &Sites);

} // namespace pathsim
