//===- reports/OutputFiles.h - files written whole or not at all ----------===//
//
// What `reports` and `analyze --sarif` write is first written under a
// temporary name beside its destination, flushed to the disk, then renamed:
// a failure (a full disk, a kill) never leaves an empty or half-written
// file, and the previous file stays as it was.
//
#pragma once

#include "reports/Expected.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathsim::reports {

/// Writes \p Content to \p Path atomically (a temporary file in the same
/// directory, fsync, rename). \p What names the file in messages ("SARIF
/// file"): "cannot write SARIF file 'x.sarif': No space left on device".
Error writeFileAtomically(const std::string &Path, std::string_view Content,
                          std::string_view What);

/// Writes the files \p Files (name in \p Dir, content) into \p Dir, created
/// if missing: all are first written to a staging directory inside \p Dir,
/// then renamed into place, so a failure leaves \p Dir as it was (and
/// removes \p Dir again if this call created it). Other files in \p Dir are
/// never touched.
Error writeFilesAtomically(
    const std::string &Dir,
    const std::vector<std::pair<std::string, std::string>> &Files);

} // namespace pathsim::reports
