//===- modellang/SourceText.cpp - file positions and tokens ---------------===//
#include "modellang/SourceText.h"

#include "modellang/CharClass.h"

#include <algorithm>
#include <fmt/format.h>

namespace pathsim::modellang {

const char *skipBlank(const char *P, const char *End,
                      const char **Unterminated) {
  while (P != End) {
    if (isBlank(*P)) {
      ++P;
    } else if (*P == '/' && End - P >= 2 && P[1] == '/') {
      while (P != End && *P != '\n')
        ++P;
    } else if (*P == '/' && End - P >= 2 && P[1] == '*') {
      const char *Start = P;
      P += 2;
      while (P != End && !(*P == '*' && End - P >= 2 && P[1] == '/'))
        ++P;
      if (P == End) {
        if (Unterminated)
          *Unterminated = Start;
        return End;
      }
      P += 2;
    } else {
      break;
    }
  }
  return P;
}

SourceText::SourceText(std::string_view Text) : Text(Text) {
  if (Text.substr(0, 3) == "\xEF\xBB\xBF")
    ContentOffset = 3;
  LineStarts.push_back(ContentOffset);
  for (size_t I = ContentOffset; I < Text.size(); ++I)
    if (Text[I] == '\n')
      LineStarts.push_back(I + 1);
}

SourceLoc SourceText::locate(const char *P) const {
  size_t Offset = std::clamp<size_t>(P - begin(), ContentOffset, Text.size());
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  size_t Line = It - LineStarts.begin(); // >= 1: LineStarts[0] <= Offset
  return {static_cast<uint32_t>(Line),
          static_cast<uint32_t>(Offset - LineStarts[Line - 1] + 1)};
}

namespace {

/// Appends \p C to \p Out, escaping what is not printable.
void appendShown(std::string &Out, char C) {
  if (isPrintable(C))
    Out += C;
  else
    Out += fmt::format("\\x{:02x}", static_cast<unsigned char>(C));
}

} // namespace

std::string SourceText::describe(const char *P) const {
  const char *E = end();
  if (P >= E)
    return "end of file";
  constexpr size_t MaxShown = 40;
  char C = *P;
  if (C == '\n' || C == '\r')
    return "end of line";
  if (isBlank(C))
    return "whitespace";
  const char *Q = P;
  if (C == '"') {
    ++Q;
    while (Q != E && *Q != '"' && *Q != '\n' && Q - P < (long)MaxShown)
      Q += (*Q == '\\' && E - Q >= 2 && Q[1] != '\n') ? 2 : 1;
    if (Q != E && *Q == '"')
      ++Q;
  } else if (isIdentChar(C) || (C == '-' && E - P >= 2 && isDigit(P[1]))) {
    ++Q;
    while (Q != E && isIdentChar(*Q))
      ++Q;
  } else if (C == '.' && E - P >= 3 && P[1] == '.' && P[2] == '.') {
    Q += 3;
  } else if (isPrintable(C)) {
    ++Q;
  } else {
    return fmt::format("byte 0x{:02x}", static_cast<unsigned char>(C));
  }
  std::string Shown = "'";
  for (const char *R = P; R != Q && R - P < (long)MaxShown; ++R)
    appendShown(Shown, *R);
  if (Q - P > (long)MaxShown)
    Shown += "...";
  Shown += "'";
  return Shown;
}

} // namespace pathsim::modellang
