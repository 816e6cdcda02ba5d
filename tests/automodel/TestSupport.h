//===- tests/automodel/TestSupport.h - fixtures for the store tests -------===//
#pragma once

#include "automodel/ModelStore.h"

#include <filesystem>
#include <string>

namespace pathsim::test {

/// A scratch directory, removed when it goes out of scope.
class TempDir {
public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  /// The path of \p Name inside the directory.
  std::string file(const std::string &Name) const;
  const std::filesystem::path &path() const { return Dir; }

private:
  std::filesystem::path Dir;
};

std::string readFile(const std::string &Path);
void writeFile(const std::string &Path, const std::string &Text);

/// A warning with every field set, the strings holding awkward bytes (NUL,
/// newline, 0xff, quotes); \p Seed varies the content.
Warning sampleWarning(unsigned Seed);

/// A stored function named \p Name defined in \p File at \p Line, whose model
/// dereferences its parameter (the paper's Figure 8, as automodel writes it).
StoredFunction sampleFunction(const std::string &Name,
                              const std::string &File = "src/a.c",
                              uint32_t Line = 3, const std::string &Key = "");

} // namespace pathsim::test
