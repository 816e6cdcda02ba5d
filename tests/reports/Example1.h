//===- tests/reports/Example1.h - the PREfix paper's Figure 1 as test data ===//
#pragma once

#include "simulator/FunctionStats.h"
#include "simulator/Warning.h"

#include <string>
#include <vector>

namespace pathsim::reports::test {

/// A fresh directory under the system's temp dir, removed at destruction.
class TempDir {
public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir &) = delete;
  TempDir &operator=(const TempDir &) = delete;
  const std::string &path() const { return Path; }
  /// Path + "/" + Name.
  std::string file(const std::string &Name) const { return Path + "/" + Name; }

private:
  std::string Path;
};

/// Makes \p Dir the current directory while it lives: paths are printed
/// relative to the current directory.
class InDirectory {
public:
  explicit InDirectory(const std::string &Dir);
  ~InDirectory();
  InDirectory(const InDirectory &) = delete;
  InDirectory &operator=(const InDirectory &) = delete;

private:
  std::string Before;
};

/// Writes \p Text to \p Path.
void writeFile(const std::string &Path, const std::string &Text);

/// Figure 1's function, laid out so its lines are the paper's: `result`
/// declared on line 6, the tests on lines 8 and 10, malloc on line 9,
/// `return NULL` on line 11, `result[0] = 0` on line 12.
std::string example1Source();

/// The three warnings PREfix reports on Figure 1 (Figures 2, 3 and 4: leak,
/// uninit-deref, null-deref), as the simulator would report them for the
/// file at \p Path, displayed as \p Display. \p LineShift moves every line
/// (for fingerprint tests).
std::vector<Warning> example1Warnings(const std::string &Path,
                                      const std::string &Display,
                                      uint32_t LineShift = 0);

/// FunctionStats for f.
FunctionStats example1Stats(const std::string &Path,
                            const std::string &Display);

} // namespace pathsim::reports::test
