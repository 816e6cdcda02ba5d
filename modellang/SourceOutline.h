//===- modellang/SourceOutline.h - parens and comments of a file ----------===//
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace pathsim::modellang {

/// A quick lexical pass over a whole model file that finds, outside strings and
/// comments, which parenthesis closes which, the '(' at the start of a line,
/// and where the comments are. The reader uses it to resynchronise after an
/// error and to keep the comments between models.
class SourceOutline {
public:
  static constexpr size_t npos = static_cast<size_t>(-1);

  /// A comment's extent: [Begin, End) as offsets into the text.
  struct Range {
    size_t Begin, End;
  };

  explicit SourceOutline(std::string_view Text);

  /// The offset of the ')' that closes the '(' at \p Open, or npos.
  size_t matchingParen(size_t Open) const;
  /// The first '(' at or after \p Offset, or npos.
  size_t nextParen(size_t Offset) const;
  /// The first '(' in column 1 at or after \p Offset, or npos.
  size_t nextLineStartParen(size_t Offset) const;
  /// The last '(' in column 1 at or before \p Offset, or npos.
  size_t prevLineStartParen(size_t Offset) const;

  /// Every comment, in order.
  const std::vector<Range> &comments() const { return Comments; }
  /// The comments that start in [Begin, End), as an index range into
  /// comments().
  std::pair<size_t, size_t> commentsIn(size_t Begin, size_t End) const;

private:
  struct Paren {
    size_t Open, Close;
  };
  std::vector<Paren> Parens; ///< sorted by Open
  std::vector<size_t> LineStartParens;
  std::vector<Range> Comments;
};

} // namespace pathsim::modellang
