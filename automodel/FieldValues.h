//===- automodel/FieldValues.h - what every store gives a struct member ---===//
//
// Facts about fields that every writer keeps (issue 23, capability 4), of
// the simplest kind: the values a member can hold. Read from the whole run
// as the caller census reads it: when every store of the program to a
// member of a struct type (Instr::Extra, "struct.s+8:4": the innermost
// struct type the address computation selects the member of, its offset
// and size) stores a constant, a copy of the same member, the result of a
// call of a function of the run that returns only constants, or a
// parameter every call of the run passes a constant for (a static function's, or any
// function's in a whole program: one holding `main`), the member holds one
// of those constants or 0 (the bytes of a zeroed block, calloc's or
// memset's), and a function reading it from its caller's memory may assume
// so. One store of anything else, or the member's address handed to code
// (a call, memory: FunctionCode::WrittenMembers), and nothing is assumed.
// docs/analysis.md, "Values and tests".
//
#pragma once

#include "automodel/Program.h"
#include "simulator/exec/RunContext.h"

#include <map>
#include <string>

namespace pathsim {

/// By key, the members of P whose every store is known.
FieldRanges fieldValueCensus(const Program &P);

} // namespace pathsim
