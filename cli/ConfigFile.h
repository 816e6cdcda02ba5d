//===- cli/ConfigFile.h - .pathsim.yaml: settings for a project -----------===//
//
// A project's settings in a file, read with yaml-cpp: every setting of
// simulator/Settings.def by its key, and `functions:` / `paths:` entries
// that give some functions their own simulation limits and checks
// (docs/configuration.md). Found like clang-tidy finds .clang-tidy.
//
#pragma once

#include "automodel/RunSettings.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim::cli {

/// The file name looked for.
inline constexpr const char *ConfigFileName = ".pathsim.yaml";

/// The nearest .pathsim.yaml in \p StartDir or a directory above it
/// (absolute), if any. The search stops at the repository's root (the
/// first directory that holds `.git`) and skips, with a line in \p Skipped
/// saying why, a file that another user owns (root aside) or that others
/// may write: in a shared parent directory anyone could plant one.
std::optional<std::string> findConfigFile(const std::string &StartDir,
                                          std::vector<std::string> *Skipped);

/// Why the output \p Path (a setting \p Key the configuration file
/// \p ConfigFile names) may not be written: outside the file's directory
/// (links resolved); nullopt when it is inside. A configuration names no
/// output elsewhere: only the command line may.
std::optional<std::string> outputOutsideProject(const std::string &ConfigFile,
                                                std::string_view Key,
                                                const std::string &Path);

/// Reads the configuration file \p Path into \p Settings: its settings are
/// applied (over the defaults), its overrides appended, its paths and globs
/// taken relative to its directory; Settings.ConfigFile is set. On the
/// first error returns "FILE:LINE:COL: error: ..." and changes nothing.
std::optional<std::string> readConfigFile(const std::string &Path,
                                          RunSettings &Settings);

} // namespace pathsim::cli
