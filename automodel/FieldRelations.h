//===- automodel/FieldRelations.h - orders every writer keeps -------------===//
//
// Facts about fields that every writer keeps (issue 23, capability 4), of
// the relational kind: a count never above its capacity. Two integer
// members of one struct type that the program compares with each other
// (`if (h->len >= h->cap) grow`) are a candidate, in both directions:
// Low <= High, unsigned (as the comparison), or 0 <= Low <= High, signed.
// And a pointer set whenever its count is not 0 (NonNull): a pointer
// member and an integer member of one struct type that one function reads
// both of, testing the integer (`if (f->avail > 0) use(f->next)`).
//
// A candidate is kept when every function of the run that stores either
// member keeps it, checked by simulation (checked-by-simulation, the
// inductive step): each such writer is simulated with the candidates
// assumed wherever it first reads a member of its caller's memory, and at
// each path's end (a return, an exception) every object whose member the
// path stored must satisfy the relation, as the path's constraints decide
// it (a NonNull pair: the count 0, the pointer an address or not NULL, or
// both as on entry; an unsigned order's members taken below a quarter of
// their range, so that a doubled capacity does not wrap). A writer a path
// of which may leave it broken, a writer whose paths were not all
// simulated, a store at an offset the path cannot place, and the
// candidate is dropped; the writers whose check assumed a dropped one
// are simulated again without it, until none breaks (the relations a
// check used are then all kept). A writer of more than 2000 instructions
// is not simulated for this: its relations are dropped.
// Only the hand-written models are known to this census (the program's
// functions are not simulated yet): a writer that calls a program
// function with the object forgets its members, and does not keep the
// relation.
//
// The simulation assumes the kept relations where a function reads a
// struct it did not build (a parameter's, a global's): on the first read
// of a member of the caller's memory, with its sibling's value on entry.
// docs/analysis.md, "Values and tests".
//
#pragma once

#include "automodel/Program.h"
#include "simulator/exec/RunContext.h"

#include <functional>

namespace pathsim {

/// The writers' simulation: F with the relations Fields.Relations assumed,
/// marking in Broken those a path may leave broken (bit 0) and those a
/// path assumed (bit 1); false if F's paths were not all simulated.
using RelationCheck = std::function<bool(FunctionId F, const FieldFacts &Fields,
                                         std::vector<uint8_t> &Broken)>;

/// The relations between members of P that every writer keeps, as Check
/// finds them.
FieldRelations fieldRelationCensus(const Program &P, const FieldFacts &Known,
                                   const RelationCheck &Check);

} // namespace pathsim
