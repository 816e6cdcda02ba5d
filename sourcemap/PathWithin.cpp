//===- sourcemap/PathWithin.cpp - whether a path lies in a directory ------===//

#include "sourcemap/PathWithin.h"

#include <algorithm>

namespace pathsim {

namespace {

/// \p P without the empty last component a trailing separator leaves
/// ("/srv/a/" as "/srv/a"; "/" stays).
std::filesystem::path withoutTrailingSeparator(std::filesystem::path P) {
  while (P.has_relative_path() && !P.has_filename())
    P = P.parent_path();
  return P;
}

} // namespace

bool pathWithin(const std::filesystem::path &Path,
                const std::filesystem::path &Dir) {
  std::filesystem::path P = withoutTrailingSeparator(Path);
  std::filesystem::path D = withoutTrailingSeparator(Dir);
  auto [DirEnd, PathAt] = std::mismatch(D.begin(), D.end(), P.begin(), P.end());
  (void)PathAt;
  return DirEnd == D.end();
}

} // namespace pathsim
