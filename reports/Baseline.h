//===- reports/Baseline.h - known warnings, by fingerprint, in a file -----===//
#pragma once

#include "reports/Expected.h"
#include "reports/ReportedWarning.h"

#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace pathsim::reports {

/// The first line of every baseline file.
inline constexpr const char *BaselineHeader = "# pathsim baseline v1";

/// Fingerprints of known warnings: `pathsim analyze --baseline FILE` hides
/// the warnings whose fingerprint is in it.
struct Baseline {
  std::set<std::string> Fingerprints;
  bool contains(const std::string &Fingerprint) const {
    return Fingerprints.count(Fingerprint) != 0;
  }
};

/// Writes a baseline of \p Ws: the header, then one line per warning,
/// `FINGERPRINT<TAB>kind file:line function: message` (the text after the tab
/// is for people and ignored when read).
void writeBaseline(std::ostream &OS, const std::vector<ReportedWarning> &Ws);

/// Reads a baseline file. A missing file, a wrong header or a line that is
/// not a fingerprint is an Error naming the file and line.
Expected<Baseline> loadBaseline(const std::string &Path);

/// The warnings of \p Ws whose fingerprint is not in \p B.
std::vector<ReportedWarning>
applyBaseline(const std::vector<ReportedWarning> &Ws, const Baseline &B);

} // namespace pathsim::reports
