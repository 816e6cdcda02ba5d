//===- cli/ReportsCommon.h - what the `pathsim reports` commands share ----===//
#pragma once

#include "reports/SarifRenderer.h"
#include "reports/SourceCache.h"
#include "reports/WarningStore.h"

#include "llvm/Support/CommandLine.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

namespace pathsim::cli {

/// Prints "pathsim: MESSAGE" on stderr.
void reportError(std::string_view Message);

/// Says, one line each, which runs \p Store found left `running` by a
/// process that is gone and marked failed.
void noteAbandonedRuns(const reports::WarningStore &Store);

/// Opens the store at \p Path for a `reports` command, waiting up to
/// \p BusyTimeoutMs for another process's lock. A missing file, or one the
/// store refuses, is reported; the caller returns ExitUsage.
std::optional<reports::WarningStore>
openStoreForReports(const std::string &Path,
                    int BusyTimeoutMs = store::DefaultBusyTimeoutMs);

/// The run to report on: \p Requested if non-zero (it must exist), else the
/// default run (the latest complete or partial one). Errors are reported.
std::optional<int64_t> selectRun(reports::WarningStore &Store,
                                 int64_t Requested);

/// What SARIF logs written by this pathsim say beyond the warnings: the
/// tool's version and the source root: \p Given (--source-root, made
/// absolute), else the repository holding the common root of \p UnitFiles
/// and the warnings' files (the first directory above it holding `.git`),
/// else that common root.
reports::SarifOptions
sarifOptions(const std::string &Given,
             const std::vector<std::string> &UnitFiles,
             const std::vector<reports::ReportedWarning> &Ws);

/// Limits what \p Sources reads to the directory a `reports` command shows
/// source text from (a database names files: one crafted or imported must
/// not show others): \p Given (--source-root), else the repository above
/// the current directory (the first directory holding `.git`), else the
/// current directory.
void limitSources(reports::SourceCache &Sources, const std::string &Given);

/// A note on stderr naming the files \p Sources did not read because they
/// lie outside its root (nothing if none).
void noteRefusedSources(const reports::SourceCache &Sources);

/// `--source-root DIR` of a command that shows source text.
std::unique_ptr<llvm::cl::opt<std::string>>
sourceRootOption(llvm::cl::OptionCategory &Category);

/// `--run N`: the run a command reports on (0, the default: the latest
/// complete or partial run; see selectRun).
std::unique_ptr<llvm::cl::opt<int64_t>>
runOption(llvm::cl::OptionCategory &Category);

/// `--rank R`'s parser: a rank's id (certain, likely, possible), else a
/// usage error naming them.
class RankParser : public llvm::cl::parser<std::string> {
public:
  using llvm::cl::parser<std::string>::parser;
  bool parse(llvm::cl::Option &O, llvm::StringRef ArgName, llvm::StringRef Arg,
             std::string &Value);
};
using RankOption = llvm::cl::opt<std::string, false, RankParser>;

/// `--rank R`: the weakest rank of the warnings a command shows, as
/// `analyze --rank` (default: the rank the run was analyzed with, which is
/// analyze's default, likely, unless its --rank or configuration file said
/// otherwise).
std::unique_ptr<RankOption> rankOption(llvm::cl::OptionCategory &Category);

/// The weakest rank shown of run \p Run: \p Option's if given, else the
/// rank stored in the run's settings, else analyze's default.
WarningRank selectRank(reports::WarningStore &Store, int64_t Run,
                       const RankOption &Option);

/// The ranks \p Rank shows, in words: "certain and likely warnings".
std::string rankRange(WarningRank Rank);

/// Removes from \p Ws the warnings below \p Rank; returns how many.
size_t keepRanks(std::vector<reports::ReportedWarning> &Ws, WarningRank Rank);

/// "; 3 below --rank likely not shown (--rank possible shows them)", for
/// \p Hidden warnings below \p Rank (empty when none). \p Verb: "shown",
/// "written", "compared".
std::string belowRankNote(size_t Hidden, WarningRank Rank,
                          std::string_view Verb);

/// `--db-timeout S`: how long a command that writes the store waits for
/// another process's lock (default 60 s).
std::unique_ptr<llvm::cl::opt<double>>
dbTimeoutOption(llvm::cl::OptionCategory &Category);

/// \p Seconds (--db-timeout) in milliseconds; nullopt, reported, when it is
/// not between 0 and 86400.
std::optional<int> busyTimeoutMs(double Seconds);

} // namespace pathsim::cli
