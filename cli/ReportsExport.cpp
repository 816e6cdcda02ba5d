//===- cli/ReportsExport.cpp - pathsim reports sarif/html/baseline --------===//
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "cli/ReportsCommon.h"
#include "reports/Baseline.h"
#include "reports/HtmlRenderer.h"
#include "reports/OutputFiles.h"
#include "reports/SarifRenderer.h"
#include "reports/StoreQueries.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <iostream>
#include <sstream>

namespace cl = llvm::cl;
using namespace pathsim::reports;

#ifndef PATHSIM_VERSION
#define PATHSIM_VERSION "unknown"
#endif

namespace pathsim::cli {

namespace {

/// The run an export writes, and at which rank.
struct ExportedRun {
  std::optional<WarningStore> Store;
  int64_t Id = 0;
  WarningRank Rank = WarningRank::Likely;
  size_t BelowRank = 0; ///< warnings of the run below Rank, left out
};

/// Every warning of the chosen run of the ranks \p Rank shows, with its
/// details; std::nullopt after reporting an error.
std::optional<std::vector<ReportedWarning>>
loadRunWarnings(const std::string &Db, int64_t Requested, bool WithDetails,
                const RankOption &Rank, ExportedRun &Out) {
  std::optional<WarningStore> &Store = Out.Store;
  int64_t &RunId = Out.Id;
  Store = openStoreForReports(Db);
  if (!Store)
    return std::nullopt;
  std::optional<int64_t> Run = selectRun(*Store, Requested);
  if (!Run)
    return std::nullopt;
  RunId = *Run;
  WarningFilter Filter;
  Filter.Run = RunId;
  Filter.IncludeSuppressed = true;
  Filter.WithDetails = WithDetails;
  Expected<std::vector<ReportedWarning>> Ws = queryWarnings(*Store, Filter);
  if (!Ws) {
    reportError(Ws.error().message());
    return std::nullopt;
  }
  Out.Rank = selectRank(*Store, RunId, Rank);
  Out.BelowRank = keepRanks(*Ws, Out.Rank);
  return std::move(*Ws);
}

} // namespace

int runReportsSarif(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports sarif options");
  auto Db = dbOption(Cat);
  auto Run = runOption(Cat);
  cl::opt<std::string> Output("o", cl::Required,
                              cl::desc("SARIF file to write ('-': stdout)"),
                              cl::value_desc("file"), cl::cat(Cat));
  cl::opt<std::string> SourceRoot(
      "source-root",
      cl::desc("The project's root: URIs are relative to it (default: the "
               "run's --source-root, else the git repository holding its "
               "files, else their common root)"),
      cl::value_desc("dir"), cl::cat(Cat));
  cl::alias BaseDir("base-dir", cl::desc("Alias for --source-root"),
                    cl::aliasopt(SourceRoot), cl::NotHidden, cl::cat(Cat));
  auto Rank = rankOption(Cat);
  if (!parseOptions("reports sarif", Cat, Args,
                    "Writes a stored run as SARIF 2.1.0 (GitHub code "
                    "scanning, VS Code's SARIF viewer).\n"))
    return ExitUsage;
  ExportedRun Exported;
  auto Ws = loadRunWarnings(*Db, *Run, /*WithDetails=*/true, *Rank, Exported);
  if (!Ws)
    return ExitUsage;
  std::optional<WarningStore> &Store = Exported.Store;
  const int64_t RunId = Exported.Id;
  Expected<RunRecord> Record = findRun(*Store, RunId);
  SourceCache Sources;
  limitSources(Sources, SourceRoot);
  // The root the run was analyzed with, unless --source-root says otherwise.
  std::string Root = SourceRoot;
  if (Root.empty() && Record) {
    if (auto Stored = llvm::json::parse(Record->SettingsJson)) {
      if (const llvm::json::Object *O = Stored->getAsObject())
        if (auto R = O->getString("source-root"))
          Root = R->str();
    } else {
      llvm::consumeError(Stored.takeError());
    }
  }
  Expected<std::vector<std::string>> Units = unitFiles(*Store, RunId);
  SarifOptions Options =
      sarifOptions(Root, Units ? *Units : std::vector<std::string>(), *Ws);
  if (Record && !Record->ToolVersion.empty())
    Options.ToolVersion = Record->ToolVersion;
  if (Record)
    Options.CommandLine = Record->CommandLine;
  if (Error E = writeSarifFile(Output, *Ws, Sources, Options)) {
    reportError(E.message());
    return ExitUsage;
  }
  noteRefusedSources(Sources);
  if (Output != "-")
    llvm::errs() << fmt::format(
        "wrote {} result{} of run {} ({}) to {}{}\n", Ws->size(),
        Ws->size() == 1 ? "" : "s", RunId, rankRange(Exported.Rank),
        std::string(Output),
        belowRankNote(Exported.BelowRank, Exported.Rank, "written"));
  return ExitOk;
}

int runReportsHtml(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports html options");
  auto Db = dbOption(Cat);
  auto Run = runOption(Cat);
  cl::opt<std::string> Output("o", cl::Required,
                              cl::desc("directory to write the site into"),
                              cl::value_desc("dir"), cl::cat(Cat));
  auto Root = sourceRootOption(Cat);
  auto Rank = rankOption(Cat);
  if (!parseOptions("reports html", Cat, Args,
                    "Writes a static HTML report of a stored run: open "
                    "DIR/index.html in a browser, no server needed.\n"))
    return ExitUsage;
  ExportedRun Exported;
  auto Ws = loadRunWarnings(*Db, *Run, /*WithDetails=*/true, *Rank, Exported);
  if (!Ws)
    return ExitUsage;
  std::optional<WarningStore> &Store = Exported.Store;
  const int64_t RunId = Exported.Id;
  HtmlOptions Options;
  Options.Title = fmt::format("pathsim: run {}", RunId);
  if (Expected<RunRecord> R = findRun(*Store, RunId))
    Options.RunSummary =
        fmt::format("run {} ({}), started {}, {} functions, {} warnings ({} "
                    "suppressed); shown: {}{}: {}",
                    R->Id, runStateId(R->State), R->StartedAt, R->Functions,
                    R->Warnings, R->Suppressed, rankRange(Exported.Rank),
                    belowRankNote(Exported.BelowRank, Exported.Rank, "shown"),
                    R->CommandLine);
  // Where the callees whose automatic models the paths used are defined.
  if (Expected<std::vector<FunctionStats>> Fs = runFunctions(*Store, RunId))
    Options.Functions = std::move(*Fs);
  SourceCache Sources;
  limitSources(Sources, *Root);
  if (Error E = writeHtmlReport(Output, *Ws, Sources, Options)) {
    reportError(E.message());
    return ExitUsage;
  }
  noteRefusedSources(Sources);
  llvm::errs() << fmt::format("wrote {} warning page{} of run {} ({}{}); "
                              "open {}/index.html\n",
                              Ws->size(), Ws->size() == 1 ? "" : "s", RunId,
                              rankRange(Exported.Rank),
                              belowRankNote(Exported.BelowRank, Exported.Rank,
                                            "written"),
                              std::string(Output));
  return ExitOk;
}

int runReportsBaseline(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports baseline options");
  auto Db = dbOption(Cat);
  auto Run = runOption(Cat);
  cl::opt<std::string> Output("o", cl::Required,
                              cl::desc("baseline file to write ('-': stdout)"),
                              cl::value_desc("file"), cl::cat(Cat));
  auto Rank = rankOption(Cat);
  if (!parseOptions("reports baseline", Cat, Args,
                    "Writes the fingerprints of a run's warnings; "
                    "'pathsim analyze --baseline FILE' then hides them.\n"))
    return ExitUsage;
  ExportedRun Exported;
  auto Ws = loadRunWarnings(*Db, *Run, /*WithDetails=*/false, *Rank, Exported);
  if (!Ws)
    return ExitUsage;
  const int64_t RunId = Exported.Id;
  if (Output == "-") {
    writeBaseline(std::cout, *Ws);
    return ExitOk;
  }
  std::ostringstream Text;
  writeBaseline(Text, *Ws);
  if (Error E = writeFileAtomically(Output, Text.str(), "baseline file")) {
    reportError(E.message());
    return ExitUsage;
  }
  llvm::errs() << fmt::format(
      "wrote {} fingerprint{} of run {} ({}) to {}{}\n", Ws->size(),
      Ws->size() == 1 ? "" : "s", RunId, rankRange(Exported.Rank),
      std::string(Output),
      belowRankNote(Exported.BelowRank, Exported.Rank, "written"));
  return ExitOk;
}

} // namespace pathsim::cli
