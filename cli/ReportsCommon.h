//===- cli/ReportsCommon.h - what the `pathsim reports` commands share ----===//
#pragma once

#include "reports/WarningStore.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pathsim::cli {

/// Prints "pathsim: MESSAGE" on stderr.
void reportError(std::string_view Message);

/// Opens the store at \p Path for a `reports` command. A missing file, or one
/// the store refuses, is reported; the caller returns ExitUsage.
std::optional<reports::WarningStore>
openStoreForReports(const std::string &Path);

/// The run to report on: \p Requested if non-zero (it must exist), else the
/// latest complete run. Errors are reported.
std::optional<int64_t> selectRun(reports::WarningStore &Store,
                                 int64_t Requested);

/// The help text shared by every --db option.
inline constexpr const char *DbHelp =
    "warning store (default: pathsim.db in the current directory)";

} // namespace pathsim::cli
