//===- frontend/CommandLineAdjuster.cpp - a build's command line → ours ---===//
#include "frontend/CommandLineAdjuster.h"

#include "sourcemap/SourceMap.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Driver/Driver.h"
#include "clang/Driver/Options.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Host.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <set>

namespace pathsim::frontend {

namespace opts = clang::driver::options;
using llvm::StringRef;

/// Flags added to every compile: what the simulator needs (-O0, debug info
/// with columns), and no warnings or warnings-as-errors from analyzed code.
/// Clang 16 makes some gcc warnings errors by default; old code that gcc
/// accepts must still be analyzed.
static const char *const AddedFlags[] = {
    "-c",
    "-O0",
    "-g",
    "-gcolumn-info",
    "-w",
    "-Wno-error",
    "-Wno-error=implicit-function-declaration",
    "-Wno-error=implicit-int",
    "-Wno-error=int-conversion",
    "-Wno-error=incompatible-function-pointer-types",
    "-Wno-error=return-type",
    "-Wno-error=c++11-narrowing",
    "-Qunused-arguments",
    "-resource-dir",
    PATHSIM_CLANG_RESOURCE_DIR,
};

/// Option names (without the leading dash) whose families are dropped.
static const char *const DroppedPrefixes[] = {
    "fsanitize",
    "fno-sanitize",
    "flto",
    "fno-lto",
    "fthinlto",
    "fprofile",
    "fno-profile",
    "fcs-profile",
    "fcoverage",
    "fno-coverage",
    "ftest-coverage",
    "fdebug-prefix-map",
    "ffile-prefix-map",
    "fdebug-compilation-dir",
    "ffile-compilation-dir",
    "fplugin",
    "fpass-plugin",
    "save-temps",
    "fxray",
    "fno-xray",
    "fembed-bitcode",
    "fdiscard-value-names",
    "fno-discard-value-names",
    "ftime-trace",
    "fcrash-diagnostics",
    "fcolor-diagnostics",
    "fno-color-diagnostics",
    "fdiagnostics-color",
    "fno-diagnostics-color",
    "fmodules",
    "fimplicit-modules",
    "fprebuilt-module-path",
    // Files the compile would write (TranslationUnit.cpp clears them from
    // the invocation too, whatever spelling reached it).
    "serialize-diagnostics",
    "foptimization-record",
    "fsave-optimization-record",
    "fstack-usage",
    "gsplit-dwarf",
    "fproc-stat-report",
    "fverify-debuginfo-preserve",
    "dependency-file",
    "dependency-dot",
    "header-include",
    "stats-file",
};

static bool isCompilerWrapper(StringRef Path) {
  StringRef Name = llvm::sys::path::filename(Path);
  return Name == "ccache" || Name == "sccache" || Name == "distcc" ||
         Name == "icecc" || Name == "buildcache";
}

static bool isHeaderFileName(StringRef Path) {
  StringRef Ext = llvm::sys::path::extension(Path);
  return Ext == ".h" || Ext == ".H" || Ext == ".hh" || Ext == ".hpp" ||
         Ext == ".hxx" || Ext == ".h++";
}

/// Makes a header given as a job compile as a source file of its language.
static void addLanguage(std::vector<std::string> &Arguments, bool CXX) {
  Arguments.push_back("-x");
  Arguments.push_back(CXX ? "c++" : "c");
}

/// True for a known option that changes what would be analyzed or writes
/// files: optimization, debug-info variants, dependency files, the action,
/// linking, -Werror, sanitizers, LTO, profiling, plugins; and the raw
/// -Xclang / -mllvm options, which may load plugins or set LLVM's
/// process-wide options.
static bool isUnwanted(const llvm::opt::Arg &A) {
  const llvm::opt::Option &O = A.getOption();
  if (O.matches(opts::OPT_O_Group) || O.matches(opts::OPT_DebugInfo_Group) ||
      O.matches(opts::OPT_M_Group) || O.matches(opts::OPT_Action_Group) ||
      O.matches(opts::OPT_Link_Group) || O.matches(opts::OPT_o) ||
      O.matches(opts::OPT_pedantic_errors) || O.matches(opts::OPT_pg) ||
      O.matches(opts::OPT_Xclang) || O.matches(opts::OPT_mllvm) ||
      O.hasFlag(opts::LinkerInput))
    return true;
  if (O.matches(opts::OPT_W_Joined)) {
    StringRef Value = A.getValue();
    return Value == "error" || Value.startswith("error=");
  }
  if (O.matches(opts::OPT_Wp_COMMA)) {
    for (const char *Value : A.getValues())
      if (StringRef(Value).startswith("-M"))
        return true;
    return false;
  }
  StringRef Name = O.getName();
  for (const char *Prefix : DroppedPrefixes)
    if (Name.startswith(Prefix))
      return true;
  return false;
}

llvm::Expected<AdjustedCommand> adjustCommandLine(const CompileJob &Job) {
  llvm::BumpPtrAllocator Alloc;
  llvm::StringSaver Saver(Alloc);
  llvm::SmallVector<const char *, 64> Argv;
  for (const std::string &Arg : Job.Arguments)
    Argv.push_back(Saver.save(Arg).data());
  while (Argv.size() > 1 && isCompilerWrapper(Argv.front()))
    Argv.erase(Argv.begin());
  if (Argv.empty())
    Argv.push_back("clang");

  llvm::cl::ExpansionContext Expansion(Alloc, llvm::cl::TokenizeGNUCommandLine);
  Expansion.setCurrentDir(Job.Directory);
  if (llvm::Error E = Expansion.expandResponseFiles(Argv))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "cannot expand the command line of '" +
                                       Job.File +
                                       "': " + llvm::toString(std::move(E)));

  StringRef Compiler = llvm::sys::path::filename(Argv.front());
  bool CXXDriver = Compiler.contains("++");

  // Parse exactly as the Clang 16 driver does: unknown options (gcc-only
  // flags) come back as OPT_UNKNOWN instead of failing the compile.
  clang::IgnoringDiagConsumer Ignore;
  clang::DiagnosticsEngine Diags(
      llvm::IntrusiveRefCntPtr<clang::DiagnosticIDs>(new clang::DiagnosticIDs),
      llvm::IntrusiveRefCntPtr<clang::DiagnosticOptions>(
          new clang::DiagnosticOptions),
      &Ignore, /*ShouldOwnClient=*/false);
  clang::driver::Driver Driver(PATHSIM_CLANG_EXECUTABLE,
                               llvm::sys::getDefaultTargetTriple(), Diags);
  bool ContainsError = false;
  llvm::opt::InputArgList Args =
      Driver.ParseArgStrings(llvm::ArrayRef(Argv).drop_front(),
                             /*IsClCompatMode=*/false, ContainsError);

  AdjustedCommand Result;
  Result.Arguments.push_back(PATHSIM_CLANG_EXECUTABLE);
  if (CXXDriver)
    Result.Arguments.push_back("--driver-mode=g++");
  std::string Input = normalizePath(Job.Directory, Job.File);
  bool HaveInput = false, HaveLanguage = false;
  for (const llvm::opt::Arg *A : Args) {
    const llvm::opt::Option &O = A->getOption();
    bool Keep;
    if (O.getKind() == llvm::opt::Option::UnknownClass) {
      Keep = false;
    } else if (O.getKind() == llvm::opt::Option::InputClass) {
      Keep = !HaveInput && normalizePath(Job.Directory, A->getValue()) == Input;
      HaveInput |= Keep;
      if (Keep && !HaveLanguage && isHeaderFileName(Job.File))
        addLanguage(Result.Arguments, CXXDriver || isCXXFileName(Job.File));
    } else if (O.matches(opts::OPT_x)) {
      // A header is analyzed as a source file of its language.
      StringRef Language = A->getValue();
      Language.consume_back("-header");
      Language.consume_back("-cpp-output");
      Result.Arguments.push_back("-x");
      Result.Arguments.push_back(Language.str());
      HaveLanguage = true;
      continue;
    } else if (O.matches(opts::OPT_driver_mode)) {
      Keep = false;
      CXXDriver = StringRef(A->getValue()) == "g++";
      if (CXXDriver && Result.Arguments.size() == 1)
        Result.Arguments.push_back("--driver-mode=g++");
    } else {
      Keep = !isUnwanted(*A);
    }
    if (!Keep) {
      Result.Dropped.push_back(A->getAsString(Args));
      continue;
    }
    llvm::opt::ArgStringList Rendered;
    A->render(Args, Rendered);
    Result.Arguments.insert(Result.Arguments.end(), Rendered.begin(),
                            Rendered.end());
  }
  if (!HaveInput) {
    if (!HaveLanguage && isHeaderFileName(Job.File))
      addLanguage(Result.Arguments, CXXDriver || isCXXFileName(Job.File));
    Result.Arguments.push_back(Job.File);
  }
  Result.Arguments.insert(Result.Arguments.end(), std::begin(AddedFlags),
                          std::end(AddedFlags));
  return Result;
}

std::vector<CompileJob>
withoutRepeatedUnits(const std::vector<CompileJob> &Jobs,
                     std::vector<std::string> &Repeated) {
  std::vector<CompileJob> Distinct;
  std::set<std::string> Seen;
  for (const CompileJob &Job : Jobs) {
    CompileJob Absolute = Job;
    Absolute.Directory = normalizePath("", Job.Directory);
    llvm::Expected<AdjustedCommand> Command = adjustCommandLine(Absolute);
    if (!Command) { // compiled (and reported) as it is
      llvm::consumeError(Command.takeError());
      Distinct.push_back(Job);
      continue;
    }
    std::string Key = Absolute.Directory;
    const std::vector<std::string> &Args = Command->Arguments;
    for (size_t I = 0; I < Args.size(); ++I) {
      StringRef A(Args[I]);
      if (A == "-fPIC" || A == "-fpic" || A == "-fPIE" || A == "-fpie" ||
          A == "-fno-PIC" || A == "-fno-pic" || A == "-fno-PIE" ||
          A == "-fno-pie" || A == "-DPIC")
        continue;
      if (A == "-D" && I + 1 < Args.size() && Args[I + 1] == "PIC") {
        ++I;
        continue;
      }
      Key += '\0';
      Key += A;
    }
    if (Seen.insert(Key).second)
      Distinct.push_back(Job);
    else
      Repeated.push_back(Job.File);
  }
  return Distinct;
}

} // namespace pathsim::frontend
