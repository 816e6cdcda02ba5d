//===- reports/SourceListing.h - a function's lines annotated with a path -===//
#pragma once

#include "reports/ReportedWarning.h"
#include "reports/SourceCache.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// The lines of the function a warning is in, each with the path's step
/// numbers that fall on it and the notes to show beside it. What the long
/// form and the HTML page print.
struct SourceListing {
  struct Line {
    uint32_t Number = 0;
    std::string_view Text;
    /// 1-based step numbers on this line (a loop repeats lines).
    std::vector<uint32_t> Steps;
    /// Conditions, model outcomes, related notes and the warning itself.
    std::vector<std::string> Notes;
    bool IsWarningLine = false;
  };
  uint32_t FirstLine = 0, LastLine = 0;
  std::vector<Line> Lines;
};

/// Builds the listing of \p R's function from \p File (the warning's file).
/// Steps are numbered among the path's statements (PREfix's "Path includes N
/// statements"), or with \p AllSteps among all its steps, as W.Path has them.
SourceListing makeSourceListing(const ReportedWarning &R,
                                const SourceFile &File, bool AllSteps = false);

/// "1,5" for steps {1, 5}; empty for none.
std::string joinSteps(const std::vector<uint32_t> &Steps);

} // namespace pathsim::reports
