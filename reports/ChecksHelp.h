//===- reports/ChecksHelp.h - each check's section of docs/checks.md ------===//
//
// docs/checks.md is embedded in the binary when it is built: a SARIF rule
// carries its kind's section as help text, which code scanning shows beside
// each result wherever the log is read (a file:// link to the docs on the
// machine that ran pathsim resolves nowhere else).
//
#pragma once

#include <string>
#include <string_view>

namespace pathsim::reports {

/// The section of docs/checks.md under `## KIND` (the heading left out,
/// trimmed), its links to other pages of the docs made plain text (they do
/// not resolve where the SARIF log is read); empty when there is none.
std::string checksSection(std::string_view KindId);

/// \p Markdown with each link `[text](target)` whose target is relative
/// (another page of the docs) replaced by its text.
std::string withoutRelativeLinks(std::string_view Markdown);

} // namespace pathsim::reports
