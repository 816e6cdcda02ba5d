//===- automodel/CallerCensus.h - how a program treats each callee's result
//===//
//
// Engler et al.'s "bugs as deviant behavior" (2001), as Coverity's
// CHECKED_RETURN applies it: when most calls of a function test its result
// for NULL, a call that does not is likely a bug; when most do not, a NULL
// result is not something the program expects, and a warning that depends on
// it is only possible. docs/analysis.md, "Ranks".
//
#pragma once

#include "automodel/Program.h"
#include "simulator/Warning.h"

#include <map>
#include <set>
#include <string>
#include <vector>

namespace pathsim {

/// The calls of one callee whose pointer result is used, and how many of
/// them compare it with NULL.
struct NullChecks {
  uint32_t Used = 0, Checked = 0;
};

/// Every call by name in every function of P, per callee name.
std::map<std::string, NullChecks> nullCheckCensus(const Program &P);

/// The calls of F whose pointer result is compared with NULL (directly, or
/// after it was stored in a local variable), and those whose result is used
/// at all: added to Census.
void countNullChecks(const FunctionCode &F, const ModuleCode &M,
                     std::map<std::string, NullChecks> &Census);

/// The member keys under which some call of P stores an object with its own
/// member (`insert(t, e->name, e)`; MemberKeys.h).
std::set<std::string> ownKeyCensus(const Program &P);

/// Ranks each warning whose NULL only a callee's guard gave (NullFrom):
/// possible when the call looked an object up by its own key (a member in
/// \p OwnKeys: the search finds the object again); else likely when most
/// calls of that callee test its result, possible when most do not; with
/// fewer than MinCalls calls, possible for a case that tested a field
/// against a constant, likely otherwise (a search that found nothing).
void rankByCallers(std::vector<Warning> &Warnings,
                   const std::map<std::string, NullChecks> &Census,
                   const std::set<std::string> &OwnKeys);

/// Calls of a callee needed to judge by how most of them treat it.
inline constexpr uint32_t MinCalls = 4;

} // namespace pathsim
