//===- cli/ModelsCommand.cpp - `pathsim models check` and `models fmt` ----===//
#include "cli/CommandLine.h"
#include "cli/Commands.h"

#include "modellang/ModelLibrary.h"
#include "modellang/Printer.h"
#include "modellang/Reader.h"

#include "llvm/Support/raw_ostream.h"

#include <filesystem>
#include <fstream>
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

/// Replaces the file at \p Path by \p Text through a temporary file in the same
/// directory, so that a failure never leaves it half written. Returns an error
/// message, or "" on success.
std::string replaceFile(const std::string &Path, const std::string &Text) {
  namespace fs = std::filesystem;
  std::string Temp = Path + ".pathsim-fmt.tmp";
  {
    std::ofstream Out(Temp, std::ios::binary | std::ios::trunc);
    if (!Out)
      return "cannot write '" + Temp + "'";
    Out << Text;
    Out.close();
    if (!Out) {
      std::error_code Ignored;
      fs::remove(Temp, Ignored);
      return "cannot write '" + Temp + "'";
    }
  }
  std::error_code EC;
  fs::permissions(Temp, fs::status(Path, EC).permissions(), EC);
  fs::rename(Temp, Path, EC);
  if (EC) {
    std::error_code Ignored;
    fs::remove(Temp, Ignored);
    return "cannot replace '" + Path + "': " + EC.message();
  }
  return "";
}

std::string readWholeFile(const std::string &Path) {
  std::ifstream In(Path, std::ios::binary);
  std::ostringstream Content;
  Content << In.rdbuf();
  return Content.str();
}

} // namespace

int runModelsCheck(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Category("models check options");
  cl::list<std::string> Files(cl::Positional, cl::OneOrMore,
                              cl::desc("<model file>..."), cl::cat(Category));
  if (!parseOptions(
          "models check", Category, Args,
          "Reads and validates model files as one library: syntax, operators "
          "and their operands, declared names, and models defined twice, also "
          "across files. Errors go to stderr as FILE:LINE:COL: error: ...; "
          "exit status 0 when every model is valid, 1 otherwise.\n"))
    return ExitUsage;

  ModelLibrary Library;
  for (const std::string &File : Files)
    Library.loadFile(File);
  const std::vector<Diagnostic> &Errors = Library.diagnostics();
  for (const Diagnostic &D : Errors)
    llvm::errs() << D.str() << "\n";
  if (!Errors.empty()) {
    std::set<std::string> BadFiles;
    for (const Diagnostic &D : Errors)
      BadFiles.insert(D.File);
    llvm::errs() << plural(Errors.size(), "error") << " in " << BadFiles.size()
                 << " of " << plural(Library.filesRead(), "file") << "\n";
    return ExitFindings;
  }
  llvm::outs() << "checked " << plural(Library.modelsRead(), "model") << " in "
               << plural(Library.filesRead(), "file") << "\n";
  return ExitOk;
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
