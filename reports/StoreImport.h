//===- reports/StoreImport.h - merging runs from another database ---------===//
//
// When `analyze` cannot write its finished run into the store (locked past
// --db-timeout, a write error), it writes the run to a new database beside
// it; `pathsim reports import FILE` merges that file's runs back.
//
#pragma once

#include "reports/Expected.h"
#include "reports/WarningStore.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathsim::reports {

/// What became of one run of the imported file.
struct ImportedRun {
  int64_t From = 0; ///< its id in the imported file
  int64_t As = 0;   ///< its id in the store (0 when skipped)
  RunState State = RunState::Complete;
  /// Already in the store (imported before, or stored there after all).
  bool AlreadyThere = false;
};

/// Refuses, with an Error that says why, a database whose content is not
/// what a pathsim run writes: one that fails PRAGMA quick_check, or names
/// a source file by a path that is not absolute and normal ("../../etc",
/// "a/./b") or holds a control character. Reads only. Import calls it on
/// the file before anything is copied: a crafted file must not bring
/// paths that make the reports read other files.
Error checkImportSource(WarningStore &From);

/// Copies every finished run of the store \p From (its rows in every
/// warn_ table, files matched by path) into \p Into, in one transaction of
/// \p Into's: row by row through the two connections, so that \p Into may
/// be a PostgreSQL store and \p From the SQLite file written beside it.
/// A run \p Into already holds whole (same start time, process and host) is
/// skipped; one \p Into holds as a row with nothing stored (the row the run
/// began with, marked failed when storing failed) receives the run under
/// its id. Importing a file twice changes nothing.
Expected<std::vector<ImportedRun>> importRuns(WarningStore &Into,
                                              WarningStore &From);

} // namespace pathsim::reports
