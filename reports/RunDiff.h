//===- reports/RunDiff.h - new, fixed and unchanged warnings between runs -===//
#pragma once

#include "reports/ReportedWarning.h"

#include <functional>
#include <vector>

namespace pathsim::reports {

/// Two runs' warnings matched by fingerprint.
struct RunDiff {
  std::vector<ReportedWarning> New;       ///< in B, not in A
  std::vector<ReportedWarning> Fixed;     ///< in A, not in B
  std::vector<ReportedWarning> Unchanged; ///< in both (B's record)
  /// In A, not in B, but B did not analyze their file or function: not
  /// fixed, only not looked at.
  std::vector<ReportedWarning> NotAnalyzedInB;
  /// In B, not in A, but A did not analyze their file or function: not
  /// new, only not looked at before.
  std::vector<ReportedWarning> NotAnalyzedInA;
};

/// Whether a run analyzed the code of a warning (of the other run).
using AnalyzedBy = std::function<bool(const ReportedWarning &)>;

/// Matches \p A (older) against \p B (newer) by fingerprint, as multisets:
/// two identical warnings in A and one in B leave one fixed. A warning of A
/// unmatched in B whose code \p InB says B did not analyze goes to
/// NotAnalyzedInB instead of Fixed; likewise \p InA for New. Each list keeps
/// its run's order.
RunDiff diffRuns(const std::vector<ReportedWarning> &A,
                 const std::vector<ReportedWarning> &B,
                 const AnalyzedBy &InA = nullptr,
                 const AnalyzedBy &InB = nullptr);

} // namespace pathsim::reports
