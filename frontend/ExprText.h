//===- frontend/ExprText.h - source text of expressions and negations -----===//
//
// Internal to frontend/: declares Clang types forward only, so that no Clang
// header leaks through it.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "sourcemap/SourceMap.h"

#include <string>

namespace clang {
class ASTContext;
class Expr;
class SourceLocation;
} // namespace clang

namespace pathsim::frontend {

/// Source text of E as the user wrote it, on one line: the expression itself
/// when it is written in a file or a macro argument, otherwise the text of the
/// macro invocation it comes from ("IS_NULL(p)").
std::string expressionText(const clang::Expr &E, const clang::ASTContext &Ctx);

/// Text and negation of a condition E, as written: comparisons negate by
/// their operator ("size > 0" / "size <= 0"), "!e" negates to "e", a simple
/// operand gets "!" ("p" / "!p", "f(x)" / "!f(x)"), anything else "!(...)".
/// Implicit casts and parentheses around E are looked through, and so is
/// __builtin_expect (likely/unlikely).
ConditionText conditionText(const clang::Expr &E, const clang::ASTContext &Ctx);

/// Text of the innermost macro invocation written in a file that Loc's macro
/// expansion comes from ("BOTH(x, y)"), or of the token at Loc if it is not
/// in a macro.
std::string invocationText(clang::SourceLocation Loc,
                           const clang::ASTContext &Ctx);

/// True if Inner's written text lies within Outer's (same file, nested);
/// implicit casts and parentheses around either are looked through.
bool isWrittenWithin(const clang::Expr &Inner, const clang::Expr &Outer,
                     const clang::ASTContext &Ctx);

/// The negation of a condition known only as text: "!p" → "p", "p" → "!p",
/// "f(x)" → "!f(x)", "a + b" → "!(a + b)".
std::string negateText(const std::string &Text);

} // namespace pathsim::frontend
