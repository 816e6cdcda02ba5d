//===- reports/RunDiff.cpp - new, fixed and unchanged warnings between runs =//
#include "reports/RunDiff.h"

#include <map>
#include <string>

namespace pathsim::reports {

RunDiff diffRuns(const std::vector<ReportedWarning> &A,
                 const std::vector<ReportedWarning> &B) {
  std::map<std::string, int> InA;
  for (const ReportedWarning &R : A)
    ++InA[R.Fingerprint];
  RunDiff D;
  std::map<std::string, int> Matched;
  for (const ReportedWarning &R : B) {
    int &Left = InA[R.Fingerprint];
    if (Left > 0) {
      --Left;
      ++Matched[R.Fingerprint];
      D.Unchanged.push_back(R);
    } else {
      D.New.push_back(R);
    }
  }
  // What B did not match is fixed; the first matches of A are the matched ones.
  for (const ReportedWarning &R : A) {
    int &M = Matched[R.Fingerprint];
    if (M > 0)
      --M;
    else
      D.Fixed.push_back(R);
  }
  return D;
}

} // namespace pathsim::reports
