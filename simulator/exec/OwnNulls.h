//===- simulator/exec/OwnNulls.h - variables a function sets to NULL ------===//
//
// `FILE *f = quiet ? NULL : outfile; ... if (f != NULL) fprintf(f, ...);`
// tests f for the NULL the function put there itself. On a path where f
// holds outfile, taking `f == NULL` makes outfile NULL, but the test was
// never about outfile: a later `fprintf(outfile, ...)` is no defect the
// function's own test revealed (pcre2test's callout_function). Such a NULL
// is a guess, as a callee's defensive check is (docs/analysis.md, "Which
// tests become warnings").
//
#pragma once

#include "simulator/ir/FunctionCode.h"

#include <optional>
#include <vector>

namespace pathsim {

/// By register: the local variables (allocas) the function itself may set
/// to NULL: a NULL constant stored in one, or a value that may be such a
/// NULL (a phi or select with one among its operands, a load of such a
/// variable). Computed once per function; empty if there is none.
std::vector<bool> ownNullVariables(const FunctionCode &F);

/// A branch condition that compares a pointer read from such a variable
/// with NULL: the pointer's operand, and whether the condition being true
/// means it is NULL.
struct OwnNullTest {
  Operand Pointer;
  bool TrueMeansNull = true;
};

/// Whether \p Cond (a CondBr's condition) compares a pointer with NULL:
/// `p == NULL`, `p != NULL`, `!p`, `p` converted to bool.
std::optional<OwnNullTest> nullTest(const FunctionCode &F, const Operand &Cond);

/// Whether \p Cond (a CondBr's condition) is such a test: `f == NULL`,
/// `f != NULL`, `!f` of a pointer loaded from a variable of \p Own.
std::optional<OwnNullTest> ownNullTest(const FunctionCode &F,
                                       const std::vector<bool> &Own,
                                       const Operand &Cond);

} // namespace pathsim
