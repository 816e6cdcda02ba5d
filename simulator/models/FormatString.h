//===- simulator/models/FormatString.h - what a format asks of arguments --===//
//
// The conversions of a constant printf or scanf format string, each as what
// it requires of the call's argument it consumes: %d an initialized value,
// %s a valid pointer to an initialized string, %n and every scanf
// conversion a valid pointer whose target the call writes.
//
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace pathsim {

/// One argument a conversion consumes.
struct FormatArgument {
  enum class Kind : uint8_t {
    Value,  ///< printed: %d, %f, %p, %c, a `*` width or precision
    String, ///< printed from memory: %s, %ls
    Count,  ///< printf's %n: the call writes the count through it
    Target, ///< a scanf conversion assigns through it (counted in the result)
    Unassigned, ///< scanf's %n: written, not counted in the result
  };
  Kind K = Kind::Value;
  /// Count, Target, Unassigned: bytes written; 0 when the conversion writes
  /// a string of unknown length (%s, %[...]).
  uint32_t Bytes = 0;
};

/// The arguments a printf (or, with Scanf, a scanf) format's conversions
/// consume, in order; nullopt when the format is not understood (positional
/// `%1$d`, an unknown conversion), so that nothing is judged on it.
std::optional<std::vector<FormatArgument>> parseFormat(std::string_view Format,
                                                       bool Scanf);

} // namespace pathsim
