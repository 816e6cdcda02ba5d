//===- reports/StoreImport.cpp - merging runs from another database -------===//
#include "reports/StoreImport.h"

#include "sourcemap/Printable.h"
#include "store/RowCopy.h"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <map>

namespace pathsim::reports {

namespace {

/// Calls \p Body on each row \p S steps to, until the last or the first
/// error (the step's or the body's).
template <typename BodyFn> Error eachRow(store::Statement &S, BodyFn Body) {
  for (;;) {
    Expected<bool> Row = S.step();
    if (!Row)
      return Row.takeError();
    if (!*Row)
      return Error::success();
    if (Error E = Body())
      return E;
  }
}

/// Runs \p Select on \p Src (?1 bound to \p SrcRun) and, for each row,
/// \p Insert on \p Dst with the row's columns bound from parameter
/// \p FirstParam on by \p Kinds (store::bindRow); \p Map binds the rest
/// (the run's id, ids mapped into the store) and returns false to skip
/// the row.
template <typename MapFn>
Error copyRows(store::Database &Src, const std::string &Select, int64_t SrcRun,
               store::Database &Dst, const std::string &Insert,
               std::string_view Kinds, int FirstParam, MapFn Map) {
  Expected<store::Statement> From = Src.prepare(Select);
  if (!From)
    return From.takeError();
  From->bind(1, SrcRun);
  Expected<store::Statement> Into = Dst.prepare(Insert);
  if (!Into)
    return Into.takeError();
  return eachRow(*From, [&]() -> Error {
    Into->reset();
    store::bindRow(*From, *Into, Kinds, FirstParam);
    return Map(*From, *Into) ? Into->run() : Error::success();
  });
}

/// The store's id of each file of the imported database, by its id there
/// (files matched by path and display path, added when missing).
using IdMap = std::map<int64_t, int64_t>;

Expected<IdMap> mapFiles(store::Database &Src, store::Database &Dst) {
  IdMap Files;
  // Inserted in one order (by path), as a run's files are stored, so that
  // concurrent writers of a PostgreSQL store never wait for each other.
  Expected<store::Statement> List = Src.prepare(
      "SELECT id, path, display_path FROM warn_files "
      "ORDER BY path, display_path, id");
  if (!List)
    return List.takeError();
  Expected<store::Statement> Insert =
      Dst.prepare("INSERT INTO warn_files (path, display_path) VALUES (?1, "
                  "?2) ON CONFLICT DO NOTHING");
  if (!Insert)
    return Insert.takeError();
  Expected<store::Statement> Find = Dst.prepare(
      "SELECT id FROM warn_files WHERE path = ?1 AND display_path = ?2");
  if (!Find)
    return Find.takeError();
  Error Copied = eachRow(*List, [&]() -> Error {
    std::string Path = List->columnBytes(1), Display = List->columnBytes(2);
    Insert->reset();
    Insert->bind(1, std::string_view(Path)).bind(2, std::string_view(Display));
    if (Error E = Insert->run())
      return E;
    Find->reset();
    Find->bind(1, std::string_view(Path)).bind(2, std::string_view(Display));
    Expected<bool> Found = Find->step();
    if (!Found)
      return Found.takeError();
    if (!*Found)
      return Error::failure(fmt::format(
          "'{}': the file row of '{}' was not found after its insertion",
          Dst.path(), printable(Path)));
    Files[List->columnInt(0)] = Find->columnInt(0);
    return Error::success();
  });
  if (Copied)
    return std::move(Copied);
  return Files;
}

/// Binds \p Param of \p Into to the store's id of the file whose id in the
/// imported database is column \p Column of \p From (NULL stays NULL).
bool bindFile(const IdMap &Files, const store::Statement &From, int Column,
              store::Statement &Into, int Param) {
  if (From.columnIsNull(Column)) {
    Into.bindNull(Param);
    return true;
  }
  auto It = Files.find(From.columnInt(Column));
  if (It == Files.end())
    return false; // a dangling reference of a damaged file: left out
  Into.bind(Param, It->second);
  return true;
}

/// The columns of a run that identify it across databases (its start, its
/// command, its process and host).
constexpr const char *RunIdentity =
    "started_at, command_line, pid, pid_start, host";

/// The id of the row a run of \p Src began with in the store, and whether
/// it already holds the run's results; 0 when there is none.
Expected<std::pair<int64_t, bool>> matchingRun(store::Database &Src,
                                               store::Database &Dst,
                                               int64_t From) {
  Expected<store::Statement> Run = Src.prepare(
      std::string("SELECT ") + RunIdentity + " FROM warn_runs WHERE id = ?1");
  if (!Run)
    return Run.takeError();
  Run->bind(1, From);
  Expected<bool> Found = Run->step();
  if (!Found)
    return Found.takeError();
  if (!*Found)
    return std::pair<int64_t, bool>{0, false};
  Expected<store::Statement> S = Dst.prepare(
      "SELECT m.id, m.state, "
      "(SELECT COUNT(*) FROM warn_functions WHERE run_id = m.id) + "
      "(SELECT COUNT(*) FROM warn_warnings WHERE run_id = m.id) "
      "FROM warn_runs m WHERE m.started_at = ?1 AND m.command_line = ?2 "
      "AND m.pid IS NOT DISTINCT FROM ?3 AND m.pid_start IS NOT DISTINCT "
      "FROM ?4 AND m.host IS NOT DISTINCT FROM ?5 ORDER BY m.id");
  if (!S)
    return S.takeError();
  store::bindRow(*Run, *S, "ttiit");
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

/// What the runs' rows hold besides their ids, in the order both databases
/// read and write them.
constexpr const char *RunColumns =
    "started_at, ended_at, command_line, settings, tool_version, state, pid, "
    "pid_start, host, reason, name";
constexpr const char *RunKinds = "ttttttiittt";

/// A new row in the store for run \p From of \p Src; its id.
Expected<int64_t> insertRun(store::Database &Src, store::Database &Dst,
                            int64_t From) {
  Expected<store::Statement> Run = Src.prepare(
      std::string("SELECT ") + RunColumns + " FROM warn_runs WHERE id = ?1");
  if (!Run)
    return Run.takeError();
  Run->bind(1, From);
  Expected<bool> Found = Run->step();
  if (!Found)
    return Found.takeError();
  if (!*Found)
    return int64_t{0};
  Expected<store::Statement> Insert = Dst.prepare(
      std::string("INSERT INTO warn_runs (") + RunColumns +
      ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11) RETURNING id");
  if (!Insert)
    return Insert.takeError();
  store::bindRow(*Run, *Insert, RunKinds);
  Expected<bool> Inserted = Insert->step();
  if (!Inserted)
    return Inserted.takeError();
  int64_t As = *Inserted ? Insert->columnInt(0) : 0;
  if (Error E = Insert->run()) // to its end: the row is written then
    return E;
  return As;
}

/// Copies run \p From's rows of \p Src into the store as run \p As.
Error copyRun(store::Database &Src, store::Database &Dst, const IdMap &Files,
              int64_t As, int64_t From) {
  auto RunAndFile = [&](int FileColumn) {
    return [&, FileColumn](const store::Statement &Row, store::Statement &Out) {
      Out.bind(1, As);
      return bindFile(Files, Row, FileColumn, Out, 2);
    };
  };
  if (Error E = copyRows(
          Src,
          "SELECT file_id, state, detail FROM warn_run_units WHERE run_id = "
          "?1 ORDER BY file_id",
          From, Dst,
          "INSERT INTO warn_run_units (run_id, file_id, state, detail) "
          "VALUES (?1, ?2, ?3, ?4) ON CONFLICT DO NOTHING",
          "-tt", 2, RunAndFile(0)))
    return E;
  if (Error E = copyRows(
          Src,
          "SELECT file_id, sha256 FROM warn_run_files WHERE run_id = ?1 "
          "ORDER BY file_id",
          From, Dst,
          "INSERT INTO warn_run_files (run_id, file_id, sha256) VALUES (?1, "
          "?2, ?3) ON CONFLICT DO NOTHING",
          "-t", 2, RunAndFile(0)))
    return E;
  if (Error E = copyRows(
          Src,
          "SELECT file_id, name, linkage_name, line, col, paths, "
          "infeasible_paths, aborted_paths, termination, detail, seconds, "
          "warnings, analyzed FROM warn_functions WHERE run_id = ?1 ORDER BY "
          "id",
          From, Dst,
          "INSERT INTO warn_functions (run_id, file_id, name, linkage_name, "
          "line, col, paths, infeasible_paths, aborted_paths, termination, "
          "detail, seconds, warnings, analyzed) VALUES (?1, ?2, ?3, ?4, ?5, "
          "?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)",
          "-ttiiiiittrii", 2, RunAndFile(0)))
    return E;
  // Warnings in their order, each under a new id of the store's; their
  // notes, steps, conditions and models follow them.
  IdMap Warnings;
  {
    Expected<store::Statement> List = Src.prepare(
        "SELECT id, file_id, kind, message, function, linkage_name, line, "
        "col, variable, fingerprint, suppressed, rank FROM warn_warnings "
        "WHERE run_id = ?1 ORDER BY id");
    if (!List)
      return List.takeError();
    List->bind(1, From);
    Expected<store::Statement> Insert = Dst.prepare(
        "INSERT INTO warn_warnings (run_id, file_id, kind, message, "
        "function, linkage_name, line, col, variable, fingerprint, "
        "suppressed, rank) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, "
        "?11, ?12) RETURNING id");
    if (!Insert)
      return Insert.takeError();
    Error Copied = eachRow(*List, [&]() -> Error {
      Insert->reset();
      store::bindRow(*List, *Insert, "--ttttiittit", 1);
      Insert->bind(1, As);
      if (!bindFile(Files, *List, 1, *Insert, 2))
        return Error::success();
      Expected<bool> Inserted = Insert->step();
      if (!Inserted)
        return Inserted.takeError();
      if (*Inserted)
        Warnings[List->columnInt(0)] = Insert->columnInt(0);
      return Insert->run();
    });
    if (Copied)
      return Copied;
  }
  auto WarningAndFile = [&](const store::Statement &Row, store::Statement &Out) {
    auto It = Warnings.find(Row.columnInt(0));
    if (It == Warnings.end())
      return false;
    Out.bind(1, It->second);
    return bindFile(Files, Row, 1, Out, 2);
  };
  // Each warning's rows of the tables that hang off it, the same columns
  // read and written: the warning and the file first (mapped), then the
  // rest bound by their kinds.
  struct Child {
    const char *Table, *Columns, *Kinds, *Order;
  };
  static constexpr Child Children[] = {
      {"warn_notes", "role, seq, line, col, text", "tiiit", "role, seq"},
      {"warn_steps", "seq, kind, line, col, depth, text", "itiiit", "seq"},
      {"warn_conditions", "seq, line, col, text", "iiit", "seq"},
      {"warn_models",
       "seq, line, col, callee, call_text, origin, return_text, reason, "
       "case_text",
       "iiitttttt", "seq"},
  };
  for (const Child &C : Children) {
    std::string Kinds = std::string("--") + C.Kinds;
    std::string Params;
    for (size_t K = 1; K <= Kinds.size(); ++K)
      Params += fmt::format("{}?{}", K == 1 ? "" : ", ", K);
    if (Error E = copyRows(
            Src,
            fmt::format("SELECT warning_id, file_id, {} FROM {} WHERE "
                        "warning_id IN (SELECT id FROM warn_warnings WHERE "
                        "run_id = ?1) ORDER BY warning_id, {}",
                        C.Columns, C.Table, C.Order),
            From, Dst,
            fmt::format("INSERT INTO {} (warning_id, file_id, {}) VALUES ({})",
                        C.Table, C.Columns, Params),
            Kinds, 1, WarningAndFile))
      return E;
  }
  if (Error E = copyRows(
          Src,
          "SELECT key, value FROM warn_run_tags WHERE run_id = ?1 ORDER BY "
          "key, value",
          From, Dst,
          "INSERT INTO warn_run_tags (run_id, key, value) VALUES (?1, ?2, "
          "?3) ON CONFLICT DO NOTHING",
          "tt", 2,
          [&](const store::Statement &, store::Statement &Out) {
            Out.bind(1, As);
            return true;
          }))
    return E;
  // The run's end as the imported database has it (a row the run began
  // with in the store was marked failed when storing failed).
  Expected<store::Statement> End = Src.prepare(
      "SELECT ended_at, state, reason FROM warn_runs WHERE id = ?1");
  if (!End)
    return End.takeError();
  End->bind(1, From);
  Expected<bool> Row = End->step();
  if (!Row)
    return Row.takeError();
  if (!*Row)
    return Error::success();
  Expected<store::Statement> Update = Dst.prepare(
      "UPDATE warn_runs SET ended_at = ?1, state = ?2, reason = ?3 WHERE id "
      "= ?4");
  if (!Update)
    return Update.takeError();
  store::bindRow(*End, *Update, "ttt");
  Update->bind(4, As);
  return Update->run();
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
                                              WarningStore &From) {
  store::Database &Dst = Into.db();
  store::Database &Src = From.db();
  std::vector<ImportedRun> Runs;
  Expected<store::Transaction> T = store::Transaction::begin(Dst);
  if (!T)
    return T.takeError();
  {
    Expected<store::Statement> List = Src.prepare(
        "SELECT id, state FROM warn_runs WHERE state != 'running' "
        "ORDER BY id");
    if (!List)
      return List.takeError();
    Error Listed = eachRow(*List, [&]() -> Error {
      ImportedRun R;
      R.From = List->columnInt(0);
      R.State = runStateFromId(List->columnText(1)).value_or(RunState::Failed);
      Runs.push_back(R);
      return Error::success();
    });
    if (Listed)
      return std::move(Listed);
  }
  Expected<IdMap> Files = mapFiles(Src, Dst);
  if (!Files)
    return Files.takeError();
  for (ImportedRun &R : Runs) {
    Expected<std::pair<int64_t, bool>> Match = matchingRun(Src, Dst, R.From);
    if (!Match)
      return Match.takeError();
    R.As = Match->first;
    if (Match->second) {
      R.AlreadyThere = true;
      continue;
    }
    if (!R.As) {
      Expected<int64_t> As = insertRun(Src, Dst, R.From);
      if (!As)
        return As.takeError();
      R.As = *As;
    }
    if (Error E = copyRun(Src, Dst, *Files, R.As, R.From))
      return E;
  }
  if (Error E = T->commit())
    return E;
  return Runs;
}

} // namespace pathsim::reports
