//===- modellang/SourceText.h - a model file's text: positions and tokens -===//
#pragma once

#include "modellang/Model.h"

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::modellang {

/// Skips whitespace and comments (`/* ... */` and `// ...` to the end of the
/// line) from \p P. An unterminated `/*` runs to \p End; its position is then
/// stored in \p Unterminated when given.
const char *skipBlank(const char *P, const char *End,
                      const char **Unterminated = nullptr);

/// The text of one model file with its line table: turns positions into
/// line:column and describes the token at a position for error messages.
class SourceText {
public:
  explicit SourceText(std::string_view Text);

  const char *begin() const { return Text.data(); }
  const char *end() const { return Text.data() + Text.size(); }
  /// Where the content starts: after a UTF-8 byte order mark, if any.
  const char *contentBegin() const { return begin() + ContentOffset; }

  /// The 1-based line and column (in bytes) of \p P, which is in [begin, end].
  SourceLoc locate(const char *P) const;

  /// What is at \p P, for "expected ... but found <this>": 'word', '(',
  /// '"string"', end of file, end of line, whitespace, byte 0x01.
  std::string describe(const char *P) const;

private:
  std::string_view Text;
  size_t ContentOffset = 0;
  std::vector<size_t> LineStarts; ///< offset of each line's first byte
};

} // namespace pathsim::modellang
