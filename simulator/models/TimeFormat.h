//===- simulator/models/TimeFormat.h - what a strftime format can produce -===//
//
// The shortest and the longest text a constant strftime format produces,
// for any struct tm whose members are in their normal ranges (C17
// 7.27.3.5: out of them the characters stored are unspecified) and any
// time_t: what `time_format_overflows` decides strftime's 0 by.
//
#ifndef PATHSIM_SIMULATOR_MODELS_TIMEFORMAT_H
#define PATHSIM_SIMULATOR_MODELS_TIMEFORMAT_H

#include <cstdint>
#include <optional>
#include <string_view>

namespace pathsim {

struct TimeFormatLength {
  uint64_t Min = 0; ///< bytes, without the NUL
  uint64_t Max = 0;
};

/// The bounds of what Format (without its NUL) expands to; nullopt when a
/// conversion depends on the locale or the time zone (names of days and
/// months, %c, %x, %p, %Z, the E and O modifiers) or is not one glibc knows.
std::optional<TimeFormatLength> timeFormatLength(std::string_view Format);

} // namespace pathsim

#endif
