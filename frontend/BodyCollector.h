//===- frontend/BodyCollector.h - source text of one function body --------===//
//
// Internal to frontend/: Clang types are declared forward only.
//
//===----------------------------------------------------------------------===//
#pragma once

namespace clang {
class ASTContext;
class FunctionDecl;
} // namespace clang

namespace pathsim::frontend {

class SourceMapBuilder;

/// Records into Builder what messages need from the body of Definition
/// (lambdas in it included): every leaf of every branch condition split as
/// CodeGen splits it (&&, ||, !, ?:), whole conditions and comparisons in
/// value contexts, call texts, switch conditions, and statement lines.
void collectBody(const clang::FunctionDecl &Definition,
                 const clang::ASTContext &Ctx, SourceMapBuilder &Builder);

} // namespace pathsim::frontend
