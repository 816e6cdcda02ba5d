//===- automodel/Installation.h - where the running pathsim's files are ---===//
//
// pathsim finds its data relative to its own executable, never by a path
// compiled in: an installed tree (bin/pathsim, share/pathsim/models/libc,
// share/doc/pathsim) works wherever it is moved, and the build tree has the
// same layout (build/cli/pathsim next to build/share, whose entries are
// links to the sources).
//
#pragma once

#include <string>

namespace pathsim {

/// \p Relative ("share/pathsim/models/libc") under the installation prefix
/// of the running executable (the directory above its bin/), if it exists;
/// else "".
std::string installedPath(const std::string &Relative);

} // namespace pathsim
