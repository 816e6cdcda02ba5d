//===- reports/StorePrune.h - removing old runs and compacting the store --===//
//
// `pathsim reports prune --keep N`: a store grows by one run per `analyze`;
// pruning removes all but the N most recent finished runs (with everything
// stored under them) and compacts the file.
//
#pragma once

#include "reports/Expected.h"
#include "reports/WarningStore.h"

#include <cstdint>
#include <vector>

namespace pathsim::reports {

/// What pruneRuns() removed and kept.
struct PruneResult {
  std::vector<int64_t> Removed; ///< run ids, ascending
  std::vector<int64_t> Kept;    ///< finished runs kept, ascending
  std::vector<int64_t> Running; ///< runs still running: never removed
  int64_t RemovedWarnings = 0;  ///< warnings of the removed runs
};

/// Removes every finished run of \p Store but the \p Keep most recent
/// complete or partial ones (latest start first, then highest id): failed
/// and interrupted runs are removed first, never counted among the kept.
/// In one transaction: their
/// functions, units, file hashes and warnings with the warnings' notes,
/// steps, conditions and models used, then the files no run names any more.
/// A run still `running` is never removed and does not count among the
/// \p Keep (its process will store it). The automatic models (model_
/// tables) belong to no run and are left alone. The store is first checked
/// (PRAGMA quick_check): a damaged file is an Error and nothing is removed;
/// a failure (locked past the busy timeout, disk full) rolls back whole.
Expected<PruneResult> pruneRuns(WarningStore &Store, int64_t Keep);

/// Rebuilds the file without its free pages (VACUUM), so that it shrinks
/// on disk. Needs every other connection's lock released (waits for the
/// busy timeout) and temporary room for a copy; on failure the file is as
/// it was.
Error compactStore(WarningStore &Store);

} // namespace pathsim::reports
