//===- reports/Baseline.cpp - known warnings, by fingerprint, in a file ---===//
#include "reports/Baseline.h"

#include "reports/WarningText.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <fstream>

namespace pathsim::reports {

namespace {

bool isFingerprint(std::string_view Text) {
  return Text.size() == 32 && std::all_of(Text.begin(), Text.end(), [](char C) {
           return std::isdigit(static_cast<unsigned char>(C)) ||
                  (C >= 'a' && C <= 'f');
         });
}

/// Newlines and tabs in a message would break the line format.
std::string oneLine(std::string Text) {
  std::replace_if(
      Text.begin(), Text.end(),
      [](char C) { return C == '\n' || C == '\t' || C == '\r'; }, ' ');
  return Text;
}

} // namespace

void writeBaseline(std::ostream &OS, const std::vector<ReportedWarning> &Ws) {
  OS << BaselineHeader << '\n';
  for (const ReportedWarning &R : Ws)
    OS << R.Fingerprint << '\t'
       << oneLine(fmt::format("{} {} {} {}: {}", kindInfo(R.W.Kind).Id,
                              rankId(R.W.Rank), compilerLocation(R.W.Loc),
                              R.W.Function, R.W.Message))
       << '\n';
}

Expected<Baseline> loadBaseline(const std::string &Path) {
  std::ifstream In(Path);
  if (!In)
    return Error::failure(fmt::format("cannot read baseline file '{}'", Path));
  Baseline B;
  std::string Line;
  bool SawHeader = false;
  for (uint32_t Number = 1; std::getline(In, Line); ++Number) {
    if (!Line.empty() && Line.back() == '\r')
      Line.pop_back();
    if (Number == 1) {
      if (Line != BaselineHeader)
        return Error::failure(fmt::format(
            "{}:1: not a pathsim baseline (expected '{}'; write one with "
            "'pathsim reports baseline -o FILE')",
            Path, BaselineHeader));
      SawHeader = true;
      continue;
    }
    if (Line.empty() || Line.front() == '#')
      continue;
    std::string_view Fingerprint = std::string_view(Line).substr(
        0, std::min(Line.find('\t'), Line.size()));
    if (!isFingerprint(Fingerprint))
      return Error::failure(fmt::format(
          "{}:{}: expected a fingerprint (32 hex digits), found '{}'", Path,
          Number, Fingerprint.substr(0, 40)));
    B.Fingerprints.emplace(Fingerprint);
  }
  if (In.bad())
    return Error::failure(fmt::format("cannot read baseline file '{}'", Path));
  if (!SawHeader)
    return Error::failure(fmt::format("{}: empty file, not a baseline", Path));
  return B;
}

std::vector<ReportedWarning>
applyBaseline(const std::vector<ReportedWarning> &Ws, const Baseline &B) {
  std::vector<ReportedWarning> Kept;
  for (const ReportedWarning &R : Ws)
    if (!B.contains(R.Fingerprint))
      Kept.push_back(R);
  return Kept;
}

} // namespace pathsim::reports
