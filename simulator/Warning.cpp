//===- simulator/Warning.cpp - warning kinds table and path helpers -------===//
#include "simulator/Warning.h"

namespace pathsim {

const std::vector<WarningKindInfo> &allWarningKinds() {
  static const std::vector<WarningKindInfo> Kinds = {
#define WARNING_KIND(Enum, Id, Cwe, Severity, Short, Full)                     \
  {WarningKind::Enum, Id, Cwe, Severity, Short, Full},
#include "simulator/WarningKinds.def"
  };
  return Kinds;
}

const WarningKindInfo &kindInfo(WarningKind Kind) {
  return allWarningKinds()[static_cast<size_t>(Kind)];
}

std::optional<WarningKind> kindFromId(std::string_view Id) {
  for (const WarningKindInfo &Info : allWarningKinds())
    if (Info.Id == Id)
      return Info.Kind;
  return std::nullopt;
}

std::string_view rankId(WarningRank Rank) {
  switch (Rank) {
  case WarningRank::Certain:
    return "certain";
  case WarningRank::Likely:
    return "likely";
  case WarningRank::Possible:
    return "possible";
  }
  return "likely";
}

std::optional<WarningRank> rankFromId(std::string_view Id) {
  for (WarningRank Rank :
       {WarningRank::Certain, WarningRank::Likely, WarningRank::Possible})
    if (rankId(Rank) == Id)
      return Rank;
  return std::nullopt;
}

std::vector<uint32_t> Warning::statementLines() const {
  std::vector<uint32_t> Lines;
  for (const PathStep &Step : Path)
    if (Step.StepKind == PathStep::Kind::Statement && Step.Depth == 0)
      Lines.push_back(Step.Loc.Line);
  return Lines;
}

} // namespace pathsim
