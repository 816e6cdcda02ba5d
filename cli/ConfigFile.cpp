//===- cli/ConfigFile.cpp - .pathsim.yaml: settings for a project ---------===//
#include "cli/ConfigFile.h"
#include "sourcemap/PathWithin.h"
#include "store/Database.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace pathsim::cli {

bool isConfigBoundary(const std::string &Dir) {
  std::error_code EC;
  return fs::exists(fs::path(Dir) / ".git", EC) ||
         !fs::path(Dir).has_relative_path();
}

bool configCandidate(const std::string &Candidate, std::string &Why) {
  Why.clear();
  struct stat St;
  if (::stat(Candidate.c_str(), &St) != 0 || !S_ISREG(St.st_mode))
    return false;
  if (St.st_uid != ::geteuid() && St.st_uid != 0) {
    Why = "it belongs to another user (uid " + std::to_string(St.st_uid) + ")";
    return true;
  }
  if (St.st_mode & S_IWOTH) {
    Why = "anyone may write it";
    return true;
  }
  // A link (the file's or a directory's on the way) may not lead out of the
  // repository: a hostile checkout's `.pathsim.yaml -> /etc/shadow` would
  // print the secret's lines in "unknown key" errors.
  fs::path Dir = fs::path(Candidate).parent_path();
  fs::path Root = Dir;
  bool InRepository = false;
  for (fs::path Up = Dir;; Up = Up.parent_path()) {
    if (isConfigBoundary(Up.string())) {
      InRepository = Up.has_relative_path();
      if (InRepository)
        Root = Up;
      break;
    }
  }
  std::error_code EC, RootEC;
  fs::path Real = fs::canonical(Candidate, EC);
  fs::path RealRoot = fs::canonical(Root, RootEC);
  if (EC || RootEC || !pathWithin(Real, RealRoot))
    Why = "it is a link, or lies in a linked directory, that leads outside " +
          std::string(InRepository ? "the repository" : "its directory") +
          " (" + Root.string() + ")";
  return true;
}

std::optional<std::string> findConfigFile(const std::string &StartDir,
                                          std::vector<std::string> *Skipped) {
  std::error_code EC;
  fs::path Dir = fs::absolute(StartDir, EC).lexically_normal();
  if (EC)
    return std::nullopt;
  while (Dir.has_relative_path() && !Dir.has_filename())
    Dir = Dir.parent_path(); // "/src/proj/" as "/src/proj"
  for (;;) {
    fs::path Candidate = Dir / ConfigFileName;
    std::string Why;
    if (configCandidate(Candidate.string(), Why)) {
      if (Why.empty())
        return Candidate.string();
      if (Skipped)
        Skipped->push_back("'" + Candidate.string() + "' is not read: " + Why +
                           " (name it with --config to use it)");
    }
    // The repository's root is as far as a project's settings go.
    if (isConfigBoundary(Dir.string()))
      return std::nullopt;
    Dir = Dir.parent_path();
  }
}

std::optional<std::string> outputOutsideProject(const std::string &ConfigFile,
                                                std::string_view Key,
                                                const std::string &Path) {
  std::error_code EC;
  fs::path Root = fs::weakly_canonical(fs::path(ConfigFile).parent_path(), EC);
  fs::path Target = fs::weakly_canonical(fs::absolute(Path, EC), EC);
  if (!EC && Target != Root && pathWithin(Target, Root))
    return std::nullopt;
  return ConfigFile + ": error: '" + std::string(Key) + ": " + Path +
         "' names a file outside the project (" + Root.string() +
         "); a configuration file writes only inside its directory: give "
         "--" + std::string(Key) + " on the command line to write there";
}

namespace {

/// A problem at a place of the file.
struct ConfigError {
  YAML::Mark At;
  std::string Message;
};

/// Reads one file; throws ConfigError.
/// The key that merges a file with its parent directory's.
constexpr const char *InheritKey = "inherit-parent";

/// Whether a setting may be given in a file below the run's configuration:
/// those that may differ per function, and which files' warnings are
/// reported.
bool perFileSetting(const SettingInfo &Info) {
  return Info.perFunction() || Info.Id == SettingId::Exclude ||
         Info.Id == SettingId::Include;
}

std::string at(const std::string &File, const YAML::Mark &Mark) {
  return File + ":" + std::to_string(Mark.line + 1) + ":" +
         std::to_string(Mark.column + 1);
}

/// Reads one file; throws ConfigError.
class Reader {
public:
  Reader(std::string Dir, std::string File, const ConfigReadOptions &Options)
      : Dir(std::move(Dir)), File(std::move(File)), Options(Options) {}

  /// The file's `inherit-parent:` (false when not given).
  bool inherits(const YAML::Node &Root) {
    if (!Root.IsMap())
      return false;
    for (const auto &Entry : Root)
      if (Entry.first.IsScalar() && Entry.first.Scalar() == InheritKey) {
        static const SettingInfo Flag{SettingId::Fresh, SettingScope::Output,
                                      InheritKey, SettingKind::Flag,
                                      false, "", ""};
        return std::get<bool>(parsed(Flag, Entry.second,
                                     scalar(Flag, Entry.second)));
      }
    return false;
  }

  void readRoot(const YAML::Node &Root, RunSettings &Out,
                SettingOrigins &Origins) {
    if (Root.IsNull())
      return; // an empty file: no settings
    if (!Root.IsMap())
      throw ConfigError{Root.Mark(), "the file must be a map of settings "
                                     "(key: value lines)"};
    std::set<std::string> Seen;
    for (const auto &Entry : Root) {
      std::string Key = keyOf(Entry.first, Seen);
      if (Key == InheritKey)
        continue; // read first, by inherits()
      if (Key == "functions" || Key == "paths") {
        readOverrides(Entry.second,
                      Key == "functions" ? SettingsOverride::Match::Function
                                         : SettingsOverride::Match::Path,
                      Out);
        continue;
      }
      const SettingInfo &Info = settingFor(Entry.first, Key, /*Top=*/true);
      SettingValue Value = valueOf(Info, Entry.second);
      if (Options.PerFileOnly && !perFileSetting(Info)) {
        if (Options.Warnings)
          Options.Warnings->push_back(
              at(File, Entry.first.Mark()) + ": warning: '" + Key +
              "' applies to the whole run: only the run's configuration "
              "file sets it (the nearest .pathsim.yaml above the -p "
              "directory or the current one); ignored here");
        continue;
      }
      Out.apply(Info.Id, Value);
      std::vector<std::string> &From = Origins[Info.Id];
      if (!Info.accumulates())
        From.clear();
      From.push_back(at(File, Entry.first.Mark()));
    }
  }

private:
  std::string Dir;  ///< the file's directory: paths are relative to it
  std::string File; ///< as messages name it
  const ConfigReadOptions &Options;

  /// A map's key: a scalar, not seen before in that map.
  std::string keyOf(const YAML::Node &Key, std::set<std::string> &Seen) {
    if (!Key.IsScalar())
      throw ConfigError{Key.Mark(), "a key must be a plain word"};
    std::string Name = Key.Scalar();
    if (!Seen.insert(Name).second)
      throw ConfigError{Key.Mark(), "'" + Name + "' is given twice"};
    return Name;
  }

  const SettingInfo &settingFor(const YAML::Node &At, const std::string &Key,
                                bool Top) {
    std::vector<std::string_view> Keys;
    for (const SettingInfo &I : allSettings())
      if (Top || I.perFunction())
        Keys.push_back(I.Key);
    if (Top) {
      Keys.push_back("functions");
      Keys.push_back("paths");
      Keys.push_back(InheritKey);
    } else {
      Keys.push_back("match");
    }
    const SettingInfo *Info = findSetting(Key);
    if (Info && (Top || Info->perFunction()))
      return *Info;
    std::string Message =
        Info ? "'" + Key +
                   "' cannot differ per function or path; only the "
                   "simulation limits and checks can (" +
                   perFunctionKeys() + ")"
             : "unknown key '" + Key + "'";
    if (!Info)
      if (std::string Near = closestKey(Key, Keys); !Near.empty())
        Message += "; did you mean '" + Near + "'?";
    throw ConfigError{At.Mark(), Message};
  }

  static std::string perFunctionKeys() {
    std::string Out;
    for (const SettingInfo &I : allSettings())
      if (I.perFunction())
        Out += (Out.empty() ? "" : ", ") + std::string(I.Key);
    return Out;
  }

  /// A scalar's text, or a message saying a single value was expected.
  std::string scalar(const SettingInfo &Info, const YAML::Node &Node) {
    if (!Node.IsScalar())
      throw ConfigError{Node.Mark(), "'" + std::string(Info.Key) +
                                         "' takes a single value, not " +
                                         (Node.IsSequence() ? "a list"
                                          : Node.IsMap()    ? "a map"
                                                            : "nothing")};
    return Node.Scalar();
  }

  SettingValue parsed(const SettingInfo &Info, const YAML::Node &Node,
                      const std::string &Text) {
    auto V = parseSettingValue(Info, Text);
    if (auto *Error = std::get_if<std::string>(&V))
      throw ConfigError{Node.Mark(),
                        "'" + std::string(Info.Key) + "': " + *Error};
    return std::get<SettingValue>(std::move(V));
  }

  /// A path, as the file means it: relative to its directory.
  std::string path(const std::string &P) {
    return fs::path(P).is_absolute()
               ? P
               : (fs::path(Dir) / P).lexically_normal().string();
  }

  SettingValue valueOf(const SettingInfo &Info, const YAML::Node &Node) {
    bool List = Info.Kind == SettingKind::Paths ||
                Info.Kind == SettingKind::Globs ||
                Info.Kind == SettingKind::Checks;
    if (!List || Node.IsScalar()) {
      SettingValue V = parsed(Info, Node, scalar(Info, Node));
      // A file may aim the run's outputs only inside its own directory
      // (docs/security.md): a database server is named by --db or
      // PATHSIM_DB, never by a file found on the way up.
      if (Info.Kind == SettingKind::Path &&
          store::isPostgresUrl(std::get<std::string>(V)))
        throw ConfigError{Node.Mark(),
                          "'" + std::string(Info.Key) +
                              "': a configuration file does not name a "
                              "database server; give it with --db or "
                              "PATHSIM_DB"};
      return resolved(Info, std::move(V));
    }
    if (!Node.IsSequence())
      throw ConfigError{Node.Mark(), "'" + std::string(Info.Key) +
                                         "' takes a value or a list of them"};
    // A list: each item checked where it is; check lists joined by commas.
    std::vector<std::string> Items;
    std::string Checks;
    for (const YAML::Node &Item : Node) {
      SettingValue V = parsed(Info, Item, scalar(Info, Item));
      if (Info.Kind == SettingKind::Checks) {
        Checks += (Checks.empty() ? "" : ",") + std::get<std::string>(V);
      } else {
        SettingValue Resolved = resolved(Info, std::move(V));
        for (std::string &S : std::get<std::vector<std::string>>(Resolved))
          Items.push_back(std::move(S));
      }
    }
    if (Info.Kind == SettingKind::Checks)
      return SettingValue(Checks);
    return SettingValue(Items);
  }

  /// Paths and globs taken relative to the file's directory.
  SettingValue resolved(const SettingInfo &Info, SettingValue V) {
    if (Info.Kind == SettingKind::Path)
      return SettingValue(path(std::get<std::string>(V)));
    if (Info.Kind == SettingKind::Paths || Info.Kind == SettingKind::Globs)
      for (std::string &S : std::get<std::vector<std::string>>(V))
        S = Info.Kind == SettingKind::Paths ? path(S) : anchorGlob(S, Dir);
    return V;
  }

  void readOverrides(const YAML::Node &List, SettingsOverride::Match By,
                     RunSettings &Out) {
    const char *What =
        By == SettingsOverride::Match::Function ? "functions" : "paths";
    if (List.IsNull())
      return;
    if (!List.IsSequence())
      throw ConfigError{List.Mark(),
                        std::string("'") + What +
                            "' takes a list of entries, each '- match: ...' "
                            "and settings"};
    for (const YAML::Node &Entry : List) {
      if (!Entry.IsMap())
        throw ConfigError{Entry.Mark(),
                          std::string("an entry of '") + What +
                              "' must be a map: match and settings"};
      SettingsOverride O;
      O.By = By;
      O.Where = ":" + std::to_string(Entry.Mark().line + 1) + ":" +
                std::to_string(Entry.Mark().column + 1);
      std::set<std::string> Seen;
      for (const auto &Pair : Entry) {
        std::string Key = keyOf(Pair.first, Seen);
        if (Key == "match") {
          O.Patterns = patterns(Pair.second, By);
          continue;
        }
        const SettingInfo &Info = settingFor(Pair.first, Key, /*Top=*/false);
        O.Values.emplace_back(Info.Id, valueOf(Info, Pair.second));
      }
      if (O.Patterns.empty())
        throw ConfigError{Entry.Mark(),
                          std::string("an entry of '") + What +
                              "' needs 'match:' (a glob or a list of them)"};
      Out.Overrides.push_back(std::move(O));
    }
  }

  std::vector<std::string> patterns(const YAML::Node &Node,
                                    SettingsOverride::Match By) {
    std::vector<std::string> Out;
    auto Add = [&](const YAML::Node &Item) {
      if (!Item.IsScalar() || Item.Scalar().empty())
        throw ConfigError{Item.Mark(), "'match' takes a glob or a list of "
                                       "globs"};
      Out.push_back(By == SettingsOverride::Match::Path
                        ? anchorGlob(Item.Scalar(), Dir)
                        : Item.Scalar());
    };
    if (Node.IsSequence())
      for (const YAML::Node &Item : Node)
        Add(Item);
    else
      Add(Node);
    return Out;
  }
};

std::string located(const std::string &File, const YAML::Mark &At,
                    const std::string &Message) {
  std::string Out = File;
  if (!At.is_null())
    Out +=
        ":" + std::to_string(At.line + 1) + ":" + std::to_string(At.column + 1);
  return Out + ": error: " + Message;
}

} // namespace

std::optional<std::string> readConfigFile(const std::string &Path,
                                          RunSettings &Settings,
                                          const ConfigReadOptions &Options) {
  std::error_code EC;
  std::string Absolute = fs::absolute(Path, EC).lexically_normal().string();
  // Read with a bound: a FIFO, a device or a huge file is no configuration.
  struct stat St;
  if (EC || ::stat(Absolute.c_str(), &St) != 0 || !S_ISREG(St.st_mode))
    return Path + ": error: no such configuration file";
  if (static_cast<uint64_t>(St.st_size) > MaxConfigBytes)
    return Path + ": error: the file has " + std::to_string(St.st_size) +
           " bytes; a configuration file has at most " +
           std::to_string(MaxConfigBytes);
  std::string Text;
  {
    std::ifstream In(Absolute, std::ios::binary);
    if (!In)
      return Path + ": error: cannot be read";
    Text.resize(MaxConfigBytes + 1);
    In.read(Text.data(), static_cast<std::streamsize>(Text.size()));
    Text.resize(static_cast<size_t>(In.gcount()));
    if (Text.size() > MaxConfigBytes)
      return Path + ": error: the file has more than " +
             std::to_string(MaxConfigBytes) +
             " bytes; a configuration file has at most that";
  }
  RunSettings Read = Settings;
  SettingOrigins Origins = Options.Origins ? *Options.Origins : SettingOrigins();
  std::vector<std::string> Warnings;
  ConfigReadOptions Local = Options;
  Local.Warnings = &Warnings;
  try {
    YAML::Node Root = YAML::Load(Text);
    Reader R(fs::path(Absolute).parent_path().string(), Path, Local);
    if (R.inherits(Root) && Options.Parent)
      if (auto Error = Options.Parent(Read, Origins))
        return Error;
    R.readRoot(Root, Read, Origins);
  } catch (const ConfigError &E) {
    return located(Path, E.At, E.Message);
  } catch (const YAML::Exception &E) {
    std::string Message = E.msg;
    if (Message.find("alias") != std::string::npos)
      Message += " (a value that starts with '*' must be quoted: \"*\")";
    return located(Path, E.mark, Message);
  }
  for (SettingsOverride &O : Read.Overrides)
    if (O.Where.front() == ':')
      O.Where = Path + O.Where;
  Read.ConfigFile = Absolute;
  Settings = std::move(Read);
  if (Options.Origins)
    *Options.Origins = std::move(Origins);
  if (Options.Warnings)
    Options.Warnings->insert(Options.Warnings->end(), Warnings.begin(),
                             Warnings.end());
  return std::nullopt;
}

std::optional<std::string> readConfigChain(const std::string &Path,
                                           RunSettings &Settings,
                                           SettingOrigins *Origins,
                                           std::vector<std::string> *Read,
                                           std::vector<std::string> *Skipped) {
  ConfigReadOptions Options;
  Options.Origins = Origins;
  std::vector<std::string> Above;
  // The files above, nearest first, until one does not inherit: each is
  // read over the next one's settings.
  Options.Parent = [Path, Skipped, &Above](RunSettings &Base,
                                   SettingOrigins &From) -> std::optional<std::string> {
    std::error_code EC;
    fs::path Dir =
        fs::absolute(Path, EC).lexically_normal().parent_path();
    if (isConfigBoundary(Dir.string()))
      return std::nullopt; // the repository's root: nothing above
    std::optional<std::string> Parent =
        findConfigFile(Dir.parent_path().string(), Skipped);
    if (!Parent)
      return std::nullopt;
    return readConfigChain(*Parent, Base, &From, &Above, Skipped);
  };
  auto Error = readConfigFile(Path, Settings, Options);
  if (!Error && Read) {
    Read->push_back(Settings.ConfigFile);
    Read->insert(Read->end(), Above.begin(), Above.end());
  }
  return Error;
}

std::string originFile(const std::string &Where) {
  std::string File = Where;
  for (int Part = 0; Part < 2; ++Part)
    if (size_t Colon = File.rfind(':'); Colon != std::string::npos)
      File.erase(Colon);
  return File;
}

} // namespace pathsim::cli
