//===- tests/frontend/FrontendTestSupport.h - temp files, compile helpers -===//
#pragma once

#include "frontend/TranslationUnit.h"

#include <optional>
#include <string>
#include <vector>

namespace pathsim::frontend::test {

/// A fresh directory under the system temp dir, removed on destruction.
class TempDir {
public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;

  /// Absolute path of the directory.
  const std::string &path() const { return Path; }
  /// Writes Text to Name (relative to the directory; parents are created)
  /// and returns the file's absolute path.
  std::string write(const std::string &Name, const std::string &Text) const;

private:
  std::string Path;
};

/// Result of compiling through the frontend: the unit or the error text,
/// and whatever was printed as diagnostics.
struct Compiled {
  std::optional<TranslationUnit> Unit;
  std::string Error;
  std::string Diagnostics;
};

/// Compiles File (in Dir) with Flags through compileTranslationUnit.
Compiled compile(const std::string &Dir, const std::string &File,
                 const std::vector<std::string> &Flags = {},
                 const std::string &Compiler = "");

/// Writes Code to Name in Dir and compiles it.
Compiled compileCode(const TempDir &Dir, const std::string &Name,
                     const std::string &Code,
                     const std::vector<std::string> &Flags = {});

} // namespace pathsim::frontend::test
