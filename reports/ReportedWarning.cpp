//===- reports/ReportedWarning.cpp - fingerprint and suppression per warning =//
#include "reports/ReportedWarning.h"

#include "reports/Fingerprint.h"
#include "reports/Suppression.h"

namespace pathsim::reports {

std::vector<ReportedWarning> prepareWarnings(const std::vector<Warning> &Ws,
                                             SourceCache &Sources) {
  std::vector<ReportedWarning> Out;
  Out.reserve(Ws.size());
  for (const Warning &W : Ws) {
    ReportedWarning R;
    R.W = W;
    R.Fingerprint = fingerprint(W, Sources);
    R.Suppressed = isSuppressed(W, Sources);
    Out.push_back(std::move(R));
  }
  return Out;
}

} // namespace pathsim::reports
