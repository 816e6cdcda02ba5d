//===- frontend/MemberCallers.h - who may call a private member function --===//
//
// A private member function can be called only by its class's members and
// friends (C++ [class.access]). When the frontend can list them, a defect
// of the function that its callers decide is theirs even in a library
// without `main` (docs/analysis.md, "A function's callers decide"): every
// caller is in the program once each of them is defined in the run.
//
// Internal to frontend/: Clang types are declared forward only.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace pathsim::frontend {

/// When \p Definition is a private member function of a class (not of a
/// template, no friend class, not named by a member template's or a
/// default argument's code): the members and friend functions that may
/// call it and must be defined in the run for the program to hold every
/// call of it (those with no body in this unit, and those whose body names
/// it), each as its linkage names joined by ' ' (any one defined will do).
/// None when it is no such function, or its callers cannot be listed.
std::optional<std::vector<std::string>>
privateMemberCallers(const clang::FunctionDecl &Definition,
                     clang::ASTContext &Ctx);

} // namespace pathsim::frontend
