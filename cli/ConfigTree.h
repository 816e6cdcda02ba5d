//===- cli/ConfigTree.h - the .pathsim.yaml nearest to each file ----------===//
//
// As clang-tidy finds .clang-tidy: the configuration of a file's functions is
// the nearest .pathsim.yaml above the file (within its repository), merged
// with its parent directory's when it says `inherit-parent: true`; where no
// file nearer than the run's applies, the run's configuration does. Only
// what may differ per file is taken from those files (the simulation
// limits, checks, exclude, include, functions:, paths:); the command line
// wins over all of them. Each directory is looked up once.
//
#pragma once

#include "cli/ConfigFile.h"

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace pathsim::cli {

/// The configuration in force for the files of a directory.
struct ConfigLayer {
  /// Read from the files, over the defaults: without the command line.
  RunSettings FromFiles;
  /// With the command line over it: what the functions get.
  RunSettings Settings;
  /// The files read, nearest first (empty: none).
  std::vector<std::string> Files;
  SettingOrigins Origins;
  bool IsRun = false; ///< the run's own configuration
};

class ConfigTree {
public:
  /// \p Run: the run's configuration (its file and the files it inherits,
  /// read; the command line \p Given applied).
  /// \p Shown: messages already printed (the run's skipped files).
  ConfigTree(ConfigLayer Run,
             std::vector<std::pair<SettingId, SettingValue>> Given,
             const std::vector<std::string> &Shown);

  /// The configuration of the functions of \p File (a path; relative ones
  /// are taken from the current directory). Thread-safe.
  const ConfigLayer &forFile(std::string_view File);
  const ConfigLayer &run() const { return *Run; }

  /// The messages of the files met so far, each once, in the order met
  /// ("FILE:LINE:COL: error: ...", skipped files); taken.
  std::vector<std::string> takeMessages();
  /// The files below the run's configuration that gave some files their
  /// settings, sorted.
  std::vector<std::string> filesUsed() const;
  /// Whether a file met could not be used (an error, not a skipped file).
  bool hadErrors() const;

private:
  const ConfigLayer *forDir(const std::string &Dir);
  const ConfigLayer *forConfig(const std::string &File);
  void message(std::string Text);

  std::unique_ptr<ConfigLayer> Run;
  std::vector<std::pair<SettingId, SettingValue>> Given;
  mutable std::mutex Lock;
  std::map<std::string, const ConfigLayer *> ByDir;
  std::map<std::string, std::unique_ptr<ConfigLayer>> ByFile;
  std::vector<std::string> Messages;
  std::set<std::string> Seen; ///< every message ever queued
  bool Errors = false;
};

/// Prints \p Layer as a .pathsim.yaml for the file \p File: every setting
/// (those that apply to the whole run from \p Run), its overrides; with
/// \p Explain, each key followed by where its value came from (a file's
/// line, the command line, the default).
void printConfig(llvm::raw_ostream &OS, std::string_view File,
                 const ConfigLayer &Layer, const ConfigLayer &Run,
                 const std::vector<std::pair<SettingId, SettingValue>> &Given,
                 bool Explain);

} // namespace pathsim::cli
