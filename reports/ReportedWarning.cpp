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

std::vector<ReportedWarning>
prepareWarnings(const std::vector<Warning> &Ws, SourceCache &Sources,
                const FunctionStarts &Starts,
                const std::vector<std::pair<std::string, std::string>> &AlsoCheck,
                std::vector<std::string> *Problems) {
  std::vector<ReportedWarning> Out;
  Out.reserve(Ws.size());
  Suppressions Comments(Sources);
  const SourceLocation Unknown;
  for (const Warning &W : Ws) {
    ReportedWarning R;
    R.W = W;
    R.Fingerprint = fingerprint(W, Sources);
    auto Start = Starts.find(W.FunctionLinkageName);
    R.Suppressed =
        Comments.suppressed(W, Start != Starts.end() ? Start->second : Unknown);
    Out.push_back(std::move(R));
  }
  for (const auto &[Path, Display] : AlsoCheck)
    Comments.check(Path, Display);
  if (Problems)
    for (std::string &P : Comments.takeProblems())
      Problems->push_back(std::move(P));
  return Out;
}

} // namespace pathsim::reports
