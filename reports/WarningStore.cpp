//===- reports/WarningStore.cpp - runs and their warnings in SQLite -------===//
#include "reports/WarningStore.h"

#include "reports/Sha256.h"
#include "reports/StoreSchema.h"
#include "reports/WarningText.h"
#include "store/Migrations.h"

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <csignal>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace pathsim::reports {

std::string_view runStateId(RunState S) {
  switch (S) {
  case RunState::Running:
    return "running";
  case RunState::Complete:
    return "complete";
  case RunState::Partial:
    return "partial";
  case RunState::Interrupted:
    return "interrupted";
  case RunState::Failed:
    return "failed";
  }
  return "unknown";
}

std::optional<RunState> runStateFromId(std::string_view Id) {
  for (RunState S : {RunState::Running, RunState::Complete, RunState::Partial,
                     RunState::Interrupted, RunState::Failed})
    if (runStateId(S) == Id)
      return S;
  return std::nullopt;
}

std::string_view unitStateId(UnitRecord::State S) {
  switch (S) {
  case UnitRecord::State::Analyzed:
    return "analyzed";
  case UnitRecord::State::NotCompiled:
    return "not-compiled";
  case UnitRecord::State::NotReached:
    return "not-reached";
  }
  return "unknown";
}

namespace {

/// Runs \p S, an INSERT ... RETURNING id, and gives the id.
Expected<int64_t> insertedId(store::Statement &S) {
  Expected<bool> Row = S.step();
  if (!Row)
    return Row.takeError();
  int64_t Id = *Row ? S.columnInt(0) : 0;
  // Stepped to its end: SQLite writes (and, outside a transaction,
  // commits) only then, and a failure there is the insert's failure.
  while (*Row) {
    Row = S.step();
    if (!Row)
      return Row.takeError();
  }
  S.reset();
  if (!Id)
    return Error::failure("the database gave no id for a new row");
  return Id;
}

/// Start time of process \p Pid in clock ticks since boot (field 22 of
/// /proc/PID/stat), or 0 if there is no such process.
int64_t processStartTicks(int64_t Pid) {
  std::ifstream In(fmt::format("/proc/{}/stat", Pid));
  std::string Stat((std::istreambuf_iterator<char>(In)),
                   std::istreambuf_iterator<char>());
  size_t Paren = Stat.rfind(')');
  if (Paren == std::string::npos)
    return 0;
  std::istringstream Fields(Stat.substr(Paren + 1));
  std::string Field;
  for (int I = 3; I <= 22 && (Fields >> Field); ++I)
    if (I == 22)
      return std::atoll(Field.c_str());
  return 0;
}

std::string hostName() {
  char Buffer[256] = {};
  if (gethostname(Buffer, sizeof Buffer - 1) != 0)
    return {};
  return Buffer;
}

/// Whether the process that began a run still runs it.
bool runnerAlive(int64_t Pid, int64_t StartTicks) {
  if (Pid <= 0)
    return false;
  if (kill(static_cast<pid_t>(Pid), 0) != 0 && errno == ESRCH)
    return false;
  int64_t Now = processStartTicks(Pid);
  // Without /proc, trust kill(); with it, a reused pid has another start.
  return Now == 0 || StartTicks == 0 || Now == StartTicks;
}

} // namespace

Expected<WarningStore> WarningStore::open(const std::string &Path,
                                          const StoreOptions &Options) {
  if (!Options.Create) {
    // A command that reads: the file is looked at read-only first, and
    // what is not a pathsim store (another application's SQLite, an empty
    // file) is refused before anything is written to it.
    Expected<store::Database> Look = store::Database::open(
        Path, store::OpenMode::ReadOnly, Options.BusyTimeoutMs);
    if (!Look)
      return Look.takeError();
    if (Error E = store::checkPathsimDatabase(*Look, /*MustHoldStore=*/true))
      return E;
  }
  Expected<store::Database> Db =
      store::Database::open(Path,
                             Options.Create ? store::OpenMode::ReadWriteCreate
                                            : store::OpenMode::ReadWrite,
                             Options.BusyTimeoutMs);
  if (!Db)
    return Db.takeError();
  if (Error E = migrateStore(*Db))
    return E;
  WarningStore Store(std::move(*Db));
  if (Error E = Store.markAbandonedRuns())
    return E;
  return Store;
}

Error WarningStore::markAbandonedRuns() {
  Expected<store::Statement> Running =
      Db.prepare("SELECT id, pid, pid_start, host, started_at FROM warn_runs "
                 "WHERE state = 'running'");
  if (!Running)
    return Running.takeError();
  std::vector<AbandonedRun> Dead;
  std::string Host = hostName();
  for (;;) {
    Expected<bool> Row = Running->step();
    if (!Row)
      return Row.takeError();
    if (!*Row)
      break;
    // A run begun on another machine cannot be checked: leave it.
    if (Running->columnText(3) == Host &&
        !runnerAlive(Running->columnInt(1), Running->columnInt(2)))
      Dead.push_back({Running->columnInt(0), Running->columnInt(1),
                      Running->columnText(4)});
  }
  if (Dead.empty())
    return Error::success();
  Expected<store::Transaction> T = store::Transaction::begin(Db);
  if (!T)
    return T.takeError();
  Expected<store::Statement> Mark =
      Db.prepare("UPDATE warn_runs SET state = 'failed', reason = ?2 "
                 "WHERE id = ?1 AND state = 'running'");
  if (!Mark)
    return Mark.takeError();
  for (const AbandonedRun &R : Dead) {
    Mark->bind(1, R.Id).bind(
        2, fmt::format("its process (pid {}) ended before the run was stored",
                       R.Pid));
    if (Error E = Mark->run())
      return E;
  }
  if (Error E = T->commit())
    return E;
  Abandoned.insert(Abandoned.end(), Dead.begin(), Dead.end());
  return Error::success();
}

std::string checkTag(std::string_view Key, std::string_view Value) {
  if (Key.empty() || Key.size() > 64)
    return "a tag's key has 1 to 64 characters";
  for (char C : Key)
    if (!(std::isalnum(static_cast<unsigned char>(C)) || C == '.' ||
          C == '_' || C == '-'))
      return "a tag's key is letters, digits and . _ - only";
  if (Value.size() > 1024)
    return "a tag's value has at most 1024 bytes";
  for (char C : Value)
    if (static_cast<unsigned char>(C) < 0x20 || C == 0x7f)
      return "a tag's value has no control characters";
  return {};
}

Expected<int64_t> WarningStore::beginRun(const RunInfo &Info,
                                         const std::string &StartedAt) {
  for (size_t I = 0; I < Info.Tags.size(); ++I) {
    const auto &[Key, Value] = Info.Tags[I];
    if (std::string Why = checkTag(Key, Value); !Why.empty())
      return Error::failure("tag '" + Key + "': " + Why);
    for (size_t J = 0; J < I; ++J)
      if (Info.Tags[J].first == Key)
        return Error::failure("tag '" + Key + "' is given twice");
  }
  // The run's row and its tags, together.
  Expected<store::Transaction> T = store::Transaction::begin(Db);
  if (!T)
    return T.takeError();
  Expected<store::Statement> S =
      Db.prepare("INSERT INTO warn_runs (started_at, command_line, settings, "
                 "tool_version, state, pid, pid_start, host, name) "
                 "VALUES (?1, ?2, ?3, ?4, 'running', ?5, ?6, ?7, ?8) "
                 "RETURNING id");
  if (!S)
    return S.takeError();
  int64_t Pid = getpid();
  S->bind(1, StartedAt.empty() ? store::utcTimestamp() : StartedAt)
      .bind(2, Info.CommandLine)
      .bind(3, Info.SettingsJson.empty() ? "{}" : Info.SettingsJson)
      .bind(4, Info.ToolVersion)
      .bind(5, Pid)
      .bind(6, processStartTicks(Pid))
      .bind(7, hostName())
      .bind(8, Info.Name);
  Expected<int64_t> Run = insertedId(*S);
  if (!Run)
    return Run;
  Expected<store::Statement> Tag = Db.prepare(
      "INSERT INTO warn_run_tags (run_id, key, value) VALUES (?1, ?2, ?3)");
  if (!Tag)
    return Tag.takeError();
  for (const auto &[Key, Value] : Info.Tags) {
    Tag->bind(1, *Run).bind(2, Key).bind(3, Value);
    if (Error E = Tag->run())
      return E;
  }
  if (Error E = T->commit())
    return E;
  return Run;
}

Expected<int64_t> WarningStore::fileId(const SourceLocation &Loc) {
  const std::string &Path = sourcePath(Loc);
  if (Path.empty())
    return int64_t{0};
  // The display path as the run had it (readers show the path relative to
  // their own directory, from the absolute one).
  auto Key = std::make_pair(Path, Loc.DisplayFile.empty() ? Loc.File
                                                          : Loc.DisplayFile);
  auto It = FileIds.find(Key);
  if (It != FileIds.end())
    return It->second;
  Expected<store::Statement> Insert =
      Db.prepare("INSERT INTO warn_files (path, display_path) "
                 "VALUES (?1, ?2) ON CONFLICT DO NOTHING");
  if (!Insert)
    return Insert.takeError();
  Insert->bind(1, Key.first).bind(2, Key.second);
  if (Error E = Insert->run())
    return E;
  Expected<store::Statement> Find = Db.prepare(
      "SELECT id FROM warn_files WHERE path = ?1 AND display_path = ?2");
  if (!Find)
    return Find.takeError();
  Find->bind(1, Key.first).bind(2, Key.second);
  Expected<bool> Row = Find->step();
  if (!Row)
    return Row.takeError();
  int64_t Id = Find->columnInt(0);
  FileIds.emplace(Key, Id);
  return Id;
}

void WarningStore::forgetUncommitted() {
  FileIds.clear();
  RunFiles.clear();
}

Error WarningStore::addFunctions(int64_t Run,
                                 const std::vector<FunctionStats> &Stats) {
  Expected<store::Transaction> T = store::Transaction::begin(Db);
  if (!T)
    return T.takeError();
  Error E = writeFunctions(Run, Stats);
  if (!E)
    E = T->commit();
  if (E)
    forgetUncommitted();
  return E;
}

Error WarningStore::writeFunctions(int64_t Run,
                                   std::span<const FunctionStats> Stats) {
  Expected<store::Statement> S = Db.prepare(
      "INSERT INTO warn_functions (run_id, name, linkage_name, file_id, line, "
      "col, paths, infeasible_paths, aborted_paths, termination, detail, "
      "seconds, warnings, analyzed) VALUES (?1, ?2, ?3, NULLIF(?4, 0), ?5, "
      "?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)");
  if (!S)
    return S.takeError();
  for (const FunctionStats &F : Stats) {
    Expected<int64_t> File = fileId(F.Loc);
    if (!File)
      return File.takeError();
    S->bind(1, Run)
        .bind(2, F.Function)
        .bind(3, F.LinkageName.empty() ? F.Function : F.LinkageName)
        .bind(4, *File)
        .bind(5, int64_t{F.Loc.Line})
        .bind(6, int64_t{F.Loc.Col})
        .bind(7, int64_t{F.Paths})
        .bind(8, int64_t{F.InfeasiblePaths})
        .bind(9, int64_t{F.AbortedPaths})
        .bind(10, terminationId(F.Stop))
        .bind(11, F.Detail)
        .bind(12, F.Seconds)
        .bind(13, int64_t{F.Warnings})
        .bind(14, int64_t{analyzed(F)});
    if (Error E = S->run())
      return E;
  }
  return Error::success();
}

Error WarningStore::writeFiles(const RunContents &Contents) {
  // Every file the run names, inserted first and in one order: concurrent
  // runs storing into one PostgreSQL database then take the rows' locks in
  // the same order, and none waits for another that waits for it.
  std::map<std::string, SourceLocation> Files;
  auto Add = [&](const SourceLocation &Loc) {
    if (!sourcePath(Loc).empty())
      Files.emplace(sourcePath(Loc) + '\0' +
                        (Loc.DisplayFile.empty() ? Loc.File : Loc.DisplayFile),
                    Loc);
  };
  for (const UnitRecord &U : Contents.Units)
    Add(U.File);
  for (const FunctionStats &F : Contents.Functions)
    Add(F.Loc);
  for (const ReportedWarning &R : Contents.Warnings) {
    const Warning &W = R.W;
    Add(W.Loc);
    for (const RelatedNote &N : W.Related)
      Add(N.Loc);
    for (const RelatedNote &N : W.AllocationStack)
      Add(N.Loc);
    for (const PathStep &P : W.Path)
      Add(P.Loc);
    for (const auto &C : W.Conditions)
      Add(C.Loc);
    for (const ModelUse &M : W.Models)
      Add(M.Loc);
  }
  for (const auto &[Key, Loc] : Files) {
    Expected<int64_t> Id = fileId(Loc);
    if (!Id)
      return Id.takeError();
  }
  return Error::success();
}

Error WarningStore::writeUnits(int64_t Run, std::span<const UnitRecord> Units) {
  Expected<store::Statement> S =
      Db.prepare("INSERT INTO warn_run_units (run_id, file_id, state, "
                 "detail) VALUES (?1, ?2, ?3, ?4) ON CONFLICT (run_id, "
                 "file_id) DO UPDATE SET state = excluded.state, "
                 "detail = excluded.detail");
  if (!S)
    return S.takeError();
  for (const UnitRecord &U : Units) {
    Expected<int64_t> File = fileId(U.File);
    if (!File)
      return File.takeError();
    if (!*File)
      continue;
    S->bind(1, Run).bind(2, *File).bind(3, unitStateId(U.Is)).bind(4, U.Detail);
    if (Error E = S->run())
      return E;
  }
  return Error::success();
}

/// The statements one batch of warnings reuses.
struct WarningStore::WarningStatements {
  store::Statement Warning, Note, Step, Condition, Model;
};

Error WarningStore::recordRunFile(int64_t Run, int64_t FileId,
                                  const std::string &Path,
                                  SourceCache &Sources) {
  if (!FileId || !RunFiles.insert({Run, FileId}).second)
    return Error::success();
  const SourceFile *File = Sources.get(Path);
  if (!File)
    return Error::success();
  Expected<store::Statement> S =
      Db.prepare("INSERT INTO warn_run_files (run_id, file_id, sha256) "
                 "VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING");
  if (!S)
    return S.takeError();
  S->bind(1, Run).bind(2, FileId).bind(3, sha256Hex(File->Text));
  return S->run();
}

Error WarningStore::insertWarning(WarningStatements &S, int64_t Run,
                                  const ReportedWarning &R) {
  const Warning &W = R.W;
  Expected<int64_t> File = fileId(W.Loc);
  if (!File)
    return File.takeError();
  S.Warning.bind(1, Run)
      .bind(2, kindInfo(W.Kind).Id)
      .bind(3, W.Message)
      .bind(4, W.Function)
      .bind(5,
            W.FunctionLinkageName.empty() ? W.Function : W.FunctionLinkageName)
      .bind(6, *File)
      .bind(7, int64_t{W.Loc.Line})
      .bind(8, int64_t{W.Loc.Col})
      .bind(9, W.Variable)
      .bind(10, R.Fingerprint)
      .bind(11, int64_t{R.Suppressed})
      .bind(12, rankId(W.Rank));
  Expected<int64_t> Inserted = insertedId(S.Warning);
  if (!Inserted)
    return Inserted.takeError();
  int64_t Id = *Inserted;

  // Binds warning id, seq and location as ?1..?5; the caller binds the rest.
  auto Located = [&](store::Statement &St, size_t Seq,
                     const SourceLocation &Loc) -> Error {
    Expected<int64_t> F = fileId(Loc);
    if (!F)
      return F.takeError();
    St.bind(1, Id)
        .bind(2, static_cast<int64_t>(Seq))
        .bind(3, *F)
        .bind(4, int64_t{Loc.Line})
        .bind(5, int64_t{Loc.Col});
    return Error::success();
  };
  auto Notes = [&](const std::vector<RelatedNote> &List,
                   std::string_view Role) -> Error {
    for (size_t I = 0; I < List.size(); ++I) {
      if (Error E = Located(S.Note, I, List[I].Loc))
        return E;
      S.Note.bind(6, Role).bind(7, List[I].Text);
      if (Error E = S.Note.run())
        return E;
    }
    return Error::success();
  };
  if (Error E = Notes(W.Related, "related"))
    return E;
  if (Error E = Notes(W.AllocationStack, "allocation"))
    return E;
  std::vector<RelatedNote> Reasons;
  for (const std::string &Reason : W.OccursWhen)
    Reasons.push_back({SourceLocation(), Reason});
  if (Error E = Notes(Reasons, "occurs-when"))
    return E;
  for (size_t I = 0; I < W.Path.size(); ++I) {
    const PathStep &P = W.Path[I];
    if (Error E = Located(S.Step, I, P.Loc))
      return E;
    S.Step.bind(6, stepKindId(P.StepKind))
        .bind(7, int64_t{P.Depth})
        .bind(8, P.Text);
    if (Error E = S.Step.run())
      return E;
  }
  for (size_t I = 0; I < W.Conditions.size(); ++I) {
    if (Error E = Located(S.Condition, I, W.Conditions[I].Loc))
      return E;
    S.Condition.bind(6, W.Conditions[I].Text);
    if (Error E = S.Condition.run())
      return E;
  }
  for (size_t I = 0; I < W.Models.size(); ++I) {
    const ModelUse &M = W.Models[I];
    if (Error E = Located(S.Model, I, M.Loc))
      return E;
    S.Model.bind(6, M.Callee)
        .bind(7, M.CallText)
        .bind(8, M.Origin)
        .bind(9, M.ReturnText)
        .bind(10, M.Reason)
        .bind(11, M.Case);
    if (Error E = S.Model.run())
      return E;
  }
  return Error::success();
}

Error WarningStore::addWarnings(int64_t Run,
                                const std::vector<ReportedWarning> &Ws,
                                SourceCache &Sources) {
  Expected<store::Transaction> T = store::Transaction::begin(Db);
  if (!T)
    return T.takeError();
  Error E = writeWarnings(Run, Ws, Sources);
  if (!E)
    E = T->commit();
  if (E)
    forgetUncommitted(); // the rollback drops the ids made in this batch
  return E;
}

Error WarningStore::writeWarnings(int64_t Run,
                                  std::span<const ReportedWarning> Ws,
                                  SourceCache &Sources) {
  auto Prepare = [&](std::string_view Sql) { return Db.prepare(Sql); };
  Expected<store::Statement> Warning = Prepare(
      "INSERT INTO warn_warnings (run_id, kind, message, function, "
      "linkage_name, file_id, line, col, variable, fingerprint, suppressed, "
      "rank) VALUES (?1, ?2, ?3, ?4, ?5, NULLIF(?6, 0), ?7, ?8, ?9, ?10, ?11, "
      "?12) RETURNING id");
  Expected<store::Statement> Note = Prepare(
      "INSERT INTO warn_notes (warning_id, seq, file_id, line, col, role, "
      "text) VALUES (?1, ?2, NULLIF(?3, 0), ?4, ?5, ?6, ?7)");
  Expected<store::Statement> Step = Prepare(
      "INSERT INTO warn_steps (warning_id, seq, file_id, line, col, kind, "
      "depth, text) VALUES (?1, ?2, NULLIF(?3, 0), ?4, ?5, ?6, ?7, ?8)");
  Expected<store::Statement> Condition = Prepare(
      "INSERT INTO warn_conditions (warning_id, seq, file_id, line, col, "
      "text) VALUES (?1, ?2, NULLIF(?3, 0), ?4, ?5, ?6)");
  Expected<store::Statement> Model = Prepare(
      "INSERT INTO warn_models (warning_id, seq, file_id, line, col, callee, "
      "call_text, origin, return_text, reason, case_text) "
      "VALUES (?1, ?2, NULLIF(?3, 0), ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)");
  for (auto *S : {&Warning, &Note, &Step, &Condition, &Model})
    if (!*S)
      return S->takeError();
  WarningStatements S{std::move(*Warning), std::move(*Note), std::move(*Step),
                      std::move(*Condition), std::move(*Model)};
  for (const ReportedWarning &R : Ws) {
    if (Error E = insertWarning(S, Run, R))
      return E;
    Expected<int64_t> File = fileId(R.W.Loc);
    if (!File)
      return File.takeError();
    if (Error E = recordRunFile(Run, *File, sourcePath(R.W.Loc), Sources))
      return E;
  }
  return Error::success();
}

Error WarningStore::writeState(int64_t Run, RunState State,
                               std::string_view Reason) {
  Expected<store::Statement> S =
      Db.prepare("UPDATE warn_runs SET state = ?1, reason = ?2, ended_at = ?3 "
                 "WHERE id = ?4");
  if (!S)
    return S.takeError();
  S->bind(1, runStateId(State))
      .bind(2, Reason)
      .bind(3, store::utcTimestamp())
      .bind(4, Run);
  return S->run();
}

Error WarningStore::endRun(int64_t Run) {
  return writeState(Run, RunState::Complete, "");
}

Error WarningStore::markRun(int64_t Run, RunState State,
                            std::string_view Reason) {
  return writeState(Run, State, Reason);
}

Error WarningStore::storeRun(int64_t Run, const RunContents &Contents,
                             SourceCache &Sources) {
  Expected<store::Transaction> T = store::Transaction::begin(Db);
  if (!T)
    return T.takeError();
  Error E = writeFiles(Contents);
  if (!E)
    E = writeUnits(Run, Contents.Units);
  if (!E)
    E = writeFunctions(Run, Contents.Functions);
  if (!E)
    E = writeWarnings(Run, Contents.Warnings, Sources);
  if (!E)
    E = writeState(Run, Contents.State, Contents.Reason);
  if (!E)
    E = T->commit();
  if (E)
    forgetUncommitted();
  return E;
}

} // namespace pathsim::reports
