//===- automodel/Analyzer.cpp - a whole analysis run over translation units =//
#include "automodel/Analyzer.h"

#include "frontend/TranslationUnit.h"
#include "modellang/ModelLibrary.h"
#include "modellang/Printer.h"
#include "simulator/Decoder.h"
#include "simulator/Explorer.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <tuple>

namespace pathsim {

std::string AnalysisOptions::defaultSystemModelsDir() {
  if (const char *Env = std::getenv("PATHSIM_LIBC_MODELS"))
    return Env;
  return PATHSIM_LIBC_MODELS_DIR;
}

namespace {

/// The .mdl files of a directory, sorted, so that loading is deterministic.
std::vector<std::string> modelFiles(const std::string &Dir, std::string &Error) {
  namespace fs = std::filesystem;
  std::vector<std::string> Files;
  std::error_code EC;
  if (!fs::is_directory(Dir, EC)) {
    Error = Dir + ": error: not a directory of models";
    return Files;
  }
  for (const auto &E : fs::directory_iterator(Dir, EC))
    if (E.path().extension() == ".mdl")
      Files.push_back(E.path().string());
  std::sort(Files.begin(), Files.end());
  return Files;
}

} // namespace

bool loadModels(const AnalysisOptions &Options, ModelLibraries &Libraries,
                std::vector<std::string> &Errors, llvm::raw_ostream &Log) {
  std::string Error;
  if (!Options.SystemModels.empty()) {
    for (const std::string &F : modelFiles(Options.SystemModels, Error))
      Libraries.System.loadFile(F);
    if (!Error.empty())
      Errors.push_back(Error);
  }
  for (const std::string &Dir : Options.UserModels) {
    Error.clear();
    for (const std::string &F : modelFiles(Dir, Error)) {
      modellang::ModelLibrary One;
      One.loadFile(F);
      for (const auto &D : One.diagnostics())
        Errors.push_back(D.str());
      for (const auto &[Name, Entry] : One.models()) {
        if (Options.Verbose && Libraries.System.lookup(Name))
          Log << "pathsim: user model '" << Name << "' (" << F
              << ") overrides the libc model\n";
        Libraries.User.add(Entry.M, F, /*AllowOverride=*/true);
      }
    }
    if (!Error.empty())
      Errors.push_back(Error);
  }
  for (const auto &D : Libraries.System.diagnostics())
    Errors.push_back(D.str());
  for (const auto &D : Libraries.User.diagnostics())
    Errors.push_back(D.str());
  std::map<std::string, const modellang::Model *> System, User;
  for (const auto &[Name, Entry] : Libraries.System.models())
    System[Name] = &Entry.M;
  for (const auto &[Name, Entry] : Libraries.User.models())
    User[Name] = &Entry.M;
  Libraries.Set.addLayer(System, ModelOrigin::System);
  Libraries.Set.addLayer(User, ModelOrigin::User);
  return Errors.empty();
}

AnalysisResult analyze(const std::vector<frontend::CompileJob> &Jobs,
                       const AnalysisOptions &Options,
                       llvm::raw_ostream &Diagnostics) {
  AnalysisResult Result;
  ModelLibraries Libraries;
  if (!loadModels(Options, Libraries, Result.ModelErrors, Diagnostics))
    return Result;
  // A function defined in a header is compiled in every TU that includes
  // it: its warnings are reported once.
  std::set<std::tuple<std::string, uint32_t, uint32_t, WarningKind, std::string>> Seen;
  std::set<std::string> FunctionsSeen;
  for (const frontend::CompileJob &Job : Jobs) {
    auto TU = frontend::compileTranslationUnit(Job, Diagnostics);
    if (!TU) {
      Diagnostics << "pathsim: " << llvm::toString(TU.takeError()) << "\n";
      Result.FailedFiles.push_back(Job.File);
      continue;
    }
    ++Result.TranslationUnits;
    ModuleCode Module = decodeModule(*TU->Module);
    // The IR is no longer needed: free it before simulating.
    TU->Module.reset();
    for (const FunctionCode &F : Module.Functions) {
      std::string Key = F.LinkageName;
      if (F.Loc.File < Module.Files.size())
        Key += "@" + Module.Files[F.Loc.File].Path;
      if (!FunctionsSeen.insert(Key).second)
        continue;
      FunctionResult FR =
          simulateFunction(Module, F, &TU->Sources, Options.Sim, &Libraries.Set);
      for (Warning &W : FR.Warnings)
        if (Seen.insert({W.Loc.File, W.Loc.Line, W.Loc.Col, W.Kind, W.Message}).second)
          Result.Warnings.push_back(std::move(W));
      if (Options.DumpOutcomes) {
        modellang::Model M = modelHeader(
            F, F.Loc.File < Module.Files.size() ? Module.Files[F.Loc.File].Display : "");
        for (Outcome &O : FR.Outcomes)
          M.Cases.push_back(std::move(O.Case));
        Result.Outcomes += modellang::printModel(M) + "\n";
      }
      Result.Functions.push_back(std::move(FR.Stats));
    }
  }
  std::stable_sort(Result.Warnings.begin(), Result.Warnings.end(),
                   [](const Warning &A, const Warning &B) {
                     return std::tie(A.Loc.File, A.Loc.Line, A.Loc.Col, A.Kind) <
                            std::tie(B.Loc.File, B.Loc.Line, B.Loc.Col, B.Kind);
                   });
  return Result;
}

} // namespace pathsim
