//===- reports/ChecksHelp.cpp - each check's section of docs/checks.md ----===//
#include "reports/ChecksHelp.h"

namespace pathsim::reports {

namespace {

constexpr std::string_view ChecksDoc =
#include "ChecksDoc.inc"
    ;

std::string_view trimmed(std::string_view S) {
  while (!S.empty() && (S.front() == '\n' || S.front() == ' '))
    S.remove_prefix(1);
  while (!S.empty() && (S.back() == '\n' || S.back() == ' '))
    S.remove_suffix(1);
  return S;
}

} // namespace

std::string withoutRelativeLinks(std::string_view Md) {
  std::string Out;
  for (size_t I = 0; I < Md.size();) {
    // [text](target), the target neither absolute nor an anchor of its own.
    size_t Close = Md[I] == '[' ? Md.find("](", I) : std::string_view::npos;
    size_t End = Close == std::string_view::npos ? Close : Md.find(')', Close);
    if (End != std::string_view::npos &&
        Md.substr(I + 1, Close - I - 1).find_first_of("[]\n") ==
            std::string_view::npos) {
      std::string_view Target = Md.substr(Close + 2, End - Close - 2);
      if (Target.find("://") == std::string_view::npos &&
          Target.find_first_of(" \n") == std::string_view::npos) {
        Out += Md.substr(I + 1, Close - I - 1);
        I = End + 1;
        continue;
      }
    }
    Out += Md[I++];
  }
  return Out;
}

std::string checksSection(std::string_view KindId) {
  std::string Heading = "\n## " + std::string(KindId) + "\n";
  size_t Start = ChecksDoc.find(Heading);
  if (Start == std::string_view::npos)
    return {};
  Start += Heading.size();
  size_t End = ChecksDoc.find("\n## ", Start);
  return withoutRelativeLinks(trimmed(ChecksDoc.substr(
      Start, End == std::string_view::npos ? End : End - Start)));
}

} // namespace pathsim::reports
