//===- cli/SettingFlags.h - a command-line flag for every setting ---------===//
//
// `pathsim analyze` declares one llvm::cl option per row of
// simulator/Settings.def, with its help and default, so that a setting added
// there is a flag at once.
//
#pragma once

#include "automodel/RunSettings.h"

#include "llvm/Support/CommandLine.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pathsim::cli {

class SettingFlags {
public:
  /// Declares the flags in \p Category: --KEY for each setting, and the
  /// aliases -j (--jobs) and --no-leaks (--checks=-leak,-resource-leak).
  explicit SettingFlags(llvm::cl::OptionCategory &Category);
  ~SettingFlags();

  /// After parsing: the settings the command line gave, in the order the
  /// settings are listed, checked ("for the --max-paths option: '0' is not a
  /// count ...").
  std::optional<std::string>
  given(std::vector<std::pair<SettingId, SettingValue>> &Out) const;

  struct Flag; ///< one setting's option(s)

private:
  std::vector<std::unique_ptr<Flag>> Flags;
  std::unique_ptr<llvm::cl::alias> JobsAlias;
  std::unique_ptr<llvm::cl::opt<bool>> NoLeaks;
};

} // namespace pathsim::cli
