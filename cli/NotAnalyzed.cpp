//===- cli/NotAnalyzed.cpp - naming what a run did not analyze ------------===//
#include "cli/NotAnalyzed.h"

#include "sourcemap/Printable.h"
#include "reports/WarningText.h"

#include "llvm/Support/Format.h"

namespace pathsim::cli {

NotAnalyzedCount countNotAnalyzed(const AnalysisResult &R) {
  NotAnalyzedCount N;
  for (const UnitResult &U : R.Units) {
    N.Units += U.Is != UnitResult::State::Analyzed;
    N.UnitsNotReached += U.Is == UnitResult::State::NotReached;
  }
  for (const FunctionStats &F : R.Functions) {
    N.Functions += !analyzed(F);
    N.FunctionsInterrupted += F.Stop == Termination::Interrupted;
  }
  return N;
}

void reportNotAnalyzed(const AnalysisResult &R, double Timeout,
                       llvm::raw_ostream &OS) {
  for (const UnitResult &U : R.Units)
    if (U.Is == UnitResult::State::NotCompiled)
      OS << printable(U.Display) << ": note: not analyzed: it did not compile\n";
  for (const FunctionStats &F : R.Functions) {
    if (analyzed(F) || F.Stop == Termination::Interrupted)
      continue;
    OS << printable(reports::displayPath(F.Loc)) << ":" << F.Loc.Line
       << ": note: '"
       << F.Function << "' was not analyzed: ";
    if (F.Stop == Termination::Unsupported)
      OS << "it uses a construct the simulator cannot handle"
         << (F.Detail.empty() ? "" : " (" + F.Detail + ")");
    else if (F.Stop == Termination::WorkBudget)
      OS << "no path of it ended within the work budget (--work-budget)";
    else
      OS << llvm::format("no path of it ended within the time limit "
                         "(--function-timeout %g s)",
                         Timeout);
    OS << "\n";
  }
  NotAnalyzedCount N = countNotAnalyzed(R);
  if (!N.any())
    return;
  auto Plural = [](uint32_t N, const char *What) {
    return std::to_string(N) + " " + What + (N == 1 ? "" : "s");
  };
  uint32_t Functions = N.Functions - N.FunctionsInterrupted,
           Units = N.Units - N.UnitsNotReached;
  OS << "pathsim: ";
  if (Functions || Units)
    OS << "not analyzed: " << Plural(Functions, "function") << ", "
       << Plural(Units, "translation unit") << " (named above)"
       << (N.FunctionsInterrupted || N.UnitsNotReached ? "; " : "");
  if (N.FunctionsInterrupted || N.UnitsNotReached)
    OS << "not done before the interrupt: "
       << Plural(N.FunctionsInterrupted, "function") << ", "
       << Plural(N.UnitsNotReached, "translation unit");
  OS << "\n";
}

} // namespace pathsim::cli
