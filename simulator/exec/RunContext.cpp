//===- simulator/exec/RunContext.cpp - what simulating a function needs ---===//
#include "simulator/exec/RunContext.h"

#include <filesystem>

namespace pathsim {

SourceLocation RunContext::location(const CodeLoc &L) const {
  SourceLocation Out;
  if (L.File < Module.Files.size()) {
    Out.File = Module.Files[L.File].Path;
    Out.DisplayFile = Module.Files[L.File].Display;
  }
  Out.Line = L.Line;
  Out.Col = L.Col;
  return Out;
}

std::string RunContext::displayName(const std::string &Path) const {
  // A file of this unit: as its compile command names it. Another (a
  // callee's, through its model's allocation sites): relative to the
  // current directory when under it, as the user would name it.
  for (const CodeFile &CF : Module.Files)
    if (CF.Path == Path)
      return CF.Display;
  std::error_code EC;
  std::string Cwd = std::filesystem::current_path(EC).string();
  if (!EC && Path.size() > Cwd.size() + 1 &&
      Path.compare(0, Cwd.size(), Cwd) == 0 && Path[Cwd.size()] == '/')
    return Path.substr(Cwd.size() + 1);
  return Path;
}

} // namespace pathsim
