//===- cli/NotAnalyzed.cpp - naming what a run did not analyze ------------===//
#include "cli/NotAnalyzed.h"

#include "sourcemap/Printable.h"
#include "reports/WarningText.h"

#include "llvm/Support/Format.h"

#include <map>
#include <string>
#include <vector>

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
       << Plural(Units, "translation unit")
       << (N.FunctionsInterrupted || N.UnitsNotReached ? "; " : "");
  if (N.FunctionsInterrupted || N.UnitsNotReached)
    OS << "not done before the interrupt: "
       << Plural(N.FunctionsInterrupted, "function") << ", "
       << Plural(N.UnitsNotReached, "translation unit");
  OS << (Functions || Units ? ":" : "") << "\n";

  // One note each, in the run's order; a function defined alike in several
  // units (a header's static function) is one note, with how many.
  std::vector<std::string> Notes;
  std::map<std::string, uint32_t> Times;
  auto Add = [&](std::string Note) {
    if (Times[Note]++ == 0)
      Notes.push_back(std::move(Note));
  };
  for (const UnitResult &U : R.Units)
    if (U.Is == UnitResult::State::NotCompiled)
      Add(printable(U.Display) + ": note: not analyzed: it did not compile");
  for (const FunctionStats &F : R.Functions) {
    if (analyzed(F) || F.Stop == Termination::Interrupted)
      continue;
    std::string Note;
    llvm::raw_string_ostream NS(Note);
    NS << printable(reports::displayPath(F.Loc)) << ":" << F.Loc.Line
       << ": note: '" << F.Function << "' was not analyzed: ";
    if (F.Stop == Termination::Unsupported)
      NS << "it uses a construct the simulator cannot handle"
         << (F.Detail.empty() ? "" : " (" + F.Detail + ")");
    else if (F.Stop == Termination::WorkBudget)
      NS << "no path of it ended within the work budget (--work-budget)";
    else
      NS << llvm::format("no path of it ended within the time limit "
                         "(--function-timeout %g s)",
                         Timeout);
    Add(std::move(NS.str()));
  }
  for (const std::string &Note : Notes) {
    OS << Note;
    if (uint32_t T = Times[Note]; T > 1)
      OS << " (in " << T << " units)";
    OS << "\n";
  }
}

} // namespace pathsim::cli
