//===- simulator/models/TimeFormat.cpp - what a strftime format can produce ===//
#include "simulator/models/TimeFormat.h"

#include <algorithm>

namespace pathsim {

namespace {

/// Shortest and longest text of one conversion, without flags or width.
std::optional<TimeFormatLength> conversion(char C) {
  auto Fixed = [](uint64_t Min, uint64_t Max) {
    return std::optional<TimeFormatLength>(TimeFormatLength{Min, Max});
  };
  // The year (tm_year + 1900, and the ISO year one off it) is any int:
  // a sign and ten digits; the century, the year divided by 100.
  constexpr uint64_t Year = 11, Century = 9;
  switch (C) {
  case '%':
  case 'n':
  case 't':
    return Fixed(1, 1);
  case 'd': case 'H': case 'I': case 'm': case 'M': case 'S': case 'y':
  case 'g': case 'U': case 'V': case 'W': case 'e': case 'k': case 'l':
    return Fixed(2, 2); // glibc pads to two (%e, %k, %l with a space)
  case 'j':
    return Fixed(3, 3);
  case 'u':
  case 'w':
    return Fixed(1, 1);
  case 'Y':
  case 'G':
    return Fixed(1, Year);
  case 'C':
    return Fixed(2, Century);
  case 's':
    return Fixed(1, 20); // a time_t in decimal
  case 'z':
    return Fixed(5, 5); // +hhmm: tm_gmtoff within a day
  case 'D': // %m/%d/%y
    return Fixed(8, 8);
  case 'F': // %Y-%m-%d
    return Fixed(7, Year + 6);
  case 'R': // %H:%M
    return Fixed(5, 5);
  case 'T': // %H:%M:%S
    return Fixed(8, 8);
  default:
    // Names of days and months, %c %x %X %p %P %r, %Z, %+: the locale's
    // or the time zone's, of no fixed length.
    return std::nullopt;
  }
}

} // namespace

std::optional<TimeFormatLength> timeFormatLength(std::string_view Format) {
  TimeFormatLength Total;
  for (size_t K = 0; K < Format.size(); ++K) {
    if (Format[K] != '%') {
      ++Total.Min;
      ++Total.Max;
      continue;
    }
    // glibc's flags (_ - 0 ^ #) and a width: the conversion is at least
    // that wide.
    size_t At = K + 1;
    while (At < Format.size() &&
           std::string_view("_-0^#").find(Format[At]) != std::string_view::npos)
      ++At;
    uint64_t Width = 0;
    while (At < Format.size() && Format[At] >= '0' && Format[At] <= '9' &&
           Width < 4096)
      Width = Width * 10 + static_cast<uint64_t>(Format[At++] - '0');
    if (At >= Format.size() || Format[At] == 'E' || Format[At] == 'O')
      return std::nullopt; // a lone '%', or the locale's alternatives
    auto One = conversion(Format[At]);
    if (!One)
      return std::nullopt;
    // '-' drops the padding of a number: one digit at least.
    bool Unpadded = Format.substr(K + 1, At - K - 1).find('-') !=
                    std::string_view::npos;
    Total.Min += Unpadded ? 1 : std::max(One->Min, Width);
    Total.Max += std::max(One->Max, Width);
    K = At;
  }
  return Total;
}

} // namespace pathsim
