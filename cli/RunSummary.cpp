//===- cli/RunSummary.cpp - the lines analyze prints after every run ------===//
#include "cli/RunSummary.h"
#include "cli/NotAnalyzed.h"
#include "reports/WarningStore.h"
#include "store/Database.h"

#include <map>

namespace pathsim::cli {

namespace {

std::string plural(uint64_t N, const std::string &One,
                   const std::string &Many = "") {
  return std::to_string(N) + " " +
         (N == 1         ? One
          : Many.empty() ? One + "s"
                         : Many);
}

/// "2 null-deref, 1 leak; 2 likely, 1 possible": kinds in the order of
/// WarningKinds.def, then ranks strongest first.
std::string
byKindAndRank(const std::vector<const reports::ReportedWarning *> &Ws) {
  std::map<WarningKind, uint32_t> Kinds;
  std::map<WarningRank, uint32_t> Ranks;
  for (const reports::ReportedWarning *R : Ws) {
    ++Kinds[R->W.Kind];
    ++Ranks[R->W.Rank];
  }
  std::string Out;
  for (const auto &[Kind, N] : Kinds)
    Out += (Out.empty() ? "" : ", ") + std::to_string(N) + " " +
           std::string(kindInfo(Kind).Id);
  std::string Sep = "; ";
  for (const auto &[Rank, N] : Ranks) {
    Out += Sep + std::to_string(N) + " " + std::string(rankId(Rank));
    Sep = ", ";
  }
  return Out;
}

} // namespace

void printSummary(const RunSummary &S, llvm::raw_ostream &OS) {
  const AnalysisResult &R = *S.Result;
  // The warnings, and those not shown.
  OS << "pathsim: ";
  if (S.Shown.empty())
    OS << "no warnings";
  else
    OS << plural(S.Shown.size(), "warning") << " (" << byKindAndRank(S.Shown)
       << ")";
  std::string Hidden;
  if (S.Suppressed)
    Hidden += plural(S.Suppressed, "suppressed", "suppressed") + " by comments";
  if (S.Dismissed)
    Hidden += (Hidden.empty() ? "" : ", ") + std::to_string(S.Dismissed) +
              " reviewed false-positive or intentional";
  if (S.InBaseline)
    Hidden += (Hidden.empty() ? "" : ", ") + std::to_string(S.InBaseline) +
              " in the baseline";
  if (S.BelowRank)
    Hidden += (Hidden.empty() ? "" : ", ") + std::to_string(S.BelowRank) +
              " below --rank " + S.Rank;
  if (!Hidden.empty())
    OS << "; not shown: " << Hidden;
  OS << "\n";

  // The functions: how their simulation ended.
  std::map<Termination, uint32_t> Stops;
  for (const FunctionStats &F : R.Functions)
    ++Stops[F.Stop];
  OS << "pathsim: " << plural(R.Functions.size(), "function") << " in "
     << plural(R.TranslationUnits, "translation unit") << ": "
     << Stops[Termination::Complete] << " complete";
  auto Count = [&](Termination T, const char *What) {
    if (Stops[T])
      OS << ", " << Stops[T] << " " << What;
  };
  Count(Termination::PathLimit, "sampled (path limit)");
  Count(Termination::WorkBudget, "sampled (work budget)");
  Count(Termination::StepBudget, "with paths cut (step budget)");
  Count(Termination::HandlersSkipped, "with catch blocks not reached");
  Count(Termination::Timeout, "timed out");
  Count(Termination::Unsupported, "unsupported");
  Count(Termination::Interrupted, "interrupted");
  if (R.Reused && R.ReusedFromOtherMachines)
    OS << "; " << R.Reused << " unchanged since the last run (reused; "
       << R.ReusedFromOtherMachines << " of them stored by another machine)";
  else if (R.Reused)
    OS << "; " << R.Reused << " unchanged since the last run (reused)";
  OS << "\n";
  // What was not analyzed: its section, each unit and function once.
  reportNotAnalyzed(R, S.FunctionTimeout, OS);
  // Calls the analysis can only guess at: where a model would help.
  if (!R.UnknownCallees.empty()) {
    uint64_t Calls = 0;
    for (const UnknownCallee &C : R.UnknownCallees)
      Calls += C.Calls;
    OS << "pathsim: " << plural(Calls, "call") << " to "
       << plural(R.UnknownCallees.size(), "function")
       << " with neither source nor model, simulated as unknown ("
       << (S.StatsShown ? "most called below" : "--stats names the most called")
       << ")\n";
  }
  if (S.RepeatedEntries || R.DefinedTwice) {
    OS << "pathsim:";
    if (S.RepeatedEntries)
      OS << " " << plural(S.RepeatedEntries, "compile entry", "compile entries")
         << " repeated an earlier one and "
         << (S.RepeatedEntries == 1 ? "was" : "were") << " analyzed once"
         << (R.DefinedTwice ? ";" : "");
    if (R.DefinedTwice)
      OS << " " << plural(R.DefinedTwice, "definition")
         << " of a function another unit defines too (several programs?), "
            "each analyzed";
    OS << (S.Verbose ? " (named above)\n" : " (--verbose names them)\n");
  }
  if (R.Excluded)
    OS << "pathsim: " << plural(R.Excluded, "function")
       << " in excluded files, not reported ("
       << (R.Excluded - R.ExcludedNotSimulated)
       << " simulated for their callers' models)\n";

  // Where the run is and how to browse it.
  if (S.RunId) {
    std::string Db = S.Db == reports::DefaultStorePath
                         ? ""
                         : " --db " + store::displayName(S.Db);
    OS << "pathsim: run " << S.RunId << " stored in " << store::displayName(S.Db)
       << "; browse it: 'pathsim reports list" << Db
       << "', 'pathsim reports show ID" << Db << "', 'pathsim reports html"
       << Db << " -o report'\n";
  }
  if (!S.ConfigFile.empty())
    OS << "pathsim: settings from " << S.ConfigFile << "\n";
  if (!S.NearerConfigs.empty()) {
    OS << "pathsim: settings of the files under them from";
    for (size_t K = 0; K < S.NearerConfigs.size(); ++K)
      OS << (K ? ", " : " ") << S.NearerConfigs[K];
    OS << "\n";
  }
}

} // namespace pathsim::cli
