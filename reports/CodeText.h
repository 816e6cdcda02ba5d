//===- reports/CodeText.h - comments, literals and whitespace in C lines --===//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// The code of one line with comments removed; with \p BlankLiterals the
/// contents of string and character literals are blanked (quotes kept).
/// \p InBlockComment carries an open `/* ... */` from one line to the next.
std::string codeOnly(std::string_view Line, bool &InBlockComment,
                     bool BlankLiterals = true);

/// The texts of the comments on one line (without `//`, `/*`, `*/`).
/// Comment markers inside string literals are not comments.
std::vector<std::string> commentsOf(std::string_view Line);

/// \p Text without any whitespace: what stays the same when code is
/// re-indented or re-spaced.
std::string withoutWhitespace(std::string_view Text);

} // namespace pathsim::reports
