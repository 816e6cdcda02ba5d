//===- reports/StoredDiff.cpp - two stored runs compared, and warning JSON ===//
#include "reports/StoredDiff.h"

#include "reports/WarningText.h"

#include "llvm/Support/JSON.h"

#include <algorithm>

namespace pathsim::reports {

Expected<StoredDiff> diffStoredRuns(WarningStore &Store, int64_t A, int64_t B,
                                    WarningRank Rank, bool IncludeSuppressed) {
  StoredDiff Out;
  std::vector<ReportedWarning> Sides[2];
  size_t *Below[2] = {&Out.BelowRankA, &Out.BelowRankB};
  const int64_t Ids[2] = {A, B};
  for (int I = 0; I < 2; ++I) {
    WarningFilter Filter;
    Filter.Run = Ids[I];
    Filter.IncludeSuppressed = IncludeSuppressed;
    Expected<std::vector<ReportedWarning>> Ws = queryWarnings(Store, Filter);
    if (!Ws)
      return Ws.takeError();
    *Below[I] = std::erase_if(
        *Ws, [&](const ReportedWarning &R) { return R.W.Rank > Rank; });
    Sides[I] = std::move(*Ws);
  }
  // A warning whose code the other run did not analyze is neither fixed
  // nor new.
  Expected<RunCoverage> CoverA = runCoverage(Store, A);
  if (!CoverA)
    return CoverA.takeError();
  Expected<RunCoverage> CoverB = runCoverage(Store, B);
  if (!CoverB)
    return CoverB.takeError();
  Out.Diff = diffRuns(
      Sides[0], Sides[1],
      [&](const ReportedWarning &R) { return CoverA->analyzed(R); },
      [&](const ReportedWarning &R) { return CoverB->analyzed(R); });
  return Out;
}

namespace {
/// The string setting \p Key of a run's settings JSON, if there is one.
std::optional<std::string> storedSetting(const std::string &SettingsJson,
                                         llvm::StringRef Key) {
  auto Stored = llvm::json::parse(SettingsJson);
  if (!Stored) {
    llvm::consumeError(Stored.takeError());
    return std::nullopt;
  }
  if (const llvm::json::Object *O = Stored->getAsObject())
    if (auto Value = O->getString(Key))
      return Value->str();
  return std::nullopt;
}
} // namespace

std::optional<WarningRank> storedRank(WarningStore &Store, int64_t Run) {
  Expected<RunRecord> R = findRun(Store, Run);
  if (!R)
    return std::nullopt;
  if (auto Id = storedSetting(R->SettingsJson, "rank"))
    return rankFromId(*Id);
  return std::nullopt;
}

std::string storedSourceRoot(const RunRecord &Run) {
  return storedSetting(Run.SettingsJson, "source-root").value_or("");
}

void writeWarningJson(JsonWriter &J, const ReportedWarning &R) {
  J.objectBegin();
  J.member("id", R.Id);
  J.member("run", R.RunId);
  J.member("kind", kindInfo(R.W.Kind).Id);
  J.member("rank", rankId(R.W.Rank));
  J.member("file", displayPath(R.W.Loc));
  J.member("line", R.W.Loc.Line);
  J.member("column", R.W.Loc.Col);
  J.member("function", R.W.Function);
  J.member("variable", R.W.Variable);
  J.member("message", R.W.Message);
  J.member("fingerprint", R.Fingerprint);
  J.member("suppressed", R.Suppressed);
  J.member("review", R.Reviewed.Status);
  if (!R.Reviewed.Status.empty()) {
    J.member("review_comment", R.Reviewed.Comment);
    J.member("review_author", R.Reviewed.Author);
    J.member("reviewed_at", R.Reviewed.At);
  }
  J.objectEnd();
}

void writeDiffJson(JsonWriter &J, int64_t A, int64_t B, WarningRank Rank,
                   const StoredDiff &D) {
  J.objectBegin();
  J.member("run_a", A);
  J.member("run_b", B);
  J.member("rank", rankId(Rank));
  J.member("below_rank_a", static_cast<int64_t>(D.BelowRankA));
  J.member("below_rank_b", static_cast<int64_t>(D.BelowRankB));
  for (auto [Name, List] :
       {std::pair{"new", &D.Diff.New}, std::pair{"fixed", &D.Diff.Fixed},
        std::pair{"unchanged", &D.Diff.Unchanged},
        std::pair{"not_analyzed_in_a", &D.Diff.NotAnalyzedInA},
        std::pair{"not_analyzed_in_b", &D.Diff.NotAnalyzedInB}}) {
    J.key(Name);
    J.arrayBegin();
    for (const ReportedWarning &R : *List)
      writeWarningJson(J, R);
    J.arrayEnd();
  }
  J.objectEnd();
}

void writeRunJson(JsonWriter &J, const RunRecord &R) {
  J.objectBegin();
  J.member("id", R.Id);
  J.member("started", R.StartedAt);
  J.member("ended", R.EndedAt);
  J.member("state", runStateId(R.State));
  J.member("tool_version", R.ToolVersion);
  J.member("command_line", R.CommandLine);
  J.member("functions", R.Functions);
  J.member("complete_functions", R.CompleteFunctions);
  J.member("warnings", R.Warnings);
  J.member("suppressed", R.Suppressed);
  J.member("not_analyzed_functions", R.NotAnalyzedFunctions);
  J.member("not_analyzed_units", R.NotAnalyzedUnits);
  J.member("reason", R.Reason);
  J.member("name", R.Name);
  if (R.StoredBytes >= 0)
    J.member("stored_bytes", R.StoredBytes);
  J.key("tags");
  J.objectBegin();
  for (const auto &[K, V] : R.Tags)
    J.member(K, V);
  J.objectEnd();
  J.key("settings");
  if (auto Parsed = llvm::json::parse(R.SettingsJson)) {
    J.raw(R.SettingsJson);
  } else {
    llvm::consumeError(Parsed.takeError());
    J.null();
  }
  J.objectEnd();
}

} // namespace pathsim::reports
