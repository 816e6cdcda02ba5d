//===- cli/RunSummary.h - the lines analyze prints after every run --------===//
//
// What a user reads first when a run ends (on stderr, unless --quiet): the
// warnings shown by kind and rank, what was not shown and why, how the
// functions went, and where the run is stored and how to browse it.
//
#pragma once

#include "automodel/Analyzer.h"
#include "reports/ReportedWarning.h"

#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathsim::cli {

/// What the summary says, gathered by `analyze` as the run ends.
struct RunSummary {
  const AnalysisResult *Result = nullptr;
  /// The warnings printed (not suppressed, not in the baseline).
  std::vector<const reports::ReportedWarning *> Shown;
  uint32_t Suppressed = 0; ///< by a pathsim-suppress comment
  uint32_t InBaseline = 0; ///< hidden by --baseline
  uint32_t Dismissed = 0;  ///< reviewed false-positive or intentional
  uint32_t BelowRank = 0;  ///< of a rank below --rank
  std::string Rank;        ///< --rank: the weakest rank shown
  int64_t RunId = 0;       ///< 0: the run was not stored
  std::string Db;          ///< the --db file
  std::string ConfigFile;  ///< the configuration file read, if any
  /// The nearer .pathsim.yaml files that gave some files their settings.
  std::vector<std::string> NearerConfigs;
  /// Compile entries that repeated an earlier one (analyzed once).
  uint32_t RepeatedEntries = 0;
  bool StatsShown = false; ///< --stats: its figures follow the summary
  bool Verbose = false;    ///< --verbose named the repeated definitions
  double FunctionTimeout = 0; ///< --function-timeout, for the notes
};

/// Prints the summary, a few lines each starting with "pathsim: ".
void printSummary(const RunSummary &S, llvm::raw_ostream &OS);

} // namespace pathsim::cli
