//===- reports/Expected.h - error values for reports/ (no exceptions) -----===//
//
// reports/ names store/'s error values its own: reports::Error and
// reports::Expected are store::Error and store::Expected.
//
#pragma once

#include "store/Expected.h"

namespace pathsim::reports {

using store::Error;
using store::Expected;

} // namespace pathsim::reports
