//===- simulator/Warning.cpp - warning kinds table and path helpers -------===//
#include "simulator/Warning.h"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <tuple>

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

namespace {

/// The kind's security severity as a number (0 for an internal kind),
/// parsed once.
double severity(WarningKind Kind) {
  static const std::vector<double> Parsed = [] {
    std::vector<double> V;
    for (const WarningKindInfo &Info : allWarningKinds())
      V.push_back(std::strtod(std::string(Info.SecuritySeverity).c_str(),
                              nullptr));
    return V;
  }();
  return Parsed[static_cast<size_t>(Kind)];
}

/// True if A is to be kept rather than B, both at one site about one pointer.
bool stronger(const Warning &A, const Warning &B) {
  auto Severity = [](const Warning &W) { return severity(W.Kind); };
  if (A.Rank != B.Rank)
    return A.Rank < B.Rank;
  if (Severity(A) != Severity(B))
    return Severity(A) > Severity(B);
  if (A.Kind != B.Kind)
    return A.Kind < B.Kind;
  return A.Message < B.Message;
}

} // namespace

void keepStrongestPerPointer(std::vector<Warning> &Ws) {
  using Site = std::tuple<std::string, uint32_t, uint32_t, std::string>;
  std::map<Site, size_t> Best;
  std::vector<std::vector<size_t>> Covered(Ws.size());
  std::vector<bool> Dropped(Ws.size(), false);
  for (size_t I = 0; I < Ws.size(); ++I) {
    const Warning &W = Ws[I];
    if (W.Pointer.empty())
      continue;
    auto [It, New] =
        Best.try_emplace(Site{W.Loc.File, W.Loc.Line, W.Loc.Col, W.Pointer}, I);
    if (New)
      continue;
    size_t Keep = It->second, Drop = I;
    if (stronger(W, Ws[Keep]))
      std::swap(Keep, Drop);
    Dropped[Drop] = true;
    Covered[Keep].push_back(Drop);
    for (size_t C : Covered[Drop])
      Covered[Keep].push_back(C);
    Covered[Drop].clear();
    It->second = Keep;
  }
  for (size_t I = 0; I < Ws.size(); ++I) {
    std::sort(Covered[I].begin(), Covered[I].end());
    for (size_t C : Covered[I])
      Ws[I].Related.push_back(RelatedNote{
          Ws[C].Loc, "also on another path: " + Ws[C].Message + " [" +
                         std::string(kindInfo(Ws[C].Kind).Id) + ", " +
                         std::string(rankId(Ws[C].Rank)) + "]"});
  }
  size_t Out = 0;
  for (size_t I = 0; I < Ws.size(); ++I) {
    if (Dropped[I])
      continue;
    if (Out != I)
      Ws[Out] = std::move(Ws[I]);
    ++Out;
  }
  Ws.resize(Out);
}

std::vector<uint32_t> Warning::statementLines() const {
  std::vector<uint32_t> Lines;
  for (const PathStep &Step : Path)
    if (Step.StepKind == PathStep::Kind::Statement && Step.Depth == 0)
      Lines.push_back(Step.Loc.Line);
  return Lines;
}

} // namespace pathsim
