//===- simulator/exec/RunContext.cpp - what simulating a function needs ---===//
#include "simulator/exec/RunContext.h"
#include "sourcemap/SourceMap.h"

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
  return frontend::pathForDisplay(Path);
}

} // namespace pathsim
