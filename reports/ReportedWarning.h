//===- reports/ReportedWarning.h - a warning with what reports add to it --===//
#pragma once

#include "reports/SourceCache.h"
#include "simulator/Warning.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// A Warning plus its fingerprint, suppression state and, when it comes from
/// the store, its ids. What every renderer takes.
/// What a person said of a warning (`pathsim reports review`), kept by
/// fingerprint: it follows the warning from run to run.
struct Review {
  std::string Status; ///< "confirmed", "false-positive", "intentional"; "" none
  std::string Comment, Author, At;
  /// A false positive or an intended behaviour: hidden from analyze's output
  /// and --fail-on-warnings, and a SARIF suppression.
  bool dismisses() const {
    return Status == "false-positive" || Status == "intentional";
  }
};

/// The statuses a review may give, in the order `--help` lists them.
inline constexpr const char *ReviewStatuses[] = {"confirmed", "false-positive",
                                                 "intentional"};

/// Whether a review may be given \p Status: one of ReviewStatuses, or
/// "unreviewed" (the review removed).
bool isReviewStatus(std::string_view Status);

/// The review a `reports review` or a server edit gives: \p Status with its
/// comment and author, stamped now; none for "unreviewed".
Review givenReview(const std::string &Status, const std::string &Comment,
                   const std::string &Author);

struct ReportedWarning {
  Warning W;
  std::string Fingerprint;
  bool Suppressed = false;
  Review Reviewed; ///< from the store's reviews, by fingerprint
  int64_t Id = 0;    ///< id in the store; 0 if not stored
  int64_t RunId = 0; ///< run in the store; 0 if not stored
  /// Line where the function starts, if known (from its FunctionStats);
  /// source listings start there.
  uint32_t FunctionLine = 0;
};

/// Where each function is defined, by linkage name (the line of its name):
/// a `pathsim-suppress` comment on its declaration covers its warnings.
using FunctionStarts = std::map<std::string, SourceLocation>;

/// Computes the fingerprint and the suppression state of each warning,
/// reading the source through \p Sources. The problems of the block
/// markers met (reports/Suppression.h) are appended to \p Problems, and
/// those of the files \p AlsoCheck too (the run's sources: each path and
/// its name in messages).
std::vector<ReportedWarning>
prepareWarnings(const std::vector<Warning> &Ws, SourceCache &Sources,
                const FunctionStarts &Starts = {},
                const std::vector<std::pair<std::string, std::string>>
                    &AlsoCheck = {},
                std::vector<std::string> *Problems = nullptr);

} // namespace pathsim::reports
