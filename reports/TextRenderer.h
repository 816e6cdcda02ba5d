//===- reports/TextRenderer.h - compiler-style diagnostics ----------------===//
#pragma once

#include "simulator/Warning.h"

#include <ostream>

namespace pathsim::reports {

/// Prints \p W as GCC and Clang print diagnostics, so editors and CI parse it:
///   file:line:col: warning: MESSAGE [kind]
/// then `note:` lines, each at its own location: related notes (where the
/// variable was declared, where the value came from), the allocation call
/// stack for leaks (innermost first), each condition on the path, the
/// outcome reasons it depends on, the models used, and the path's statement
/// lines.
void renderText(std::ostream &OS, const Warning &W);

} // namespace pathsim::reports
