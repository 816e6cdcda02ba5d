//===- automodel/Formatters.h - printf-like functions and their formatter -===//
//
// A function of the program declared printf-like
// (`__attribute__((format(printf, N, M)))`) formats with the C library's
// formatter when its code passes on to a `v*printf` (vfprintf, vsnprintf,
// vsyslog...), directly or through another function of the program that
// does; otherwise it formats with its own, which may print a NULL `%s` as
// "(null)" (libarchive's archive_string_vsprintf). A call's `%s` of NULL is
// a defect only for the C library's formatter.
//
#pragma once

#include "automodel/CallGraph.h"
#include "automodel/Program.h"

#include <vector>

namespace pathsim {

/// By position in Program::functions(): the function is declared
/// printf-like and formats with a formatter of its own, not the C
/// library's.
std::vector<bool> ownFormatters(const Program &P, const CallGraph &Graph);

} // namespace pathsim
