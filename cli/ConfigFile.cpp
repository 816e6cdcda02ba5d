//===- cli/ConfigFile.cpp - .pathsim.yaml: settings for a project ---------===//
#include "cli/ConfigFile.h"
#include "store/Database.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <filesystem>
#include <set>

#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace pathsim::cli {

std::optional<std::string> findConfigFile(const std::string &StartDir,
                                          std::vector<std::string> *Skipped) {
  std::error_code EC;
  fs::path Dir = fs::absolute(StartDir, EC).lexically_normal();
  if (EC)
    return std::nullopt;
  for (;;) {
    fs::path Candidate = Dir / ConfigFileName;
    struct stat St;
    if (::stat(Candidate.c_str(), &St) == 0 && S_ISREG(St.st_mode)) {
      std::string Why;
      if (St.st_uid != ::geteuid() && St.st_uid != 0)
        Why = "it belongs to another user (uid " + std::to_string(St.st_uid) +
              ")";
      else if (St.st_mode & S_IWOTH)
        Why = "anyone may write it";
      if (Why.empty())
        return Candidate.string();
      if (Skipped)
        Skipped->push_back("'" + Candidate.string() + "' is not read: " + Why +
                           " (name it with --config to use it)");
    }
    // The repository's root is as far as a project's settings go.
    if (fs::exists(Dir / ".git", EC) || !Dir.has_relative_path())
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
  if (!EC) {
    auto [RootEnd, TargetAt] =
        std::mismatch(Root.begin(), Root.end(), Target.begin(), Target.end());
    if (RootEnd == Root.end() && TargetAt != Target.end())
      return std::nullopt;
  }
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
class Reader {
public:
  Reader(std::string Dir) : Dir(std::move(Dir)) {}

  void readRoot(const YAML::Node &Root, RunSettings &Out) {
    if (Root.IsNull())
      return; // an empty file: no settings
    if (!Root.IsMap())
      throw ConfigError{Root.Mark(), "the file must be a map of settings "
                                     "(key: value lines)"};
    std::set<std::string> Seen;
    for (const auto &Entry : Root) {
      std::string Key = keyOf(Entry.first, Seen);
      if (Key == "functions" || Key == "paths") {
        readOverrides(Entry.second,
                      Key == "functions" ? SettingsOverride::Match::Function
                                         : SettingsOverride::Match::Path,
                      Out);
        continue;
      }
      const SettingInfo &Info = settingFor(Entry.first, Key, /*Top=*/true);
      Out.apply(Info.Id, valueOf(Info, Entry.second));
    }
  }

private:
  std::string Dir; ///< the file's directory: paths are relative to it

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
                                          RunSettings &Settings) {
  std::error_code EC;
  std::string Absolute = fs::absolute(Path, EC).lexically_normal().string();
  if (EC || !fs::is_regular_file(Absolute, EC))
    return Path + ": error: no such configuration file";
  RunSettings Read = Settings;
  try {
    YAML::Node Root = YAML::LoadFile(Absolute);
    Reader R(fs::path(Absolute).parent_path().string());
    R.readRoot(Root, Read);
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
  return std::nullopt;
}

} // namespace pathsim::cli
