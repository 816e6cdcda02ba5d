//===- cli/AnalyzeCommand.cpp - pathsim analyze: simulate and report ------===//
#include "automodel/Analyzer.h"
#include "automodel/ModelBuilder.h"
#include "automodel/ModelStore.h"
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "cli/ConfigFile.h"
#include "cli/ConfigTree.h"
#include "cli/InterruptWatch.h"
#include "cli/NotAnalyzed.h"
#include "cli/ProgressLine.h"
#include "cli/ReportsCommon.h"
#include "cli/RunStorage.h"
#include "cli/RunSummary.h"
#include "cli/SettingFlags.h"
#include "cli/SettingsJson.h"
#include "cli/TestSeams.h"
#include "frontend/CommandLineAdjuster.h"
#include "frontend/CompileJobs.h"
#include "modellang/Printer.h"
#include "reports/Baseline.h"
#include "reports/ReportedWarning.h"
#include "reports/SarifRenderer.h"
#include "reports/SourceCache.h"
#include "reports/StoreQueries.h"
#include "reports/TextRenderer.h"
#include "reports/WarningStore.h"
#include "reports/WarningText.h"
#include "sourcemap/Printable.h"
#include "store/Migrations.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <map>
#include <mutex>
#include <optional>

namespace pathsim::cli {

namespace cl = llvm::cl;

namespace {

/// --stats: the figures beyond the summary's.
void printStats(const AnalysisResult &R, double Seconds) {
  uint64_t Paths = 0, Infeasible = 0, Aborted = 0;
  for (const FunctionStats &F : R.Functions) {
    Paths += F.Paths;
    Infeasible += F.InfeasiblePaths;
    Aborted += F.AbortedPaths;
  }
  llvm::errs() << "pathsim: " << Paths << " paths simulated, " << Infeasible
               << " infeasible, " << Aborted << " cut by the step budget\n";
  if (R.UnitsReused)
    llvm::errs() << "pathsim: " << R.UnitsReused
                 << " translation units unchanged since the last run (the "
                    "command and every file the compile read): not compiled "
                    "again\n";
  if (R.Reused)
    llvm::errs() << "pathsim: " << R.Reused
                 << " functions unchanged since the last run: their stored "
                    "results were reused (the figures above count them as "
                    "that run did; the models line counts this run's only)\n";
  llvm::errs() << "pathsim: models: " << R.Merging.Outcomes
               << " outcomes merged into " << R.Merging.Cases << " cases ("
               << R.Merging.ExactMerges << " equal outcomes, "
               << R.Merging.OppositeMerges
               << " by a pair of opposite guards)\n";
  // The ten functions without source or model called most (ties by name).
  for (size_t K = 0; K < R.UnknownCallees.size() && K < 10; ++K)
    llvm::errs() << "pathsim: no source or model: '" << R.UnknownCallees[K].Name
                 << "' (" << R.UnknownCallees[K].Calls << " call"
                 << (R.UnknownCallees[K].Calls == 1 ? "" : "s") << ")\n";
  llvm::errs() << llvm::format("pathsim: %.2f s\n", Seconds);
  std::vector<const FunctionStats *> Slowest;
  for (const FunctionStats &F : R.Functions)
    Slowest.push_back(&F);
  std::stable_sort(Slowest.begin(), Slowest.end(),
                   [](const FunctionStats *A, const FunctionStats *B) {
                     return A->Seconds > B->Seconds;
                   });
  for (size_t K = 0; K < Slowest.size() && K < 5 && Slowest[K]->Seconds >= 0.1;
       ++K)
    llvm::errs() << llvm::format("pathsim: slowest: %.2f s ",
                                 Slowest[K]->Seconds)
                 << Slowest[K]->Function << " ("
                 << reports::displayPath(Slowest[K]->Loc) << ":"
                 << Slowest[K]->Loc.Line << ", " << Slowest[K]->Paths
                 << " paths, " << terminationId(Slowest[K]->Stop) << ")\n";
  // How far the run could spread over many threads: a stage takes at
  // least its longest unit, or its critical path.
  const ScheduleFigures &Sch = R.Schedule;
  if (Sch.CriticalPath > 0) {
    const std::pair<std::string, double> *Costliest = nullptr;
    for (const auto &Step : Sch.Chain)
      if (!Costliest || Step.second > Costliest->second)
        Costliest = &Step;
    llvm::errs() << llvm::format(
        "pathsim: parallelism: simulation %.2f s of work, critical path "
        "%.2f s (%zu functions",
        Sch.SimulationWork, Sch.CriticalPath, Sch.Chain.size());
    if (Costliest)
      llvm::errs() << ", the costliest " << Costliest->first
                   << llvm::format(" %.2f s", Costliest->second);
    llvm::errs() << llvm::format(
        "): at most %.1fx faster on many threads; compile %.2f s of work, "
        "its longest unit %.2f s; the whole run at most %.1fx\n",
        Sch.simulationBound(), Sch.CompileWork, Sch.LongestUnit,
        Sch.runBound());
  }
  // Timed out after some paths (sampled); those with none are named in
  // the notes of what was not analyzed.
  for (const FunctionStats &F : R.Functions)
    if (F.Stop == Termination::Timeout && analyzed(F))
      llvm::errs() << "pathsim: " << reports::displayPath(F.Loc) << ":"
                   << F.Loc.Line << ": function '" << F.Function << "' "
                   << terminationDescription(F.Stop) << "\n";
}

/// --quiet's diagnostics: every line but pathsim's own notes ("pathsim:
/// note: ..."), whole lines to \p Out.
class WithoutNotes : public llvm::raw_ostream {
public:
  explicit WithoutNotes(llvm::raw_ostream &Out) : Out(Out) { SetUnbuffered(); }
  ~WithoutNotes() override {
    if (!Line.empty())
      emit();
  }

private:
  void write_impl(const char *Ptr, size_t Size) override {
    std::lock_guard<std::mutex> Guard(Lock);
    Written += Size;
    for (size_t I = 0; I < Size; ++I) {
      Line += Ptr[I];
      if (Ptr[I] == '\n')
        emit();
    }
  }
  void emit() {
    if (!llvm::StringRef(Line).startswith("pathsim: note: "))
      Out << Line;
    Out.flush();
    Line.clear();
  }
  uint64_t current_pos() const override { return Written; }
  llvm::raw_ostream &Out;
  std::mutex Lock;
  std::string Line;
  uint64_t Written = 0;
};

/// What --list-checks, --dump-config and --explain-config print.
enum class ConfigQuery { Checks, Dump, Explain };

/// Prints the configuration in force for \p Target (a file or a
/// directory): its checks, or all of it (with where each key came from).
int showConfiguration(const std::string &Target, ConfigQuery Query,
                      const RunSettings &Settings,
                      const std::vector<std::string> &RunFiles,
                      const SettingOrigins &RunOrigins, ConfigTree *Tree) {
  std::error_code EC;
  std::filesystem::path Path = std::filesystem::absolute(Target, EC);
  // A directory's configuration is its files'.
  std::string File = std::filesystem::is_directory(Path, EC)
                         ? (Path / "-").string()
                         : Path.string();
  ConfigLayer Fixed; // --config or --no-config: the run's for every file
  Fixed.Settings = Settings;
  Fixed.FromFiles = Settings;
  Fixed.Files = RunFiles;
  Fixed.Origins = RunOrigins;
  Fixed.IsRun = true;
  const ConfigLayer &Layer = Tree ? Tree->forFile(File) : Fixed;
  const ConfigLayer &Run = Tree ? Tree->run() : Fixed;
  if (Tree)
    for (const std::string &M : Tree->takeMessages())
      llvm::errs() << M << "\n";
  const RunSettings &Own = Layer.IsRun ? Settings : Layer.Settings;
  if (Query == ConfigQuery::Checks) {
    CheckSet Checks = Own.forFunction("", "", File).Checks;
    std::vector<const WarningKindInfo *> On;
    for (const WarningKindInfo &K : allWarningKinds())
      if (!K.internal() && Checks.enabled(K.Kind))
        On.push_back(&K);
    llvm::outs() << "Enabled checks for " << Target << " (" << On.size()
                 << " of the kinds of docs/checks.md):\n";
    for (const WarningKindInfo *K : On)
      llvm::outs() << "    " << llvm::left_justify(K->Id, 24) << K->ShortText
                   << "\n";
  } else {
    printConfig(llvm::outs(), Target, Layer, Run, Settings.CommandLine,
                Query == ConfigQuery::Explain);
  }
  llvm::outs().flush();
  return Tree && Tree->hadErrors() ? ExitUsage : ExitOk;
}

} // namespace

int runAnalyze(const CommandArgs &AllArgs) {
  // Everything after "--" is compiler flags, as with Clang tools.
  CommandArgs Args;
  std::vector<std::string> Flags;
  bool HasFlags = false;
  for (const char *A : AllArgs) {
    if (!HasFlags && std::strcmp(A, "--") == 0) {
      HasFlags = true;
      continue;
    }
    if (HasFlags)
      Flags.push_back(A);
    else
      Args.push_back(A);
  }

  resetOptions();
  cl::OptionCategory Cat("pathsim analyze options");
  cl::list<std::string> Files(cl::Positional, cl::desc("<source files>"),
                              cl::cat(Cat));
  cl::opt<std::string> Database(
      "p",
      cl::desc("Compilation database: a directory holding "
               "compile_commands.json, or the file itself"),
      cl::value_desc("dir|file"), cl::cat(Cat));
  cl::opt<std::string> Config(
      "config",
      cl::desc("The one configuration file of the run and of every file "
               "(default: the nearest .pathsim.yaml in the -p directory or "
               "above it, else in the current directory or above it; and for "
               "each source file, the nearest above it)"),
      cl::value_desc("file"), cl::cat(Cat));
  cl::opt<bool> NoConfig("no-config", cl::desc("Read no configuration file"),
                         cl::cat(Cat));
  cl::opt<bool> ListChecks(
      "list-checks",
      cl::desc("List the checks enabled for the first source file given (else "
               "the current directory) by its configuration and the command "
               "line, and exit"),
      cl::cat(Cat));
  cl::opt<std::string> DumpConfig(
      "dump-config",
      cl::desc("Print the configuration in force for the file (or directory) "
               "as a .pathsim.yaml: the nearest .pathsim.yaml above it, those "
               "it inherits, the command line; and exit"),
      cl::value_desc("file"), cl::cat(Cat));
  cl::opt<std::string> ExplainConfig(
      "explain-config",
      cl::desc("As --dump-config, with the file and line that set each key "
               "(or the command line, or the default)"),
      cl::value_desc("file"), cl::cat(Cat));
  cl::opt<std::string> RunName(
      "run-name",
      cl::desc("The run's name in the store (a team's runs: 'nightly', "
               "'pr-123'; 'pathsim reports runs --name' lists them)"),
      cl::value_desc("name"), cl::cat(Cat));
  cl::list<std::string> RunTags(
      "tag",
      cl::desc("A tag of the run, repeatable: --tag branch=main --tag "
               "commit=abc123 ('pathsim reports runs --tag' selects by them)"),
      cl::value_desc("key=value"), cl::cat(Cat));
  SettingFlags SettingOptions(Cat);
  if (!parseOptions("analyze", Cat, Args,
                    "Simulates the paths of every function and reports "
                    "defects.\n\n"
                    "  pathsim analyze -p build/            "
                    "(compile_commands.json)\n"
                    "  pathsim analyze a.c b.c -- -Iinclude -DX\n"))
    return ExitUsage;
  std::vector<std::pair<std::string, std::string>> Tags;
  for (const std::string &T : RunTags) {
    size_t Eq = T.find('=');
    std::string Why =
        Eq == std::string::npos
            ? "it is not key=value"
            : reports::checkTag(T.substr(0, Eq), T.substr(Eq + 1));
    for (const auto &Earlier : Tags)
      if (Why.empty() && Earlier.first == T.substr(0, Eq))
        Why = "its key is given twice";
    if (!Why.empty()) {
      llvm::errs() << "pathsim analyze: --tag '" << printable(T)
                   << "': " << Why << "\n";
      return ExitUsage;
    }
    Tags.emplace_back(T.substr(0, Eq), T.substr(Eq + 1));
  }
  if (RunName.size() > 256 ||
      std::any_of(RunName.begin(), RunName.end(), [](char C) {
        return static_cast<unsigned char>(C) < 0x20 || C == 0x7f;
      })) {
    llvm::errs() << "pathsim analyze: --run-name has at most 256 bytes and "
                    "no control characters\n";
    return ExitUsage;
  }
  RunSettings Settings;
  std::vector<std::pair<SettingId, SettingValue>> Given;
  if (auto Error = SettingOptions.given(Given)) {
    llvm::errs() << "pathsim analyze: " << *Error
                 << "; try 'pathsim analyze --help'\n";
    return ExitUsage;
  }
  // The configuration file's settings, then the command line's over them.
  std::optional<std::string> ConfigFile;
  std::vector<std::string> SkippedConfigs;
  if (Config.getNumOccurrences())
    ConfigFile = Config;
  else if (!NoConfig && !Database.empty())
    ConfigFile =
        findConfigFile(std::filesystem::is_directory(Database.getValue())
                           ? Database.getValue()
                           : std::filesystem::path(Database.getValue())
                                 .parent_path()
                                 .string(),
                       &SkippedConfigs);
  if (!ConfigFile && !NoConfig && !Config.getNumOccurrences())
    ConfigFile = findConfigFile(".", &SkippedConfigs);
  SettingOrigins RunOrigins;
  std::vector<std::string> RunFiles;
  std::optional<std::string> ConfigError;
  if (ConfigFile)
    ConfigError = readConfigChain(*ConfigFile, Settings, &RunOrigins,
                                  &RunFiles, &SkippedConfigs);
  std::vector<std::string> SkippedShown;
  for (const std::string &Skipped : SkippedConfigs) {
    SkippedShown.push_back("pathsim: warning: " + Skipped);
    llvm::errs() << SkippedShown.back() << "\n";
  }
  if (ConfigError) {
    llvm::errs() << *ConfigError
                 << "\npathsim analyze: the configuration file cannot be "
                    "used; nothing was analyzed\n";
    return ExitUsage;
  }
  // The files a run writes: a configuration file names them only inside
  // its own directory (one planted in a parent must not aim them at other
  // files); the command line may name any.
  if (ConfigFile) {
    const RunSettings Defaults;
    auto Outside = [&](SettingId Id, const std::string &Value,
                       const std::string &Default) -> std::optional<std::string> {
      bool OnCommandLine = std::any_of(
          Given.begin(), Given.end(), [&](const auto &G) { return G.first == Id; });
      if (OnCommandLine || Value == Default || Value.empty())
        return std::nullopt;
      // The file that set it: the run's, or one it inherits.
      auto Origin = RunOrigins.find(Id);
      return outputOutsideProject(Origin != RunOrigins.end()
                                      ? originFile(Origin->second.back())
                                      : Settings.ConfigFile,
                                  settingInfo(Id).Key, Value);
    };
    for (auto Problem : {Outside(SettingId::Sarif, Settings.Sarif, Defaults.Sarif),
                         Outside(SettingId::Db, Settings.Db, Defaults.Db)})
      if (Problem) {
        llvm::errs() << *Problem
                     << "\npathsim analyze: the configuration file cannot be "
                        "used; nothing was analyzed\n";
        return ExitUsage;
      }
  }
  const RunSettings FromFiles = Settings;
  // PATHSIM_DB names the database when neither the command line nor the
  // configuration file does (a team's server, set once in CI).
  if (Settings.Db == RunSettings().Db)
    Settings.Db = defaultDatabase();
  for (const auto &[Id, Value] : Given)
    Settings.apply(Id, Value);
  Settings.CommandLine = std::move(Given);
  // Each file's functions take the nearest .pathsim.yaml above it, as
  // clang-tidy does; --config names the one file of every function.
  std::shared_ptr<ConfigTree> Tree;
  if (!NoConfig && !Config.getNumOccurrences()) {
    ConfigLayer RunLayer;
    RunLayer.FromFiles = FromFiles;
    RunLayer.Settings = Settings;
    RunLayer.Files = RunFiles;
    RunLayer.Origins = RunOrigins;
    Tree = std::make_shared<ConfigTree>(std::move(RunLayer),
                                        Settings.CommandLine, SkippedShown);
    Settings.SettingsForFile =
        [Tree](std::string_view File) -> const RunSettings * {
      const ConfigLayer &Layer = Tree->forFile(File);
      return Layer.IsRun ? nullptr : &Layer.Settings;
    };
  }
  if (ListChecks || DumpConfig.getNumOccurrences() ||
      ExplainConfig.getNumOccurrences())
    return showConfiguration(
        ListChecks ? (Files.empty() ? std::string(".") : Files.front())
                   : DumpConfig.getNumOccurrences() ? DumpConfig.getValue()
                                                    : ExplainConfig.getValue(),
        ListChecks ? ConfigQuery::Checks
        : DumpConfig.getNumOccurrences() ? ConfigQuery::Dump
                                         : ConfigQuery::Explain,
        Settings, RunFiles, RunOrigins, Tree.get());
  // Stored absolute: `reports sarif` may run from another directory.
  if (!Settings.SourceRoot.empty())
    Settings.SourceRoot = std::filesystem::absolute(Settings.SourceRoot)
                              .lexically_normal()
                              .string();
  // A Choice setting: its value is one of the ranks' ids.
  const WarningRank ShownRank =
      rankFromId(Settings.Rank).value_or(WarningRank::Likely);

  std::vector<frontend::CompileJob> Jobs;
  if (!Database.empty()) {
    // A database that cannot be read whole is not read at all: half a
    // project analyzed without a word is worse than none.
    auto Loaded = frontend::loadCompilationDatabase(Database);
    if (!Loaded) {
      llvm::errs() << llvm::toString(Loaded.takeError())
                   << "\npathsim analyze: the compilation database cannot be "
                      "used; nothing was analyzed\n";
      return ExitUsage;
    }
    Jobs = std::move(*Loaded);
    // Files named on the command line select entries of the database.
    if (!Files.empty()) {
      std::vector<frontend::CompileJob> Selected;
      std::vector<char> Matched(Files.size(), 0);
      for (auto &J : Jobs) {
        bool Wanted = false;
        for (size_t K = 0; K < Files.size(); ++K)
          if (J.File == Files[K] ||
              llvm::StringRef(J.File).endswith("/" + Files[K]))
            Wanted = Matched[K] = 1;
        if (Wanted)
          Selected.push_back(J);
      }
      bool Unmatched = false;
      for (size_t K = 0; K < Files.size(); ++K)
        if (!Matched[K]) {
          llvm::errs() << "pathsim analyze: '" << Files[K]
                       << "' has no entry in the compilation database\n";
          Unmatched = true;
        }
      if (Unmatched) {
        llvm::errs() << "pathsim analyze: nothing was analyzed\n";
        return ExitUsage;
      }
      Jobs = std::move(Selected);
    }
  } else {
    if (Files.empty()) {
      llvm::errs() << "pathsim analyze: no input: give source files or -p "
                      "DIR; try 'pathsim analyze --help'\n";
      return ExitUsage;
    }
    Jobs = frontend::jobsForFiles(
        std::vector<std::string>(Files.begin(), Files.end()), Flags);
  }

  // An entry that compiles the same unit as an earlier one (libtool's
  // second compile of each file) is analyzed once.
  std::vector<std::string> Repeated;
  Jobs = frontend::withoutRepeatedUnits(Jobs, Repeated);
  if (Settings.Verbose)
    for (const std::string &File : Repeated)
      llvm::errs() << "pathsim: note: a compile entry of '" << File
                   << "' repeats an earlier one (position independence "
                      "aside): analyzed once\n";

  // The run is recorded from its start: an interrupted run stays visible
  // (marked incomplete) and earlier runs are never touched.
  std::string CommandLine = "pathsim analyze";
  for (const char *A : AllArgs) {
    // A database URL's password (--db=postgresql://u:pw@...) is not stored.
    std::string Arg = A;
    size_t Url = Arg.find("postgres");
    if (Url != std::string::npos)
      Arg = Arg.substr(0, Url) + store::displayName(Arg.substr(Url));
    CommandLine += " " + Arg;
  }
  int BusyTimeoutMs = static_cast<int>(Settings.DbTimeout * 1000);
  // A damaged store is not written to: each write would spread the damage.
  if (store::Error E = store::checkSound(Settings.Db, BusyTimeoutMs)) {
    llvm::errs() << "pathsim analyze: " << E.message()
                 << "; nothing was analyzed: move it away (its runs may still "
                    "be read with 'pathsim reports', or saved with sqlite3's "
                    ".recover) or name another file with --db\n";
    return ExitUsage;
  }
  // A store this run creates and cannot set up (a full disk) is not left
  // behind as an empty file.
  std::error_code NoFile;
  bool Creates = !std::filesystem::exists(Settings.Db, NoFile);
  auto Unmade = [&] {
    std::error_code Ignored;
    if (Creates && std::filesystem::file_size(Settings.Db, Ignored) == 0 &&
        !Ignored) {
      std::filesystem::remove(Settings.Db, Ignored);
      std::filesystem::remove(Settings.Db + "-journal", Ignored);
    }
    return ExitUsage;
  };
  ModelStoreOptions ModelOptions;
  ModelOptions.BusyTimeoutMs = BusyTimeoutMs;
  auto ModelDb = ModelStore::open(Settings.Db, ModelOptions);
  if (!ModelDb) {
    llvm::errs() << "pathsim analyze: " << llvm::toString(ModelDb.takeError())
                 << "\n";
    return Unmade();
  }
  reports::StoreOptions StoreOptions;
  StoreOptions.BusyTimeoutMs = BusyTimeoutMs;
  auto Store = reports::WarningStore::open(Settings.Db, StoreOptions);
  if (!Store) {
    llvm::errs() << "pathsim analyze: " << Store.error().message() << "\n";
    ModelDb->reset(); // closed before its file is removed
    return Unmade();
  }
  if (!Settings.Quiet)
    noteAbandonedRuns(*Store);
  std::optional<reports::Baseline> Known;
  if (!Settings.Baseline.empty()) {
    auto Loaded = reports::loadBaseline(Settings.Baseline);
    if (!Loaded) {
      llvm::errs() << "pathsim analyze: " << Loaded.error().message() << "\n";
      return ExitUsage;
    }
    Known = std::move(*Loaded);
  }
  reports::RunInfo Info;
  Info.CommandLine = CommandLine;
  Info.ToolVersion = PATHSIM_VERSION;
  Info.SettingsJson = runSettingsJson(Settings);
  Info.Name = RunName;
  Info.Tags = Tags;
  std::string StartedAt = store::utcTimestamp();
  auto Run = Store->beginRun(Info, StartedAt);
  if (!Run) {
    llvm::errs() << "pathsim analyze: could not record the run: "
                 << Run.error().message() << "; nothing was analyzed\n";
    return ExitUsage;
  }
  // From here on, SIGINT and SIGTERM stop the run in order: what is done is
  // stored (see InterruptWatch.h).
  Interruption Stop;
  InterruptWatch Watch(Stop, [&](int Signal) {
    storeAbandonedRun(Settings.Db, *Run, Signal,
                      static_cast<int>(Settings.DbTimeout * 1000));
  });

  AnalysisOptions Options;
  Options.Settings = Settings;
  Options.Stop = &Stop;
  Options.KeepModels = Settings.DumpModels;
  if (Options.SystemModels.empty())
    llvm::errs() << "pathsim: warning: the C library's models were not found "
                    "(share/pathsim/models/libc beside the directory of the "
                    "pathsim binary, or $PATHSIM_LIBC_MODELS): calls to libc "
                    "are simulated as calls to unknown functions, and misuse "
                    "of malloc, free, fopen, ... is not found\n";
  {
    // This build: its size and time (a rebuilt pathsim simulates afresh).
    std::error_code EC;
    auto Exe = std::filesystem::read_symlink("/proc/self/exe", EC);
    if (!EC) {
      auto Size = std::filesystem::file_size(Exe, EC);
      auto Time = std::filesystem::last_write_time(Exe, EC);
      Options.ToolIdentity = std::to_string(Size) + ":" +
                             std::to_string(Time.time_since_epoch().count());
    }
  }
  auto Start = std::chrono::steady_clock::now();
  ProgressLine Progress(
      ProgressLine::modeFor(Settings.ShowProgress, Settings.Quiet),
      llvm::errs());
  SeamProgress Seamed(Progress);
  WithoutNotes QuietDiagnostics(Progress.stream());
  AnalysisResult Result = analyze(
      Jobs, Options, ModelDb->get(),
      Settings.Quiet ? static_cast<llvm::raw_ostream &>(QuietDiagnostics)
                     : Progress.stream(),
      AnalyzeEventSeam ? static_cast<pathsim::Progress *>(&Seamed) : &Progress);
  Progress.finish();
  // The nearer configuration files met on the way, and their problems.
  if (Tree)
    for (const std::string &M : Tree->takeMessages())
      llvm::errs() << M << "\n";
  double Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  if (!Watch.analysisReturned())
    for (;;)
      pause(); // the watch gave up on the analysis and ends the process

  if (!Result.ModelErrors.empty()) {
    for (const std::string &E : Result.ModelErrors)
      llvm::errs() << E << "\n";
    llvm::errs() << "pathsim analyze: the models above are malformed; nothing "
                    "was analyzed\n";
    (void)Store->markRun(*Run, reports::RunState::Failed,
                         "malformed models: nothing was analyzed");
    return ExitUsage;
  }
  reports::SourceCache Sources;
  // Suppression comments: on a warning's line, around it
  // (pathsim-suppress-begin/-end), or on its function's declaration.
  reports::FunctionStarts Starts;
  for (const FunctionStats &F : Result.Functions)
    Starts.emplace(F.LinkageName, F.Loc);
  std::vector<std::pair<std::string, std::string>> AnalyzedSources;
  std::vector<std::string> MarkerProblems;
  for (const UnitResult &U : Result.Units)
    if (U.Is == UnitResult::State::Analyzed)
      AnalyzedSources.emplace_back(U.File, U.Display);
  std::vector<reports::ReportedWarning> Reported = reports::prepareWarnings(
      Result.Warnings, Sources, Starts, AnalyzedSources, &MarkerProblems);
  for (const std::string &P : MarkerProblems)
    llvm::errs() << P << "\n";
  // What people said of these warnings in earlier runs (`reports review`).
  if (auto Reviews = reports::allReviews(*Store)) {
    for (reports::ReportedWarning &R : Reported)
      if (auto It = Reviews->find(R.Fingerprint); It != Reviews->end())
        R.Reviewed = It->second;
  } else {
    llvm::errs() << "pathsim analyze: warning: the reviews cannot be read: "
                 << Reviews.error().message() << "\n";
  }
  // Everything is stored; what is printed leaves out suppressed warnings and
  // the baseline's.
  FinishedRun Finished;
  Finished.Result = &Result;
  Finished.Warnings = &Reported;
  Finished.State = finishedState(Result, Result.Interrupted);
  if (Result.Interrupted)
    Finished.Reason =
        std::string("interrupted by ") + signalName(Watch.signal());
  RunTarget Target;
  Target.DbPath = Settings.Db;
  Target.Models = ModelDb->get();
  Target.Store = &*Store;
  Target.RunId = *Run;
  Target.Info = Info;
  Target.StartedAt = StartedAt;
  Target.BusyTimeoutMs = BusyTimeoutMs;
  bool StoreFailed =
      storeFinishedRun(Target, Finished, Sources, llvm::errs()) != Stored::Here;
  // Printed, written to --sarif and counted: the warnings of the ranks asked
  // for (certain and likely by default).
  std::vector<reports::ReportedWarning> Ranked;
  for (const reports::ReportedWarning &R : Reported)
    if (R.W.Rank <= ShownRank)
      Ranked.push_back(R);
  std::vector<reports::ReportedWarning> Shown =
      Known ? reports::applyBaseline(Ranked, *Known) : Ranked;
  // The files first, then standard output: a reader that stops reading
  // (`| head -1`, SIGPIPE) cannot cost the store or the SARIF file.
  bool SarifFailed = false;
  if (!Settings.Sarif.empty()) {
    std::vector<std::string> UnitFiles;
    for (const UnitResult &U : Result.Units)
      UnitFiles.push_back(U.File);
    reports::SarifOptions SO =
        sarifOptions(Settings.SourceRoot, UnitFiles, Ranked);
    if (reports::Error E =
            reports::writeSarifFile(Settings.Sarif, Ranked, Sources, SO)) {
      llvm::errs() << "pathsim analyze: " << E.message() << "\n";
      SarifFailed = true;
    }
  }
  if (Settings.DumpOutcomes)
    llvm::outs() << Result.Outcomes;
  if (Settings.DumpModels)
    for (const modellang::Model &M : Result.Models)
      llvm::outs() << displayModel(M) << "\n";
  llvm::outs().flush();
  RunSummary Summary;
  Summary.Result = &Result;
  Summary.BelowRank = static_cast<uint32_t>(Reported.size() - Ranked.size());
  Summary.Rank = Settings.Rank;
  Summary.InBaseline = static_cast<uint32_t>(Ranked.size() - Shown.size());
  Summary.RunId = StoreFailed ? 0 : *Run;
  Summary.Db = Settings.Db;
  Summary.ConfigFile = Settings.ConfigFile;
  if (Tree)
    Summary.NearerConfigs = Tree->filesUsed();
  Summary.RepeatedEntries = static_cast<uint32_t>(Repeated.size());
  Summary.StatsShown = Settings.Stats;
  for (const reports::ReportedWarning &R : Shown)
    if (R.Suppressed) {
      ++Summary.Suppressed;
    } else if (R.Reviewed.dismisses()) {
      ++Summary.Dismissed;
    } else {
      reports::renderText(std::cout, R.W);
      Summary.Shown.push_back(&R);
    }
  size_t Visible = Summary.Shown.size();
  std::cout.flush();
  Summary.Verbose = Settings.Verbose;
  Summary.FunctionTimeout = Settings.Sim.FunctionTimeout;
  if (!Settings.Quiet || Settings.Stats)
    printSummary(Summary, llvm::errs());
  if (Settings.Stats)
    printStats(Result, Seconds);
  if (Watch.signal()) {
    // The signal may have come after the analysis was over: the run is then
    // stored as it finished, and said so.
    if (!StoreFailed && Finished.State == reports::RunState::Interrupted)
      reportInterruptedRun(Result, *Run, Watch.signal(), llvm::errs());
    else if (!StoreFailed)
      llvm::errs() << "pathsim analyze: " << signalName(Watch.signal())
                   << " came after the analysis was done: run " << *Run
                   << " is stored " << reports::runStateId(Finished.State)
                   << "\n";
    return 128 + Watch.signal();
  }
  if (!Result.FailedFiles.empty())
    return ExitUsage; // named above, by the compiler and in a note
  if (Tree && Tree->hadErrors())
    return ExitUsage; // a .pathsim.yaml that could not be used, named above
  if (StoreFailed || SarifFailed)
    return ExitUsage;
  if (Settings.FailOnWarnings && Visible != 0)
    return ExitFindings;
  return ExitOk;
}

} // namespace pathsim::cli
