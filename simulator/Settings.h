//===- simulator/Settings.h - what the simulation of a function may spend -===//
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace pathsim {

/// The C++ type of each kind of setting (Settings.def's Kind column).
namespace setting_type {
using Count = uint32_t;
using Seconds = double;
using Flag = bool;
using Choice = std::string;
using Checks = std::string;
using Path = std::string;
using Paths = std::vector<std::string>;
using Globs = std::vector<std::string>;
} // namespace setting_type

/// Limits and switches of one function's simulation: the Simulation rows of
/// Settings.def (max-paths, function-timeout, loop-bound, ...). A run's
/// configuration may give a function its own.
struct Settings {
#define SIMULATION_SETTING(Field, Key, Kind, Default, ValueName, Help)         \
  setting_type::Kind Field = Default;
#include "simulator/Settings.def"
};

} // namespace pathsim
