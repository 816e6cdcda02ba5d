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
  auto Db = dbOption(Category);
  if (!parseOptions(
          "models export", Category, Args,
          "Writes the stored automatic models into DIR (created if needed; "
          "it must hold no .mdl file), one .mdl file per source file, for "
          "`pathsim analyze --models DIR`. Functions that share a name "
          "(static functions of different files) are written as comments "
          "only. Exit status 1 when nothing could be exported or a stored "
          "model is invalid.\n"))
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
  for (const std::string &Note : Plan.Notes)
    llvm::errs() << "pathsim: note: " << Note << "\n";
  for (const std::string &Error : Plan.Errors)
    fail(Error);
  llvm::outs() << "exported " << Plan.Models << " model"
               << (Plan.Models == 1 ? "" : "s") << " in " << Plan.Files.size()
               << " file" << (Plan.Files.size() == 1 ? "" : "s") << " to "
               << Dir << "\n";
  return Plan.Errors.empty() && Plan.Models ? ExitOk : ExitFindings;
}

} // namespace pathsim::cli
