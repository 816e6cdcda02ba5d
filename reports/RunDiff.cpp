//===- reports/RunDiff.cpp - new, fixed and unchanged warnings between runs =//
#include "reports/RunDiff.h"

#include <map>
#include <string>

namespace pathsim::reports {

RunDiff diffRuns(const std::vector<ReportedWarning> &A,
                 const std::vector<ReportedWarning> &B, const AnalyzedBy &InA,
                 const AnalyzedBy &InB) {
  std::map<std::string, int> Left;
  for (const ReportedWarning &R : A)
    ++Left[R.Fingerprint];
  RunDiff D;
  std::map<std::string, int> Matched;
  for (const ReportedWarning &R : B) {
    int &Unmatched = Left[R.Fingerprint];
    if (Unmatched > 0) {
      --Unmatched;
      ++Matched[R.Fingerprint];
      D.Unchanged.push_back(R);
    } else if (InA && !InA(R)) {
      D.NotAnalyzedInA.push_back(R);
    } else {
      D.New.push_back(R);
    }
  }
  // What B did not match is fixed (or not analyzed in B); the first matches
  // of A are the matched ones.
  for (const ReportedWarning &R : A) {
    int &M = Matched[R.Fingerprint];
    if (M > 0)
      --M;
    else if (InB && !InB(R))
      D.NotAnalyzedInB.push_back(R);
    else
      D.Fixed.push_back(R);
  }
  return D;
}

} // namespace pathsim::reports
