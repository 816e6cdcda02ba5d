//===- reports/Fingerprint.h - warning identity that survives edits -------===//
#pragma once

#include "reports/SourceCache.h"
#include "simulator/Warning.h"

#include <string>
#include <string_view>

namespace pathsim::reports {

/// The fingerprint scheme's name, as SARIF's partialFingerprints key.
inline constexpr std::string_view FingerprintScheme = "pathsimFingerprint/v1";

/// The text the fingerprint hashes (exposed for tests and documentation):
/// scheme, file base name, function linkage name, kind, variable, the
/// warning line's code without comments or whitespace, then each path step
/// that is not a plain statement as kind, call depth and its text without
/// whitespace. No line or column number enters it.
std::string fingerprintInput(const Warning &W, std::string_view WarningLine);

/// A warning's fingerprint: 32 hex digits, the first half of the SHA-256 of
/// fingerprintInput(). Stable across runs, when unrelated lines are added or
/// removed, and when the code is re-indented (see docs/reports.md).
std::string fingerprint(const Warning &W, SourceCache &Sources);

} // namespace pathsim::reports
