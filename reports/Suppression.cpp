//===- reports/Suppression.cpp - `pathsim-suppress` comments in the source ===//
#include "reports/Suppression.h"

#include "reports/CodeText.h"
#include "reports/WarningText.h"

#include <algorithm>
#include <cctype>

namespace pathsim::reports {

namespace {

constexpr std::string_view Marker = "pathsim-suppress";

bool isKindChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '-' || C == '_';
}

} // namespace

std::vector<std::string> suppressedKinds(std::string_view Line) {
  std::vector<std::string> Kinds;
  if (Line.find(Marker) == std::string_view::npos)
    return Kinds;
  for (const std::string &Comment : commentsOf(Line)) {
    std::string_view Text = Comment;
    size_t At = Text.find(Marker);
    if (At == std::string_view::npos)
      continue;
    // The marker must stand alone: "pathsim-suppressed" is not it.
    size_t I = At + Marker.size();
    if (I < Text.size() && isKindChar(Text[I]))
      continue;
    for (;;) {
      while (I < Text.size() && (Text[I] == ' ' || Text[I] == '\t'))
        ++I;
      size_t Start = I;
      while (I < Text.size() && isKindChar(Text[I]))
        ++I;
      if (I == Start)
        break;
      Kinds.emplace_back(Text.substr(Start, I - Start));
      while (I < Text.size() && (Text[I] == ' ' || Text[I] == '\t'))
        ++I;
      if (I >= Text.size() || Text[I] != ',')
        break;
      ++I;
    }
  }
  return Kinds;
}

bool isSuppressed(const Warning &W, SourceCache &Sources) {
  if (!W.Loc.valid())
    return false;
  std::string_view Id = kindInfo(W.Kind).Id;
  const std::string &Path = sourcePath(W.Loc);
  for (uint32_t Line : {W.Loc.Line, W.Loc.Line - 1}) {
    std::vector<std::string> Kinds = suppressedKinds(Sources.line(Path, Line));
    if (std::any_of(Kinds.begin(), Kinds.end(), [&](const std::string &K) {
          return K == Id || K == "all";
        }))
      return true;
  }
  return false;
}

} // namespace pathsim::reports
