//===- reports/OutputFiles.h - files written whole or not at all ----------===//
//
// What `reports`, `models` and `analyze --sarif` write goes through here
// (docs/security.md says it for the user):
// - a new or regular file is written to a temporary file created beside it
//   with O_EXCL (llvm::sys::fs::TempFile: a random name, never a link
//   followed), flushed to the disk, then renamed over it: a failure (a full
//   disk, a kill, a signal) never leaves an empty or half-written file, and
//   the previous file stays as it was. A replaced file keeps its permission
//   bits; a new one gets 0666 less the umask;
// - an existing output that is not a regular file is never replaced: a
//   FIFO, a terminal, /dev/null, /dev/full are written through (what a
//   write fails with is the error); /dev/stdout and any symbolic link owned
//   by the user or root are followed and written through; a link owned by
//   another user, a directory, a block device, a socket or another
//   character device is refused.
//
#pragma once

#include "reports/Expected.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathsim::reports {

/// Writes \p Content to \p Path as the header says. \p What names the file
/// in messages ("SARIF file"): "cannot write SARIF file 'x.sarif': No
/// space left on device".
Error writeFileAtomically(const std::string &Path, std::string_view Content,
                          std::string_view What);

/// Writes the files \p Files (name in \p Dir, content) into \p Dir, created
/// if missing: all are first written to temporary files in \p Dir, then
/// renamed into place, so a failure leaves \p Dir as it was (and removes
/// \p Dir again if this call created it). Other files in \p Dir are never
/// touched. \p Dir may be a link to a directory only as an output file may
/// be one; a name in it that exists and is not a regular file or a link is
/// refused.
Error writeFilesAtomically(
    const std::string &Dir,
    const std::vector<std::pair<std::string, std::string>> &Files);

} // namespace pathsim::reports
