//===- simulator/models/FormatString.cpp ----------------------------------===//
// Reading printf and scanf conversions (C17 7.21.6.1, 7.21.6.2; glibc's %m).
#include "simulator/models/FormatString.h"

#include <cctype>

namespace pathsim {

namespace {

/// The bytes an integer conversion's length modifier writes (%hhn: 1).
uint32_t integerBytes(std::string_view Length) {
  if (Length == "hh")
    return 1;
  if (Length == "h")
    return 2;
  if (Length.empty())
    return 4;
  return 8; // l, ll, q, j, z, Z, t
}

uint32_t floatBytes(std::string_view Length) {
  if (Length == "L")
    return 16;
  return Length.empty() ? 4 : 8; // %f: float *, %lf: double *
}

bool isLengthChar(char C) {
  return C == 'h' || C == 'l' || C == 'L' || C == 'q' || C == 'j' || C == 'z' ||
         C == 'Z' || C == 't';
}

} // namespace

std::optional<std::vector<FormatArgument>> parseFormat(std::string_view F,
                                                       bool Scanf) {
  using Kind = FormatArgument::Kind;
  std::vector<FormatArgument> Out;
  size_t K = 0;
  auto Digits = [&] {
    size_t Start = K;
    while (K < F.size() && std::isdigit(static_cast<unsigned char>(F[K])))
      ++K;
    return K > Start;
  };
  while (K < F.size()) {
    if (F[K++] != '%')
      continue;
    if (K < F.size() && F[K] == '%') {
      ++K;
      continue;
    }
    // A positional argument (%2$s) may consume them in any order.
    size_t Start = K;
    if (Digits() && K < F.size() && F[K] == '$')
      return std::nullopt;
    K = Start;
    bool Suppressed = false;
    if (Scanf) {
      if (K < F.size() && F[K] == '*') {
        Suppressed = true;
        ++K;
      }
      Digits();
      if (K < F.size() && F[K] == 'm') // POSIX %ms: allocates; not judged
        return std::nullopt;
    } else {
      while (K < F.size() &&
             std::string_view("-+ #0'I").find(F[K]) != std::string_view::npos)
        ++K;
      if (K < F.size() && F[K] == '*') {
        Out.push_back({Kind::Value, 0});
        ++K;
      } else {
        Digits();
      }
      if (K < F.size() && F[K] == '.') {
        ++K;
        if (K < F.size() && F[K] == '*') {
          Out.push_back({Kind::Value, 0});
          ++K;
        } else {
          Digits();
        }
      }
    }
    size_t LengthStart = K;
    while (K < F.size() && isLengthChar(F[K]) && K - LengthStart < 2)
      ++K;
    std::string_view Length = F.substr(LengthStart, K - LengthStart);
    if (K >= F.size())
      return std::nullopt;
    char C = F[K++];
    FormatArgument A;
    switch (C) {
    case 'd':
    case 'i':
    case 'o':
    case 'u':
    case 'x':
    case 'X':
      A = Scanf ? FormatArgument{Kind::Target, integerBytes(Length)}
                : FormatArgument{Kind::Value, 0};
      break;
    case 'a':
    case 'A':
    case 'e':
    case 'E':
    case 'f':
    case 'F':
    case 'g':
    case 'G':
      A = Scanf ? FormatArgument{Kind::Target, floatBytes(Length)}
                : FormatArgument{Kind::Value, 0};
      break;
    case 'c':
    case 'C':
      A = Scanf ? FormatArgument{Kind::Target, 0}
                : FormatArgument{Kind::Value, 0};
      break;
    case 'p':
      A = Scanf ? FormatArgument{Kind::Target, 8}
                : FormatArgument{Kind::Value, 0};
      break;
    case 's':
    case 'S':
      A = Scanf ? FormatArgument{Kind::Target, 0}
                : FormatArgument{Kind::String, 0};
      break;
    case 'n':
      A = {Scanf ? Kind::Unassigned : Kind::Count, integerBytes(Length)};
      break;
    case 'm': // glibc: strerror(errno), no argument
      if (Scanf)
        return std::nullopt;
      continue;
    case '[': {
      if (!Scanf)
        return std::nullopt;
      // The set: `]` right after `[` or `[^` belongs to it.
      if (K < F.size() && F[K] == '^')
        ++K;
      if (K < F.size() && F[K] == ']')
        ++K;
      while (K < F.size() && F[K] != ']')
        ++K;
      if (K >= F.size())
        return std::nullopt;
      ++K;
      A = {Kind::Target, 0};
      break;
    }
    default:
      return std::nullopt;
    }
    if (!Suppressed)
      Out.push_back(A);
  }
  return Out;
}

} // namespace pathsim
