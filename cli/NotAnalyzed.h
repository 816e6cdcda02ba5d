//===- cli/NotAnalyzed.h - naming what a run did not analyze --------------===//
//
// Nothing is skipped silently: every translation unit that did not compile
// and every function the simulator could not run, or of which no path ended
// in time, is named in a note of its own in the run's summary (which
// --quiet leaves out: `pathsim reports not-analyzed` lists them too).
//
#pragma once

#include "automodel/Analyzer.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>

namespace pathsim::cli {

/// How much of a run was not analyzed.
struct NotAnalyzedCount {
  uint32_t Units = 0;     ///< translation units not compiled or not reached
  uint32_t Functions = 0; ///< functions not analyzed (see analyzed())
  /// Of those, the ones an interrupt kept from being done (not named one by
  /// one: there may be thousands; `reports not-analyzed` lists them).
  uint32_t UnitsNotReached = 0, FunctionsInterrupted = 0;
  bool any() const { return Units || Functions; }
};

/// Counts what \p R did not analyze.
NotAnalyzedCount countNotAnalyzed(const AnalysisResult &R);

/// The summary's section on what was not analyzed: a line with the counts,
/// then one note per unit that did not compile and per function not
/// analyzed ("FILE:LINE: note: 'f' was not analyzed: REASON"), each printed
/// once (a function defined alike in several units: "(in 3 units)");
/// nothing when everything was analyzed. What an interrupt
/// kept from being done is only counted. \p Timeout is
/// --function-timeout, for the reason of a function of which no path ended.
void reportNotAnalyzed(const AnalysisResult &R, double Timeout,
                       llvm::raw_ostream &OS);

} // namespace pathsim::cli
