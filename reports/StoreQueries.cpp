//===- reports/StoreQueries.cpp - reading runs and warnings from the store ===//
#include "reports/StoreQueries.h"

#include "reports/Sha256.h"
#include "reports/WarningText.h"
#include "store/Sizes.h"

#include <fmt/format.h>

#include <fnmatch.h>
#include <initializer_list>
#include <map>

namespace pathsim::reports {

namespace {

constexpr const char *RunColumns =
    "SELECT r.id, r.started_at, COALESCE(r.ended_at, ''), r.command_line, "
    "r.settings, r.tool_version, r.state, COALESCE(r.pid, 0), "
    "(SELECT COUNT(*) FROM warn_functions WHERE run_id = r.id), "
    "(SELECT COUNT(*) FROM warn_functions WHERE run_id = r.id "
    " AND termination = 'complete'), "
    "(SELECT COUNT(*) FROM warn_warnings WHERE run_id = r.id), "
    "(SELECT COUNT(*) FROM warn_warnings WHERE run_id = r.id "
    " AND suppressed != 0), "
    "(SELECT COUNT(*) FROM warn_functions WHERE run_id = r.id "
    " AND analyzed = 0), "
    "(SELECT COUNT(*) FROM warn_run_units WHERE run_id = r.id "
    " AND state != 'analyzed'), "
    "r.reason, r.name "
    "FROM warn_runs r ";

RunRecord readRun(const store::Statement &S) {
  RunRecord R;
  R.Id = S.columnInt(0);
  R.StartedAt = S.columnText(1);
  R.EndedAt = S.columnText(2);
  R.CommandLine = S.columnText(3);
  R.SettingsJson = S.columnText(4);
  R.ToolVersion = S.columnText(5);
  // A state this pathsim does not know (a newer store) reads as failed:
  // never the default run.
  R.State = runStateFromId(S.columnText(6)).value_or(RunState::Failed);
  R.Pid = S.columnInt(7);
  R.Functions = S.columnInt(8);
  R.CompleteFunctions = S.columnInt(9);
  R.Warnings = S.columnInt(10);
  R.Suppressed = S.columnInt(11);
  R.NotAnalyzedFunctions = S.columnInt(12);
  R.NotAnalyzedUnits = S.columnInt(13);
  R.Reason = S.columnText(14);
  R.Name = S.columnText(15);
  return R;
}

/// Reads the tags of \p Runs (ordered by key).
Error readTags(WarningStore &Store, std::vector<RunRecord> &Runs) {
  Expected<store::Statement> S = Store.db().prepare(
      "SELECT key, value FROM warn_run_tags WHERE run_id = ?1 ORDER BY key");
  if (!S)
    return S.takeError();
  for (RunRecord &R : Runs) {
    S->bind(1, R.Id);
    for (;;) {
      Expected<bool> Row = S->step();
      if (!Row)
        return Row.takeError();
      if (!*Row)
        break;
      R.Tags.emplace_back(S->columnText(0), S->columnText(1));
    }
    S->reset();
  }
  return Error::success();
}

/// A location from columns Path, DisplayPath, Line, Col starting at \p I.
SourceLocation readLocation(const store::Statement &S, int I) {
  SourceLocation Loc;
  Loc.File = S.columnText(I);
  Loc.DisplayFile = S.columnText(I + 1);
  Loc.Line = static_cast<uint32_t>(S.columnInt(I + 2));
  Loc.Col = static_cast<uint32_t>(S.columnInt(I + 3));
  return Loc;
}

constexpr const char *WarningColumns =
    "SELECT w.id, w.run_id, w.kind, w.message, w.function, w.linkage_name, "
    "COALESCE(f.path, ''), COALESCE(f.display_path, ''), w.line, w.col, "
    "w.variable, w.fingerprint, w.suppressed, "
    "(SELECT COALESCE(MIN(fn.line), 0) FROM warn_functions fn "
    " WHERE fn.run_id = w.run_id AND fn.linkage_name = w.linkage_name), "
    "w.rank, COALESCE(rv.status, ''), COALESCE(rv.comment, ''), "
    "COALESCE(rv.author, ''), COALESCE(rv.reviewed_at, '') "
    "FROM warn_warnings w LEFT JOIN warn_files f ON f.id = w.file_id "
    "LEFT JOIN warn_reviews rv ON rv.fingerprint = w.fingerprint ";

ReportedWarning readWarning(const store::Statement &S) {
  ReportedWarning R;
  R.Id = S.columnInt(0);
  R.RunId = S.columnInt(1);
  // A kind this pathsim does not know (a newer store) reads as the first.
  R.W.Kind = kindFromId(S.columnText(2)).value_or(WarningKind{});
  R.W.Message = S.columnText(3);
  R.W.Function = S.columnText(4);
  R.W.FunctionLinkageName = S.columnText(5);
  R.W.Loc = readLocation(S, 6);
  R.W.Variable = S.columnText(10);
  R.Fingerprint = S.columnText(11);
  R.Suppressed = S.columnInt(12) != 0;
  R.FunctionLine = static_cast<uint32_t>(S.columnInt(13));
  R.W.Rank = rankFromId(S.columnText(14)).value_or(WarningRank::Likely);
  R.Reviewed = {S.columnText(15), S.columnText(16), S.columnText(17),
                S.columnText(18)};
  return R;
}

/// Runs \p S (bound) and calls \p OnRow for each row.
template <typename Fn> Error eachRow(store::Statement &S, Fn OnRow) {
  for (;;) {
    Expected<bool> Row = S.step();
    if (!Row)
      return Row.takeError();
    if (!*Row)
      break;
    OnRow(S);
  }
  S.reset();
  return Error::success();
}

/// The statements that read a warning's details.
struct DetailQueries {
  static Expected<DetailQueries> prepare(store::Database &Db) {
    const char *Loc = "COALESCE(f.path, ''), COALESCE(f.display_path, ''), "
                      "t.line, t.col";
    auto Q = [&](std::string_view Columns, std::string_view Table) {
      return Db.prepare(fmt::format(
          "SELECT {}, {} FROM {} t LEFT JOIN warn_files f ON f.id = t.file_id "
          "WHERE t.warning_id = ?1 ORDER BY t.seq",
          Loc, Columns, Table));
    };
    Expected<store::Statement> Notes = Q("t.role, t.text", "warn_notes");
    Expected<store::Statement> Steps =
        Q("t.kind, t.depth, t.text", "warn_steps");
    Expected<store::Statement> Conditions = Q("t.text", "warn_conditions");
    Expected<store::Statement> Models =
        Q("t.callee, t.call_text, t.origin, t.return_text, t.reason, "
          "t.case_text",
          "warn_models");
    for (auto *S : {&Notes, &Steps, &Conditions, &Models})
      if (!*S)
        return S->takeError();
    return DetailQueries{std::move(*Notes), std::move(*Steps),
                         std::move(*Conditions), std::move(*Models)};
  }

  Error load(ReportedWarning &R) {
    Warning &W = R.W;
    Notes.bind(1, R.Id);
    if (Error E = eachRow(Notes, [&](const store::Statement &S) {
          RelatedNote N{readLocation(S, 0), S.columnText(5)};
          std::string Role = S.columnText(4);
          if (Role == "allocation")
            W.AllocationStack.push_back(std::move(N));
          else if (Role == "occurs-when")
            W.OccursWhen.push_back(std::move(N.Text));
          else
            W.Related.push_back(std::move(N));
        }))
      return E;
    Steps.bind(1, R.Id);
    if (Error E = eachRow(Steps, [&](const store::Statement &S) {
          PathStep P;
          P.Loc = readLocation(S, 0);
          P.StepKind = stepKindFromId(S.columnText(4))
                           .value_or(PathStep::Kind::Statement);
          P.Depth = static_cast<uint32_t>(S.columnInt(5));
          P.Text = S.columnText(6);
          W.Path.push_back(std::move(P));
        }))
      return E;
    Conditions.bind(1, R.Id);
    if (Error E = eachRow(Conditions, [&](const store::Statement &S) {
          W.Conditions.push_back({readLocation(S, 0), S.columnText(4)});
        }))
      return E;
    Models.bind(1, R.Id);
    return eachRow(Models, [&](const store::Statement &S) {
      W.Models.push_back({readLocation(S, 0), S.columnText(4), S.columnText(5),
                          S.columnText(6), S.columnText(7), S.columnText(8),
                          S.columnText(9)});
    });
  }

  store::Statement Notes, Steps, Conditions, Models;
};

bool globMatch(const std::string &Glob, const std::string &Text) {
  return fnmatch(Glob.c_str(), Text.c_str(), 0) == 0;
}

} // namespace

Expected<std::vector<RunRecord>> listRuns(WarningStore &Store) {
  Expected<store::Statement> S =
      Store.db().prepare(std::string(RunColumns) + "ORDER BY r.id");
  if (!S)
    return S.takeError();
  std::vector<RunRecord> Runs;
  if (Error E = eachRow(*S, [&](const store::Statement &Row) {
        Runs.push_back(readRun(Row));
      }))
    return E;
  if (Error E = readTags(Store, Runs))
    return E;
  return Runs;
}

namespace {

/// A table of the warning store whose rows belong to a run: its text
/// columns and how many numbers a row holds.
struct SizedTable {
  const char *Name;
  /// How its rows name their run: a column, or through their warning.
  bool ByWarning;
  std::initializer_list<const char *> Texts;
  int Numbers;
};

const SizedTable RunTables[] = {
    {"warn_runs", false,
     {"started_at", "ended_at", "command_line", "settings", "tool_version",
      "state", "host", "reason", "name"},
     3},
    {"warn_run_tags", false, {"key", "value"}, 1},
    {"warn_run_units", false, {"state", "detail"}, 2},
    {"warn_run_files", false, {"sha256"}, 2},
    {"warn_functions", false, {"name", "linkage_name", "termination",
                               "detail"}, 11},
    {"warn_warnings", false,
     {"kind", "message", "function", "linkage_name", "variable",
      "fingerprint", "rank"},
     6},
    {"warn_notes", true, {"role", "text"}, 5},
    {"warn_steps", true, {"kind", "text"}, 6},
    {"warn_conditions", true, {"text"}, 5},
    {"warn_models", true,
     {"callee", "call_text", "origin", "return_text", "reason", "case_text"},
     5},
};

} // namespace

Error storedBytes(WarningStore &Store, std::vector<RunRecord> &Runs) {
  std::map<int64_t, int64_t> Bytes;
  for (const SizedTable &T : RunTables) {
    // Our own identifiers only: no text of the database's enters the SQL.
    std::string Row = std::to_string(8 * T.Numbers);
    for (const char *Column : T.Texts)
      Row += " + " + store::byteLength(Store.db(), std::string("t.") + Column);
    std::string Sql =
        T.ByWarning
            ? "SELECT w.run_id, SUM(" + Row + ") FROM " + T.Name +
                  " t JOIN warn_warnings w ON w.id = t.warning_id GROUP BY "
                  "w.run_id"
            : "SELECT t." + std::string(T.Name == std::string("warn_runs")
                                            ? "id"
                                            : "run_id") +
                  ", SUM(" + Row + ") FROM " + T.Name + " t GROUP BY 1";
    Expected<store::Statement> S = Store.db().prepare(Sql);
    if (!S)
      return S.takeError();
    if (Error E = eachRow(*S, [&](const store::Statement &R) {
          Bytes[R.columnInt(0)] += R.columnInt(1);
        }))
      return E;
  }
  for (RunRecord &R : Runs)
    R.StoredBytes = Bytes[R.Id];
  return Error::success();
}

Expected<int64_t> databaseSize(WarningStore &Store) {
  return store::databaseSize(Store.db());
}

Expected<RunRecord> findRun(WarningStore &Store, int64_t Id) {
  Expected<store::Statement> S =
      Store.db().prepare(std::string(RunColumns) + "WHERE r.id = ?1");
  if (!S)
    return S.takeError();
  S->bind(1, Id);
  Expected<bool> Row = S->step();
  if (!Row)
    return Row.takeError();
  if (!*Row)
    return Error::failure(
        fmt::format("no run {} in database '{}'", Id, Store.db().path()));
  std::vector<RunRecord> One = {readRun(*S)};
  S->reset();
  if (Error E = readTags(Store, One))
    return E;
  return One.front();
}

Expected<int64_t> defaultRun(WarningStore &Store) {
  Expected<store::Statement> S = Store.db().prepare(
      "SELECT MAX(id) FROM warn_runs WHERE state IN ('complete', 'partial')");
  if (!S)
    return S.takeError();
  Expected<bool> Row = S->step();
  if (!Row)
    return Row.takeError();
  if (S->columnIsNull(0))
    return Error::failure(fmt::format(
        "no finished run in database '{}' (complete or partial); run "
        "'pathsim analyze' first, or name a run with --run (see 'pathsim "
        "reports runs')",
        Store.db().path()));
  return S->columnInt(0);
}

Expected<NotAnalyzed> notAnalyzed(WarningStore &Store, int64_t Run) {
  NotAnalyzed N;
  Expected<store::Statement> Units = Store.db().prepare(
      "SELECT f.path, f.display_path, u.state, u.detail FROM warn_run_units u "
      "JOIN warn_files f ON f.id = u.file_id "
      "WHERE u.run_id = ?1 AND u.state != 'analyzed' ORDER BY f.display_path");
  if (!Units)
    return Units.takeError();
  Units->bind(1, Run);
  if (Error E = eachRow(*Units, [&](const store::Statement &Row) {
        NotAnalyzed::Unit U;
        U.File.File = Row.columnText(0);
        U.File.DisplayFile = Row.columnText(1);
        U.State = Row.columnText(2);
        U.Detail = Row.columnText(3);
        N.Units.push_back(std::move(U));
      }))
    return E;
  Expected<store::Statement> Functions = Store.db().prepare(
      "SELECT COALESCE(f.path, ''), COALESCE(f.display_path, ''), fn.line, "
      "fn.col, fn.name, fn.linkage_name, fn.termination, fn.detail, fn.paths "
      "FROM warn_functions fn LEFT JOIN warn_files f ON f.id = fn.file_id "
      "WHERE fn.run_id = ?1 AND fn.analyzed = 0 ORDER BY fn.id");
  if (!Functions)
    return Functions.takeError();
  Functions->bind(1, Run);
  if (Error E = eachRow(*Functions, [&](const store::Statement &Row) {
        NotAnalyzed::Function F;
        F.Loc = readLocation(Row, 0);
        F.Name = Row.columnText(4);
        F.LinkageName = Row.columnText(5);
        F.Termination = Row.columnText(6);
        F.Detail = Row.columnText(7);
        N.Functions.push_back(std::move(F));
      }))
    return E;
  return N;
}

Expected<std::vector<FunctionStats>> runFunctions(WarningStore &Store,
                                                  int64_t Run) {
  Expected<store::Statement> Functions = Store.db().prepare(
      "SELECT COALESCE(f.path, ''), COALESCE(f.display_path, ''), fn.line, "
      "fn.col, fn.name, fn.linkage_name FROM warn_functions fn "
      "LEFT JOIN warn_files f ON f.id = fn.file_id WHERE fn.run_id = ?1 "
      "ORDER BY fn.id");
  if (!Functions)
    return Functions.takeError();
  Functions->bind(1, Run);
  std::vector<FunctionStats> Out;
  if (Error E = eachRow(*Functions, [&](const store::Statement &Row) {
        FunctionStats F;
        F.Loc = readLocation(Row, 0);
        F.Function = Row.columnText(4);
        F.LinkageName = Row.columnText(5);
        Out.push_back(std::move(F));
      }))
    return E;
  return Out;
}

Expected<std::vector<std::string>> unitFiles(WarningStore &Store, int64_t Run) {
  Expected<store::Statement> Units = Store.db().prepare(
      "SELECT f.path FROM warn_run_units u JOIN warn_files f ON f.id = "
      "u.file_id WHERE u.run_id = ?1 ORDER BY f.path");
  if (!Units)
    return Units.takeError();
  Units->bind(1, Run);
  std::vector<std::string> Files;
  if (Error E = eachRow(*Units, [&](const store::Statement &Row) {
        Files.push_back(Row.columnText(0));
      }))
    return E;
  return Files;
}

Expected<RunCoverage> runCoverage(WarningStore &Store, int64_t Run) {
  Expected<RunRecord> Record = findRun(Store, Run);
  if (!Record)
    return Record.takeError();
  RunCoverage C;
  C.State = Record->State;
  Expected<NotAnalyzed> N = notAnalyzed(Store, Run);
  if (!N)
    return N.takeError();
  for (const NotAnalyzed::Unit &U : N->Units)
    C.FilesNotAnalyzed.insert(U.File.File);
  for (const NotAnalyzed::Function &F : N->Functions)
    C.FunctionsNotAnalyzed.insert(F.LinkageName);
  Expected<store::Statement> All = Store.db().prepare(
      "SELECT DISTINCT linkage_name FROM warn_functions WHERE run_id = ?1");
  if (!All)
    return All.takeError();
  All->bind(1, Run);
  if (Error E = eachRow(*All, [&](const store::Statement &Row) {
        C.Functions.insert(Row.columnText(0));
      }))
    return E;
  return C;
}

bool RunCoverage::analyzed(const ReportedWarning &R) const {
  if (FilesNotAnalyzed.count(R.W.Loc.File))
    return false;
  const std::string &Function =
      R.W.FunctionLinkageName.empty() ? R.W.Function : R.W.FunctionLinkageName;
  // A static function's name may be shared: any copy not analyzed makes
  // the warning "not analyzed" rather than "fixed".
  if (FunctionsNotAnalyzed.count(Function))
    return false;
  // A run that stopped early (interrupted, failed) did not analyze what it
  // did not record; a finished one did not record what no longer exists.
  if (State != RunState::Complete && State != RunState::Partial)
    return Functions.count(Function) != 0;
  return true;
}

Expected<std::vector<ReportedWarning>> queryWarnings(WarningStore &Store,
                                                     const WarningFilter &F) {
  std::string Sql = std::string(WarningColumns) + "WHERE w.run_id = ?1";
  if (F.Kind)
    Sql += " AND w.kind = ?2";
  if (!F.IncludeSuppressed)
    Sql += " AND w.suppressed = 0";
  Sql += " ORDER BY w.id";
  Expected<store::Statement> S = Store.db().prepare(Sql);
  if (!S)
    return S.takeError();
  S->bind(1, F.Run);
  if (F.Kind)
    S->bind(2, kindInfo(*F.Kind).Id);
  std::vector<ReportedWarning> Ws;
  if (Error E = eachRow(*S, [&](const store::Statement &Row) {
        ReportedWarning R = readWarning(Row);
        if (!F.FileGlob.empty() && !globMatch(F.FileGlob, R.W.Loc.File) &&
            !globMatch(F.FileGlob, R.W.Loc.DisplayFile))
          return;
        if (!F.FunctionGlob.empty() && !globMatch(F.FunctionGlob, R.W.Function))
          return;
        Ws.push_back(std::move(R));
      }))
    return E;
  if (F.WithDetails) {
    Expected<DetailQueries> Details = DetailQueries::prepare(Store.db());
    if (!Details)
      return Details.takeError();
    for (ReportedWarning &R : Ws)
      if (Error E = Details->load(R))
        return E;
  }
  return Ws;
}

Expected<ReportedWarning> loadWarning(WarningStore &Store, int64_t Id) {
  Expected<store::Statement> S =
      Store.db().prepare(std::string(WarningColumns) + "WHERE w.id = ?1");
  if (!S)
    return S.takeError();
  S->bind(1, Id);
  Expected<bool> Row = S->step();
  if (!Row)
    return Row.takeError();
  if (!*Row)
    return Error::failure(
        fmt::format("no warning {} in database '{}'", Id, Store.db().path()));
  ReportedWarning R = readWarning(*S);
  Expected<DetailQueries> Details = DetailQueries::prepare(Store.db());
  if (!Details)
    return Details.takeError();
  if (Error E = Details->load(R))
    return E;
  return R;
}

Error setReview(WarningStore &Store, const std::string &Fingerprint,
                const Review &R) {
  Expected<store::Statement> S = Store.db().prepare(
      R.Status.empty()
          ? "DELETE FROM warn_reviews WHERE fingerprint = ?1"
          : "INSERT INTO warn_reviews (fingerprint, status, comment, author, "
            "reviewed_at) VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (fingerprint) "
            "DO UPDATE SET status = excluded.status, "
            "comment = excluded.comment, author = excluded.author, "
            "reviewed_at = excluded.reviewed_at");
  if (!S)
    return S.takeError();
  S->bind(1, Fingerprint);
  if (!R.Status.empty())
    S->bind(2, R.Status).bind(3, R.Comment).bind(4, R.Author).bind(5, R.At);
  return S->run();
}

Expected<std::map<std::string, Review>> allReviews(WarningStore &Store) {
  Expected<store::Statement> S = Store.db().prepare(
      "SELECT fingerprint, status, comment, author, reviewed_at "
      "FROM warn_reviews");
  if (!S)
    return S.takeError();
  std::map<std::string, Review> Reviews;
  if (Error E = eachRow(*S, [&](const store::Statement &Row) {
        Reviews[Row.columnText(0)] = {Row.columnText(1), Row.columnText(2),
                                      Row.columnText(3), Row.columnText(4)};
      }))
    return E;
  return Reviews;
}

bool sourceChangedSinceRun(WarningStore &Store, int64_t Run,
                           const std::string &Path, SourceCache &Sources) {
  Expected<store::Statement> S = Store.db().prepare(
      "SELECT rf.sha256 FROM warn_run_files rf JOIN warn_files f "
      "ON f.id = rf.file_id WHERE rf.run_id = ?1 AND f.path = ?2");
  if (!S)
    return false;
  S->bind(1, Run).bind(2, Path);
  Expected<bool> Row = S->step();
  const SourceFile *File = Sources.get(Path);
  if (!Row || !*Row || !File)
    return false;
  return S->columnText(0) != sha256Hex(File->Text);
}

} // namespace pathsim::reports
