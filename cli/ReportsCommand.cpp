//===- cli/ReportsCommand.cpp - pathsim reports list/show/runs/diff -------===//
#include "automodel/RunSettings.h"
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "cli/ReportsCommon.h"
#include "cli/SettingsJson.h"
#include "reports/Json.h"
#include "reports/LongFormRenderer.h"
#include "reports/RunDiff.h"
#include "reports/StoredDiff.h"
#include "reports/StoreQueries.h"
#include "reports/WarningText.h"
#include "store/Database.h"
#include "sourcemap/Printable.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>

namespace cl = llvm::cl;
using namespace pathsim::reports;

namespace pathsim::cli {

void reportError(std::string_view Message) {
  llvm::errs() << "pathsim: " << Message << "\n";
}

std::optional<WarningStore> openStoreForReports(const std::string &Path,
                                                int BusyTimeoutMs) {
  std::error_code EC;
  if (!store::isPostgresUrl(Path) && !std::filesystem::exists(Path, EC)) {
    reportError(fmt::format("no warning store '{}'; run 'pathsim analyze' "
                            "first, or name one with --db",
                            Path));
    return std::nullopt;
  }
  StoreOptions Options;
  Options.Create = false;
  Options.BusyTimeoutMs = BusyTimeoutMs;
  Expected<WarningStore> Store = WarningStore::open(Path, Options);
  if (!Store) {
    reportError(Store.error().message());
    return std::nullopt;
  }
  noteAbandonedRuns(*Store);
  return std::move(*Store);
}

void noteAbandonedRuns(const WarningStore &Store) {
  for (const AbandonedRun &R : Store.abandonedRuns())
    llvm::errs() << fmt::format(
        "pathsim: note: run {} (started {}) was left unfinished by its "
        "process (pid {}), which is gone: marked failed\n",
        R.Id, R.StartedAt, R.Pid);
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
  Expected<int64_t> Default = defaultRun(Store);
  if (!Default) {
    reportError(Default.error().message());
    return std::nullopt;
  }
  return *Default;
}

SarifOptions sarifOptions(const std::string &Given,
                          const std::vector<std::string> &UnitFiles,
                          const std::vector<ReportedWarning> &Ws) {
  SarifOptions O;
  O.ToolVersion = PATHSIM_VERSION;
  if (!Given.empty()) {
    O.SourceRoot = std::filesystem::absolute(Given).lexically_normal().string();
  } else {
    // The repository holding the files, as code scanning places URIs;
    // else the files' common root.
    std::vector<std::string> Files = UnitFiles;
    for (const ReportedWarning &R : Ws)
      Files.push_back(sourcePath(R.W.Loc));
    O.SourceRoot = commonRoot(Files);
    if (std::string Repository = enclosingRepository(O.SourceRoot);
        !Repository.empty())
      O.SourceRoot = Repository;
  }
  return O;
}

void limitSources(SourceCache &Sources, const std::string &Given) {
  namespace fs = std::filesystem;
  std::error_code EC;
  fs::path Root = Given.empty() ? fs::current_path(EC) : fs::absolute(Given, EC);
  if (Given.empty() && !EC)
    if (std::string Repository = enclosingRepository(Root.string());
        !Repository.empty())
      Root = Repository;
  Sources.limitTo(Root.lexically_normal().string());
}

void noteRefusedSources(const SourceCache &Sources) {
  const std::vector<std::string> &Refused = Sources.refused();
  if (Refused.empty())
    return;
  llvm::errs() << fmt::format(
      "pathsim: note: the text of {} file{} outside '{}' is not shown ({}{}); "
      "--source-root DIR names the directory to read sources from\n",
      Refused.size(), Refused.size() == 1 ? "" : "s", Sources.root(),
      printable(Refused.front()), Refused.size() > 1 ? ", ..." : "");
}

std::unique_ptr<cl::opt<std::string>>
sourceRootOption(cl::OptionCategory &Category) {
  return std::make_unique<cl::opt<std::string>>(
      "source-root",
      cl::desc("The project's root: source text is shown only of files "
               "under it (default: the git repository of the current "
               "directory, else the current directory)"),
      cl::value_desc("dir"), cl::cat(Category));
}

std::unique_ptr<cl::opt<int64_t>> runOption(cl::OptionCategory &Category) {
  return std::make_unique<cl::opt<int64_t>>(
      "run", cl::desc("run id (default: the latest complete or partial run)"),
      cl::init(0), cl::value_desc("N"), cl::cat(Category));
}

std::unique_ptr<cl::opt<double>> dbTimeoutOption(cl::OptionCategory &Cat) {
  return std::make_unique<cl::opt<double>>(
      "db-timeout",
      cl::desc("Seconds to wait for another process's lock (default 60)"),
      cl::init(store::DefaultBusyTimeoutMs / 1000.0), cl::value_desc("s"),
      cl::cat(Cat));
}

bool RankParser::parse(cl::Option &O, llvm::StringRef, llvm::StringRef Arg,
                       std::string &Value) {
  if (!rankFromId(Arg.str()))
    return O.error("'" + Arg + "' is not one of certain|likely|possible");
  Value = Arg.str();
  return false;
}

std::unique_ptr<RankOption> rankOption(cl::OptionCategory &Category) {
  return std::make_unique<RankOption>(
      "rank",
      cl::desc("The weakest rank of the warnings shown: certain, likely or "
               "possible (default: the --rank the run was analyzed with; "
               "analyze's default is likely)"),
      cl::value_desc("rank"), cl::cat(Category));
}

WarningRank selectRank(WarningStore &Store, int64_t Run,
                       const RankOption &Option) {
  if (auto Rank = rankFromId(Option.getValue()))
    return *Rank;
  if (auto Rank = storedRank(Store, Run))
    return *Rank;
  return rankFromId(RunSettings().Rank).value_or(WarningRank::Likely);
}

std::string rankRange(WarningRank Rank) {
  switch (Rank) {
  case WarningRank::Certain:
    return "certain warnings";
  case WarningRank::Likely:
    return "certain and likely warnings";
  case WarningRank::Possible:
    break;
  }
  return "warnings of every rank";
}

size_t keepRanks(std::vector<ReportedWarning> &Ws, WarningRank Rank) {
  return std::erase_if(Ws,
                       [&](const ReportedWarning &R) { return R.W.Rank > Rank; });
}

std::string belowRankNote(size_t Hidden, WarningRank Rank,
                          std::string_view Verb) {
  if (!Hidden)
    return {};
  return fmt::format("; {} below --rank {} not {} (--rank possible {} them)",
                     Hidden, rankId(Rank), Verb,
                     Verb == "shown" ? "shows" : Verb == "written" ? "writes"
                                                                   : "compares");
}

std::optional<int> busyTimeoutMs(double Seconds) {
  if (!(Seconds >= 0 && Seconds <= 86400)) {
    reportError("--db-timeout must be between 0 and 86400 seconds");
    return std::nullopt;
  }
  return static_cast<int>(Seconds * 1000);
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

/// What a run that is not complete missed, and why, in a sentence ("run 3
/// is partial: 2 functions and 1 translation unit not analyzed"); empty for
/// a complete or running run.
/// \p Bytes for people: "812 B", "3.4 KiB", "6.5 MiB", "1.2 GiB".
std::string byteSize(int64_t Bytes) {
  if (Bytes < 1024)
    return fmt::format("{} B", Bytes);
  double Value = static_cast<double>(Bytes) / 1024;
  const char *Unit = "KiB";
  for (const char *Next : {"MiB", "GiB", "TiB"}) {
    if (Value < 1024)
      break;
    Value /= 1024;
    Unit = Next;
  }
  return fmt::format("{:.1f} {}", Value, Unit);
}

std::string stateSentence(const RunRecord &R) {
  std::string Text;
  switch (R.State) {
  case RunState::Complete:
  case RunState::Running:
    return {};
  case RunState::Partial:
    Text = fmt::format("run {} is partial", R.Id);
    break;
  case RunState::Interrupted:
    Text = fmt::format("run {} was interrupted", R.Id);
    break;
  case RunState::Failed:
    Text = fmt::format("run {} failed", R.Id);
    break;
  }
  const char *Sep = ": ";
  if (R.NotAnalyzedFunctions || R.NotAnalyzedUnits) {
    Text += fmt::format(
        ": {} function{} and {} translation unit{} not analyzed",
        R.NotAnalyzedFunctions, R.NotAnalyzedFunctions == 1 ? "" : "s",
        R.NotAnalyzedUnits, R.NotAnalyzedUnits == 1 ? "" : "s");
    Sep = "; ";
  }
  if (!R.Reason.empty())
    Text += Sep + R.Reason;
  return Text;
}

/// For a run that is not complete, a note saying what it missed and how to
/// list it; empty for a complete run.
std::string coverageNote(WarningStore &Store, int64_t Run) {
  Expected<RunRecord> R = findRun(Store, Run);
  std::string Sentence = R ? stateSentence(*R) : "";
  if (Sentence.empty())
    return {};
  if (R->NotAnalyzedFunctions || R->NotAnalyzedUnits)
    Sentence += fmt::format(" ('pathsim reports not-analyzed --run {}' lists "
                            "them)",
                            Run);
  return "note: " + Sentence + "\n";
}

std::string warningLine(const ReportedWarning &R) {
  std::string Marks;
  if (R.Suppressed)
    Marks += " (suppressed)";
  if (!R.Reviewed.Status.empty())
    Marks += " (" + R.Reviewed.Status +
             (R.Reviewed.Comment.empty() ? ""
                                         : ": " + printable(R.Reviewed.Comment)) +
             ")";
  return fmt::format("{:>6}  {:<20} {:<8} {:<28} {:<16} {}{}", R.Id,
                     kindInfo(R.W.Kind).Id, rankId(R.W.Rank),
                     compilerLocation(R.W.Loc), R.W.Function, R.W.Message,
                     Marks);
}

} // namespace

/// The warning id a command was given, or nullopt after one clear message
/// for an id that is not a positive number (LLVM's would be followed by the
/// search for warning 0).
std::optional<int64_t> warningId(std::string_view Action,
                                 const std::string &IdText) {
  int64_t Id = 0;
  if (!llvm::StringRef(IdText).getAsInteger(10, Id) && Id > 0)
    return Id;
  llvm::errs() << "pathsim reports " << Action << ": '" << printable(IdText)
               << "' is not a warning id (the number 'pathsim reports list' "
                  "shows); try 'pathsim reports "
               << Action << " --help'\n";
  return std::nullopt;
}

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
  cl::opt<bool> All("all",
                    cl::desc("include suppressed warnings and those reviewed "
                             "false-positive or intentional"),
                    cl::cat(Cat));
  auto Rank = rankOption(Cat);
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
  const WarningRank Shown = selectRank(*Store, *RunId, *Rank);
  size_t BelowRank = keepRanks(*Ws, Shown);
  size_t Hidden = 0, Dismissed = 0;
  if (!All) {
    size_t Before = Ws->size();
    std::erase_if(*Ws, [](const ReportedWarning &R) { return R.Suppressed; });
    Hidden = Before - Ws->size();
    Dismissed = std::erase_if(*Ws, [](const ReportedWarning &R) {
      return R.Reviewed.dismisses();
    });
  }
  if (*Fmt == Format::Json) {
    JsonWriter J(std::cout);
    J.objectBegin();
    J.member("run", *RunId);
    J.member("rank", rankId(Shown));
    J.member("below_rank", static_cast<int64_t>(BelowRank));
    J.key("warnings");
    J.arrayBegin();
    for (const ReportedWarning &R : *Ws)
      writeWarningJson(J, R);
    J.arrayEnd();
    J.objectEnd();
    return ExitOk;
  }
  std::cout << fmt::format("{:>6}  {:<20} {:<8} {:<28} {:<16} {}\n", "ID",
                           "KIND", "RANK", "LOCATION", "FUNCTION", "MESSAGE");
  for (const ReportedWarning &R : *Ws)
    std::cout << warningLine(R) << '\n';
  std::cout << fmt::format("{} warning{} in run {}", Ws->size(),
                           Ws->size() == 1 ? "" : "s", *RunId);
  if (Hidden)
    std::cout << fmt::format("; {} suppressed not shown (--all shows them)",
                             Hidden);
  if (Dismissed)
    std::cout << fmt::format("; {} reviewed false-positive or intentional not "
                             "shown (--all shows them)",
                             Dismissed);
  std::cout << belowRankNote(BelowRank, Shown, "shown");
  std::cout << '\n' << coverageNote(*Store, *RunId);
  return ExitOk;
}

int runReportsShow(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports show options");
  cl::opt<std::string> IdText(cl::Positional, cl::Required,
                              cl::desc("<warning id>"), cl::cat(Cat));
  auto Db = dbOption(Cat);
  cl::opt<bool> NoSource("no-source", cl::desc("omit the source listing"),
                         cl::cat(Cat));
  auto Root = sourceRootOption(Cat);
  auto Rank = rankOption(Cat);
  if (!parseOptions("reports show", Cat, Args,
                    "Shows one stored warning in the PREfix long form, with "
                    "its function's source and the path marked.\n"))
    return ExitUsage;
  std::optional<int64_t> Id = warningId("show", IdText);
  if (!Id)
    return ExitUsage;
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  Expected<ReportedWarning> R = loadWarning(*Store, *Id);
  if (!R) {
    reportError(R.error().message());
    return ExitUsage;
  }
  SourceCache Sources;
  limitSources(Sources, *Root);
  // A warning asked for by its id is shown whatever its rank; one below
  // the rank the other outputs show is said to be.
  const WarningRank Shown = selectRank(*Store, R->RunId, *Rank);
  std::cout << fmt::format(
      "warning {} of run {} [{}, {}]{}; fingerprint {}\n", R->Id, R->RunId,
      kindInfo(R->W.Kind).Id, rankId(R->W.Rank),
      R->Suppressed ? " (suppressed in the source)" : "", R->Fingerprint);
  if (R->W.Rank > Shown)
    std::cout << fmt::format(
        "note: its rank, {}, is below --rank {}: 'pathsim analyze' did not "
        "print it, and 'reports list' shows it with --rank {}\n",
        rankId(R->W.Rank), rankId(Shown), rankId(R->W.Rank));
  std::cout << '\n';
  renderLongForm(std::cout, *R, Sources, !NoSource);
  if (!NoSource &&
      sourceChangedSinceRun(*Store, R->RunId, sourcePath(R->W.Loc), Sources))
    std::cout << fmt::format("\nnote: {} changed since run {}; the lines "
                             "above may not match the warning\n",
                             displayPath(R->W.Loc), R->RunId);
  std::cout.flush();
  noteRefusedSources(Sources);
  return ExitOk;
}

int runReportsReview(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports review options");
  cl::opt<std::string> IdText(cl::Positional, cl::Required,
                              cl::desc("<warning id>"), cl::cat(Cat));
  auto Db = dbOption(Cat);
  cl::opt<std::string> Status(
      "status", cl::Required,
      cl::desc("confirmed, false-positive, intentional, or unreviewed (the "
               "review is removed)"),
      cl::value_desc("status"), cl::cat(Cat));
  cl::opt<std::string> Comment("comment", cl::desc("why (shown with it)"),
                               cl::value_desc("text"), cl::cat(Cat));
  cl::opt<std::string> Author(
      "author", cl::desc("who says so (default: $USER)"),
      cl::value_desc("name"), cl::cat(Cat));
  if (!parseOptions("reports review", Cat, Args,
                    "Marks a stored warning confirmed, false-positive or "
                    "intentional, with a comment and who said so. The mark "
                    "is kept by the warning's fingerprint: it applies to the "
                    "same warning in every run, past and future. 'analyze' "
                    "and its --fail-on-warnings leave out the warnings "
                    "reviewed false-positive or intentional; SARIF marks "
                    "them suppressed.\n"))
    return ExitUsage;
  std::optional<int64_t> Id = warningId("review", IdText);
  if (!Id)
    return ExitUsage;
  if (!isReviewStatus(Status)) {
    std::vector<std::string_view> Known(std::begin(ReviewStatuses),
                                        std::end(ReviewStatuses));
    Known.push_back("unreviewed");
    std::string Near = closestKey(Status, Known);
    llvm::errs() << "pathsim reports review: unknown status '"
                 << printable(Status) << "'"
                 << (Near.empty() ? "" : "; did you mean '" + Near + "'?")
                 << " (statuses: confirmed, false-positive, intentional, "
                    "unreviewed)\n";
    return ExitUsage;
  }
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  Expected<ReportedWarning> R = loadWarning(*Store, *Id);
  if (!R) {
    reportError(R.error().message());
    return ExitUsage;
  }
  const char *User = std::getenv("USER");
  Review Given = givenReview(Status, Comment,
                             Author.getNumOccurrences()
                                 ? Author.getValue()
                                 : std::string(User ? User : ""));
  if (Error E = setReview(*Store, R->Fingerprint, Given)) {
    reportError(E.message());
    return ExitUsage;
  }
  if (Given.Status.empty())
    std::cout << fmt::format("warning {} ({}): review removed, in every run\n",
                             *Id, R->Fingerprint);
  else
    std::cout << fmt::format(
        "warning {} ({}): {}{}, in every run (by its fingerprint)\n", *Id,
        R->Fingerprint, Given.Status,
        Given.Author.empty() ? "" : " by " + Given.Author);
  return ExitOk;
}

int runReportsRuns(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports runs options");
  auto Db = dbOption(Cat);
  std::unique_ptr<cl::opt<Format>> Fmt = formatOption(Cat);
  cl::opt<std::string> Name("name", cl::desc("Only the runs of this name"),
                            cl::value_desc("name"), cl::cat(Cat));
  cl::list<std::string> Tags(
      "tag", cl::desc("Only the runs with this tag (repeatable: all of them)"),
      cl::value_desc("key=value"), cl::cat(Cat));
  if (!parseOptions("reports runs", Cat, Args,
                    "Lists the stored runs: id, start time, state, counts, "
                    "name and tags.\n"))
    return ExitUsage;
  std::vector<std::pair<std::string, std::string>> Wanted;
  for (const std::string &T : Tags) {
    size_t Eq = T.find('=');
    if (Eq == std::string::npos) {
      reportError("--tag '" + T + "' is not key=value");
      return ExitUsage;
    }
    Wanted.emplace_back(T.substr(0, Eq), T.substr(Eq + 1));
  }
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  Expected<std::vector<RunRecord>> Runs = listRuns(*Store);
  if (!Runs) {
    reportError(Runs.error().message());
    return ExitUsage;
  }
  std::erase_if(*Runs, [&](const RunRecord &R) {
    if (Name.getNumOccurrences() && R.Name != Name)
      return true;
    for (const auto &[K, V] : Wanted)
      if (!R.hasTag(K, V))
        return true;
    return false;
  });
  Expected<int64_t> Total = databaseSize(*Store);
  if (Error E = storedBytes(*Store, *Runs); E || !Total) {
    reportError(E ? E.message() : Total.error().message());
    return ExitUsage;
  }
  if (*Fmt == Format::Json) {
    JsonWriter J(std::cout);
    J.arrayBegin();
    for (const RunRecord &R : *Runs)
      writeRunJson(J, R);
    J.arrayEnd();
    return ExitOk;
  }
  std::cout << fmt::format(
      "{:>5}  {:<20}  {:<10}  {:>9}  {:>8}  {:>10}  {:>9}  {}\n", "RUN",
      "STARTED (UTC)", "STATE", "FUNCTIONS", "WARNINGS", "SUPPRESSED", "SIZE",
      "COMMAND");
  int64_t RunsBytes = 0;
  for (const RunRecord &R : *Runs) {
    RunsBytes += R.StoredBytes;
    std::cout << fmt::format(
        "{:>5}  {:<20}  {:<10}  {:>9}  {:>8}  {:>10}  {:>9}  {}\n", R.Id,
        R.StartedAt, runStateId(R.State), R.Functions, R.Warnings,
        R.Suppressed, byteSize(R.StoredBytes), R.CommandLine);
    if (!R.Name.empty() || !R.Tags.empty()) {
      std::string Line = R.Name.empty() ? "" : "name: " + R.Name;
      for (size_t I = 0; I < R.Tags.size(); ++I)
        Line += (I ? ", " : Line.empty() ? "tags: " : "; tags: ") +
                R.Tags[I].first + "=" + R.Tags[I].second;
      std::cout << "       " << printable(Line) << "\n";
    }
    // The settings in force that are not the defaults, under their run.
    if (std::string Settings = settingsSummary(R.SettingsJson);
        !Settings.empty())
      std::cout << "       settings: " << Settings << "\n";
  }
  if (Runs->empty())
    std::cout << "(no runs)\n";
  // What each run that is not complete missed, and why.
  for (const RunRecord &R : *Runs)
    if (std::string Sentence = stateSentence(R); !Sentence.empty())
      std::cout << Sentence << '\n';
  // What the database takes, beside what the runs listed hold: the rest
  // is mostly the automatic models and compiled units analyze reuses.
  std::cout << fmt::format(
      "database '{}': {}; the {} listed hold {} (SIZE); the rest is mostly "
      "the automatic models and compiled units 'pathsim analyze' reuses\n",
      store::displayName(Store->db().path()), byteSize(*Total),
      Runs->size() == 1 ? "run" : fmt::format("{} runs", Runs->size()),
      byteSize(RunsBytes));
  return ExitOk;
}

int runReportsNotAnalyzed(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports not-analyzed options");
  auto Db = dbOption(Cat);
  auto Run = runOption(Cat);
  std::unique_ptr<cl::opt<Format>> Fmt = formatOption(Cat);
  if (!parseOptions("reports not-analyzed", Cat, Args,
                    "Lists what a stored run did not analyze: the units that "
                    "did not compile (or that an interrupted run did not "
                    "reach) and the functions the simulator could not run, "
                    "of which no path ended in time, or that an interrupt "
                    "stopped.\n"))
    return ExitUsage;
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  std::optional<int64_t> RunId = selectRun(*Store, *Run);
  if (!RunId)
    return ExitUsage;
  Expected<NotAnalyzed> N = notAnalyzed(*Store, *RunId);
  Expected<RunRecord> Record = findRun(*Store, *RunId);
  if (!N || !Record) {
    reportError(!N ? N.error().message() : Record.error().message());
    return ExitUsage;
  }
  if (*Fmt == Format::Json) {
    JsonWriter J(std::cout);
    J.objectBegin();
    J.member("run", *RunId);
    J.member("state", runStateId(Record->State));
    J.key("units");
    J.arrayBegin();
    for (const NotAnalyzed::Unit &U : N->Units) {
      J.objectBegin();
      J.member("file", displayPath(U.File));
      J.member("state", U.State);
      J.member("detail", U.Detail);
      J.objectEnd();
    }
    J.arrayEnd();
    J.key("functions");
    J.arrayBegin();
    for (const NotAnalyzed::Function &F : N->Functions) {
      J.objectBegin();
      J.member("function", F.Name);
      J.member("linkage_name", F.LinkageName);
      J.member("file", displayPath(F.Loc));
      J.member("line", F.Loc.Line);
      J.member("termination", F.Termination);
      J.member("detail", F.Detail);
      J.objectEnd();
    }
    J.arrayEnd();
    J.objectEnd();
    return ExitOk;
  }
  for (const NotAnalyzed::Unit &U : N->Units)
    std::cout << fmt::format("{}: {}{}\n", displayPath(U.File), U.State,
                             U.Detail.empty() ? "" : ": " + U.Detail);
  for (const NotAnalyzed::Function &F : N->Functions)
    std::cout << fmt::format("{}:{}: {}: {}{}\n", displayPath(F.Loc),
                             F.Loc.Line, F.Name, F.Termination,
                             F.Detail.empty() ? "" : ": " + F.Detail);
  std::cout << fmt::format(
      "run {} ({}): {} translation unit{} and {} function{} not analyzed\n",
      *RunId, runStateId(Record->State), N->Units.size(),
      N->Units.size() == 1 ? "" : "s", N->Functions.size(),
      N->Functions.size() == 1 ? "" : "s");
  return ExitOk;
}

int runReportsDiff(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Cat("reports diff options");
  cl::opt<std::string> RunA(cl::Positional, cl::Required,
                            cl::desc("<run A>"), cl::cat(Cat));
  cl::opt<std::string> RunB(cl::Positional, cl::Required,
                            cl::desc("<run B>"), cl::cat(Cat));
  auto Db = dbOption(Cat);
  cl::opt<bool> All("all", cl::desc("include suppressed warnings"),
                    cl::cat(Cat));
  auto Rank = rankOption(Cat);
  std::unique_ptr<cl::opt<Format>> Fmt = formatOption(Cat);
  if (!parseOptions("reports diff", Cat, Args,
                    "Compares two runs by fingerprint: warnings new in B, "
                    "fixed since A, and unchanged.\n"))
    return ExitUsage;
  // Both runs named, each a run id: an empty or zero id (an unset CI
  // variable) is an error, never the latest run.
  int64_t Ids[2] = {0, 0};
  for (int I = 0; I < 2; ++I) {
    const std::string &Text = I ? RunB : RunA;
    if (llvm::StringRef(Text).getAsInteger(10, Ids[I]) || Ids[I] <= 0) {
      llvm::errs() << "pathsim reports diff: '" << printable(Text)
                   << "' is not a run id (the number 'pathsim reports runs' "
                      "shows)\n";
      return ExitUsage;
    }
  }
  std::optional<WarningStore> Store = openStoreForReports(*Db);
  if (!Store)
    return ExitUsage;
  for (int I = 0; I < 2; ++I)
    if (!selectRun(*Store, Ids[I]))
      return ExitUsage;
  // Both runs at one rank: B's (the newer run's output), unless --rank.
  const WarningRank Shown = selectRank(*Store, Ids[1], *Rank);
  Expected<StoredDiff> Compared =
      diffStoredRuns(*Store, Ids[0], Ids[1], Shown, All);
  if (!Compared) {
    reportError(Compared.error().message());
    return ExitUsage;
  }
  const RunDiff &D = Compared->Diff;
  const size_t BelowRank[2] = {Compared->BelowRankA, Compared->BelowRankB};
  if (*Fmt == Format::Json) {
    JsonWriter J(std::cout);
    writeDiffJson(J, Ids[0], Ids[1], Shown, *Compared);
    return ExitOk;
  }
  std::cout << fmt::format("run {} -> run {}: {} new, {} fixed, {} unchanged",
                           Ids[0], Ids[1], D.New.size(), D.Fixed.size(),
                           D.Unchanged.size());
  size_t Unknown = D.NotAnalyzedInA.size() + D.NotAnalyzedInB.size();
  if (Unknown)
    std::cout << fmt::format(", {} not analyzed", Unknown);
  std::cout << fmt::format(" ({})\n", rankRange(Shown));
  for (const ReportedWarning &R : D.New)
    std::cout << "new   " << warningLine(R) << '\n';
  for (const ReportedWarning &R : D.Fixed)
    std::cout << "fixed " << warningLine(R) << '\n';
  // Said apart, with why: a unit that did not compile or a function the
  // simulator could not run is no evidence either way.
  for (int Side = 1; Side >= 0; --Side) {
    const auto &List = Side == 1 ? D.NotAnalyzedInB : D.NotAnalyzedInA;
    if (List.empty())
      continue;
    std::cout << fmt::format(
        "not analyzed in run {} (a warning of run {} whose file or function "
        "run {} did not analyze: neither {}):\n",
        Ids[Side], Ids[1 - Side], Ids[Side],
        Side == 1 ? "fixed nor unchanged" : "new nor unchanged");
    for (const ReportedWarning &R : List)
      std::cout << "      " << warningLine(R) << '\n';
  }
  if (BelowRank[0] || BelowRank[1])
    std::cout << fmt::format("note: below --rank {}, not compared: {} "
                             "warning{} of run {} and {} of run {} (--rank "
                             "possible compares them)\n",
                             rankId(Shown), BelowRank[0],
                             BelowRank[0] == 1 ? "" : "s", Ids[0],
                             BelowRank[1], Ids[1]);
  std::cout << coverageNote(*Store, Ids[0]) << coverageNote(*Store, Ids[1]);
  return ExitOk;
}

} // namespace pathsim::cli
