//===- cli/ConfigTree.cpp - the .pathsim.yaml nearest to each file --------===//
#include "cli/ConfigTree.h"
#include "store/Database.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <filesystem>

namespace fs = std::filesystem;

namespace pathsim::cli {

namespace {

std::string normalDir(const fs::path &Dir) {
  std::string D = Dir.lexically_normal().string();
  while (D.size() > 1 && D.back() == '/')
    D.pop_back();
  return D;
}

} // namespace

ConfigTree::ConfigTree(ConfigLayer RunLayer,
                       std::vector<std::pair<SettingId, SettingValue>> Given,
                       const std::vector<std::string> &Shown)
    : Run(std::make_unique<ConfigLayer>(std::move(RunLayer))),
      Given(std::move(Given)), Seen(Shown.begin(), Shown.end()) {
  Run->IsRun = true;
}

void ConfigTree::message(std::string Text) {
  if (Seen.insert(Text).second)
    Messages.push_back(std::move(Text));
}

std::vector<std::string> ConfigTree::takeMessages() {
  std::lock_guard<std::mutex> Guard(Lock);
  return std::exchange(Messages, {});
}

std::vector<std::string> ConfigTree::filesUsed() const {
  std::lock_guard<std::mutex> Guard(Lock);
  std::vector<std::string> Used;
  for (const auto &[File, Layer] : ByFile)
    if (Layer)
      Used.push_back(File);
  return Used;
}

bool ConfigTree::hadErrors() const {
  std::lock_guard<std::mutex> Guard(Lock);
  return Errors;
}

const ConfigLayer &ConfigTree::forFile(std::string_view File) {
  if (File.empty())
    return *Run;
  std::error_code EC;
  fs::path Path = fs::absolute(fs::path(File), EC);
  if (EC)
    return *Run;
  std::lock_guard<std::mutex> Guard(Lock);
  return *forDir(normalDir(Path.parent_path()));
}

const ConfigLayer *ConfigTree::forDir(const std::string &Dir) {
  if (auto It = ByDir.find(Dir); It != ByDir.end())
    return It->second;
  const ConfigLayer *Found = nullptr;
  std::string Candidate = (fs::path(Dir) / ConfigFileName).string();
  std::string Why;
  if (configCandidate(Candidate, Why)) {
    if (!Why.empty())
      message("pathsim: warning: '" + Candidate + "' is not read: " + Why +
              " (name it with --config to use it)");
    else if (Candidate == Run->Settings.ConfigFile)
      Found = Run.get();
    else
      Found = forConfig(Candidate); // null when it cannot be used
  }
  if (!Found)
    Found = isConfigBoundary(Dir) ? Run.get()
                                  : forDir(normalDir(fs::path(Dir).parent_path()));
  ByDir.emplace(Dir, Found);
  return Found;
}

const ConfigLayer *ConfigTree::forConfig(const std::string &File) {
  if (auto It = ByFile.find(File); It != ByFile.end())
    return It->second.get();
  ByFile.emplace(File, nullptr);
  auto Layer = std::make_unique<ConfigLayer>();
  std::string Dir = normalDir(fs::path(File).parent_path());
  std::vector<std::string> Warnings, Above;
  ConfigReadOptions Options;
  Options.PerFileOnly = true;
  Options.Origins = &Layer->Origins;
  Options.Warnings = &Warnings;
  Options.Parent = [&](RunSettings &Base,
                       SettingOrigins &From) -> std::optional<std::string> {
    const ConfigLayer *Parent =
        isConfigBoundary(Dir) ? Run.get()
                              : forDir(normalDir(fs::path(Dir).parent_path()));
    Base = Parent->FromFiles;
    From = Parent->Origins;
    Above = Parent->Files;
    return std::nullopt;
  };
  auto Error = readConfigFile(File, Layer->FromFiles, Options);
  for (std::string &W : Warnings)
    message(std::move(W));
  if (Error) {
    message(*Error);
    message("pathsim analyze: '" + File +
            "' is not used: the files under " + Dir +
            " take the configuration above it");
    Errors = true;
    return nullptr;
  }
  Layer->Files.push_back(File);
  Layer->Files.insert(Layer->Files.end(), Above.begin(), Above.end());
  Layer->Settings = Layer->FromFiles;
  for (const auto &[Id, Value] : Given)
    Layer->Settings.apply(Id, Value);
  Layer->Settings.CommandLine = Given;
  const ConfigLayer *Made = Layer.get();
  ByFile[File] = std::move(Layer);
  return Made;
}

namespace {

/// A YAML double-quoted scalar.
std::string yamlQuoted(std::string_view S) {
  std::string Out = "\"";
  for (char C : S) {
    unsigned char U = static_cast<unsigned char>(C);
    if (C == '"' || C == '\\') {
      Out += '\\';
      Out += C;
    } else if (U < 0x20 || U == 0x7f) {
      static const char Hex[] = "0123456789abcdef";
      Out += "\\x";
      Out += Hex[U >> 4];
      Out += Hex[U & 15];
    } else {
      Out += C;
    }
  }
  return Out + "\"";
}

std::string yamlValue(const SettingValue &V) {
  if (const auto *S = std::get_if<std::string>(&V))
    return yamlQuoted(*S);
  if (const auto *L = std::get_if<std::vector<std::string>>(&V)) {
    std::string Out = "[";
    for (const std::string &S : *L)
      Out += (Out.size() > 1 ? ", " : "") + yamlQuoted(S);
    return Out + "]";
  }
  return settingText(V);
}

/// Whether the file may give this setting (per function, or which files
/// are reported); the others are the run's.
bool perFile(const SettingInfo &Info) {
  return Info.perFunction() || Info.Id == SettingId::Exclude ||
         Info.Id == SettingId::Include;
}

std::string joined(const std::vector<std::string> &Items) {
  std::string Out;
  for (const std::string &I : Items)
    Out += (Out.empty() ? "" : ", ") + I;
  return Out;
}

} // namespace

void printConfig(llvm::raw_ostream &OS, std::string_view File,
                 const ConfigLayer &Layer, const ConfigLayer &Run,
                 const std::vector<std::pair<SettingId, SettingValue>> &Given,
                 bool Explain) {
  OS << "# The configuration of " << File << ": ";
  if (Layer.Files.empty())
    OS << "no configuration file";
  else
    OS << joined(Layer.Files) << (Layer.Files.size() > 1 ? " (nearest first)" : "");
  if (!Given.empty())
    OS << "; the command line over it";
  OS << "\n";
  if (!Layer.IsRun && !Run.Files.empty())
    OS << "# The settings of the whole run from the run's: "
       << joined(Run.Files) << "\n";
  for (const SettingInfo &Info : allSettings()) {
    const ConfigLayer &From = perFile(Info) ? Layer : Run;
    SettingValue Value = From.Settings.get(Info.Id);
    if (Info.Id == SettingId::Db)
      Value = store::displayName(std::get<std::string>(Value));
    std::string Text = yamlValue(Value);
    // A value no file could give (no --sarif, -j's CPUs) stays a comment.
    bool Unset = (Info.Kind == SettingKind::Path &&
                  std::get<std::string>(Value).empty()) ||
                 (Info.Kind == SettingKind::Count &&
                  std::get<uint32_t>(Value) == 0);
    std::string Line = std::string(Unset ? "# " : "") + std::string(Info.Key) +
                       ": " + (Unset ? "(none)" : Text);
    OS << Line;
    if (Explain) {
      std::vector<std::string> Origins;
      if (auto It = From.Origins.find(Info.Id); It != From.Origins.end())
        Origins = It->second;
      if (std::any_of(Given.begin(), Given.end(),
                      [&](const auto &G) { return G.first == Info.Id; }))
        Origins.push_back("the command line");
      if (Origins.empty())
        Origins.push_back("the default");
      OS.indent(Line.size() < 40 ? 40 - Line.size() : 1)
          << "# " << joined(Origins) << "\n";
    } else {
      OS << "\n";
    }
  }
  for (auto By :
       {SettingsOverride::Match::Function, SettingsOverride::Match::Path}) {
    bool Any = false;
    for (const SettingsOverride &O : Layer.Settings.Overrides) {
      if (O.By != By)
        continue;
      if (!Any)
        OS << (By == SettingsOverride::Match::Function ? "functions:\n"
                                                         : "paths:\n");
      Any = true;
      std::string Match = "  - match: " + yamlValue(SettingValue(O.Patterns));
      OS << Match;
      if (Explain)
        OS.indent(Match.size() < 40 ? 40 - Match.size() : 1) << "# "
                                                             << O.Where;
      OS << "\n";
      for (const auto &[Id, Value] : O.Values)
        OS << "    " << settingInfo(Id).Key << ": " << yamlValue(Value) << "\n";
    }
  }
}

} // namespace pathsim::cli
