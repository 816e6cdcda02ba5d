//===- cli/ConfigFile.h - .pathsim.yaml: settings for a project -----------===//
//
// A project's settings in a file, read with yaml-cpp: every setting of
// simulator/Settings.def by its key, and `functions:` / `paths:` entries
// that give some functions their own simulation limits and checks
// (docs/configuration.md). Found like clang-tidy finds .clang-tidy.
//
#pragma once

#include "automodel/RunSettings.h"

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim::cli {

/// The file name looked for.
inline constexpr const char *ConfigFileName = ".pathsim.yaml";

/// The largest configuration file read: one found in a repository is
/// untrusted input (pathsim may run as root in CI on anyone's code).
inline constexpr uint64_t MaxConfigBytes = 1 << 20;

/// Whether \p Dir is as far up as a project's settings go: the repository's
/// root (it holds `.git`) or the file system's.
bool isConfigBoundary(const std::string &Dir);

/// Whether a configuration file (a regular file, links followed) is at
/// \p Candidate; if so, \p Why says why it is not read, or is empty when it
/// may be: another user (root aside) owns it, anyone may write it (in a
/// shared parent directory anyone could plant one), or it is a link, or lies
/// in a linked directory, that leads outside the repository (the first
/// directory at or above it that holds `.git`; without one, the directory it
/// was found in).
bool configCandidate(const std::string &Candidate, std::string &Why);

/// The nearest .pathsim.yaml in \p StartDir or a directory above it
/// (absolute), if any. The search stops at the repository's root (the
/// first directory that holds `.git`) and skips, with a line in \p Skipped
/// saying why, a file configCandidate refuses.
std::optional<std::string> findConfigFile(const std::string &StartDir,
                                          std::vector<std::string> *Skipped);

/// Where each setting came from: "FILE:LINE:COL" of the key in each file
/// that gave it (several for a list or a check list, which add up).
using SettingOrigins = std::map<SettingId, std::vector<std::string>>;

/// How readConfigFile reads a file.
struct ConfigReadOptions {
  /// Only the settings that may differ per file (the simulation limits,
  /// checks, exclude, include, functions:, paths:): a file below the run's
  /// configuration. The other keys are ignored, each with a warning in
  /// \p Warnings.
  bool PerFileOnly = false;
  /// Called when the file says `inherit-parent: true`: replaces the
  /// settings (and origins) the file is read over with its parent's. An
  /// error message if the parent cannot be used.
  std::function<std::optional<std::string>(RunSettings &, SettingOrigins &)>
      Parent;
  SettingOrigins *Origins = nullptr;   ///< if set, filled
  std::vector<std::string> *Warnings = nullptr;
};

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
/// A file larger than MaxConfigBytes, or not a regular file, is an error.
std::optional<std::string> readConfigFile(const std::string &Path,
                                          RunSettings &Settings,
                                          const ConfigReadOptions &Options = {});

/// Reads the run's configuration file \p Path (found, or named by --config)
/// into \p Settings, with the files above it when it says
/// `inherit-parent: true` (each the nearest .pathsim.yaml above the last,
/// within the repository). The files read are appended to \p Read, nearest
/// first; skipped files are named in \p Skipped.
std::optional<std::string> readConfigChain(const std::string &Path,
                                           RunSettings &Settings,
                                           SettingOrigins *Origins,
                                           std::vector<std::string> *Read,
                                           std::vector<std::string> *Skipped);

/// The file of an origin ("FILE:LINE:COL").
std::string originFile(const std::string &Where);

} // namespace pathsim::cli
