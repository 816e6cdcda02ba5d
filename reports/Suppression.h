//===- reports/Suppression.h - `pathsim-suppress` comments in the source --===//
#pragma once

#include "reports/SourceCache.h"
#include "simulator/Warning.h"

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::reports {

/// The kinds a `pathsim-suppress` comment on \p Line names: `//
/// pathsim-suppress null-deref`, `/* pathsim-suppress leak, resource-leak */`,
/// or `all`. Text after the list (a justification) is ignored. Empty if none.
std::vector<std::string> suppressedKinds(std::string_view Line);

/// True when the warning's line or the line above carries a
/// `pathsim-suppress` comment naming its kind or `all`.
bool isSuppressed(const Warning &W, SourceCache &Sources);

} // namespace pathsim::reports
