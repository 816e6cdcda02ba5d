//===- reports/LineHash.h - GitHub's primaryLocationLineHash --------------===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// The `primaryLocationLineHash` of every line of a file, as GitHub code
/// scanning computes it when a SARIF upload lacks one (codeql-action's
/// fingerprints): a rolling hash (base 37, mod 2^64) of the 100 UTF-16 code
/// units from the start of the line on, spaces and tabs skipped, line ends
/// normalized to '\n', then ":N" for the N-th line with that hash in the
/// file. Result[0] is line 1.
std::vector<std::string> lineHashes(std::string_view Text);

} // namespace pathsim::reports
