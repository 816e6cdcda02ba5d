//===- modellang/Spelling.cpp - "did you mean" for misspelled words -------===//
#include "modellang/Spelling.h"

#include "modellang/CharClass.h"
#include "modellang/Keywords.h"
#include "modellang/Operators.h"

#include <algorithm>

namespace pathsim::modellang {

namespace {

/// The edit distance counting an insertion, a deletion, a replacement or a
/// swap of two neighbours as one edit (optimal string alignment): "opne" is
/// one edit from "open". (modellang links no LLVM, whose StringRef has a
/// distance without swaps.)
size_t editDistance(std::string_view A, std::string_view B) {
  std::vector<std::vector<size_t>> D(A.size() + 1,
                                     std::vector<size_t>(B.size() + 1));
  for (size_t I = 0; I <= A.size(); ++I)
    D[I][0] = I;
  for (size_t J = 0; J <= B.size(); ++J)
    D[0][J] = J;
  for (size_t I = 1; I <= A.size(); ++I)
    for (size_t J = 1; J <= B.size(); ++J) {
      D[I][J] = std::min({D[I - 1][J] + 1, D[I][J - 1] + 1,
                          D[I - 1][J - 1] + (A[I - 1] == B[J - 1] ? 0 : 1)});
      if (I > 1 && J > 1 && A[I - 1] == B[J - 2] && A[I - 2] == B[J - 1])
        D[I][J] = std::min(D[I][J], D[I - 2][J - 2] + 1);
    }
  return D[A.size()][B.size()];
}

} // namespace

std::string nearestSpelling(std::string_view Word,
                            const std::vector<std::string_view> &Candidates) {
  std::string_view Best;
  // One edit in a word of up to five letters, two from six on:
  // "owned_by_stream" is no misspelling of "owned_by_dir".
  size_t BestDistance = std::clamp<size_t>(Word.size() / 3, 1, 2) + 1;
  for (std::string_view C : Candidates) {
    // A word the candidate starts with is unfinished, not misspelled
    // ("return" of "return 2"): the message lists the words already.
    if (C.substr(0, Word.size()) == Word)
      continue;
    size_t D = editDistance(Word, C);
    if (D < BestDistance) {
      BestDistance = D;
      Best = C;
    }
  }
  return std::string(Best);
}

std::vector<std::string_view> keywordsOfRule(std::string_view Expected) {
  std::vector<std::string_view> Words;
  auto StartsWith = [&](std::string_view Prefix) {
    return Expected.substr(0, Prefix.size()) == Prefix;
  };
  if (StartsWith("operator (")) {
    for (const OperatorInfo &I : allOperators())
      Words.push_back(I.Spelling);
  } else if (StartsWith("return type")) {
#define PATHSIM_RETURN_TYPE(Id, Spelling) Words.push_back(Spelling);
#include "modellang/ReturnTypes.def"
  } else if (StartsWith("operation kind")) {
    for (OperationKind K : {OperationKind::Guard, OperationKind::Constraint,
                            OperationKind::Result})
      Words.push_back(spelling(K));
  } else if (StartsWith("declaration list")) {
    for (std::string_view W : {"param", "global", "static", "temp"})
      Words.push_back(W);
    for (CaseKind K : {CaseKind::Normal, CaseKind::Error, CaseKind::Alternate})
      Words.push_back(spelling(K));
  }
  return Words;
}

std::string didYouMean(std::string_view Expected, const char *At,
                       const char *End) {
  const char *P = At;
  while (P != End && isIdentChar(*P))
    ++P;
  if (P == At)
    return "";
  std::string Near =
      nearestSpelling(std::string_view(At, P - At), keywordsOfRule(Expected));
  return Near.empty() ? "" : "; did you mean '" + Near + "'?";
}

} // namespace pathsim::modellang
