//===- reports/Suppression.h - `pathsim-suppress` comments in the source --===//
//
// Warnings a comment in the code suppresses (docs/reports.md): one on the
// warning's line or the line above (`// pathsim-suppress null-deref`), one on
// the declaration of the warning's function (all its warnings of those
// kinds), and blocks (`// pathsim-suppress-begin leak` ... `//
// pathsim-suppress-end`), as clang-tidy's NOLINT, NOLINTBEGIN/NOLINTEND.
// A suppressed warning is still stored, and listed as suppressed.
//
#pragma once

#include "reports/SourceCache.h"
#include "simulator/Warning.h"

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathsim::reports {

/// The kinds a `pathsim-suppress` comment on \p Line names: `//
/// pathsim-suppress null-deref`, `/* pathsim-suppress leak, resource-leak */`,
/// or `all`. Text after the list (a justification) is ignored. Empty if none.
std::vector<std::string> suppressedKinds(std::string_view Line);

/// True when the warning's line or the line above carries a
/// `pathsim-suppress` comment naming its kind or `all`.
bool isSuppressed(const Warning &W, SourceCache &Sources);

/// A `pathsim-suppress-begin KINDS` ... `pathsim-suppress-end` block.
struct SuppressedBlock {
  uint32_t Begin = 0, End = 0; ///< the lines of its two comments
  std::vector<std::string> Kinds;
};

/// The blocks of one file, and the problems of its markers ("FILE:LINE:COL:
/// warning: ..."): an end without a begin, a begin never ended (it
/// suppresses nothing), a begin that names no kind or an unknown one.
struct FileBlocks {
  std::vector<SuppressedBlock> Blocks;
  std::vector<std::string> Problems;
};
FileBlocks suppressedBlocks(const SourceFile &File, const std::string &Path);

/// Every kind of suppression comment, each file read once.
class Suppressions {
public:
  explicit Suppressions(SourceCache &Sources) : Sources(Sources) {}

  /// Whether a comment suppresses \p W: on its line or the line above, a
  /// block around it, or on its function's declaration (\p Function: where
  /// the function is defined, the line of its name; invalid if unknown).
  bool suppressed(const Warning &W, const SourceLocation &Function);
  /// Reads the markers of \p Path (a source of the run without warnings has
  /// its problems said too).
  /// \p Display: the file as messages name it.
  void check(const std::string &Path, const std::string &Display) {
    blocksOf(Path, Display);
  }
  /// The problems of the markers of the files read so far, in the order
  /// the files were read; taken.
  std::vector<std::string> takeProblems() { return std::exchange(Problems, {}); }

private:
  const FileBlocks &blocksOf(const std::string &Path,
                             const std::string &Display);

  SourceCache &Sources;
  std::map<std::string, FileBlocks> Files;
  std::vector<std::string> Problems;
};

} // namespace pathsim::reports
