//===- reports/RunDiff.h - new, fixed and unchanged warnings between runs -===//
#pragma once

#include "reports/ReportedWarning.h"

#include <vector>

namespace pathsim::reports {

/// Two runs' warnings matched by fingerprint.
struct RunDiff {
  std::vector<ReportedWarning> New;       ///< in B, not in A
  std::vector<ReportedWarning> Fixed;     ///< in A, not in B
  std::vector<ReportedWarning> Unchanged; ///< in both (B's record)
};

/// Matches \p A (older) against \p B (newer) by fingerprint, as multisets:
/// two identical warnings in A and one in B leave one fixed. Each list keeps
/// its run's order.
RunDiff diffRuns(const std::vector<ReportedWarning> &A,
                 const std::vector<ReportedWarning> &B);

} // namespace pathsim::reports
