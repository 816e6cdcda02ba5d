//===- sourcemap/SourceMap.cpp --------------------------------------------===//
#include "sourcemap/SourceMap.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <mutex>

namespace pathsim::frontend {

/// Lines of the files lineText() has read, kept for later calls.
struct SourceMap::LineCache {
  std::mutex Mutex;
  std::unordered_map<std::string, std::vector<std::string>> Files;
};

SourceMap::SourceMap() : Lines(std::make_unique<LineCache>()) {}
SourceMap::SourceMap(Contents C)
    : Data(std::move(C)), Lines(std::make_unique<LineCache>()) {}
SourceMap::SourceMap(SourceMap &&) noexcept = default;
SourceMap &SourceMap::operator=(SourceMap &&) noexcept = default;
SourceMap::~SourceMap() = default;

const SourceMap::FileTexts *SourceMap::find(const std::string &File) const {
  auto It = Data.Files.find(File);
  return It == Data.Files.end() ? nullptr : &It->second;
}

template <typename Map>
static const typename Map::mapped_type *lookup(const Map &M, SourcePos Pos) {
  auto It = M.find(Pos);
  return It == M.end() ? nullptr : &It->second;
}

const ConditionText *SourceMap::condition(const std::string &File,
                                          SourcePos Pos) const {
  const FileTexts *E = find(File);
  return E ? lookup(E->Conditions, Pos) : nullptr;
}

const std::string *SourceMap::callText(const std::string &File,
                                       SourcePos Pos) const {
  const FileTexts *E = find(File);
  return E ? lookup(E->Calls, Pos) : nullptr;
}

const std::string *SourceMap::switchCondition(const std::string &File,
                                              SourcePos Pos) const {
  const FileTexts *E = find(File);
  return E ? lookup(E->Switches, Pos) : nullptr;
}

bool SourceMap::isStatementLine(const std::string &File, uint32_t Line) const {
  const FileTexts *E = find(File);
  return E && E->StatementLines.count(Line);
}

bool SourceMap::isMacroBranch(const std::string &File, SourcePos Pos) const {
  const FileTexts *E = find(File);
  return E && E->MacroBranches.count(Pos);
}

bool SourceMap::coversEveryEnumerator(const std::string &File,
                                      SourcePos Pos) const {
  const FileTexts *E = find(File);
  return E && E->EnumSwitches.count(Pos);
}

const FunctionSource *SourceMap::function(const std::string &Name) const {
  auto It = Data.Functions.find(Name);
  return It == Data.Functions.end() ? nullptr : &It->second;
}

std::string SourceMap::lineText(const std::string &File, uint32_t Line) const {
  if (Line == 0 || !Lines)
    return {};
  std::lock_guard<std::mutex> Lock(Lines->Mutex);
  auto [It, Inserted] = Lines->Files.try_emplace(File);
  std::vector<std::string> &Text = It->second;
  if (Inserted) {
    std::ifstream In(File, std::ios::binary);
    for (std::string L; std::getline(In, L);) {
      if (!L.empty() && L.back() == '\r')
        L.pop_back();
      Text.push_back(std::move(L));
    }
  }
  return Line <= Text.size() ? Text[Line - 1] : std::string();
}

void SourceMap::setCondition(const std::string &File, SourcePos Pos,
                             ConditionText Text) {
  Data.Files[File].Conditions[Pos] = std::move(Text);
}

void SourceMap::setCallText(const std::string &File, SourcePos Pos,
                            std::string Text) {
  Data.Files[File].Calls[Pos] = std::move(Text);
}

void SourceMap::setSwitchCondition(const std::string &File, SourcePos Pos,
                                   std::string Text) {
  Data.Files[File].Switches[Pos] = std::move(Text);
}

void SourceMap::addStatementLine(const std::string &File, uint32_t Line) {
  Data.Files[File].StatementLines.insert(Line);
}

void SourceMap::addMacroBranch(const std::string &File, SourcePos Pos) {
  Data.Files[File].MacroBranches.insert(Pos);
}

void SourceMap::addEnumSwitch(const std::string &File, SourcePos Pos) {
  Data.Files[File].EnumSwitches.insert(Pos);
}

void SourceMap::addFunction(FunctionSource Function) {
  std::string Key = Function.LinkageName;
  Data.Functions[Key] = std::move(Function);
}

const std::vector<bool> *
SourceMap::readOnlyParams(const std::string &LinkageName) const {
  auto It = Data.ReadOnlyParams.find(LinkageName);
  return It == Data.ReadOnlyParams.end() ? nullptr : &It->second;
}

void SourceMap::setReadOnlyParams(const std::string &LinkageName,
                                  std::vector<bool> ReadOnly) {
  Data.ReadOnlyParams[LinkageName] = std::move(ReadOnly);
}

const FunctionDeclaration *
SourceMap::declaration(const std::string &LinkageName) const {
  auto It = Data.Declarations.find(LinkageName);
  return It == Data.Declarations.end() ? nullptr : &It->second;
}

void SourceMap::setDeclaration(const std::string &LinkageName,
                               FunctionDeclaration Declaration) {
  Data.Declarations[LinkageName] = std::move(Declaration);
}

std::vector<const FunctionSource *> SourceMap::functions() const {
  std::vector<const FunctionSource *> Result;
  for (const auto &[Name, F] : Data.Functions)
    Result.push_back(&F);
  return Result;
}

std::vector<std::string> SourceMap::files() const {
  std::vector<std::string> Result;
  for (const auto &[Name, E] : Data.Files)
    Result.push_back(Name);
  std::sort(Result.begin(), Result.end());
  return Result;
}

std::vector<uint32_t> SourceMap::statementLines(const std::string &File) const {
  const FileTexts *E = find(File);
  if (!E)
    return {};
  return {E->StatementLines.begin(), E->StatementLines.end()};
}

size_t SourceMap::conditionCount() const {
  size_t N = 0;
  for (const auto &[Name, E] : Data.Files)
    N += E.Conditions.size();
  return N;
}

std::string normalizePath(const std::string &Directory,
                          const std::string &Name) {
  std::string Joined;
  if (!Name.empty() && Name.front() == '/') {
    Joined = Name;
  } else {
    std::string Dir = Directory;
    if (Dir.empty() || Dir.front() != '/') {
      std::error_code EC;
      std::string Cwd = std::filesystem::current_path(EC).string();
      Dir = Dir.empty() ? Cwd : Cwd + "/" + Dir;
    }
    Joined = Name.empty() ? Dir : Dir + "/" + Name;
  }
  // Lexical normalization: drop "." and empty components, resolve "..".
  std::vector<std::string> Parts;
  size_t Begin = 0;
  while (Begin <= Joined.size()) {
    size_t End = Joined.find('/', Begin);
    if (End == std::string::npos)
      End = Joined.size();
    std::string Part = Joined.substr(Begin, End - Begin);
    if (Part == "..") {
      if (!Parts.empty())
        Parts.pop_back();
    } else if (!Part.empty() && Part != ".") {
      Parts.push_back(std::move(Part));
    }
    Begin = End + 1;
  }
  std::string Result;
  for (const std::string &Part : Parts)
    Result += "/" + Part;
  return Result.empty() ? "/" : Result;
}

std::string pathForDisplay(const std::string &Path) {
  std::error_code EC;
  std::string Cwd = std::filesystem::current_path(EC).string();
  if (EC)
    Cwd.clear();
  if (Cwd.empty() || Path.empty() || Path.front() != '/')
    return Path;
  if (Cwd == "/")
    return Path.size() > 1 ? Path.substr(1) : Path;
  if (Path.size() > Cwd.size() + 1 && Path.compare(0, Cwd.size(), Cwd) == 0 &&
      Path[Cwd.size()] == '/')
    return Path.substr(Cwd.size() + 1);
  return Path;
}

} // namespace pathsim::frontend
