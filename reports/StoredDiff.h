//===- reports/StoredDiff.h - two stored runs compared, and warning JSON --===//
#pragma once

#include "reports/Json.h"
#include "reports/RunDiff.h"
#include "reports/StoreQueries.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace pathsim::reports {

/// Two stored runs compared at one rank (`reports diff`, the server's diff).
struct StoredDiff {
  RunDiff Diff;
  size_t BelowRankA = 0, BelowRankB = 0; ///< warnings left out below the rank
};

/// Compares stored runs \p A (older) and \p B by fingerprint at \p Rank:
/// a warning whose code the other run did not analyze is neither fixed nor
/// new (RunCoverage). Suppressed warnings only with \p IncludeSuppressed.
Expected<StoredDiff> diffStoredRuns(WarningStore &Store, int64_t A, int64_t B,
                                    WarningRank Rank, bool IncludeSuppressed);

/// The diff as `reports diff --format json` and the server write it.
void writeDiffJson(JsonWriter &J, int64_t A, int64_t B, WarningRank Rank,
                   const StoredDiff &D);

/// The rank run \p Run was analyzed with (its settings' `rank`), if it
/// recorded one.
std::optional<WarningRank> storedRank(WarningStore &Store, int64_t Run);

/// The root run \p Run was analyzed with (its settings' `source-root`), if
/// it recorded one.
std::string storedSourceRoot(const RunRecord &Run);

/// A warning as `reports list --format json` and the server write it: id,
/// run, kind, rank, file, line, column, function, variable, message,
/// fingerprint, suppressed, review (and its comment, author and time).
void writeWarningJson(JsonWriter &J, const ReportedWarning &R);

/// A run as `reports runs --format json` and the server write it; with
/// `stored_bytes` when R.StoredBytes was read (reports runs).
void writeRunJson(JsonWriter &J, const RunRecord &R);

} // namespace pathsim::reports
