//===- frontend/TranslationUnit.cpp - one source file lowered to LLVM IR --===//
#include "frontend/TranslationUnit.h"

#include "frontend/AssertAssumptions.h"
#include "frontend/CommandLineAdjuster.h"
#include "frontend/LibraryBodies.h"
#include "frontend/SourceCollector.h"
#include "sourcemap/Printable.h"

#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Frontend/Utils.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/VirtualFileSystem.h"

#include "llvm/Support/thread.h"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <csignal>
#include <mutex>
#include <optional>

namespace pathsim::frontend {

namespace {

/// CodeGen to IR in memory, with the SourceMap collected from the same AST
/// once CodeGen is done with it; with Asserts, compiled-out asserts as
/// assumptions (AssertAssumptions.h).
class LowerAndCollectAction : public clang::EmitLLVMOnlyAction {
public:
  LowerAndCollectAction(llvm::LLVMContext &Context, SourceMap &Sources,
                        std::string CompilationDir, bool AllDeclarations,
                        AssertSites *Asserts)
      : EmitLLVMOnlyAction(&Context), Sources(Sources),
        CompilationDir(std::move(CompilationDir)),
        AllDeclarations(AllDeclarations), Asserts(Asserts) {}

protected:
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &CI,
                    llvm::StringRef InFile) override {
    std::unique_ptr<clang::ASTConsumer> CodeGen =
        EmitLLVMOnlyAction::CreateASTConsumer(CI, InFile);
    if (!CodeGen || !getCodeGenerator())
      return CodeGen;
    std::vector<std::unique_ptr<clang::ASTConsumer>> Consumers;
    Consumers.push_back(std::move(CodeGen));
    if (Asserts) {
      AssertRewriter Rewriter = createAssertAssumptions(CI, *Asserts);
      CI.getPreprocessor().addPPCallbacks(std::move(Rewriter.Callbacks));
      Consumers.push_back(std::move(Rewriter.Consumer));
    }
    Consumers.push_back(createSourceCollector(Sources, *getCodeGenerator(),
                                              CompilationDir, AllDeclarations));
    return std::make_unique<clang::MultiplexConsumer>(std::move(Consumers));
  }

private:
  SourceMap &Sources;
  std::string CompilationDir;
  bool AllDeclarations;
  AssertSites *Asserts;
};

/// The physical file system, noting every path looked up that is not there
/// (Clang runs one compile on one thread: no lock).
class AbsenceRecorder : public llvm::vfs::ProxyFileSystem {
public:
  AbsenceRecorder(llvm::IntrusiveRefCntPtr<LibraryBodies> FS)
      : ProxyFileSystem(FS), Bodies(*FS) {}

  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    return noted(Path, ProxyFileSystem::status(Path));
  }
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    return noted(Path, ProxyFileSystem::openFileForRead(Path));
  }

  std::vector<std::string> Absent; ///< as looked up (relative or not)
  const LibraryBodies &Bodies;      ///< the layer below, which may serve
                                    ///< a header changed

private:
  template <typename T> T noted(const llvm::Twine &Path, T Result) {
    if (!Result && Result.getError() == std::errc::no_such_file_or_directory)
      Absent.push_back(Path.str());
    return Result;
  }
};

/// Takes from \p Invocation everything that would make the compile write a
/// file or change the process, whatever the command line or the
/// environment asked (CC_PRINT_HEADERS_FILE, CC_LOG_DIAGNOSTICS_FILE): the
/// compile database is untrusted, and adjustCommandLine's list of flags is
/// only the first line. Nothing here changes the IR the simulator reads.
void keepOutputsInMemory(clang::CompilerInvocation &Invocation) {
  clang::FrontendOptions &Frontend = Invocation.getFrontendOpts();
  Frontend.OutputFile.clear();
  Frontend.StatsFile.clear();
  Frontend.TimeTracePath.clear();
  Frontend.TimeTraceGranularity = 0;
  Frontend.Plugins.clear();
  Frontend.AddPluginActions.clear();
  Frontend.PluginArgs.clear();
  Frontend.ActionName.clear();
  Frontend.LLVMArgs.clear(); // -mllvm: process-wide options
  Invocation.getDependencyOutputOpts() = clang::DependencyOutputOptions();
  clang::DiagnosticOptions &Diagnostics = Invocation.getDiagnosticOpts();
  Diagnostics.DiagnosticLogFile.clear();
  Diagnostics.DiagnosticSerializationFile.clear();
  clang::CodeGenOptions &CodeGen = Invocation.getCodeGenOpts();
  CodeGen.OptRecordFile.clear();
  CodeGen.SplitDwarfFile.clear();
  CodeGen.SplitDwarfOutput.clear();
  CodeGen.CoverageDataFile.clear();
  CodeGen.CoverageNotesFile.clear();
  CodeGen.EmitGcovArcs = false;
  CodeGen.EmitGcovNotes = false;
  CodeGen.StackUsageOutput.clear();
  CodeGen.DIBugsReportFilePath.clear();
  CodeGen.ThinLinkBitcodeFile.clear();
  CodeGen.SaveTempsFilePrefix.clear();
  CodeGen.MemoryProfileOutput.clear();
  // Implicit modules write a module cache; headers are read as text.
  clang::LangOptions &Lang = *Invocation.getLangOpts();
  Lang.Modules = false;
  Lang.ImplicitModules = false;
  Invocation.getHeaderSearchOpts().ModuleCachePath.clear();
}

llvm::Error failure(const llvm::Twine &Message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Message);
}

/// Runs one compile of \p Invocation (the file \p MainFile, in the job's
/// \p Directory); with \p Asserts, compiled-out asserts outside its
/// Excluded sites become assumptions, and it says where errors were.
llvm::Expected<TranslationUnit>
compileWith(std::shared_ptr<clang::CompilerInvocation> Invocation,
            AbsenceRecorder &FS, llvm::raw_ostream &Diagnostics,
            const CompileOptions &Options, const std::string &Directory,
            const std::string &MainFile, AssertSites *Asserts) {
  std::string CompilationDir = Invocation->getCodeGenOpts().DebugCompilationDir;
  auto Clang = std::make_unique<clang::CompilerInstance>();
  Clang->setInvocation(std::move(Invocation));
  std::unique_ptr<clang::DiagnosticConsumer> Printer =
      std::make_unique<clang::TextDiagnosticPrinter>(
          Diagnostics, &Clang->getDiagnosticOpts());
  if (Asserts)
    Printer = recordAssertErrors(std::move(Printer), *Asserts);
  Clang->createDiagnostics(Printer.release(), /*ShouldOwnClient=*/true);
  Clang->setVerboseOutputStream(Diagnostics);
  Clang->createFileManager(&FS);

  TranslationUnit Unit;
  Unit.MainFile = MainFile;
  Unit.Context = std::make_unique<llvm::LLVMContext>();
  auto Action = std::make_unique<LowerAndCollectAction>(
      *Unit.Context, Unit.Sources, CompilationDir, Options.AllDeclarations,
      Asserts);
  // A crash of Clang on odd input ends this translation unit, not the run.
  llvm::CrashRecoveryContext Recovery;
  bool Succeeded = false;
  if (!Recovery.RunSafely([&] { Succeeded = Clang->ExecuteAction(*Action); })) {
    // The compiler's state is unknown: leak it rather than run destructors.
    Clang.release();
    Action.release();
    Unit.Context.release();
    return failure("cannot compile '" + printable(MainFile) + "': Clang crashed");
  }
  Unit.Module = Action->takeModule();
  unsigned Errors = Clang->getDiagnostics().getClient()->getNumErrors();
  if (!Succeeded || !Unit.Module || Errors)
    return failure("cannot compile '" + printable(MainFile) + "': " + llvm::Twine(Errors) +
                   (Errors == 1 ? " error" : " errors"));
  // The contents the compile read, as it read them (not as they may be on
  // disk by now), and the paths it looked for in vain.
  const clang::SourceManager &SM = Clang->getSourceManager();
  for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It)
    if (auto Data = It->second->getBufferDataIfLoaded()) {
      std::string Name = It->first->getName().str();
      Unit.Inputs.push_back(
          {normalizePath(Directory, Name),
           FS.Bodies.originalHash(Name).value_or(
               hashContents(std::string_view(Data->data(), Data->size())))});
    }
  for (const std::string &Path : FS.Absent)
    Unit.Inputs.push_back({normalizePath(Directory, Path), ""});
  std::sort(
      Unit.Inputs.begin(), Unit.Inputs.end(),
      [](const InputFile &A, const InputFile &B) { return A.Path < B.Path; });
  Unit.Inputs.erase(std::unique(Unit.Inputs.begin(), Unit.Inputs.end()),
                    Unit.Inputs.end());
  return std::move(Unit);
}

/// LLVM's crash recovery, once for the process, its handlers of SIGSEGV
/// and SIGBUS made to run on the thread's alternate stack (SA_ONSTACK): a
/// compile that overflows its stack is recovered as any crash.
void enableCrashRecovery() {
  static std::once_flag Once;
  std::call_once(Once, [] {
    llvm::CrashRecoveryContext::Enable();
    for (int Signal : {SIGSEGV, SIGBUS}) {
      struct sigaction Action;
      if (::sigaction(Signal, nullptr, &Action) == 0 &&
          Action.sa_handler != SIG_DFL && Action.sa_handler != SIG_IGN) {
        Action.sa_flags |= SA_ONSTACK;
        ::sigaction(Signal, &Action, nullptr);
      }
    }
  });
}

/// An alternate signal stack for the calling thread while it lives.
class AlternateSignalStack {
public:
  AlternateSignalStack() : Memory(Size) {
    stack_t Stack{};
    Stack.ss_sp = Memory.data();
    Stack.ss_size = Memory.size();
    Installed = ::sigaltstack(&Stack, &Previous) == 0;
  }
  ~AlternateSignalStack() {
    if (Installed)
      ::sigaltstack(&Previous, nullptr);
  }
  AlternateSignalStack(const AlternateSignalStack &) = delete;
  AlternateSignalStack &operator=(const AlternateSignalStack &) = delete;

private:
  static constexpr size_t Size = 256 * 1024;
  std::vector<char> Memory;
  stack_t Previous{};
  bool Installed = false;
};

std::atomic<unsigned> Abandoned{0};

} // namespace

// jemalloc's control, when the process runs on it (the pathsim binary):
// null otherwise.
extern "C" int mallctl(const char *Name, void *Old, size_t *OldSize, void *New,
                       size_t NewSize) __attribute__((weak));

namespace {

/// The allocator's arena of the calling thread, or -1 (not jemalloc).
/// A compile's thread allocates from its caller's arena: from an arena of
/// its own, what the unit keeps (IR, SourceMap) and what it freed stayed
/// apart from the caller's memory (SQLite's peak RSS grew by 10 %).
int64_t callerArena() {
  unsigned Arena = 0;
  size_t Size = sizeof Arena;
  if (!mallctl || mallctl("thread.arena", &Arena, &Size, nullptr, 0) != 0)
    return -1;
  return Arena;
}

void useArena(int64_t Arena) {
  if (Arena < 0 || !mallctl)
    return;
  unsigned A = static_cast<unsigned>(Arena);
  mallctl("thread.arena", nullptr, nullptr, &A, sizeof A);
}

llvm::Expected<TranslationUnit>
compileHere(const CompileJob &Job, llvm::raw_ostream &Diagnostics,
            const CompileOptions &Options) {
  CompileJob Absolute = Job;
  Absolute.Directory = normalizePath("", Job.Directory);
  std::string MainFile = normalizePath(Absolute.Directory, Job.File);
  if (!llvm::sys::fs::exists(MainFile))
    return failure("cannot compile '" + printable(MainFile) +
                   "': no such file or directory");
  if (llvm::sys::fs::is_directory(MainFile))
    return failure("cannot compile '" + printable(MainFile) + "': it is a directory");

  llvm::Expected<AdjustedCommand> Command = adjustCommandLine(Absolute);
  if (!Command)
    return Command.takeError();
  std::vector<const char *> Argv;
  for (const std::string &Arg : Command->Arguments)
    Argv.push_back(Arg.c_str());

  // A file system of our own whose working directory is the job's: the
  // process's is never changed, so jobs may run on several threads.
  llvm::IntrusiveRefCntPtr<AbsenceRecorder> FS(new AbsenceRecorder(
      new LibraryBodies(llvm::vfs::createPhysicalFileSystem())));
  if (std::error_code EC = FS->setCurrentWorkingDirectory(Absolute.Directory))
    return failure("cannot compile '" + printable(MainFile) + "': directory '" +
                   Absolute.Directory + "': " + EC.message());

  // The driver's own complaints are only shown if no invocation comes out.
  std::string DriverOutput;
  llvm::raw_string_ostream DriverStream(DriverOutput);
  llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions> DriverOptions(
      new clang::DiagnosticOptions);
  clang::CreateInvocationOptions InvocationOptions;
  InvocationOptions.Diags = clang::CompilerInstance::createDiagnostics(
      DriverOptions.get(),
      new clang::TextDiagnosticPrinter(DriverStream, DriverOptions.get()));
  InvocationOptions.VFS = FS;
  InvocationOptions.RecoverOnError = true;
  std::shared_ptr<clang::CompilerInvocation> Invocation =
      clang::createInvocation(Argv, InvocationOptions);
  if (!Invocation || Invocation->getFrontendOpts().Inputs.empty()) {
    Diagnostics << DriverStream.str();
    return failure("cannot compile '" + printable(MainFile) +
                   "': the command compiles no C or C++ source");
  }
  clang::Language Language =
      Invocation->getFrontendOpts().Inputs.front().getKind().getLanguage();
  if (Language != clang::Language::C && Language != clang::Language::CXX &&
      Language != clang::Language::ObjC && Language != clang::Language::ObjCXX)
    return failure("cannot compile '" + printable(MainFile) + "': it is not C or C++");

  clang::FrontendOptions &Frontend = Invocation->getFrontendOpts();
  Frontend.ProgramAction = clang::frontend::EmitLLVMOnly;
  Frontend.DisableFree = false;
  clang::CodeGenOptions &CodeGen = Invocation->getCodeGenOpts();
  CodeGen.DiscardValueNames = !Options.KeepValueNames;
  // The driver asks CodeGen to free the AST before the LLVM passes run; the
  // SourceMap is collected from the AST after that point.
  CodeGen.ClearASTBeforeBackend = false;
  if (CodeGen.DebugCompilationDir.empty())
    CodeGen.DebugCompilationDir = Absolute.Directory;
  keepOutputsInMemory(*Invocation);
  Invocation->getDiagnosticOpts().ShowColors = false;

  if (Options.AssumeAsserts) {
    // The asserts of every site whose assumption compiles: an assertion
    // that names what only debug builds declare (a struct member, a
    // function under #ifndef NDEBUG) and that the rewriter could not tell
    // is compiled out again, as written. Each try stops at its first error
    // and is tried again without that site; its diagnostics are kept until
    // it is known which compile counts.
    AssertSites Sites;
    for (int Try = 0; Try < 8; ++Try) {
      std::string Kept;
      llvm::raw_string_ostream KeptStream(Kept);
      auto Copy = std::make_shared<clang::CompilerInvocation>(*Invocation);
      Copy->getDiagnosticOpts().ErrorLimit = 1;
      Sites.Assumed.clear();
      Sites.Failed.clear();
      Sites.OtherErrors = false;
      llvm::Expected<TranslationUnit> Unit =
          compileWith(std::move(Copy), *FS, KeptStream, Options,
                      Absolute.Directory, MainFile, &Sites);
      if (Unit) {
        Diagnostics << KeptStream.str();
        return Unit;
      }
      llvm::consumeError(Unit.takeError());
      if (Sites.OtherErrors || Sites.Failed.empty())
        break;
      Sites.Excluded.insert(Sites.Failed.begin(), Sites.Failed.end());
    }
  }
  // As the build compiles it.
  return compileWith(Invocation, *FS, Diagnostics, Options, Absolute.Directory,
                     MainFile, /*Asserts=*/nullptr);
}

} // namespace

char CompileAbandoned::ID = 0;

void CompileAbandoned::log(llvm::raw_ostream &OS) const {
  OS << "the compile of '" << File << "' was abandoned (the run was "
     << "interrupted)";
}

std::error_code CompileAbandoned::convertToErrorCode() const {
  return std::make_error_code(std::errc::interrupted);
}

unsigned compilesAbandoned() { return Abandoned.load(); }

llvm::Expected<TranslationUnit>
compileTranslationUnit(const CompileJob &Job, llvm::raw_ostream &Diagnostics,
                       const CompileOptions &Options) {
  enableCrashRecovery();
  // What the compile's thread uses is its own: an abandoned compile may
  // outlive this call.
  struct Compile {
    CompileJob Job;
    CompileOptions Options;
    std::string Diagnostics;
    std::optional<llvm::Expected<TranslationUnit>> Result;
    std::mutex Lock;
    std::condition_variable Finished;
  };
  auto C = std::make_shared<Compile>();
  C->Job = Job;
  C->Options = Options;
  C->Options.Abandon = nullptr;
  int64_t Arena = callerArena();
  llvm::thread Thread(std::optional<unsigned>(CompileStackSize), [C, Arena] {
    useArena(Arena);
    AlternateSignalStack AltStack;
    std::string Text;
    llvm::raw_string_ostream Stream(Text);
    llvm::Expected<TranslationUnit> Unit =
        compileHere(C->Job, Stream, C->Options);
    Stream.flush();
    std::lock_guard<std::mutex> Guard(C->Lock);
    C->Diagnostics = std::move(Text);
    C->Result.emplace(std::move(Unit));
    C->Finished.notify_all();
  });
  {
    std::unique_lock<std::mutex> Guard(C->Lock);
    while (!C->Result) {
      if (Options.Abandon && Options.Abandon()) {
        Guard.unlock();
        Thread.detach();
        ++Abandoned;
        return llvm::make_error<CompileAbandoned>(
            normalizePath(normalizePath("", Job.Directory), Job.File));
      }
      C->Finished.wait_for(Guard, std::chrono::milliseconds(50));
    }
  }
  Thread.join();
  Diagnostics << C->Diagnostics;
  return std::move(*C->Result);
}

} // namespace pathsim::frontend
