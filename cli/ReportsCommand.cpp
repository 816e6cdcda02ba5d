//===- cli/ReportsCommand.cpp - pathsim reports list/show/runs/diff -------===//
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "cli/ReportsCommon.h"
#include "reports/Json.h"
#include "reports/LongFormRenderer.h"
#include "reports/RunDiff.h"
#include "reports/StoreQueries.h"
#include "reports/WarningText.h"

#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <filesystem>
#include <iostream>
#include <memory>

namespace cl = llvm::cl;
using namespace pathsim::reports;

namespace pathsim::cli {

void reportError(std::string_view Message) {
  llvm::errs() << "pathsim: " << Message << "\n";
}

std::optional<WarningStore> openStoreForReports(const std::string &Path) {
  std::error_code EC;
  if (!std::filesystem::exists(Path, EC)) {
    reportError(fmt::format("no warning store '{}'; run 'pathsim analyze' "
                            "first, or name one with --db",
                            Path));
    return std::nullopt;
  }
  StoreOptions Options;
  Options.Create = false;
  Expected<WarningStore> Store = WarningStore::open(Path, Options);
  if (!Store) {
    reportError(Store.error().message());
    return std::nullopt;
  }
  if (Store->markedIncomplete())
    llvm::errs() << fmt::format(
        "pathsim: note: {} run(s) whose process ended before finishing are "
        "now marked incomplete\n",
        Store->markedIncomplete());
  return std::move(*Store);
}

std::optional<int64_t> selectRun(WarningStore &Store, int64_t Requested) {
  if (Requested) {
    Expected<RunRecord> Run = findRun(Store, Requested);
    if (!Run) {
      reportError(Run.error().message());
      return std::nullopt;
    }
    return Requested;
  }
  Expected<int64_t> Latest = latestCompleteRun(Store);
  if (!Latest) {
    reportError(Latest.error().message());
    return std::nullopt;
  }
  return *Latest;
}

std::unique_ptr<cl::opt<int64_t>> runOption(cl::OptionCategory &Category) {
  return std::make_unique<cl::opt<int64_t>>(
      "run", cl::desc("run id (default: latest complete)"), cl::init(0),
      cl::value_desc("N"), cl::cat(Category));
}

namespace {

enum class Format { Text, Json };

/// A --format option (cl::opt can be neither copied nor moved).
std::unique_ptr<cl::opt<Format>> formatOption(cl::OptionCategory &Cat) {
  return std::make_unique<cl::opt<Format>>(
      "format", cl::desc("output format"), cl::init(Format::Text),
      cl::values(clEnumValN(Format::Text, "text", "a table for people"),
                 clEnumValN(Format::Json, "json", "JSON for scripts")),
      cl::cat(Cat));
}

void warningJson(JsonWriter &J, const ReportedWarning &R) {
  J.objectBegin();
  J.member("id", R.Id);
  J.member("run", R.RunId);
  J.member("kind", kindInfo(R.W.Kind).Id);
  J.member("file", displayPath(R.W.Loc));
  J.member("line", R.W.Loc.Line);
  J.member("column", R.W.Loc.Col);
  J.member("function", R.W.Function);
  J.member("variable", R.W.Variable);
  J.member("message", R.W.Message);
  J.member("fingerprint", R.Fingerprint);
  J.member("suppressed", R.Suppressed);
  J.objectEnd();
}

std::string warningLine(const ReportedWarning &R) {
  return fmt::format("{:>6}  {:<20} {:<28} {:<16} {}{}", R.Id,
                     kindInfo(R.W.Kind).Id, compilerLocation(R.W.Loc),
                     R.W.Function, R.W.Message,
                     R.Suppressed ? " (suppressed)" : "");
}

} // namespace

int runReportsList(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports list options");
  auto Db = dbOption(Cat);
  auto Run = runOption(Cat);
  cl::opt<std::string> Kind("kind", cl::desc("only warnings of this kind"),
                            cl::value_desc("kind"), cl::cat(Cat));
  cl::opt<std::string> File("file", cl::desc("only files matching the glob"),
                            cl::value_desc("glob"), cl::cat(Cat));
  cl::opt<std::string> Function("function",
                                cl::desc("only functions matching the glob"),
                                cl::value_desc("glob"), cl::cat(Cat));
  cl::opt<bool> All("all", cl::desc("include suppressed warnings"),
                    cl::cat(Cat));
  std::unique_ptr<cl::opt<Format>> Fmt = formatOption(Cat);
  if (!parseOptions("reports list", Cat, Args,
                    "Lists the warnings of a stored run.\n"))
    return ExitUsage;

  WarningFilter Filter;
  if (!Kind.empty()) {
    Filter.Kind = kindFromId(Kind);
    if (!Filter.Kind) {
      std::string Known;
      for (const WarningKindInfo &Info : allWarningKinds())
        Known += (Known.empty() ? "" : ", ") + std::string(Info.Id);
      reportError(fmt::format("unknown kind '{}'; kinds are: {}",
                              std::string(Kind), Known));
      return ExitUsage;
    }
  }
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  std::optional<int64_t> RunId = selectRun(*Store, *Run);
  if (!RunId)
    return ExitUsage;
  Filter.Run = *RunId;
  Filter.FileGlob = File;
  Filter.FunctionGlob = Function;
  Filter.IncludeSuppressed = true;
  Expected<std::vector<ReportedWarning>> Ws = queryWarnings(*Store, Filter);
  if (!Ws) {
    reportError(Ws.error().message());
    return ExitUsage;
  }
  size_t Hidden = 0;
  if (!All) {
    size_t Before = Ws->size();
    std::erase_if(*Ws, [](const ReportedWarning &R) { return R.Suppressed; });
    Hidden = Before - Ws->size();
  }
  if (*Fmt == Format::Json) {
    JsonWriter J(std::cout);
    J.objectBegin();
    J.member("run", *RunId);
    J.key("warnings");
    J.arrayBegin();
    for (const ReportedWarning &R : *Ws)
      warningJson(J, R);
    J.arrayEnd();
    J.objectEnd();
    return ExitOk;
  }
  std::cout << fmt::format("{:>6}  {:<20} {:<28} {:<16} {}\n", "ID", "KIND",
                           "LOCATION", "FUNCTION", "MESSAGE");
  for (const ReportedWarning &R : *Ws)
    std::cout << warningLine(R) << '\n';
  std::cout << fmt::format("{} warning{} in run {}", Ws->size(),
                           Ws->size() == 1 ? "" : "s", *RunId);
  if (Hidden)
    std::cout << fmt::format("; {} suppressed not shown (--all shows them)",
                             Hidden);
  std::cout << '\n';
  return ExitOk;
}

int runReportsShow(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports show options");
  cl::opt<int64_t> Id(cl::Positional, cl::Required, cl::desc("<warning id>"),
                      cl::cat(Cat));
  auto Db = dbOption(Cat);
  cl::opt<bool> NoSource("no-source", cl::desc("omit the source listing"),
                         cl::cat(Cat));
  if (!parseOptions("reports show", Cat, Args,
                    "Shows one stored warning in the PREfix long form, with "
                    "its function's source and the path marked.\n"))
    return ExitUsage;
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  Expected<ReportedWarning> R = loadWarning(*Store, Id);
  if (!R) {
    reportError(R.error().message());
    return ExitUsage;
  }
  SourceCache Sources;
  std::cout << fmt::format(
      "warning {} of run {}{}; fingerprint {}\n\n", R->Id, R->RunId,
      R->Suppressed ? " (suppressed in the source)" : "", R->Fingerprint);
  renderLongForm(std::cout, *R, Sources, !NoSource);
  if (!NoSource &&
      sourceChangedSinceRun(*Store, R->RunId, sourcePath(R->W.Loc), Sources))
    std::cout << fmt::format("\nnote: {} changed since run {}; the lines "
                             "above may not match the warning\n",
                             displayPath(R->W.Loc), R->RunId);
  return ExitOk;
}

int runReportsRuns(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports runs options");
  auto Db = dbOption(Cat);
  std::unique_ptr<cl::opt<Format>> Fmt = formatOption(Cat);
  if (!parseOptions("reports runs", Cat, Args,
                    "Lists the stored runs: id, start time, state, counts.\n"))
    return ExitUsage;
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  Expected<std::vector<RunRecord>> Runs = listRuns(*Store);
  if (!Runs) {
    reportError(Runs.error().message());
    return ExitUsage;
  }
  if (*Fmt == Format::Json) {
    JsonWriter J(std::cout);
    J.arrayBegin();
    for (const RunRecord &R : *Runs) {
      J.objectBegin();
      J.member("id", R.Id);
      J.member("started", R.StartedAt);
      J.member("ended", R.EndedAt);
      J.member("state", runStateId(R.State));
      J.member("tool_version", R.ToolVersion);
      J.member("command_line", R.CommandLine);
      J.member("functions", R.Functions);
      J.member("complete_functions", R.CompleteFunctions);
      J.member("warnings", R.Warnings);
      J.member("suppressed", R.Suppressed);
      J.objectEnd();
    }
    J.arrayEnd();
    return ExitOk;
  }
  std::cout << fmt::format("{:>5}  {:<20}  {:<10}  {:>9}  {:>8}  {:>10}  {}\n",
                           "RUN", "STARTED (UTC)", "STATE", "FUNCTIONS",
                           "WARNINGS", "SUPPRESSED", "COMMAND");
  for (const RunRecord &R : *Runs)
    std::cout << fmt::format(
        "{:>5}  {:<20}  {:<10}  {:>9}  {:>8}  {:>10}  {}\n", R.Id, R.StartedAt,
        runStateId(R.State), R.Functions, R.Warnings, R.Suppressed,
        R.CommandLine);
  if (Runs->empty())
    std::cout << "(no runs)\n";
  return ExitOk;
}

int runReportsDiff(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports diff options");
  cl::opt<int64_t> RunA(cl::Positional, cl::Required, cl::desc("<run A>"),
                        cl::cat(Cat));
  cl::opt<int64_t> RunB(cl::Positional, cl::Required, cl::desc("<run B>"),
                        cl::cat(Cat));
  auto Db = dbOption(Cat);
  cl::opt<bool> All("all", cl::desc("include suppressed warnings"),
                    cl::cat(Cat));
  std::unique_ptr<cl::opt<Format>> Fmt = formatOption(Cat);
  if (!parseOptions("reports diff", Cat, Args,
                    "Compares two runs by fingerprint: warnings new in B, "
                    "fixed since A, and unchanged.\n"))
    return ExitUsage;
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  std::vector<ReportedWarning> Sides[2];
  int64_t Ids[2] = {RunA, RunB};
  for (int I = 0; I < 2; ++I) {
    std::optional<int64_t> Id = selectRun(*Store, Ids[I]);
    if (!Id)
      return ExitUsage;
    Ids[I] = *Id;
    WarningFilter Filter;
    Filter.Run = Ids[I];
    Filter.IncludeSuppressed = All;
    Expected<std::vector<ReportedWarning>> Ws = queryWarnings(*Store, Filter);
    if (!Ws) {
      reportError(Ws.error().message());
      return ExitUsage;
    }
    Sides[I] = std::move(*Ws);
  }
  RunDiff D = diffRuns(Sides[0], Sides[1]);
  if (*Fmt == Format::Json) {
    JsonWriter J(std::cout);
    J.objectBegin();
    J.member("run_a", Ids[0]);
    J.member("run_b", Ids[1]);
    for (auto [Name, List] :
         {std::pair{"new", &D.New}, std::pair{"fixed", &D.Fixed},
          std::pair{"unchanged", &D.Unchanged}}) {
      J.key(Name);
      J.arrayBegin();
      for (const ReportedWarning &R : *List)
        warningJson(J, R);
      J.arrayEnd();
    }
    J.objectEnd();
    return ExitOk;
  }
  std::cout << fmt::format("run {} -> run {}: {} new, {} fixed, {} unchanged\n",
                           Ids[0], Ids[1], D.New.size(), D.Fixed.size(),
                           D.Unchanged.size());
  for (const ReportedWarning &R : D.New)
    std::cout << "new   " << warningLine(R) << '\n';
  for (const ReportedWarning &R : D.Fixed)
    std::cout << "fixed " << warningLine(R) << '\n';
  return ExitOk;
}

} // namespace pathsim::cli
