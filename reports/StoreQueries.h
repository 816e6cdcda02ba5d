//===- reports/StoreQueries.h - reading runs and warnings from the store --===//
#pragma once

#include "reports/Expected.h"
#include "reports/ReportedWarning.h"
#include "reports/WarningStore.h"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
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
  int64_t NotAnalyzedFunctions = 0; ///< functions recorded as not analyzed
  int64_t NotAnalyzedUnits = 0;     ///< units not compiled or not reached
  std::string Reason; ///< why it is partial, interrupted or failed
  std::string Name;   ///< --run-name; empty for none
  std::vector<std::pair<std::string, std::string>> Tags; ///< by key
  /// What its rows hold (storedBytes(): texts by their bytes, 8 bytes a
  /// number); -1 until storedBytes() reads it.
  int64_t StoredBytes = -1;
  /// Whether the run has tag \p Key with value \p Value.
  bool hasTag(std::string_view Key, std::string_view Value) const {
    for (const auto &[K, V] : Tags)
      if (K == Key && V == Value)
        return true;
    return false;
  }
};

/// What a run did not analyze, as `pathsim reports not-analyzed` lists it.
struct NotAnalyzed {
  struct Unit {
    SourceLocation File;
    std::string State; ///< "not-compiled" or "not-reached"
    std::string Detail;
  };
  struct Function {
    SourceLocation Loc;
    std::string Name, LinkageName;
    std::string Termination; ///< "unsupported", "timeout", "interrupted"
    std::string Detail;
  };
  std::vector<Unit> Units;         ///< by display path
  std::vector<Function> Functions; ///< in the run's order
};

/// What a run covered, to tell a warning that went away (fixed) from one
/// whose code the run did not analyze.
struct RunCoverage {
  RunState State = RunState::Complete;
  std::set<std::string> FilesNotAnalyzed;     ///< absolute paths of units
  std::set<std::string> FunctionsNotAnalyzed; ///< linkage names
  std::set<std::string> Functions;            ///< every linkage name recorded
  /// Whether the run analyzed the code of warning \p R (of another run):
  /// not when its file is a unit the run did not compile or reach, its
  /// function was not analyzed, or the run stopped early without reaching
  /// the function.
  bool analyzed(const ReportedWarning &R) const;
};

/// Every run, oldest first.
Expected<std::vector<RunRecord>> listRuns(WarningStore &Store);

/// Fills each run's StoredBytes: the bytes of every row stored under it
/// (the run, its tags, units, file hashes, functions, warnings with their
/// notes, steps, conditions and models), each text by its bytes and each
/// number as 8; the files runs share, indexes and the database's own
/// overhead are not counted.
Error storedBytes(WarningStore &Store, std::vector<RunRecord> &Runs);

/// The bytes the whole database takes (both stores; store::databaseSize).
Expected<int64_t> databaseSize(WarningStore &Store);
/// Run \p Id, or an Error naming it if there is none.
Expected<RunRecord> findRun(WarningStore &Store, int64_t Id);
/// The run `reports` commands use by default: the latest finished one,
/// complete or partial (a partial run's warnings are as good as a complete
/// one's; what it did not analyze is listed by notAnalyzed()). Interrupted
/// and failed runs are used only when named. An Error when there is none
/// (the message says what to do).
Expected<int64_t> defaultRun(WarningStore &Store);
/// The units and functions run \p Run did not analyze.
Expected<NotAnalyzed> notAnalyzed(WarningStore &Store, int64_t Run);

/// The functions run \p Run recorded (name, linkage name, where they are
/// defined), in the run's order.
Expected<std::vector<FunctionStats>> runFunctions(WarningStore &Store,
                                                  int64_t Run);

/// The absolute paths of every translation unit of run \p Run (analyzed or
/// not), sorted; none for a run stored before units were.
Expected<std::vector<std::string>> unitFiles(WarningStore &Store, int64_t Run);
/// What run \p Run covered (for `reports diff`).
Expected<RunCoverage> runCoverage(WarningStore &Store, int64_t Run);

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

/// Records \p R as the review of every warning with \p Fingerprint, in
/// every run (an empty status removes it).
Error setReview(WarningStore &Store, const std::string &Fingerprint,
                const Review &R);
/// Every review, by fingerprint.
Expected<std::map<std::string, Review>> allReviews(WarningStore &Store);

/// Whether \p Path's content differs from when run \p Run read it (the
/// source shown beside an old warning may then not match it). False when
/// the run recorded no hash or the file cannot be read.
bool sourceChangedSinceRun(WarningStore &Store, int64_t Run,
                           const std::string &Path, SourceCache &Sources);

} // namespace pathsim::reports
