//===- reports/Suppression.cpp - `pathsim-suppress` comments in the source ===//
#include "reports/Suppression.h"

#include "reports/CodeText.h"
#include "reports/WarningText.h"

#include <algorithm>
#include <cctype>
#include <cstring>
#include <utility>

namespace pathsim::reports {

namespace {

constexpr std::string_view Marker = "pathsim-suppress";

bool isKindChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '-' || C == '_';
}

/// The kinds listed from \p I on in \p Text: "leak, null-deref because".
void kindList(std::string_view Text, size_t I, std::vector<std::string> &Kinds) {
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

/// Where \p Marker stands alone in \p Text ("pathsim-suppressed" is not
/// "pathsim-suppress"), npos if nowhere.
size_t markerAt(std::string_view Text, std::string_view Marker) {
  for (size_t At = Text.find(Marker); At != std::string_view::npos;
       At = Text.find(Marker, At + 1)) {
    size_t End = At + Marker.size();
    if ((End >= Text.size() || !isKindChar(Text[End])) &&
        (At == 0 || !isKindChar(Text[At - 1])))
      return At;
  }
  return std::string_view::npos;
}

} // namespace

std::vector<std::string> suppressedKinds(std::string_view Line) {
  std::vector<std::string> Kinds;
  if (Line.find(Marker) == std::string_view::npos)
    return Kinds;
  for (const std::string &Comment : commentsOf(Line)) {
    std::string_view Text = Comment;
    size_t At = markerAt(Text, Marker);
    if (At != std::string_view::npos)
      kindList(Text, At + Marker.size(), Kinds);
  }
  return Kinds;
}

namespace {

bool names(const std::vector<std::string> &Kinds, std::string_view Id) {
  return std::any_of(Kinds.begin(), Kinds.end(), [&](const std::string &K) {
    return K == Id || K == "all";
  });
}

constexpr std::string_view BeginMarker = "pathsim-suppress-begin";
constexpr std::string_view EndMarker = "pathsim-suppress-end";

} // namespace

FileBlocks suppressedBlocks(const SourceFile &File, const std::string &Path) {
  FileBlocks Out;
  struct Open {
    uint32_t Line, Col;
    std::vector<std::string> Kinds;
  };
  std::vector<Open> Stack;
  auto Where = [&](uint32_t Line, uint32_t Col) {
    return Path + ":" + std::to_string(Line) + ":" + std::to_string(Col) +
           ": warning: ";
  };
  for (uint32_t N = 1; N <= File.Lines.size(); ++N) {
    std::string_view Line = File.line(N);
    if (Line.find(BeginMarker) == std::string_view::npos &&
        Line.find(EndMarker) == std::string_view::npos)
      continue;
    for (const std::string &Comment : commentsOf(Line)) {
      std::string_view Text = Comment;
      if (size_t At = markerAt(Text, BeginMarker); At != std::string_view::npos) {
        uint32_t Col = static_cast<uint32_t>(Line.find(BeginMarker)) + 1;
        Open O{N, Col, {}};
        kindList(Text, At + BeginMarker.size(), O.Kinds);
        if (O.Kinds.empty())
          Out.Problems.push_back(
              Where(N, Col) + "'pathsim-suppress-begin' names no kind (a kind "
                              "of docs/checks.md, a list of them, or 'all'): "
                              "it suppresses nothing");
        for (const std::string &K : O.Kinds)
          if (K != "all" && !kindFromId(K))
            Out.Problems.push_back(Where(N, Col) + "'pathsim-suppress-begin' "
                                                   "names an unknown kind '" +
                                   K + "' (the kinds are those of "
                                       "docs/checks.md, or 'all')");
        Stack.push_back(std::move(O));
      } else if (markerAt(Text, EndMarker) != std::string_view::npos) {
        uint32_t Col = static_cast<uint32_t>(Line.find(EndMarker)) + 1;
        if (Stack.empty()) {
          Out.Problems.push_back(Where(N, Col) +
                                 "'pathsim-suppress-end' without a "
                                 "'pathsim-suppress-begin' before it");
          continue;
        }
        Out.Blocks.push_back({Stack.back().Line, N, Stack.back().Kinds});
        Stack.pop_back();
      }
    }
  }
  // An unended begin suppresses nothing: one stray comment must not hide
  // the rest of a file.
  for (const Open &O : Stack)
    Out.Problems.push_back(Where(O.Line, O.Col) +
                           "'pathsim-suppress-begin' without a "
                           "'pathsim-suppress-end' after it: it suppresses "
                           "nothing");
  return Out;
}

const FileBlocks &Suppressions::blocksOf(const std::string &Path,
                                         const std::string &Display) {
  auto It = Files.find(Path);
  if (It != Files.end())
    return It->second;
  FileBlocks Blocks;
  if (const SourceFile *File = Sources.get(Path))
    Blocks = suppressedBlocks(*File, Display.empty() ? Path : Display);
  Problems.insert(Problems.end(), Blocks.Problems.begin(),
                  Blocks.Problems.end());
  return Files.emplace(Path, std::move(Blocks)).first->second;
}

bool Suppressions::suppressed(const Warning &W,
                              const SourceLocation &Function) {
  if (isSuppressed(W, Sources))
    return true;
  std::string_view Id = kindInfo(W.Kind).Id;
  if (W.Loc.valid())
    for (const SuppressedBlock &B :
         blocksOf(sourcePath(W.Loc), W.Loc.DisplayFile).Blocks)
      if (W.Loc.Line >= B.Begin && W.Loc.Line <= B.End && names(B.Kinds, Id))
        return true;
  if (!Function.valid())
    return false;
  // The function's declaration: the line of its name and those above it
  // that continue it (`static int` alone), a comment alone just above, and
  // the lines down to the brace that opens its body.
  const std::string &Path = sourcePath(Function);
  const SourceFile *File = Sources.get(Path);
  if (!File)
    return false;
  uint32_t First = Function.Line;
  for (int Up = 0; Up < 4 && First > 1; ++Up) {
    bool InComment = false;
    std::string Code = codeOnly(File->line(First - 1), InComment);
    size_t Last = Code.find_last_not_of(" \t");
    if (Last == std::string::npos) {
      if (!commentsOf(File->line(First - 1)).empty())
        --First; // a comment alone on the line above
      break;
    }
    size_t Start = Code.find_first_not_of(" \t");
    if (std::strchr(";{}", Code[Last]) || Code[Start] == '#')
      break; // the end of what comes before
    --First;
  }
  bool InComment = false;
  for (uint32_t N = First; N <= File->Lines.size() && N < Function.Line + 16;
       ++N) {
    std::string_view Line = File->line(N);
    if (names(suppressedKinds(Line), Id))
      return true;
    if (N >= Function.Line &&
        codeOnly(Line, InComment).find('{') != std::string::npos)
      break;
  }
  return false;
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
