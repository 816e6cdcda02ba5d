//===- automodel/CalleeDefects.h - a function's callers decide ------------===//
//
// PREfix's way with a defect that depends on a function's inputs: it is a
// constraint of the function's model (`defect`), checked at each call, so
// that it is reported where a caller gives inputs that reach it
// (docs/analysis.md, "A function's callers decide"). Once every function is
// done, this settles where each such defect is shown: at the calls that reach
// it, with the path through both, when every caller of the function is in
// the program; in the function otherwise.
//
#pragma once

#include "automodel/Program.h"
#include "simulator/Warning.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace pathsim {

/// How the program can call one function (by the name calls use).
struct Callers {
  uint32_t Calls = 0;        ///< direct calls in the program
  bool AddressTaken = false; ///< its address is used otherwise (a callback,
                             ///< a vtable): callers the run cannot see
  bool Internal = false;     ///< a `static` definition
  /// A private member function whose class's members and friends that may
  /// call it are all defined in the run: no code outside calls it.
  bool PrivateClosed = false;
  /// The functions that call it directly (linkage names, each once).
  std::vector<std::string> From;
};

/// Every function of P's callers, by linkage name (a private member whose
/// possible callers are all defined in the run is PrivateClosed);
/// \p WholeProgram is set
/// when a unit defines `main` (no code outside the run calls a function).
std::map<std::string, Callers> callerCensus(const Program &P,
                                            bool &WholeProgram);

/// Settles the warnings of defects on inputs (Warning::OnInputs) and those
/// raised at calls by them (Warning::CalleeDefect):
/// - a function whose callers are all in the program (static, or in a whole
///   program; called directly, its address never taken): its defect is
///   shown only at the call that reaches it, with the callee's message,
///   notes and path after the caller's; none reaches it: it is not shown;
///   several do: it is shown once, in the function;
/// - a function of a library that the program calls (its address never
///   taken): its defect stays in it, possible when no call of the program
///   reaches it (only code outside could);
/// - a function the program never calls directly: its defect stays in it.
/// A local's address left in the caller's
/// memory is a defect once a caller reads it: those that do are told (the
/// model leaves a dangling pointer), so in a library's function the program
/// calls it is possible, and in one whose callers are all in the program it
/// is not shown.
/// A warning at a call that is not shown is dropped. A function one of whose
/// callers' paths were sampled (\p Sampled: linkage names of functions not
/// explored whole), which may have left out a call's case that reaches it,
/// keeps its defects as they were.
void settleCalleeDefects(std::vector<Warning> &Warnings,
                         const std::map<std::string, Callers> &Census,
                         bool WholeProgram,
                         const std::set<std::string> &Sampled = {});

} // namespace pathsim
