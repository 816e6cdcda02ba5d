//===- modellang/Spelling.h - "did you mean" for misspelled words ---------===//
//
// A misspelled operator, return type or resource state is the commonest
// mistake in a hand-written model; `models check` names the nearest word
// the language (or the other models) has.
//
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::modellang {

/// The candidate nearest to \p Word by edit distance (a swap of neighbours
/// is one edit), if it is near enough to be a misspelling of it (one edit
/// below six letters, two from six on), else "". The first of equally near
/// candidates wins; one that starts with \p Word is not offered (the word is
/// unfinished).
std::string nearestSpelling(std::string_view Word,
                            const std::vector<std::string_view> &Candidates);

/// The words the reader expected where \p Expected (an x3 rule's name: "operator
/// (memory_new, ieq, ...)", "return type (...)", "operation kind (...)", ...)
/// failed: every operator, return type, ... of the language; empty for other
/// rules.
std::vector<std::string_view> keywordsOfRule(std::string_view Expected);

/// "; did you mean 'memory_valid_pointer'?" when the word at [At, End) is a
/// misspelling of a keyword \p Expected names, else "": the tail of the
/// reader's "expected ... but found ..." message.
std::string didYouMean(std::string_view Expected, const char *At,
                       const char *End);

} // namespace pathsim::modellang
