//===- cli/ReportsPrune.cpp - pathsim reports prune -----------------------===//
//
// Removes all but the N most recent runs from the store and compacts the
// file (reports/StorePrune.h says what goes and what stays).
//
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "cli/ReportsCommon.h"
#include "reports/StorePrune.h"

#include "llvm/ADT/StringRef.h"

#include <fmt/format.h>

#include <filesystem>
#include <iostream>

namespace cl = llvm::cl;
using namespace pathsim::reports;

namespace pathsim::cli {

namespace {

/// "1, 2, 5" (at most the first ten, then "and N more").
std::string idList(const std::vector<int64_t> &Ids) {
  std::string Text;
  for (size_t I = 0; I < Ids.size() && I < 10; ++I)
    Text += (I ? ", " : "") + std::to_string(Ids[I]);
  if (Ids.size() > 10)
    Text += fmt::format(" and {} more", Ids.size() - 10);
  return Text;
}

std::string runs(size_t N) {
  return fmt::format("{} run{}", N, N == 1 ? "" : "s");
}

/// The file's size in bytes, 0 if it cannot be read.
uintmax_t fileSize(const std::string &Path) {
  std::error_code EC;
  uintmax_t Size = std::filesystem::file_size(Path, EC);
  return EC ? 0 : Size;
}

} // namespace

int runReportsPrune(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports prune options");
  cl::opt<std::string> KeepText(
      "keep",
      cl::desc("how many of the most recent complete or partial runs to "
               "keep (1 or more)"),
      cl::value_desc("N"), cl::cat(Cat));
  auto Db = dbOption(Cat);
  auto DbTimeout = dbTimeoutOption(Cat);
  if (!parseOptions("reports prune", Cat, Args,
                    "Removes every stored run but the N most recent complete "
                    "or partial ones (failed and interrupted runs are "
                    "removed; a run still running never is), with their "
                    "functions and warnings, then compacts the file. The "
                    "automatic models are kept.\n"))
    return ExitUsage;
  // Said here rather than by LLVM's integer parser: which values are
  // allowed, and why 0 is not one of them.
  int64_t Keep = 0;
  if (KeepText.getNumOccurrences() == 0) {
    llvm::errs() << "pathsim reports prune: say how many runs to keep: "
                    "--keep N (the N most recent); try 'pathsim reports "
                    "prune --help'\n";
    return ExitUsage;
  }
  if (llvm::StringRef(KeepText).trim().getAsInteger(10, Keep) || Keep < 1) {
    llvm::errs() << "pathsim reports prune: --keep '" << KeepText
                 << "' is not a number of runs to keep: give a whole number, "
                    "1 or more (to remove every run, delete the database "
                    "file)\n";
    return ExitUsage;
  }
  std::optional<int> Timeout = busyTimeoutMs(*DbTimeout);
  if (!Timeout)
    return ExitUsage;
  std::optional<WarningStore> Store = openStoreForReports(*Db, *Timeout);
  if (!Store)
    return ExitUsage;
  uintmax_t Before = fileSize(*Db);
  Expected<PruneResult> R = pruneRuns(*Store, Keep);
  if (!R) {
    reportError(R.error().message() + "; nothing was removed");
    return ExitUsage;
  }
  if (R->Removed.empty())
    std::cout << fmt::format("nothing to remove: '{}' holds {}", *Db,
                             runs(R->Kept.size()));
  else
    std::cout << fmt::format(
        "removed {} ({}) and their {} warning{}; kept {}",
        runs(R->Removed.size()), idList(R->Removed), R->RemovedWarnings,
        R->RemovedWarnings == 1 ? "" : "s", runs(R->Kept.size()));
  if (!R->Kept.empty())
    std::cout << " (" << idList(R->Kept) << ")";
  if (!R->Running.empty())
    std::cout << fmt::format("; {} still running, never removed: {}",
                             runs(R->Running.size()), idList(R->Running));
  std::cout << '\n';
  // The runs are gone; compacting only gives the space back. A failure
  // (another process reading, no room for the copy) leaves the file as it
  // was, and running prune again compacts it.
  if (Error E = compactStore(*Store)) {
    reportError(fmt::format("could not compact '{}': {}; {}run "
                            "'pathsim reports prune' again to compact it",
                            *Db, E.message(),
                            R->Removed.empty() ? ""
                                               : "the runs above are removed; "));
    return ExitUsage;
  }
  std::cout << fmt::format("compacted '{}': {} KiB -> {} KiB\n", *Db,
                           (Before + 1023) / 1024,
                           (fileSize(*Db) + 1023) / 1024);
  return ExitOk;
}

} // namespace pathsim::cli
