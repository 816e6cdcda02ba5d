//===- reports/StorePrune.cpp - removing old runs and compacting the store ===//
#include "reports/StorePrune.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

namespace pathsim::reports {

namespace {

/// Every run's id and whether it is still running, most recent first.
Expected<std::vector<std::pair<int64_t, bool>>>
runsNewestFirst(sqlite::Database &Db) {
  Expected<sqlite::Statement> S =
      Db.prepare("SELECT id, state = 'running' FROM warn_runs "
                 "ORDER BY started_at DESC, id DESC");
  if (!S)
    return S.takeError();
  std::vector<std::pair<int64_t, bool>> Runs;
  for (;;) {
    Expected<bool> Row = S->step();
    if (!Row)
      return Row.takeError();
    if (!*Row)
      return Runs;
    Runs.emplace_back(S->columnInt(0), S->columnInt(1) != 0);
  }
}

/// PRAGMA quick_check: an Error unless the file is sound, so that nothing
/// is deleted from a damaged store. The message quotes SQLite's first
/// finding ("Page 19: btreeInitPage() returns error code 11").
Error checkSound(sqlite::Database &Db) {
  Expected<sqlite::Statement> S = Db.prepare("PRAGMA quick_check");
  if (!S)
    return S.takeError();
  std::string Finding;
  for (;;) {
    Expected<bool> Row = S->step();
    if (!Row && Finding.empty())
      return Row.takeError();
    if (!Row || !*Row) // (the check may stop at a damage it reported)
      break;
    // One row per problem; a row may hold several lines, the first naming
    // the database ("*** in database main ***").
    std::string Text = S->columnText(0);
    for (size_t Start = 0; Finding.empty() && Start < Text.size();) {
      size_t End = std::min(Text.find('\n', Start), Text.size());
      std::string_view Line(Text.data() + Start, End - Start);
      if (!Line.empty() && !Line.starts_with("***"))
        Finding = Line;
      Start = End + 1;
    }
  }
  if (Finding.empty() || Finding == "ok")
    return Error::success();
  return Error::failure(
      fmt::format("database '{}' is corrupt ({})", Db.path(), Finding));
}

/// Runs \p Sql with ?1 bound to \p Run.
Error runFor(sqlite::Database &Db, const char *Sql, int64_t Run) {
  Expected<sqlite::Statement> S = Db.prepare(Sql);
  if (!S)
    return S.takeError();
  S->bind(1, Run);
  return S->run();
}

} // namespace

Expected<PruneResult> pruneRuns(WarningStore &Store, int64_t Keep) {
  sqlite::Database &Db = Store.db();
  Expected<sqlite::Transaction> T = sqlite::Transaction::begin(Db);
  if (!T)
    return T.takeError();
  if (Error E = checkSound(Db))
    return E;
  Expected<std::vector<std::pair<int64_t, bool>>> Runs = runsNewestFirst(Db);
  if (!Runs)
    return Runs.takeError();
  PruneResult Result;
  int64_t Finished = 0;
  for (auto [Id, Running] : *Runs) {
    if (Running)
      Result.Running.push_back(Id);
    else if (Finished++ < Keep)
      Result.Kept.push_back(Id);
    else
      Result.Removed.push_back(Id);
  }
  for (auto *Ids : {&Result.Removed, &Result.Kept, &Result.Running})
    std::sort(Ids->begin(), Ids->end());

  // A warning's rows first, then the run's, then the run itself.
  static const char *const Deletes[] = {
      "DELETE FROM warn_notes WHERE warning_id IN "
      "(SELECT id FROM warn_warnings WHERE run_id = ?1)",
      "DELETE FROM warn_steps WHERE warning_id IN "
      "(SELECT id FROM warn_warnings WHERE run_id = ?1)",
      "DELETE FROM warn_conditions WHERE warning_id IN "
      "(SELECT id FROM warn_warnings WHERE run_id = ?1)",
      "DELETE FROM warn_models WHERE warning_id IN "
      "(SELECT id FROM warn_warnings WHERE run_id = ?1)",
      "DELETE FROM warn_warnings WHERE run_id = ?1",
      "DELETE FROM warn_functions WHERE run_id = ?1",
      "DELETE FROM warn_run_units WHERE run_id = ?1",
      "DELETE FROM warn_run_files WHERE run_id = ?1",
      "DELETE FROM warn_runs WHERE id = ?1",
  };
  for (int64_t Run : Result.Removed) {
    Expected<sqlite::Statement> Count =
        Db.prepare("SELECT COUNT(*) FROM warn_warnings WHERE run_id = ?1");
    if (!Count)
      return Count.takeError();
    Count->bind(1, Run);
    if (Expected<bool> Row = Count->step(); !Row)
      return Row.takeError();
    Result.RemovedWarnings += Count->columnInt(0);
    for (const char *Sql : Deletes)
      if (Error E = runFor(Db, Sql, Run))
        return E;
  }
  // The files no remaining row names (a run still running names its files
  // only when it is stored, and then inserts them again if missing).
  if (!Result.Removed.empty())
    if (Error E = Db.exec(
            "DELETE FROM warn_files WHERE id NOT IN ("
            "SELECT file_id FROM warn_run_units UNION "
            "SELECT file_id FROM warn_run_files UNION "
            "SELECT file_id FROM warn_functions WHERE file_id IS NOT NULL "
            "UNION SELECT file_id FROM warn_warnings WHERE file_id IS NOT NULL "
            "UNION SELECT file_id FROM warn_notes WHERE file_id IS NOT NULL "
            "UNION SELECT file_id FROM warn_steps WHERE file_id IS NOT NULL "
            "UNION SELECT file_id FROM warn_conditions WHERE file_id IS NOT "
            "NULL UNION SELECT file_id FROM warn_models WHERE file_id IS NOT "
            "NULL)"))
      return E;
  if (Error E = T->commit())
    return E;
  return Result;
}

Error compactStore(WarningStore &Store) { return Store.db().exec("VACUUM"); }

} // namespace pathsim::reports
