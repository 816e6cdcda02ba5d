//===- cli/ModelsCommand.cpp - `pathsim models check` and `models fmt` ----===//
#include "automodel/Analyzer.h"
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "reports/OutputFiles.h"

#include "modellang/Lint.h"
#include "modellang/ModelLibrary.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

namespace pathsim::cli {

namespace cl = llvm::cl;
using namespace pathsim::modellang;

namespace {

std::string plural(size_t N, const char *Word) {
  return std::to_string(N) + " " + Word + (N == 1 ? "" : "s");
}

/// Replaces the file at \p Path by \p Text (reports/OutputFiles.h: a
/// temporary file beside it, renamed), so that a failure never leaves it
/// half written. Returns an error message, or "" on success.
std::string replaceFile(const std::string &Path, const std::string &Text) {
  if (reports::Error E = reports::writeFileAtomically(Path, Text, "model file"))
    return E.message();
  return "";
}

std::string readWholeFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::ostringstream Content;
  Content << In.rdbuf();
  return Content.str();
}

} // namespace

/// The shipped libc models that are not among \p Checked, for what they
/// say of the resources the checked models use.
std::vector<const ModelLibrary::Entry *>
libcContext(const ModelLibrary &Libc, const ModelLibrary &Checked) {
  namespace fs = std::filesystem;
  auto Canonical = [](const std::string &File) {
    std::error_code EC;
    fs::path P = fs::weakly_canonical(File, EC);
    return EC ? File : P.string();
  };
  std::set<std::string> CheckedFiles;
  for (const auto &[Name, C] : Checked.models())
    CheckedFiles.insert(C.File);
  std::set<std::string> Same;
  for (const std::string &File : CheckedFiles)
    Same.insert(Canonical(File));
  std::map<std::string, bool> Outside; // by libc file
  std::vector<const ModelLibrary::Entry *> Context;
  for (const auto &[Name, E] : Libc.models()) {
    auto [It, New] = Outside.try_emplace(E.File, false);
    if (New)
      It->second = !Same.count(Canonical(E.File));
    if (It->second)
      Context.push_back(&E);
  }
  return Context;
}

/// Names the files of \p Files that cannot be read, as a usage error of
/// \p Command (a name that does not exist is status 2 in every command,
/// an invalid model 1); whether there were any.
static bool unreadableFiles(const char *Command,
                            const std::vector<std::string> &Files) {
  bool Any = false;
  for (const std::string &File : Files) {
    std::error_code EC;
    if (std::filesystem::is_regular_file(File, EC) && std::ifstream(File))
      continue;
    llvm::errs() << "pathsim " << Command << ": cannot read '" << File << "': "
                 << (std::filesystem::exists(File, EC) ? "not a readable file"
                                                       : "no such file")
                 << "\n";
    Any = true;
  }
  return Any;
}

int runModelsCheck(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Category("models check options");
  cl::list<std::string> Files(cl::Positional, cl::OneOrMore,
                              cl::desc("<model file>..."), cl::cat(Category));
  cl::opt<bool> FailOnWarnings(
      "fail-on-warnings",
      cl::desc("Exit with status 1 when there are warnings (likely mistakes), "
               "not only errors"),
      cl::cat(Category));
  cl::opt<bool> NoWarnings("no-warnings",
                           cl::desc("Report errors only, not likely mistakes"),
                           cl::cat(Category));
  cl::opt<bool> UnusedParams(
      "unused-params",
      cl::desc("Also warn about every parameter a model never uses (by "
               "default only one an unedited copy of an operation left out: "
               "a flag or a size a model need not know is common)"),
      cl::cat(Category));
  if (!parseOptions(
          "models check", Category, Args,
          "Reads and validates model files as one library: syntax, operators "
          "and their operands, declared names, and models defined twice, also "
          "across files. Errors go to stderr as FILE:LINE:COL: error: ...; "
          "then the likely mistakes in valid models as FILE:LINE:COL: "
          "warning: ... (a resource tested on a pointer when it lives on what "
          "the pointer points to, a parameter never used, a guard that can "
          "never hold). Exit status 0 when every model is valid (warnings or "
          "not, unless --fail-on-warnings), 1 otherwise.\n"))
    return ExitUsage;

  if (unreadableFiles("models check", {Files.begin(), Files.end()}))
    return ExitUsage;
  ModelLibrary Library;
  for (const std::string &File : Files)
    Library.loadFile(File);
  const std::vector<Diagnostic> &Errors = Library.diagnostics();
  for (const Diagnostic &D : Errors)
    llvm::errs() << D.str() << "\n";
  // Likely mistakes, in the models that are valid.
  std::vector<Diagnostic> Warnings;
  if (!NoWarnings) {
    ModelLibrary Libc;
    if (std::string Dir = AnalysisOptions::defaultSystemModelsDir();
        !Dir.empty()) {
      std::error_code EC;
      std::vector<std::string> LibcFiles;
      for (const auto &E : std::filesystem::directory_iterator(Dir, EC))
        if (E.path().extension() == ".mdl")
          LibcFiles.push_back(E.path().string());
      std::sort(LibcFiles.begin(), LibcFiles.end());
      for (const std::string &File : LibcFiles)
        Libc.loadFile(File);
    }
    std::vector<const ModelLibrary::Entry *> Checked;
    for (const auto &[Name, E] : Library.models())
      Checked.push_back(&E);
    Warnings = lintModels(Checked, libcContext(Libc, Library),
                          {/*EveryUnusedParam=*/UnusedParams});
  }
  for (const Diagnostic &D : Warnings)
    llvm::errs() << warningText(D) << "\n";
  std::string WarningCount =
      Warnings.empty() ? "" : "; " + plural(Warnings.size(), "warning");
  if (!Errors.empty()) {
    std::set<std::string> BadFiles;
    for (const Diagnostic &D : Errors)
      BadFiles.insert(D.File);
    llvm::errs() << plural(Errors.size(), "error") << " in " << BadFiles.size()
                 << " of " << plural(Library.filesRead(), "file")
                 << WarningCount << "\n";
    return ExitFindings;
  }
  llvm::outs() << "checked " << plural(Library.modelsRead(), "model") << " in "
               << plural(Library.filesRead(), "file") << WarningCount << "\n";
  return FailOnWarnings && !Warnings.empty() ? ExitFindings : ExitOk;
}

int runModelsFmt(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Category("models fmt options");
  cl::list<std::string> Files(cl::Positional, cl::OneOrMore,
                              cl::desc("<model file>..."), cl::cat(Category));
  cl::opt<bool> InPlace("in-place",
                        cl::desc("Rewrite each file in canonical form instead "
                                 "of printing it (a file with errors, or "
                                 "with comments inside a model, is left "
                                 "unchanged)"),
                        cl::cat(Category));
  cl::alias InPlaceShort("i", cl::desc("Alias for --in-place"),
                         cl::aliasopt(InPlace), cl::cat(Category));
  if (!parseOptions(
          "models fmt", Category, Args,
          "Prints model files in canonical form (to stdout, or in place). "
          "Comments between models are kept; comments inside a model cannot "
          "be. A file that does not parse is reported and not printed; the "
          "exit status is then 1.\n"))
    return ExitUsage;

  if (unreadableFiles("models fmt", {Files.begin(), Files.end()}))
    return ExitUsage;
  bool Failed = false;
  for (const std::string &File : Files) {
    ReadResult R = readModelFile(File);
    if (!R.Errors.empty()) {
      for (const Diagnostic &D : R.Errors)
        llvm::errs() << D.str() << "\n";
      Failed = true;
      continue;
    }
    std::string Text = printFile(R);
    if (!InPlace) {
      for (SourceLoc L : R.InnerComments)
        llvm::errs() << formatLocation(File, L)
                     << ": warning: comment inside a model is not kept\n";
      llvm::outs() << Text;
      continue;
    }
    if (!R.InnerComments.empty()) {
      for (SourceLoc L : R.InnerComments)
        llvm::errs() << formatLocation(File, L)
                     << ": error: comment inside a model would be lost; file "
                        "left unchanged (move the comment before the model)\n";
      Failed = true;
      continue;
    }
    if (Text == readWholeFile(File))
      continue;
    if (std::string Error = replaceFile(File, Text); !Error.empty()) {
      llvm::errs() << File << ": error: " << Error << "\n";
      Failed = true;
    }
  }
  return Failed ? ExitFindings : ExitOk;
}

} // namespace pathsim::cli
