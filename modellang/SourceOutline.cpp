//===- modellang/SourceOutline.cpp - parens and comments of a file --------===//
#include "modellang/SourceOutline.h"

#include <algorithm>

namespace pathsim::modellang {

SourceOutline::SourceOutline(std::string_view Text) {
  std::vector<size_t> Open; // indices into Parens
  size_t N = Text.size();
  for (size_t I = 0; I < N;) {
    char C = Text[I];
    char Next = I + 1 < N ? Text[I + 1] : '\0';
    if (C == '/' && Next == '*') {
      size_t E = Text.find("*/", I + 2);
      E = E == std::string_view::npos ? N : E + 2;
      Comments.push_back({I, E});
      I = E;
    } else if (C == '/' && Next == '/') {
      size_t E = Text.find('\n', I);
      E = E == std::string_view::npos ? N : E;
      Comments.push_back({I, E});
      I = E;
    } else if (C == '"') {
      // A string ends at its closing quote or, unterminated, at the line end.
      ++I;
      while (I < N && Text[I] != '"' && Text[I] != '\n')
        I += (Text[I] == '\\' && I + 1 < N && Text[I + 1] != '\n') ? 2 : 1;
      if (I < N && Text[I] == '"')
        ++I;
    } else {
      if (C == '(') {
        if (I == 0 || Text[I - 1] == '\n')
          LineStartParens.push_back(I);
        Open.push_back(Parens.size());
        Parens.push_back({I, npos});
      } else if (C == ')' && !Open.empty()) {
        Parens[Open.back()].Close = I;
        Open.pop_back();
      }
      ++I;
    }
  }
}

size_t SourceOutline::matchingParen(size_t OpenOffset) const {
  auto It = std::lower_bound(
      Parens.begin(), Parens.end(), OpenOffset,
      [](const Paren &P, size_t Offset) { return P.Open < Offset; });
  if (It == Parens.end() || It->Open != OpenOffset)
    return npos;
  return It->Close;
}

size_t SourceOutline::nextParen(size_t Offset) const {
  auto It =
      std::lower_bound(Parens.begin(), Parens.end(), Offset,
                       [](const Paren &P, size_t Off) { return P.Open < Off; });
  return It == Parens.end() ? npos : It->Open;
}

size_t SourceOutline::nextLineStartParen(size_t Offset) const {
  auto It =
      std::lower_bound(LineStartParens.begin(), LineStartParens.end(), Offset);
  return It == LineStartParens.end() ? npos : *It;
}

size_t SourceOutline::prevLineStartParen(size_t Offset) const {
  auto It =
      std::upper_bound(LineStartParens.begin(), LineStartParens.end(), Offset);
  return It == LineStartParens.begin() ? npos : *(It - 1);
}

std::pair<size_t, size_t> SourceOutline::commentsIn(size_t Begin,
                                                    size_t End) const {
  auto ByBegin = [](const Range &R, size_t Off) { return R.Begin < Off; };
  auto First =
      std::lower_bound(Comments.begin(), Comments.end(), Begin, ByBegin);
  auto Last = std::lower_bound(First, Comments.end(), End, ByBegin);
  return {static_cast<size_t>(First - Comments.begin()),
          static_cast<size_t>(Last - Comments.begin())};
}

} // namespace pathsim::modellang
