//===- automodel/WordList.h - names joined by spaces in one string --------===//
//
// Stored lists of alternatives (a member's possible callers, each as its
// linkage names; the member keys a call passed) are names joined by ' '.
//
#pragma once

#include <algorithm>
#include <set>
#include <string>

namespace pathsim {

/// Whether one of the names of \p Words (joined by ' ') is in \p Set.
inline bool anyWordIn(const std::string &Words,
                      const std::set<std::string> &Set) {
  size_t Start = 0;
  while (Start < Words.size()) {
    size_t End = std::min(Words.find(' ', Start), Words.size());
    if (Set.count(Words.substr(Start, End - Start)))
      return true;
    Start = End + 1;
  }
  return false;
}

} // namespace pathsim
