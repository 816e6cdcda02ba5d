//===- reports/SarifRenderer.h - SARIF 2.1.0 for code scanning ------------===//
#pragma once

#include "reports/Expected.h"
#include "reports/ReportedWarning.h"
#include "reports/SourceCache.h"

#include <ostream>
#include <string>
#include <vector>

namespace pathsim::reports {

/// What the SARIF log says about the run beyond its warnings.
struct SarifOptions {
  std::string ToolVersion = "0.0.0";
  /// SRCROOT: file URIs under this absolute directory are written relative
  /// to it (--source-root). Empty: the common root of the warnings' files.
  std::string SourceRoot;
  /// Recorded in the log's invocation, if given.
  std::string CommandLine;
};

/// Writes one SARIF 2.1.0 log with one run: the tool with one rule per
/// warning kind users see (descriptions, help from docs/checks.md, CWE tags,
/// security-severity), and one result per warning of those kinds
/// with its location, partialFingerprints (pathsimFingerprint/v1 and
/// primaryLocationLineHash), related locations, and its path as one codeFlow
/// with one threadFlow. Suppressed warnings carry an inSource suppression.
void renderSarif(std::ostream &OS, const std::vector<ReportedWarning> &Ws,
                 SourceCache &Sources, const SarifOptions &Options);

/// renderSarif() into the file \p Path ("-" for stdout), which is replaced
/// only once the log is complete.
Error writeSarifFile(const std::string &Path,
                     const std::vector<ReportedWarning> &Ws,
                     SourceCache &Sources, const SarifOptions &Options);

/// The deepest directory holding every absolute path of \p Files ("/src/proj"
/// for /src/proj/a.c and /src/proj/lib/b.c; "/" at least); "" if none is
/// absolute.
std::string commonRoot(const std::vector<std::string> &Files);

/// The first directory at or above \p Dir that holds `.git` (a directory,
/// or a worktree's or submodule's file); empty when none does.
std::string enclosingRepository(const std::string &Dir);

/// The file URI of \p Path: relative to \p BaseDir (with a trailing '/') when
/// under it, else an absolute `file://` URI; percent-encoded per RFC 3986.
/// Sets \p Relative to say which.
std::string fileUri(const std::string &Path, const std::string &BaseDir,
                    bool &Relative);

} // namespace pathsim::reports
