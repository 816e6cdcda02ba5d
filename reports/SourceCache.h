//===- reports/SourceCache.h - source files read once, by line ------------===//
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// One source file's text, split into lines (without their line ends).
struct SourceFile {
  std::string Text;
  std::vector<std::string_view> Lines; ///< Lines[0] is line 1

  /// Line \p Number (1-based), or empty if out of range.
  std::string_view line(uint32_t Number) const {
    return Number >= 1 && Number <= Lines.size() ? Lines[Number - 1]
                                                 : std::string_view();
  }
};

/// Reads each source file at most once. Renderers, fingerprints and
/// suppression comments all read through one cache.
class SourceCache {
public:
  /// The file, or nullptr if it cannot be read (the answer is cached too).
  const SourceFile *get(const std::string &Path);
  /// Line \p Number of \p Path, or empty if unreadable or out of range.
  std::string_view line(const std::string &Path, uint32_t Number);
  /// Replaces a file's contents, for tests and for callers that hold the
  /// text already.
  void set(const std::string &Path, std::string Text);

  /// From now on, reads only regular files whose real path (links
  /// resolved) lies under \p Root: a database names files, and one crafted
  /// or imported must not show /etc/shadow. Each file refused is named in
  /// refused().
  void limitTo(const std::string &Root);
  /// The files get() did not read because they lie outside the root given
  /// to limitTo(), sorted.
  const std::vector<std::string> &refused() const { return Refused; }
  const std::string &root() const { return Root; }

private:
  std::map<std::string, std::unique_ptr<SourceFile>> Files;
  std::string Root; ///< canonical; empty: any file is read
  std::vector<std::string> Refused;
};

/// The lines to show for a function: from \p StartLine (0 if unknown) to the
/// brace that closes its body, always covering \p FirstNeeded..\p LastNeeded.
/// A heuristic on the text (comments and literals skipped), not a parse.
std::pair<uint32_t, uint32_t> functionExtent(const SourceFile &File,
                                             uint32_t StartLine,
                                             uint32_t FirstNeeded,
                                             uint32_t LastNeeded);

} // namespace pathsim::reports
