//===- frontend/TranslationUnit.h - one source file lowered to LLVM IR ----===//
#pragma once

#include "frontend/CompileJobs.h"
#include "frontend/FileHash.h"
#include "sourcemap/SourceMap.h"

#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>
#include <memory>
#include <string>

namespace pathsim::frontend {

/// One compiled translation unit: its IR (at -O0, with debug info) and the
/// source text the simulator's messages need.
struct TranslationUnit {
  std::string MainFile; ///< normalized path of the main source file
  std::unique_ptr<llvm::LLVMContext> Context; ///< owns everything in Module
  std::unique_ptr<llvm::Module> Module;
  SourceMap Sources;
  /// Every file the compile read (the main file, each header), sorted by
  /// path: while none changes, the same command compiles to the same unit.
  std::vector<InputFile> Inputs;
};

/// The stack of a compile's thread. Only what is used is backed by memory.
inline constexpr unsigned CompileStackSize = 512u << 20;

/// Knobs of compileTranslationUnit; the defaults are what analysis wants.
struct CompileOptions {
  /// Keep IR value names ("%size.addr", "%call"): easier to read in dumps,
  /// but they cost memory and time, so they are discarded unless asked for.
  bool KeepValueNames = false;
  /// Record the declaration of every C function declared at file scope, not
  /// only of those the module calls or defines (the libc header check).
  bool AllDeclarations = false;
  /// An `assert` the build compiles out (NDEBUG) still states an invariant:
  /// compiled as an assumption, which evaluates nothing (see
  /// AssertAssumptions.h). An assertion that does not compile so (it names
  /// what only debug builds declare) is compiled as written.
  bool AssumeAsserts = true;
  /// Asked every 50 ms while the compile runs: when it says true (the run
  /// was interrupted and its grace is over), the compile is left running on
  /// its thread, its result thrown away, and the result is a
  /// CompileAbandoned error. Clang cannot be stopped in the middle of a
  /// unit; this lets the run store what it finished without waiting.
  std::function<bool()> Abandon;
};

/// The error of a compile that CompileOptions::Abandon left running.
class CompileAbandoned : public llvm::ErrorInfo<CompileAbandoned> {
public:
  static char ID;
  explicit CompileAbandoned(std::string File) : File(std::move(File)) {}
  void log(llvm::raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override;
  std::string File;
};

/// How many compiles were abandoned (CompileOptions::Abandon) and may still
/// run: the process must then end with _exit(), not run its static
/// destructors under them.
unsigned compilesAbandoned();

/// Parses one job with Clang 16 and lowers it in memory to LLVM IR at -O0
/// with full debug info (no files written), on a thread of its own with a
/// large stack (CompileStackSize: deep expressions and long member chains
/// recurse in Clang), under LLVM's CrashRecoveryContext: a crash of Clang,
/// a stack overflow included, is an error naming the file ("Clang
/// crashed"), and the run goes on. Compiler errors are printed to
/// Diagnostics (clang's usual "file:line:col: error: ..." text) and the
/// result is an llvm::Error naming the file; warnings of the analyzed code
/// are suppressed. See adjustCommandLine for how the job's flags are changed.
llvm::Expected<TranslationUnit>
compileTranslationUnit(const CompileJob &Job, llvm::raw_ostream &Diagnostics,
                       const CompileOptions &Options = CompileOptions());

} // namespace pathsim::frontend
