//===- cli/ModelsStoreCommand.cpp - `pathsim models show` and `export` ----===//
#include "cli/CommandLine.h"
#include "cli/Commands.h"
#include "reports/OutputFiles.h"
#include "store/Database.h"

#include "automodel/ModelBuilder.h"
#include "automodel/ModelExport.h"
#include "automodel/ModelStore.h"
#include "automodel/RunSettings.h"
#include "modellang/Reader.h"

#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

namespace pathsim::cli {

namespace cl = llvm::cl;
namespace fs = std::filesystem;

namespace {

void fail(const std::string &Message) {
  llvm::errs() << "pathsim: " << Message << "\n";
}

/// The store at \p Path, opened read-only; a missing or refused file is
/// reported.
std::unique_ptr<ModelStore> openForReading(const std::string &Path) {
  std::error_code EC;
  if (!store::isPostgresUrl(Path) && !fs::exists(Path, EC)) {
    fail("no database '" + Path +
         "'; run 'pathsim analyze' first, or name one with --db");
    return nullptr;
  }
  ModelStoreOptions Options;
  Options.ReadOnly = true;
  llvm::Expected<std::unique_ptr<ModelStore>> Store =
      ModelStore::open(Path, Options);
  if (!Store) {
    fail(llvm::toString(Store.takeError()));
    return nullptr;
  }
  return std::move(*Store);
}

/// Writes \p Text to \p Path through a temporary file (reports/OutputFiles.h).
/// Returns an error message, or "" on success.
std::string writeFile(const fs::path &Path, const std::string &Text) {
  if (reports::Error E =
          reports::writeFileAtomically(Path.string(), Text, "model file"))
    return E.message();
  return "";
}

/// Makes \p Dir ready for an export: created if missing; it must hold no
/// .mdl file, since `--models DIR` would load those too. Returns an error
/// message, or "".
std::string prepareDirectory(const fs::path &Dir) {
  std::error_code EC;
  if (fs::exists(Dir, EC) && !fs::is_directory(Dir, EC))
    return "'" + Dir.string() + "' exists and is not a directory";
  fs::create_directories(Dir, EC);
  if (EC)
    return "cannot create '" + Dir.string() + "': " + EC.message();
  for (const auto &E : fs::directory_iterator(Dir, EC))
    if (E.path().extension() == ".mdl")
      return "'" + Dir.string() + "' already holds model files (" +
             E.path().filename().string() +
             "); export into a new or empty directory";
  if (EC)
    return "cannot read '" + Dir.string() + "': " + EC.message();
  return "";
}

/// The functions whose name or linkage name matches one of \p Names (all
/// when it is empty) and whose file matches one of \p Files (likewise).
std::vector<StoredFunction>
selected(const std::vector<StoredFunction> &Functions,
         const std::vector<std::string> &Names,
         const std::vector<std::string> &Files) {
  auto AnyMatch = [](const std::vector<std::string> &Globs, auto Matches) {
    return Globs.empty() || std::any_of(Globs.begin(), Globs.end(), Matches);
  };
  std::vector<StoredFunction> Out;
  for (const StoredFunction &F : Functions)
    if (AnyMatch(Names,
                 [&](const std::string &G) {
                   return globMatchesName(G, F.Name) ||
                          globMatchesName(G, F.LinkageName);
                 }) &&
        AnyMatch(Files, [&](const std::string &G) {
          return globMatchesPath(G, F.File);
        }))
      Out.push_back(F);
  return Out;
}

/// "--function 'a*' and --file 'x.c'".
std::string selectionText(const std::vector<std::string> &Names,
                          const std::vector<std::string> &Files) {
  auto List = [](const char *Option, const std::vector<std::string> &Globs) {
    std::string Text;
    for (const std::string &G : Globs)
      Text += (Text.empty() ? std::string("--") + Option + " '"
                            : std::string(" or '")) +
              G + "'";
    return Text;
  };
  std::string A = List("function", Names), B = List("file", Files);
  return A.empty() ? B : B.empty() ? A : A + " and " + B;
}

} // namespace

int runModelsShow(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Category("models show options");
  cl::opt<std::string> Name(cl::Positional, cl::Required,
                            cl::desc("<function name>"), cl::cat(Category));
  auto Db = dbOption(Category);
  if (!parseOptions(
          "models show", Category, Args,
          "Prints the stored automatic model of each function whose source "
          "or linkage name is NAME, in canonical form, after a comment with "
          "its key, definition and content hash. Exit status 2 when no "
          "stored function has that name.\n"))
    return ExitUsage;

  std::unique_ptr<ModelStore> Store = openForReading(*Db);
  if (!Store)
    return ExitUsage;
  llvm::Expected<std::vector<StoredFunction>> Found = Store->byName(Name);
  if (!Found) {
    fail(llvm::toString(Found.takeError()));
    return ExitUsage;
  }
  if (Found->empty()) {
    // An unknown name, as in every command: status 2, and the stored name
    // nearest to it.
    std::string Near;
    if (llvm::Expected<std::vector<StoredFunction>> All = Store->all()) {
      std::vector<std::string_view> Names;
      for (const StoredFunction &F : *All)
        Names.push_back(F.Name);
      Near = closestKey(Name, Names);
    } else {
      llvm::consumeError(All.takeError());
    }
    fail("no stored model of a function named '" + Name + "' in '" + *Db +
         "'" + (Near.empty() ? "" : "; did you mean '" + Near + "'?"));
    return ExitUsage;
  }
  bool First = true;
  for (const StoredFunction &F : *Found) {
    if (!First)
      llvm::outs() << "\n";
    First = false;
    llvm::outs() << "// " << F.Name;
    if (F.LinkageName != F.Name)
      llvm::outs() << " (" << F.LinkageName << ")";
    llvm::outs() << " at " << F.File << ":" << F.Line << "\n// key " << F.Key
                 << "\n// hash " << F.Hash << "\n";
    modellang::ReadResult R = modellang::readModels(F.ModelText, F.Key);
    if (F.ModelText.empty())
      llvm::outs() << "// (no model stored)\n";
    else if (R.Errors.empty() && R.Models.size() == 1)
      llvm::outs() << displayModel(R.Models.front());
    else
      llvm::outs() << F.ModelText;
  }
  return ExitOk;
}

int runModelsExport(const CommandArgs &Args) {
  resetOptions();
  cl::OptionCategory Category("models export options");
  cl::opt<std::string> Dir(cl::Positional, cl::Required,
                           cl::desc("<directory>"), cl::cat(Category));
  cl::list<std::string> FunctionGlobs(
      "function", cl::value_desc("glob"),
      cl::desc("Only the functions whose name (or linkage name) matches the "
               "glob ('cJSON_Parse*'); repeatable"),
      cl::cat(Category));
  cl::list<std::string> FileGlobs(
      "file", cl::value_desc("glob"),
      cl::desc("Only the functions defined in files matching the glob "
               "('src/*.c', 'parser.c'); repeatable"),
      cl::cat(Category));
  cl::opt<bool> Verbose(
      "verbose",
      cl::desc("Name each function written as a comment only, and why"),
      cl::cat(Category));
  auto Db = dbOption(Category);
  if (!parseOptions(
          "models export", Category, Args,
          "Writes the stored automatic models into DIR (created if needed; "
          "it must hold no .mdl file), one .mdl file per source file, for "
          "`pathsim analyze --models DIR`: all of them, or those --function "
          "and --file select. Functions that share a name (static functions "
          "of different files) are written as comments only. Exit status 1 "
          "when nothing could be exported or a stored model is invalid, 2 "
          "when no stored function matches --function and --file.\n"))
    return ExitUsage;

  std::unique_ptr<ModelStore> Store = openForReading(*Db);
  if (!Store)
    return ExitUsage;
  llvm::Expected<std::vector<StoredFunction>> Functions = Store->all();
  if (!Functions) {
    fail(llvm::toString(Functions.takeError()));
    return ExitUsage;
  }
  if (Functions->empty()) {
    fail("no models stored in '" + *Db + "'; run 'pathsim analyze' first");
    return ExitFindings;
  }
  if (!FunctionGlobs.empty() || !FileGlobs.empty()) {
    std::vector<StoredFunction> Selected =
        selected(*Functions, FunctionGlobs, FileGlobs);
    if (Selected.empty()) {
      fail("no stored function in '" + *Db + "' matches " +
           selectionText(FunctionGlobs, FileGlobs));
      return ExitUsage;
    }
    *Functions = std::move(Selected);
  }
  ExportPlan Plan = planExport(*Functions);
  if (std::string Error = prepareDirectory(Dir.getValue()); !Error.empty()) {
    fail(Error);
    return ExitUsage;
  }
  for (const ExportFile &File : Plan.Files)
    if (std::string Error =
            writeFile(fs::path(Dir.getValue()) / File.Name, File.Text);
        !Error.empty()) {
      fail(Error);
      return ExitUsage;
    }
  // A large program has thousands of same-named static functions: their
  // notes only on request, their count always.
  if (Verbose)
    for (const std::string &Note : Plan.Notes)
      llvm::errs() << "pathsim: note: " << Note << "\n";
  else if (!Plan.Notes.empty())
    llvm::errs() << "pathsim: note: " << Plan.Notes.size() << " function"
                 << (Plan.Notes.size() == 1 ? "" : "s")
                 << " written as comments only (--verbose says which and "
                    "why)\n";
  for (const std::string &Error : Plan.Errors)
    fail(Error);
  llvm::outs() << "exported " << Plan.Models << " model"
               << (Plan.Models == 1 ? "" : "s") << " in " << Plan.Files.size()
               << " file" << (Plan.Files.size() == 1 ? "" : "s") << " to "
               << Dir << "\n";
  return Plan.Errors.empty() && Plan.Models ? ExitOk : ExitFindings;
}

} // namespace pathsim::cli
