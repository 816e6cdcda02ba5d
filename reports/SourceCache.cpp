//===- reports/SourceCache.cpp - source files read once, by line ----------===//
#include "reports/SourceCache.h"

#include "reports/CodeText.h"
#include "sourcemap/PathWithin.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <sys/stat.h>

namespace pathsim::reports {

namespace {

std::unique_ptr<SourceFile> makeFile(std::string Text) {
  auto File = std::make_unique<SourceFile>();
  File->Text = std::move(Text);
  std::string_view All = File->Text;
  size_t Start = 0;
  while (Start < All.size()) {
    size_t End = All.find('\n', Start);
    if (End == std::string_view::npos)
      End = All.size();
    std::string_view Line = All.substr(Start, End - Start);
    if (!Line.empty() && Line.back() == '\r')
      Line.remove_suffix(1);
    File->Lines.push_back(Line);
    Start = End + 1;
  }
  return File;
}

} // namespace

const SourceFile *SourceCache::get(const std::string &Path) {
  auto It = Files.find(Path);
  if (It != Files.end())
    return It->second.get();
  std::unique_ptr<SourceFile> File;
  // A FIFO or a device is no source file (reading one may never end).
  struct stat St;
  bool Readable = ::stat(Path.c_str(), &St) == 0 && S_ISREG(St.st_mode);
  if (Readable && !Root.empty()) {
    std::error_code EC;
    std::filesystem::path Real = std::filesystem::canonical(Path, EC);
    Readable = !EC && Real != std::filesystem::path(Root) &&
               pathWithin(Real, Root);
    if (!Readable)
      Refused.insert(std::upper_bound(Refused.begin(), Refused.end(), Path),
                     Path);
  }
  std::ifstream In;
  if (Readable)
    In.open(Path, std::ios::binary);
  if (Readable && In) {
    std::ostringstream Buffer;
    Buffer << In.rdbuf();
    if (In.good() || In.eof())
      File = makeFile(Buffer.str());
  }
  const SourceFile *Result = File.get();
  Files.emplace(Path, std::move(File));
  return Result;
}

std::string_view SourceCache::line(const std::string &Path, uint32_t Number) {
  const SourceFile *File = get(Path);
  return File ? File->line(Number) : std::string_view();
}

void SourceCache::set(const std::string &Path, std::string Text) {
  Files[Path] = makeFile(std::move(Text));
}

void SourceCache::limitTo(const std::string &Dir) {
  std::error_code EC;
  std::filesystem::path Real = std::filesystem::canonical(Dir, EC);
  // A root that does not exist admits nothing.
  Root = EC ? std::string("/nonexistent/\x01") : Real.string();
  Files.clear();
}

std::pair<uint32_t, uint32_t> functionExtent(const SourceFile &File,
                                             uint32_t StartLine,
                                             uint32_t FirstNeeded,
                                             uint32_t LastNeeded) {
  uint32_t LineCount = static_cast<uint32_t>(File.Lines.size());
  uint32_t First = StartLine ? std::min(StartLine, FirstNeeded) : FirstNeeded;
  First = std::max<uint32_t>(1, First);
  uint32_t Last = std::min(LastNeeded, LineCount);
  if (!StartLine)
    return {First, std::max(First, Last)};
  // Find the brace that closes the body opened at or after StartLine.
  int Depth = 0;
  bool Opened = false;
  bool InComment = false;
  for (uint32_t L = StartLine; L <= LineCount; ++L) {
    for (char C : codeOnly(File.line(L), InComment)) {
      if (C == '{')
        ++Depth, Opened = true;
      else if (C == '}')
        --Depth;
      if (Opened && Depth == 0)
        return {First, std::max(L, Last)};
    }
  }
  return {First, std::max(First, Last)};
}

} // namespace pathsim::reports
