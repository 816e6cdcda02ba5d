//===- reports/StoreQueries.h - reading runs and warnings from the store --===//
#pragma once

#include "reports/Expected.h"
#include "reports/ReportedWarning.h"
#include "reports/WarningStore.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pathsim::reports {

/// A run as listed by `pathsim reports runs`. Counts are computed from the
/// stored rows, so they are right for incomplete runs too.
struct RunRecord {
  int64_t Id = 0;
  std::string StartedAt, EndedAt; ///< ISO 8601 UTC; EndedAt empty if none
  std::string CommandLine, SettingsJson, ToolVersion;
  RunState State = RunState::Running;
  int64_t Pid = 0;
  int64_t Functions = 0;         ///< functions recorded
  int64_t CompleteFunctions = 0; ///< of which all paths were simulated
  int64_t Warnings = 0;          ///< warnings recorded, suppressed included
  int64_t Suppressed = 0;
};

/// Every run, oldest first.
Expected<std::vector<RunRecord>> listRuns(WarningStore &Store);
/// Run \p Id, or an Error naming it if there is none.
Expected<RunRecord> findRun(WarningStore &Store, int64_t Id);
/// The run `reports` commands use by default: the latest complete one.
/// An Error when there is none (the message says what to do).
Expected<int64_t> latestCompleteRun(WarningStore &Store);

/// Which warnings of a run to read.
struct WarningFilter {
  int64_t Run = 0;
  std::optional<WarningKind> Kind;
  std::string FileGlob;     ///< fnmatch(3) on the display or absolute path
  std::string FunctionGlob; ///< fnmatch(3) on the function's name
  bool IncludeSuppressed = false;
  /// Read the related notes, path, conditions and models too (what SARIF,
  /// HTML and the long form need); a listing does without.
  bool WithDetails = false;
};

/// The warnings of a run that pass \p Filter, in the order they were stored.
Expected<std::vector<ReportedWarning>> queryWarnings(WarningStore &Store,
                                                     const WarningFilter &F);
/// One warning with every detail, or an Error if there is no such id.
Expected<ReportedWarning> loadWarning(WarningStore &Store, int64_t Id);

/// Whether \p Path's content differs from when run \p Run read it (the
/// source shown beside an old warning may then not match it). False when
/// the run recorded no hash or the file cannot be read.
bool sourceChangedSinceRun(WarningStore &Store, int64_t Run,
                           const std::string &Path, SourceCache &Sources);

} // namespace pathsim::reports
