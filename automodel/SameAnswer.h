//===- automodel/SameAnswer.h - functions whose calls agree with themselves //
//
// Two calls of a function with no side effect, on the same arguments and
// with no write between them, give the same result: `!getenv(n) ? d :
// getenv(n)[0]`, a getter called twice (docs/analysis.md, "Values and
// tests"). A function of the program qualifies when its code writes only
// its own locals and every call it makes is to a function that qualifies;
// a function the program only declares, when its hand-written model says
// it changes nothing but what it returns (CompiledModel::SameAnswer) or,
// without one, when its declaration says it only reads memory (pure or
// const). An automatic model alone cannot tell: it does not show what its
// function's callees read (a wrapper of rand() writes nothing).
//
#pragma once

#include "automodel/Program.h"

#include <functional>
#include <set>
#include <string>

namespace pathsim {

struct CompiledModel;

/// The hand-written model a call of the unit \p Unit by the name \p Name
/// uses, or nullptr (then the program's definition, if any, is used).
using HandWrittenModel =
    std::function<const CompiledModel *(uint32_t Unit, const std::string &)>;

/// The names, as calls name them, of the functions of P that qualify: every
/// definition under that name does. Functions without a definition are not
/// in it (their model or declaration decides at the call).
std::set<std::string> sameAnswerFunctions(const Program &P,
                                          const HandWrittenModel &HandWritten);

} // namespace pathsim
