//===- simulator/ir/MemberKeys.h - keys read from an object's members -----===//
//
// A search by a key read from an object's own member (`find(t, e->name)`)
// finds that object again when the program stores objects of that type
// under that member (`insert(t, e->name, e)`): SQLite's
// `sqlite3FindCollSeq(db, enc, pColl->zName, 0)` of a collation the hash
// table holds. A NULL such a search returns is an invariant of the
// program's data, not the classic bug of a search that finds nothing
// (CallerCensus, docs/analysis.md "Ranks"). A key is named by the struct
// and the member's offset: "CollSeq+0" for a member's value, "CollSeq+0&"
// for its address (a C++ key passed by reference).
//
#pragma once

#include "simulator/ir/ModuleCode.h"

#include <set>
#include <string>

namespace pathsim {

/// The member keys call \p I of \p F passes: each argument that is a
/// member of a struct some pointer variable points to (`e->name`), directly
/// or through a local variable set once (`char *z = e->name; find(z)`),
/// as "Struct+Offset" (joined by spaces). Empty if none.
std::string memberKeysPassed(const FunctionCode &F, const ModuleCode &M,
                             const Instr &I);

/// Adds to \p Keys the member keys under which the calls of \p F store an
/// object with its own member: a call passed both `e->name` and `e`.
void addOwnKeys(const FunctionCode &F, const ModuleCode &M,
                std::set<std::string> &Keys);

} // namespace pathsim
