//===- reports/StorePrune.cpp - removing old runs and compacting the store ===//
#include "reports/StorePrune.h"

#include "store/Migrations.h"

#include <fmt/format.h>

#include <algorithm>
#include <string>

namespace pathsim::reports {

namespace {

/// Every run's id and state, most recent first.
Expected<std::vector<std::pair<int64_t, std::string>>>
runsNewestFirst(store::Database &Db) {
  Expected<store::Statement> S =
      Db.prepare("SELECT id, state FROM warn_runs "
                 "ORDER BY started_at DESC, id DESC");
  if (!S)
    return S.takeError();
  std::vector<std::pair<int64_t, std::string>> Runs;
  for (;;) {
    Expected<bool> Row = S->step();
    if (!Row)
      return Row.takeError();
    if (!*Row)
      return Runs;
    Runs.emplace_back(S->columnInt(0), S->columnText(1));
  }
}

/// Runs \p Sql with ?1 bound to \p Run.
Error runFor(store::Database &Db, const char *Sql, int64_t Run) {
  Expected<store::Statement> S = Db.prepare(Sql);
  if (!S)
    return S.takeError();
  S->bind(1, Run);
  return S->run();
}

} // namespace

Expected<PruneResult> pruneRuns(WarningStore &Store, int64_t Keep) {
  store::Database &Db = Store.db();
  Expected<store::Transaction> T = store::Transaction::begin(Db);
  if (!T)
    return T.takeError();
  if (Error E = store::checkSound(Db))
    return E;
  Expected<std::vector<std::pair<int64_t, std::string>>> Runs =
      runsNewestFirst(Db);
  if (!Runs)
    return Runs.takeError();
  PruneResult Result;
  // The runs kept are those with results (complete, partial): two failed
  // runs last must not make --keep 2 remove every good one.
  int64_t WithResults = 0;
  for (const auto &[Id, State] : *Runs) {
    if (State == "running")
      Result.Running.push_back(Id);
    else if ((State == "complete" || State == "partial") &&
             WithResults++ < Keep)
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
      "DELETE FROM warn_run_tags WHERE run_id = ?1",
      "DELETE FROM warn_runs WHERE id = ?1",
  };
  for (int64_t Run : Result.Removed) {
    Expected<store::Statement> Count =
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
