//===- cli/ReportsImport.cpp - pathsim reports import ---------------------===//
//
// Merges the runs and models of another database into the store: the file
// `analyze` writes a finished run to when the store stays locked.
//
#include "automodel/ModelStore.h"
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "cli/ReportsCommon.h"
#include "reports/StoreImport.h"

#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <filesystem>
#include <iostream>

namespace cl = llvm::cl;
using namespace pathsim::reports;

namespace pathsim::cli {

int runReportsImport(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports import options");
  cl::opt<std::string> From(cl::Positional, cl::Required,
                            cl::desc("<database to merge>"), cl::cat(Cat));
  auto Db = dbOption(Cat);
  auto DbTimeout = dbTimeoutOption(Cat);
  if (!parseOptions("reports import", Cat, Args,
                    "Merges the runs and automatic models of another pathsim "
                    "database into the store: the file 'pathsim analyze' "
                    "writes a finished run to when the store stays locked or "
                    "its server's connection is lost. "
                    "Importing a file twice changes nothing.\n"))
    return ExitUsage;
  std::optional<int> Timeout = busyTimeoutMs(*DbTimeout);
  if (!Timeout)
    return ExitUsage;
  int BusyTimeoutMs = *Timeout;
  const std::string Source = From, Into = *Db;
  std::error_code EC;
  if (!std::filesystem::exists(Source, EC)) {
    reportError(fmt::format("no database '{}' to import", Source));
    return ExitUsage;
  }
  if (std::filesystem::exists(Into, EC) &&
      std::filesystem::equivalent(Source, Into, EC)) {
    reportError(fmt::format("'{}' is the store itself", Source));
    return ExitUsage;
  }
  // The file to import is opened as a store first: a file that is not a
  // pathsim database, or of a newer pathsim, is refused before anything is
  // written to the store. It is an SQLite file (what `analyze` writes
  // beside a store it could not write), whatever the store is.
  StoreOptions FromOptions;
  FromOptions.Create = false;
  FromOptions.BusyTimeoutMs = BusyTimeoutMs;
  Expected<WarningStore> SourceStore = WarningStore::open(Source, FromOptions);
  if (!SourceStore) {
    reportError(SourceStore.error().message());
    return ExitUsage;
  }
  if (Error E = checkImportSource(*SourceStore)) {
    reportError(E.message());
    return ExitUsage;
  }
  {
    ModelStoreOptions ReadOnly;
    ReadOnly.ReadOnly = true;
    ReadOnly.BusyTimeoutMs = BusyTimeoutMs;
    if (auto Models = ModelStore::open(Source, ReadOnly); !Models) {
      reportError(llvm::toString(Models.takeError()));
      return ExitUsage;
    }
  }
  ModelStoreOptions ModelOptions;
  ModelOptions.BusyTimeoutMs = BusyTimeoutMs;
  auto Models = ModelStore::open(Into, ModelOptions);
  if (!Models) {
    reportError(llvm::toString(Models.takeError()));
    return ExitUsage;
  }
  StoreOptions Options;
  Options.BusyTimeoutMs = BusyTimeoutMs;
  Expected<WarningStore> Store = WarningStore::open(Into, Options);
  if (!Store) {
    reportError(Store.error().message());
    return ExitUsage;
  }
  noteAbandonedRuns(*Store);
  Expected<std::vector<ImportedRun>> Runs = importRuns(*Store, *SourceStore);
  if (!Runs) {
    reportError(Runs.error().message());
    return ExitUsage;
  }
  llvm::Expected<size_t> Taken = (*Models)->importFrom(Source, BusyTimeoutMs);
  if (!Taken) {
    reportError(llvm::toString(Taken.takeError()));
    return ExitUsage;
  }
  size_t Imported = 0;
  for (const ImportedRun &R : *Runs) {
    if (R.AlreadyThere) {
      std::cout << fmt::format("run {} of '{}' is already run {}: skipped\n",
                               R.From, Source, R.As);
      continue;
    }
    ++Imported;
    std::cout << fmt::format("imported run {} of '{}' as run {} ({})\n", R.From,
                             Source, R.As, runStateId(R.State));
  }
  std::cout << fmt::format(
      "imported {} run{} and {} automatic model{} into '{}'{}\n", Imported,
      Imported == 1 ? "" : "s", *Taken, *Taken == 1 ? "" : "s", Into,
      Runs->empty() && !*Taken ? ""
                               : fmt::format("; '{}' may be deleted", Source));
  return ExitOk;
}

} // namespace pathsim::cli
