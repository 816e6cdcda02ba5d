//===- reports/CodeText.cpp - comments, literals and whitespace in C lines ===//
#include "reports/CodeText.h"

#include <cctype>

namespace pathsim::reports {

namespace {

/// Walks one line, calling \p OnCode for each code character (literal
/// contents as ' ') and \p OnComment for each complete comment text.
template <typename CodeFn, typename CommentFn>
void scanLine(std::string_view Line, bool &InBlock, bool BlankLiterals,
              CodeFn OnCode, CommentFn OnComment) {
  std::string Comment;
  size_t I = 0;
  while (I < Line.size()) {
    if (InBlock) {
      size_t End = Line.find("*/", I);
      if (End == std::string_view::npos) {
        Comment.append(Line.substr(I));
        I = Line.size();
        break;
      }
      Comment.append(Line.substr(I, End - I));
      OnComment(Comment);
      Comment.clear();
      InBlock = false;
      I = End + 2;
      OnCode(' ');
      continue;
    }
    char C = Line[I];
    if (C == '/' && I + 1 < Line.size() && Line[I + 1] == '/') {
      OnComment(std::string(Line.substr(I + 2)));
      return;
    }
    if (C == '/' && I + 1 < Line.size() && Line[I + 1] == '*') {
      InBlock = true;
      I += 2;
      continue;
    }
    if (C == '"' || C == '\'') {
      OnCode(C);
      ++I;
      while (I < Line.size() && Line[I] != C) {
        size_t Len = Line[I] == '\\' && I + 1 < Line.size() ? 2 : 1;
        for (size_t K = 0; K < Len; ++K)
          OnCode(BlankLiterals ? ' ' : Line[I + K]);
        I += Len;
      }
      if (I < Line.size())
        OnCode(C), ++I;
      continue;
    }
    OnCode(C);
    ++I;
  }
  if (InBlock && !Comment.empty())
    OnComment(Comment);
}

} // namespace

std::string codeOnly(std::string_view Line, bool &InBlockComment,
                     bool BlankLiterals) {
  std::string Code;
  scanLine(
      Line, InBlockComment, BlankLiterals, [&](char C) { Code += C; },
      [](const std::string &) {});
  return Code;
}

std::vector<std::string> commentsOf(std::string_view Line) {
  std::vector<std::string> Comments;
  bool InBlock = false;
  scanLine(
      Line, InBlock, false, [](char) {},
      [&](const std::string &Text) { Comments.push_back(Text); });
  return Comments;
}

std::string withoutWhitespace(std::string_view Text) {
  std::string Out;
  for (char C : Text)
    if (!std::isspace(static_cast<unsigned char>(C)))
      Out += C;
  return Out;
}

} // namespace pathsim::reports
