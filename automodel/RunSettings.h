//===- automodel/RunSettings.h - every setting of a run, and per function -===//
//
// The settings of `pathsim analyze` as data: one SettingInfo per row of
// simulator/Settings.def, a RunSettings holding every value, and the
// overrides a configuration file gives some functions or paths. The command
// line, the configuration file, the stored run, the reuse hash and the e2e
// tests all go through this table, so none of them lists settings by hand.
//
#pragma once

#include "simulator/Settings.h"
#include "simulator/Warning.h"

#include <bitset>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace pathsim {

/// Settings.def's Scope column.
enum class SettingScope : uint8_t { Simulation, Selection, Run, Output };

/// Settings.def's Kind column.
enum class SettingKind : uint8_t {
  Count,
  Seconds,
  Flag,
  Choice,
  Checks,
  Path,
  Paths,
  Globs
};

/// One row of Settings.def, by its Field name.
enum class SettingId : uint8_t {
#define SETTING(Scope, Field, Key, Kind, Default, ValueName, Help) Field,
#include "simulator/Settings.def"
};

/// A setting's value: the alternative its kind uses.
using SettingValue =
    std::variant<uint32_t, double, bool, std::string, std::vector<std::string>>;

/// What Settings.def says of one setting.
struct SettingInfo {
  SettingId Id;
  SettingScope Scope;
  std::string_view Key; ///< flag, file key and stored key: "max-paths"
  SettingKind Kind;
  SettingValue Default;
  std::string_view ValueName; ///< "N"; for a Choice its words: "auto|none"
  std::string_view Help;

  /// May differ per function (functions: and paths: in .pathsim.yaml).
  bool perFunction() const {
    return Scope == SettingScope::Simulation ||
           Scope == SettingScope::Selection;
  }
  /// Part of the hash under which a function's results are reused.
  bool hashed() const {
    return Scope == SettingScope::Simulation || Scope == SettingScope::Run;
  }
  /// Several values add up (lists, check lists) rather than replace.
  bool accumulates() const {
    return Kind == SettingKind::Paths || Kind == SettingKind::Globs ||
           Kind == SettingKind::Checks;
  }
};

/// The most threads --jobs may ask for.
inline constexpr uint32_t MaxJobs = 256;

/// Every setting, in Settings.def's order.
const std::vector<SettingInfo> &allSettings();
const SettingInfo &settingInfo(SettingId Id);
/// The setting with that key, if any.
const SettingInfo *findSetting(std::string_view Key);
/// The key most like \p Key among \p Candidates (for "did you mean"), or "".
std::string closestKey(std::string_view Key,
                       const std::vector<std::string_view> &Candidates);

/// Reads a value of \p Info's kind from text ("50", "true", "auto",
/// "-leak,uninit-use"); a list kind gives a one-element list. Returns an
/// error message on a bad value.
std::variant<SettingValue, std::string>
parseSettingValue(const SettingInfo &Info, std::string_view Text);
/// The value as text ("50", "true", "a, b"; numbers as the flags take them).
std::string settingText(const SettingValue &Value);

/// What --no-leaks stands for.
inline constexpr std::string_view NoLeaksChecks = "-leak,-resource-leak";

/// A setting given as one argument, "--KEY=VALUE" or "--FLAG" (and the alias
/// --no-leaks), as the e2e cases' `pathsim-args:` line gives them. Returns
/// an error message for an unknown key or a bad value.
std::variant<std::pair<SettingId, SettingValue>, std::string>
settingFromArgument(std::string_view Argument);

/// The kinds of warnings reported: a clang-tidy style check list applied to
/// every kind ("*" all, "-leak" removes, "-*,null-deref" only one).
class CheckSet {
public:
  /// Every kind on.
  CheckSet() { On.set(); }
  /// Applies \p List on top of this set. An entry matching no kind is an
  /// error (the message says which and suggests one).
  std::optional<std::string> apply(std::string_view List);
  bool enabled(WarningKind Kind) const {
    return On.test(static_cast<size_t>(Kind));
  }
  bool operator==(const CheckSet &) const = default;

private:
  std::bitset<64> On;
};

/// gitignore-style glob matching of a path: '*' and '?' within one path
/// component, '**' across components, [...] classes. A pattern without '/'
/// matches any component of the path (and so everything under a directory
/// of that name); one with '/' is anchored (make it absolute first, see
/// anchorGlob) and matches the path or a directory above it.
bool globMatchesPath(std::string_view Pattern, std::string_view Path);
/// \p Pattern as matched against absolute paths: a pattern with a '/' that
/// is not absolute is taken relative to \p BaseDir.
std::string anchorGlob(std::string_view Pattern, std::string_view BaseDir);
/// fnmatch-style matching of a name ('*' matches anything).
bool globMatchesName(std::string_view Pattern, std::string_view Name);

/// A configuration file's `functions:` or `paths:` entry: settings for the
/// functions whose name (or whose file) matches one of the patterns.
struct SettingsOverride {
  enum class Match : uint8_t { Function, Path } By = Match::Function;
  std::vector<std::string> Patterns; ///< names, or anchored path globs
  std::vector<std::pair<SettingId, SettingValue>> Values;
  std::string Where; ///< "FILE:LINE:COL" of the entry, for messages
};

struct RunSettings;

/// A Simulation row of \p S, by id (the row must be one).
SettingValue simulationValue(const Settings &S, SettingId Id);

/// The settings a function's results depend on, as text for its reuse hash:
/// every hashed setting (Simulation rows from \p Function, Run rows from
/// \p Run) as "key=value", one per line.
std::string hashedSettingsText(const RunSettings &Run,
                               const Settings &Function);

/// What one function is simulated and reported with.
struct FunctionSettings {
  Settings Sim;
  CheckSet Checks;
  bool Reported = true; ///< its file is included and not excluded
};

/// Every setting of a run: the values in force (defaults, then the
/// configuration file, then the command line), and the file's overrides.
struct RunSettings {
  Settings Sim; ///< the Simulation rows
#define SIMULATION_SETTING(...)
#define SETTING(Scope, Field, Key, Kind, Default, ValueName, Help)             \
  setting_type::Kind Field = Default;
#include "simulator/Settings.def"

  /// The configuration file read, if any (absolute path).
  std::string ConfigFile;
  std::vector<SettingsOverride> Overrides;
  /// The settings the command line gave: they win over every override.
  std::vector<std::pair<SettingId, SettingValue>> CommandLine;
  /// Where a configuration file nearer to a file than the run's applies
  /// (cli/ConfigTree.h: the nearest .pathsim.yaml above each file, as
  /// clang-tidy finds .clang-tidy): the settings of that file's functions,
  /// or null where this run's apply. Unset: this run's apply everywhere.
  std::function<const RunSettings *(std::string_view File)> SettingsForFile;

  SettingValue get(SettingId Id) const;
  /// Sets the value, or adds to it for a setting that accumulates.
  void apply(SettingId Id, const SettingValue &Value);

  /// The settings of a function named \p Name / \p LinkageName defined in
  /// \p File (absolute): the overrides that match it (paths: first, then
  /// functions:, each in file order), then the command line.
  FunctionSettings forFunction(std::string_view Name,
                               std::string_view LinkageName,
                               std::string_view File) const;
  /// Whether warnings of functions in \p File are reported (--include,
  /// --exclude).
  bool reportsFile(std::string_view File) const;
  /// The threads the run uses: --jobs, else (Jobs is 0, the default) the
  /// number of CPUs the process may run on (its affinity mask), at most
  /// MaxJobs.
  uint32_t threads() const;
};

} // namespace pathsim
