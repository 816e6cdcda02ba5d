//===- cli/SettingsJson.h - the settings stored with each run -------------===//
#pragma once

#include "automodel/RunSettings.h"

#include <string>
#include <string_view>

namespace pathsim::cli {

/// The settings in force as a JSON object: every setting by its key, the
/// configuration file read ("config") and its overrides ("functions",
/// "paths"), as stored in the run's settings column.
std::string runSettingsJson(const RunSettings &Settings);

/// What `reports runs` shows of stored settings: those that differ from the
/// defaults ("max-paths=200 checks=*,-leak"), the configuration file and the
/// number of overrides. Empty for default settings, or for settings stored
/// by an older pathsim (other keys).
std::string settingsSummary(std::string_view Json);

} // namespace pathsim::cli
