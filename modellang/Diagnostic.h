//===- modellang/Diagnostic.h - an error found in a model file ------------===//
#pragma once

#include "modellang/Model.h"

#include <string>

namespace pathsim::modellang {

/// An error in a model file, at a position in it.
struct Diagnostic {
  std::string File;
  SourceLoc Loc; ///< Line 0: about the whole file (e.g. it cannot be read)
  std::string Message;

  /// "FILE:LINE:COL: error: MESSAGE", or "FILE: error: MESSAGE" without a line.
  std::string str() const;

  bool operator==(const Diagnostic &) const = default;
};

/// "FILE:LINE:COL", or "FILE" when \p Loc has no line.
std::string formatLocation(const std::string &File, SourceLoc Loc);

} // namespace pathsim::modellang
