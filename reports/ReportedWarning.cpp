//===- reports/ReportedWarning.cpp - fingerprint and suppression per warning =//
#include "reports/ReportedWarning.h"

#include "reports/Fingerprint.h"
#include "reports/Suppression.h"
#include "store/Migrations.h"

#include <algorithm>

namespace pathsim::reports {

bool isReviewStatus(std::string_view Status) {
  return Status == "unreviewed" ||
         std::any_of(std::begin(ReviewStatuses), std::end(ReviewStatuses),
                     [&](const char *S) { return Status == S; });
}

Review givenReview(const std::string &Status, const std::string &Comment,
                   const std::string &Author) {
  Review Given;
  if (Status != "unreviewed") {
    Given.Status = Status;
    Given.Comment = Comment;
    Given.Author = Author;
    Given.At = store::utcTimestamp();
  }
  return Given;
}

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
