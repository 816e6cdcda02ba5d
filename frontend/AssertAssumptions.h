//===- frontend/AssertAssumptions.h - NDEBUG asserts as assumptions -------===//
//
// Internal to frontend/: Clang types are declared forward only.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <memory>
#include <set>
#include <string>

namespace clang {
class ASTConsumer;
class CompilerInstance;
class DiagnosticConsumer;
class PPCallbacks;
} // namespace clang

namespace pathsim::frontend {

/// The uses of `assert` in one unit, across its compiles, each named by its
/// site: the file and offset of the outermost macro expansion it is in.
struct AssertSites {
  /// In: the sites compiled out, as written (their assumption did not
  /// compile: it names what only debug builds declare).
  std::set<std::string> Excluded;
  /// Out: the sites the compile expanded as assumptions.
  std::set<std::string> Assumed;
  /// Out: the sites among Assumed where the compile found an error.
  std::set<std::string> Failed;
  /// Out: the compile found an error outside every assumed site.
  bool OtherErrors = false;
};

/// Preprocessor callbacks that redefine every assertion macro compiled out
/// (a function-like `assert`, or a macro of one parameter whose name ends in
/// "assert" in any case, `XXH_ASSERT`, whose body never evaluates its
/// argument: the C library's under NDEBUG, a project's own
/// `#define assert(x) ((void)0)`, `EVUTIL_ASSERT(c)` as `(void)sizeof(c)`)
/// so that each use outside Sites.Excluded expands to
/// `__builtin_assume(!!(x))`. The assertion still states an invariant, as
/// its reader takes it; the build evaluates nothing (Clang emits no
/// assumption for a condition with side effects, such as a call) and the
/// VM rules out the paths where the condition is false. A use whose
/// condition names what is not declared (C: a variable, a function or a
/// struct member only debug builds have; a member is looked up in the
/// struct of the variable it is read through where that is known, else in
/// every struct) is compiled out at once; Consumer notes the members of
/// every struct for that, and must see the AST.
struct AssertRewriter {
  std::unique_ptr<clang::PPCallbacks> Callbacks;
  std::unique_ptr<clang::ASTConsumer> Consumer;
};
AssertRewriter createAssertAssumptions(clang::CompilerInstance &CI,
                                       AssertSites &Sites);

/// Takes \p Printer's place as the compile's diagnostic consumer: forwards
/// every diagnostic to it, counts them, and notes in \p Sites where errors
/// were (Failed, OtherErrors).
std::unique_ptr<clang::DiagnosticConsumer>
recordAssertErrors(std::unique_ptr<clang::DiagnosticConsumer> Printer,
                   AssertSites &Sites);

} // namespace pathsim::frontend
