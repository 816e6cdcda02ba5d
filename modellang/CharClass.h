//===- modellang/CharClass.h - ASCII character classes --------------------===//
#pragma once

namespace pathsim::modellang {

/// Locale-independent ASCII tests (bytes >= 0x80 are never letters).
inline bool isDigit(char C) { return C >= '0' && C <= '9'; }
inline bool isHexDigit(char C) {
  return isDigit(C) || (C >= 'a' && C <= 'f') || (C >= 'A' && C <= 'F');
}
inline bool isIdentStart(char C) {
  return (C >= 'a' && C <= 'z') || (C >= 'A' && C <= 'Z') || C == '_';
}
inline bool isIdentChar(char C) { return isIdentStart(C) || isDigit(C); }
inline bool isBlank(char C) {
  return C == ' ' || C == '\t' || C == '\n' || C == '\r' || C == '\f' ||
         C == '\v';
}
inline bool isPrintable(char C) { return C >= 0x20 && C < 0x7f; }

} // namespace pathsim::modellang
