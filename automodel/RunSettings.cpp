//===- automodel/RunSettings.cpp - the settings table and its overrides ---===//
#include "automodel/RunSettings.h"

#include <llvm/ADT/StringRef.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fnmatch.h>
#include <sched.h>
#include <sstream>

namespace pathsim {

const std::vector<SettingInfo> &allSettings() {
  static const std::vector<SettingInfo> Infos = {
#define SETTING(Scope, Field, Key, Kind, Default, ValueName, Help)             \
  {SettingId::Field,                                                           \
   SettingScope::Scope,                                                        \
   Key,                                                                        \
   SettingKind::Kind,                                                          \
   [] {                                                                        \
     setting_type::Kind Value = Default;                                       \
     return SettingValue(Value);                                               \
   }(),                                                                        \
   ValueName,                                                                  \
   Help},
#include "simulator/Settings.def"
  };
  return Infos;
}

const SettingInfo &settingInfo(SettingId Id) {
  return allSettings()[static_cast<size_t>(Id)];
}

const SettingInfo *findSetting(std::string_view Key) {
  for (const SettingInfo &I : allSettings())
    if (I.Key == Key)
      return &I;
  return nullptr;
}

namespace {

std::string trimmed(std::string_view S) {
  return llvm::StringRef(S.data(), S.size()).trim().str();
}

std::vector<std::string_view> kindIds() {
  std::vector<std::string_view> Ids;
  for (const WarningKindInfo &K : allWarningKinds())
    Ids.push_back(K.Id);
  return Ids;
}

} // namespace

std::string closestKey(std::string_view Key,
                       const std::vector<std::string_view> &Candidates) {
  std::string_view Best;
  size_t BestDistance = std::max<size_t>(2, Key.size() / 3) + 1;
  for (std::string_view C : Candidates) {
    size_t D = llvm::StringRef(Key.data(), Key.size())
                   .edit_distance(llvm::StringRef(C.data(), C.size()));
    if (D < BestDistance) {
      BestDistance = D;
      Best = C;
    }
  }
  return std::string(Best);
}

std::optional<std::string> CheckSet::apply(std::string_view List) {
  std::stringstream In{std::string(List)};
  std::string Entry;
  while (std::getline(In, Entry, ',')) {
    Entry = trimmed(Entry);
    if (Entry.empty())
      continue;
    bool Remove = Entry[0] == '-';
    std::string Glob = Remove ? trimmed(Entry.substr(1)) : Entry;
    bool Any = false;
    for (const WarningKindInfo &K : allWarningKinds())
      if (fnmatch(Glob.c_str(), std::string(K.Id).c_str(), 0) == 0) {
        On.set(static_cast<size_t>(K.Kind), !Remove);
        Any = true;
      }
    if (!Any) {
      std::string Near = closestKey(Glob, kindIds());
      return "unknown check '" + Glob + "'" +
             (Near.empty() ? "" : "; did you mean '" + Near + "'?") +
             " (the checks are the warning kinds of docs/checks.md)";
    }
  }
  return std::nullopt;
}

std::variant<SettingValue, std::string>
parseSettingValue(const SettingInfo &Info, std::string_view Raw) {
  std::string Text = trimmed(Raw);
  switch (Info.Kind) {
  case SettingKind::Count: {
    uint32_t N = 0;
    auto [End, Ec] = std::from_chars(Text.data(), Text.data() + Text.size(), N);
    if (Text.empty() || Ec != std::errc() || End != Text.data() + Text.size() ||
        N == 0)
      return "'" + Text + "' is not a count (a whole number of at least 1)";
    // Each thread has its stack and, compiling, Clang's: a machine has
    // far fewer cores than this.
    if (Info.Id == SettingId::Jobs && N > MaxJobs)
      return "'" + Text + "' threads is more than this machine can start (at most " +
             std::to_string(MaxJobs) + ")";
    return SettingValue(N);
  }
  case SettingKind::Seconds: {
    char *End = nullptr;
    double D = std::strtod(Text.c_str(), &End);
    if (Text.empty() || *End != '\0' || !std::isfinite(D) || D <= 0)
      return "'" + Text + "' is not a number of seconds above 0";
    return SettingValue(D);
  }
  case SettingKind::Flag: {
    std::string Lower;
    for (char C : Text)
      Lower += static_cast<char>(std::tolower(static_cast<unsigned char>(C)));
    if (Lower == "true" || Lower == "yes" || Lower == "on" || Lower == "1")
      return SettingValue(true);
    if (Lower == "false" || Lower == "no" || Lower == "off" || Lower == "0")
      return SettingValue(false);
    return "'" + Text + "' is not true or false";
  }
  case SettingKind::Choice: {
    std::stringstream Words{std::string(Info.ValueName)};
    std::string Word;
    while (std::getline(Words, Word, '|'))
      if (Word == Text)
        return SettingValue(Text);
    return "'" + Text + "' is not one of " + std::string(Info.ValueName);
  }
  case SettingKind::Checks: {
    CheckSet Probe;
    if (auto Error = Probe.apply(Text))
      return *Error;
    return SettingValue(Text);
  }
  case SettingKind::Path:
    // An empty name is no file (SQLite would take "" for a temporary
    // database, and the run would be lost).
    if (Text.empty())
      return std::string("needs a file name, not an empty string");
    return SettingValue(Text);
  case SettingKind::Paths:
  case SettingKind::Globs:
    if (Text.empty())
      return std::string(Info.Kind == SettingKind::Globs ? "an empty glob"
                                                         : "an empty path");
    return SettingValue(std::vector<std::string>{Text});
  }
  return std::string("unknown kind of setting");
}

std::variant<std::pair<SettingId, SettingValue>, std::string>
settingFromArgument(std::string_view Argument) {
  if (Argument == "--no-leaks")
    return std::pair{SettingId::Checks,
                     SettingValue(std::string(NoLeaksChecks))};
  if (Argument.substr(0, 2) != "--")
    return "'" + std::string(Argument) + "' is not --KEY=VALUE";
  std::string_view Body = Argument.substr(2);
  size_t Equals = Body.find('=');
  std::string_view Key = Body.substr(0, Equals);
  const SettingInfo *Info = findSetting(Key);
  if (!Info)
    return "unknown setting '" + std::string(Key) + "'";
  if (Equals == std::string_view::npos && Info->Kind != SettingKind::Flag)
    return "--" + std::string(Key) + " needs a value";
  auto Value = parseSettingValue(*Info, Equals == std::string_view::npos
                                            ? "true"
                                            : Body.substr(Equals + 1));
  if (auto *Error = std::get_if<std::string>(&Value))
    return "--" + std::string(Key) + ": " + *Error;
  return std::pair{Info->Id, std::get<SettingValue>(std::move(Value))};
}

std::string settingText(const SettingValue &Value) {
  struct Printer {
    std::string operator()(uint32_t N) const { return std::to_string(N); }
    std::string operator()(double D) const {
      std::ostringstream OS;
      OS << D; // shortest form: "10", "2.5"
      return OS.str();
    }
    std::string operator()(bool B) const { return B ? "true" : "false"; }
    std::string operator()(const std::string &S) const { return S; }
    std::string operator()(const std::vector<std::string> &L) const {
      std::string Out;
      for (const std::string &S : L)
        Out += (Out.empty() ? "" : ", ") + S;
      return Out;
    }
  };
  return std::visit(Printer{}, Value);
}

SettingValue simulationValue(const Settings &S, SettingId Id) {
  switch (Id) {
#define SIMULATION_SETTING(Field, Key, Kind, Default, ValueName, Help)         \
  case SettingId::Field:                                                       \
    return S.Field;
#include "simulator/Settings.def"
  default:
    break;
  }
  return SettingValue();
}

std::string hashedSettingsText(const RunSettings &Run,
                               const Settings &Function) {
  std::string Text;
  for (const SettingInfo &Info : allSettings())
    if (Info.hashed())
      Text += std::string(Info.Key) + "=" +
              settingText(Info.Scope == SettingScope::Simulation
                              ? simulationValue(Function, Info.Id)
                              : Run.get(Info.Id)) +
              "\n";
  return Text;
}

namespace {

/// Sets \p Field from \p Value, or adds to it for lists and check lists.
template <typename T>
void assign(T &Field, const SettingValue &Value, bool Accumulates) {
  const T &New = std::get<T>(Value);
  if constexpr (std::is_same_v<T, std::vector<std::string>>) {
    if (Accumulates) {
      Field.insert(Field.end(), New.begin(), New.end());
      return;
    }
  } else if constexpr (std::is_same_v<T, std::string>) {
    if (Accumulates && !Field.empty()) {
      Field += "," + New;
      return;
    }
  }
  Field = New;
}

void applySimulation(Settings &S, SettingId Id, const SettingValue &Value) {
  switch (Id) {
#define SIMULATION_SETTING(Field, Key, Kind, Default, ValueName, Help)         \
  case SettingId::Field:                                                       \
    assign(S.Field, Value, settingInfo(Id).accumulates());                     \
    break;
#include "simulator/Settings.def"
  default:
    break;
  }
}

/// The components of a normalized path or anchored pattern.
std::vector<std::string> segments(std::string_view Path) {
  std::vector<std::string> Out;
  std::string Part;
  for (char C : Path) {
    if (C == '/') {
      if (!Part.empty())
        Out.push_back(std::move(Part));
      Part.clear();
    } else {
      Part += C;
    }
  }
  if (!Part.empty())
    Out.push_back(std::move(Part));
  return Out;
}

/// Whether Pattern[P..] matches Path[S..] or a directory above it.
bool matchSegments(const std::vector<std::string> &Pattern, size_t P,
                   const std::vector<std::string> &Path, size_t S) {
  if (P == Pattern.size())
    return true; // the pattern named this path or a directory above it
  if (Pattern[P] == "**") {
    for (size_t Skip = S; Skip <= Path.size(); ++Skip)
      if (matchSegments(Pattern, P + 1, Path, Skip))
        return true;
    return false;
  }
  return S < Path.size() &&
         fnmatch(Pattern[P].c_str(), Path[S].c_str(), 0) == 0 &&
         matchSegments(Pattern, P + 1, Path, S + 1);
}

} // namespace

bool globMatchesPath(std::string_view Pattern, std::string_view Path) {
  std::vector<std::string> PathParts = segments(Path);
  if (Pattern.find('/') == std::string_view::npos) {
    std::string P(Pattern);
    return std::any_of(PathParts.begin(), PathParts.end(),
                       [&](const std::string &Part) {
                         return fnmatch(P.c_str(), Part.c_str(), 0) == 0;
                       });
  }
  return matchSegments(segments(Pattern), 0, PathParts, 0);
}

std::string anchorGlob(std::string_view Pattern, std::string_view BaseDir) {
  std::string P(Pattern);
  while (P.size() > 1 && P.back() == '/')
    P.pop_back();
  if (P.find('/') == std::string::npos || P[0] == '/')
    return P;
  std::string Anchored =
      (std::filesystem::path(BaseDir) / P).lexically_normal().string();
  while (Anchored.size() > 1 && Anchored.back() == '/')
    Anchored.pop_back();
  return Anchored;
}

bool globMatchesName(std::string_view Pattern, std::string_view Name) {
  return fnmatch(std::string(Pattern).c_str(), std::string(Name).c_str(), 0) ==
         0;
}

SettingValue RunSettings::get(SettingId Id) const {
  switch (Id) {
#define SIMULATION_SETTING(Field, Key, Kind, Default, ValueName, Help)         \
  case SettingId::Field:                                                       \
    return Sim.Field;
#define SETTING(Scope, Field, Key, Kind, Default, ValueName, Help)             \
  case SettingId::Field:                                                       \
    return Field;
#include "simulator/Settings.def"
  }
  return SettingValue();
}

void RunSettings::apply(SettingId Id, const SettingValue &Value) {
  bool Accumulates = settingInfo(Id).accumulates();
  switch (Id) {
#define SIMULATION_SETTING(Field, Key, Kind, Default, ValueName, Help)         \
  case SettingId::Field:                                                       \
    assign(Sim.Field, Value, Accumulates);                                     \
    break;
#define SETTING(Scope, Field, Key, Kind, Default, ValueName, Help)             \
  case SettingId::Field:                                                       \
    assign(Field, Value, Accumulates);                                         \
    break;
#include "simulator/Settings.def"
  }
}

FunctionSettings RunSettings::forFunction(std::string_view Name,
                                          std::string_view LinkageName,
                                          std::string_view File) const {
  if (SettingsForFile)
    if (const RunSettings *Nearer = SettingsForFile(File);
        Nearer && Nearer != this)
      return Nearer->forFunction(Name, LinkageName, File);
  FunctionSettings Out;
  Out.Sim = Sim;
  Out.Reported = reportsFile(File);
  // The check lists, in the order they apply (each was validated when read).
  std::vector<std::string_view> Lists{Checks};
  auto Take = [&](const std::pair<SettingId, SettingValue> &V) {
    const SettingInfo &Info = settingInfo(V.first);
    if (Info.Scope == SettingScope::Simulation)
      applySimulation(Out.Sim, V.first, V.second);
    else if (Info.Kind == SettingKind::Checks)
      Lists.push_back(std::get<std::string>(V.second));
  };
  bool Any = false;
  for (auto By :
       {SettingsOverride::Match::Path, SettingsOverride::Match::Function})
    for (const SettingsOverride &O : Overrides) {
      if (O.By != By)
        continue;
      bool Matches = std::any_of(
          O.Patterns.begin(), O.Patterns.end(), [&](const std::string &P) {
            return By == SettingsOverride::Match::Path
                       ? globMatchesPath(P, File)
                       : globMatchesName(P, Name) ||
                             globMatchesName(P, LinkageName);
          });
      if (!Matches)
        continue;
      Any = true;
      for (const auto &V : O.Values)
        Take(V);
    }
  // The command line wins over the file's overrides: its values again, last.
  if (Any)
    for (const auto &V : CommandLine)
      if (settingInfo(V.first).perFunction())
        Take(V);
  for (std::string_view L : Lists)
    Out.Checks.apply(L);
  return Out;
}

uint32_t RunSettings::threads() const {
  if (Jobs)
    return Jobs;
  // The CPUs this process may run on: a CI container's cpuset, not the
  // host's count.
  cpu_set_t Mask;
  CPU_ZERO(&Mask);
  int N = sched_getaffinity(0, sizeof Mask, &Mask) == 0 ? CPU_COUNT(&Mask) : 0;
  return std::clamp<uint32_t>(N > 0 ? static_cast<uint32_t>(N) : 1, 1, MaxJobs);
}

bool RunSettings::reportsFile(std::string_view File) const {
  auto Matches = [&](const std::vector<std::string> &Globs) {
    return std::any_of(Globs.begin(), Globs.end(), [&](const std::string &G) {
      return globMatchesPath(G, File);
    });
  };
  if (!Include.empty() && !Matches(Include))
    return false;
  return !Matches(Exclude);
}

} // namespace pathsim
