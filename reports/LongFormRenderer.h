//===- reports/LongFormRenderer.h - PREfix's long warning form ------------===//
#pragma once

#include "reports/ReportedWarning.h"
#include "reports/SourceCache.h"

#include <ostream>

namespace pathsim::reports {

/// Prints the warning as the PREfix paper's Figures 2-4 do: kind, function,
/// where declared / allocated, the conditions, the outcome reasons, the
/// path's statement lines and the models used with their outcomes; then,
/// with \p WithSource, the function's source with the path's lines numbered
/// in order and the conditions beside their lines. An unreadable source file
/// is said so, and the rest is printed.
void renderLongForm(std::ostream &OS, const ReportedWarning &R,
                    SourceCache &Sources, bool WithSource = true);

} // namespace pathsim::reports
