//===- cli/NotAnalyzed.cpp - naming what a run did not analyze ------------===//
#include "cli/NotAnalyzed.h"

#include "llvm/Support/Format.h"

namespace pathsim::cli {

NotAnalyzedCount countNotAnalyzed(const AnalysisResult &R) {
  NotAnalyzedCount N;
  for (const UnitResult &U : R.Units)
    N.Units += U.Is != UnitResult::State::Analyzed;
  for (const FunctionStats &F : R.Functions)
    N.Functions += !analyzed(F);
  return N;
}

void reportNotAnalyzed(const AnalysisResult &R, double Timeout,
                       llvm::raw_ostream &OS) {
  for (const UnitResult &U : R.Units)
    if (U.Is == UnitResult::State::NotCompiled)
      OS << U.Display << ": note: not analyzed: it did not compile\n";
  for (const FunctionStats &F : R.Functions) {
    if (analyzed(F))
      continue;
    OS << F.Loc.DisplayFile << ":" << F.Loc.Line << ": note: '" << F.Function
       << "' was not analyzed: ";
    if (F.Stop == Termination::Unsupported)
      OS << "it uses a construct the simulator cannot handle"
         << (F.Detail.empty() ? "" : " (" + F.Detail + ")");
    else
      OS << llvm::format("no path of it ended within the time limit "
                         "(--function-timeout %g s)",
                         Timeout);
    OS << "\n";
  }
  NotAnalyzedCount N = countNotAnalyzed(R);
  if (!N.any())
    return;
  OS << "pathsim: not analyzed: " << N.Functions << " function"
     << (N.Functions == 1 ? "" : "s") << ", " << N.Units << " translation unit"
     << (N.Units == 1 ? "" : "s") << " (named above)\n";
}

} // namespace pathsim::cli
