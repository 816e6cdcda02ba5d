//===- modellang/Diagnostic.cpp - formatting of model-file errors ---------===//
#include "modellang/Diagnostic.h"

#include <fmt/format.h>

namespace pathsim::modellang {

std::string formatLocation(const std::string &File, SourceLoc Loc) {
  if (Loc.Line == 0)
    return File;
  return fmt::format("{}:{}:{}", File, Loc.Line, Loc.Col);
}

std::string Diagnostic::str() const {
  return fmt::format("{}: error: {}", formatLocation(File, Loc), Message);
}

} // namespace pathsim::modellang
