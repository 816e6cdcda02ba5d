//===- sourcemap/PathWithin.h - whether a path lies in a directory --------===//
//
// Paths come from compile databases, stored runs, configuration files and
// requests to the server: a prefix test on the text would take /srv/a2 for
// a file of /srv/a. pathWithin() compares whole components. The caller makes
// both paths comparable first (canonical, when links must not lead out;
// lexically normal, when the file need not exist).
//
#pragma once

#include <filesystem>

namespace pathsim {

/// Whether \p Path is \p Dir or lies below it, component by component. A
/// trailing separator on either is ignored.
bool pathWithin(const std::filesystem::path &Path,
                const std::filesystem::path &Dir);

} // namespace pathsim
