//===- reports/StoreImport.cpp - merging runs from another database -------===//
#include "reports/StoreImport.h"

#include "sourcemap/Printable.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

namespace pathsim::reports {

namespace {

/// "(SELECT m.id ...)": the id in the store of the file \p Column names in
/// the imported database.
std::string mappedFile(std::string_view Column) {
  return fmt::format(
      "(SELECT m.id FROM main.warn_files m JOIN src.warn_files s "
      "ON m.path = s.path AND m.display_path = s.display_path "
      "WHERE s.id = {})",
      Column);
}

/// Detaches the imported database when it goes out of scope.
struct Attached {
  store::Database &Db;
  ~Attached() { (void)Db.exec("DETACH DATABASE src"); }
};

/// The id of the row a run of \p From began with in the store, and whether
/// it already holds the run's results; 0 when there is none.
Expected<std::pair<int64_t, bool>> matchingRun(store::Database &Db,
                                               int64_t From) {
  Expected<store::Statement> S = Db.prepare(
      "SELECT m.id, m.state, "
      "(SELECT COUNT(*) FROM main.warn_functions WHERE run_id = m.id) + "
      "(SELECT COUNT(*) FROM main.warn_warnings WHERE run_id = m.id) "
      "FROM main.warn_runs m JOIN src.warn_runs s "
      "ON m.started_at = s.started_at AND m.command_line = s.command_line "
      "AND m.pid IS s.pid AND m.pid_start IS s.pid_start AND m.host IS s.host "
      "WHERE s.id = ?1 ORDER BY m.id");
  if (!S)
    return S.takeError();
  S->bind(1, From);
  Expected<bool> Row = S->step();
  if (!Row)
    return Row.takeError();
  if (!*Row)
    return std::pair<int64_t, bool>{0, false};
  std::string State = S->columnText(1);
  bool Holds =
      S->columnInt(2) != 0 || (State != "failed" && State != "running");
  return std::pair<int64_t, bool>{S->columnInt(0), Holds};
}

/// Runs \p Sql with ?1 = the run's id in the store, ?2 = its id in \p From.
Error copy(store::Database &Db, const std::string &Sql, int64_t As,
           int64_t From) {
  Expected<store::Statement> S = Db.prepare(Sql);
  if (!S)
    return S.takeError();
  S->bind(1, As).bind(2, From);
  return S->run();
}

/// Copies run \p From's rows into the store as run \p As.
Error copyRun(store::Database &Db, int64_t As, int64_t From) {
  const std::string File = mappedFile("t.file_id");
  const char *Located = "line, col";
  // Warning ids are shifted past the store's, keeping their order.
  std::string Shift =
      "(SELECT COALESCE(MAX(id), 0) FROM main.warn_warnings) - "
      "(SELECT COALESCE(MIN(id), 0) FROM src.warn_warnings WHERE run_id = ?2) "
      "+ 1";
  Expected<store::Statement> ShiftQuery = Db.prepare("SELECT " + Shift);
  if (!ShiftQuery)
    return ShiftQuery.takeError();
  ShiftQuery->bind(2, From);
  Expected<bool> Row = ShiftQuery->step();
  if (!Row)
    return Row.takeError();
  int64_t By = ShiftQuery->columnInt(0);
  ShiftQuery->reset();
  std::string Children =
      "t.warning_id IN (SELECT id FROM src.warn_warnings WHERE run_id = ?2)";
  std::vector<std::string> Steps = {
      fmt::format(
          "INSERT INTO main.warn_run_units (run_id, file_id, state, detail) "
          "SELECT ?1, {}, t.state, t.detail FROM src.warn_run_units t "
          "WHERE t.run_id = ?2",
          File),
      fmt::format("INSERT OR IGNORE INTO main.warn_run_files (run_id, file_id, "
                  "sha256) SELECT ?1, {}, t.sha256 FROM src.warn_run_files t "
                  "WHERE t.run_id = ?2",
                  File),
      fmt::format(
          "INSERT INTO main.warn_functions (run_id, name, linkage_name, "
          "file_id, line, col, paths, infeasible_paths, aborted_paths, "
          "termination, detail, seconds, warnings, analyzed) "
          "SELECT ?1, t.name, t.linkage_name, {}, t.line, t.col, t.paths, "
          "t.infeasible_paths, t.aborted_paths, t.termination, t.detail, "
          "t.seconds, t.warnings, t.analyzed FROM src.warn_functions t "
          "WHERE t.run_id = ?2 ORDER BY t.id",
          File),
      fmt::format(
          "INSERT INTO main.warn_warnings (id, run_id, kind, message, "
          "function, linkage_name, file_id, line, col, variable, fingerprint, "
          "suppressed, rank) SELECT t.id + {}, ?1, t.kind, t.message, "
          "t.function, t.linkage_name, {}, t.line, t.col, t.variable, "
          "t.fingerprint, t.suppressed, t.rank FROM src.warn_warnings t "
          "WHERE t.run_id = ?2",
          By, File),
      fmt::format("INSERT INTO main.warn_notes (warning_id, role, seq, "
                  "file_id, {0}, text) SELECT t.warning_id + {1}, t.role, "
                  "t.seq, {2}, t.line, t.col, t.text FROM src.warn_notes t "
                  "WHERE {3}",
                  Located, By, File, Children),
      fmt::format("INSERT INTO main.warn_steps (warning_id, seq, kind, "
                  "file_id, {0}, depth, text) SELECT t.warning_id + {1}, "
                  "t.seq, t.kind, {2}, t.line, t.col, t.depth, t.text "
                  "FROM src.warn_steps t WHERE {3}",
                  Located, By, File, Children),
      fmt::format("INSERT INTO main.warn_conditions (warning_id, seq, "
                  "file_id, {0}, text) SELECT t.warning_id + {1}, t.seq, "
                  "{2}, t.line, t.col, t.text FROM src.warn_conditions t "
                  "WHERE {3}",
                  Located, By, File, Children),
      fmt::format("INSERT INTO main.warn_models (warning_id, seq, file_id, "
                  "{0}, callee, call_text, origin, return_text, reason, "
                  "case_text) "
                  "SELECT t.warning_id + {1}, t.seq, {2}, t.line, t.col, "
                  "t.callee, t.call_text, t.origin, t.return_text, t.reason, "
                  "t.case_text "
                  "FROM src.warn_models t WHERE {3}",
                  Located, By, File, Children),
      "INSERT INTO main.warn_run_tags (run_id, key, value) SELECT ?1, key, "
      "value FROM src.warn_run_tags WHERE run_id = ?2 ON CONFLICT DO NOTHING",
      "UPDATE main.warn_runs SET (ended_at, state, reason) = "
      "(SELECT ended_at, state, reason FROM src.warn_runs WHERE id = ?2) "
      "WHERE id = ?1",
  };
  for (const std::string &Sql : Steps)
    if (Error E = copy(Db, Sql, As, From))
      return E;
  return Error::success();
}

} // namespace

Error checkImportSource(WarningStore &From) {
  store::Database &Db = From.db();
  Expected<store::Statement> Check = Db.prepare("PRAGMA quick_check");
  if (!Check)
    return Check.takeError();
  Expected<bool> Row = Check->step();
  if (!Row)
    return Row.takeError();
  if (!*Row || Check->columnText(0) != "ok")
    return Error::failure(fmt::format(
        "'{}' fails SQLite's quick_check ({}): it is damaged; not imported",
        Db.path(), *Row ? Check->columnText(0) : "no answer"));
  Expected<store::Statement> Files =
      Db.prepare("SELECT path FROM warn_files ORDER BY id");
  if (!Files)
    return Files.takeError();
  for (;;) {
    Expected<bool> Next = Files->step();
    if (!Next)
      return Next.takeError();
    if (!*Next)
      return Error::success();
    std::string Path = Files->columnBytes(0);
    bool Control = std::any_of(Path.begin(), Path.end(), [](char C) {
      return static_cast<unsigned char>(C) < 0x20 || C == 0x7f;
    });
    std::filesystem::path P(Path);
    if (Path.empty() || Control || !P.is_absolute() ||
        P.lexically_normal().string() != Path)
      return Error::failure(fmt::format(
          "'{}' names a source file '{}', which is not an absolute, normal "
          "path as pathsim stores them: the file was not written by pathsim "
          "analyze; not imported",
          Db.path(), printable(Path)));
  }
}

Expected<std::vector<ImportedRun>> importRuns(WarningStore &Into,
                                              const std::string &From) {
  store::Database &Db = Into.db();
  if (Db.backend() != store::Backend::Sqlite)
    return Error::failure(fmt::format(
        "importing runs into a PostgreSQL store is not supported yet ('{}')",
        Db.path()));
  Expected<store::Statement> Attach = Db.prepare("ATTACH DATABASE ?1 AS src");
  if (!Attach)
    return Attach.takeError();
  Attach->bind(1, From);
  if (Error E = Attach->run())
    return E;
  Attached Detach{Db};
  std::vector<ImportedRun> Runs;
  {
    Expected<store::Transaction> T = store::Transaction::begin(Db);
    if (!T)
      return T.takeError();
    Expected<store::Statement> List = Db.prepare(
        "SELECT id, state FROM src.warn_runs WHERE state != 'running' "
        "ORDER BY id");
    if (!List)
      return List.takeError();
    for (;;) {
      Expected<bool> Row = List->step();
      if (!Row)
        return Row.takeError();
      if (!*Row)
        break;
      ImportedRun R;
      R.From = List->columnInt(0);
      R.State = runStateFromId(List->columnText(1)).value_or(RunState::Failed);
      Runs.push_back(R);
    }
    List->reset();
    if (Error E = Db.exec("INSERT OR IGNORE INTO main.warn_files (path, "
                          "display_path) SELECT path, display_path FROM "
                          "src.warn_files ORDER BY id"))
      return E;
    for (ImportedRun &R : Runs) {
      Expected<std::pair<int64_t, bool>> Match = matchingRun(Db, R.From);
      if (!Match)
        return Match.takeError();
      if (Match->second) {
        R.AlreadyThere = true;
        R.As = Match->first;
        continue;
      }
      R.As = Match->first;
      if (!R.As) {
        Expected<store::Statement> Insert = Db.prepare(
            "INSERT INTO main.warn_runs (started_at, command_line, settings, "
            "tool_version, state, pid, pid_start, host, reason, name) "
            "SELECT started_at, command_line, settings, tool_version, state, "
            "pid, pid_start, host, reason, name FROM src.warn_runs "
            "WHERE id = ?1 "
            "RETURNING id");
        if (!Insert)
          return Insert.takeError();
        Insert->bind(1, R.From);
        Expected<bool> Inserted = Insert->step();
        if (!Inserted)
          return Inserted.takeError();
        R.As = *Inserted ? Insert->columnInt(0) : 0;
        if (Error E = Insert->run()) // to its end: the row is written then
          return E;
      }
      if (Error E = copyRun(Db, R.As, R.From))
        return E;
    }
    if (Error E = T->commit())
      return E;
  }
  return Runs;
}

} // namespace pathsim::reports
