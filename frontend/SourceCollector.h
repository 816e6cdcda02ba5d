//===- frontend/SourceCollector.h - AST consumer that fills a SourceMap ---===//
//
// Internal to frontend/: Clang types are declared forward only.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <memory>
#include <string>

namespace clang {
class ASTConsumer;
class CodeGenerator;
} // namespace clang

namespace pathsim::frontend {

class SourceMap;

/// An AST consumer to run after CodeGen's (in a MultiplexConsumer): when the
/// translation unit is complete, it records into Sources every function
/// definition CodeGen put in the module (found by its llvm::Function name)
/// and the source text of its body. Paths are normalized against
/// CompilationDir, as CodeGen's debug info names files. It also records the
/// declaration of every function in the module (SourceMap::declaration),
/// and with AllDeclarations that of every function declared at file scope
/// (the libc header check).
std::unique_ptr<clang::ASTConsumer>
createSourceCollector(SourceMap &Sources, clang::CodeGenerator &CodeGen,
                      std::string CompilationDir, bool AllDeclarations = false);

} // namespace pathsim::frontend
