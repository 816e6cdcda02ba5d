//===- automodel/Analyzer.cpp - a whole analysis run over translation units =//
#include "automodel/Analyzer.h"

#include "automodel/CallGraph.h"
#include "automodel/Program.h"
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

  // Every unit first: a callee's model must exist before its callers run,
  // wherever they are.
  Program P;
  for (const frontend::CompileJob &Job : Jobs) {
    auto TU = frontend::compileTranslationUnit(Job, Diagnostics);
    if (!TU) {
      Diagnostics << "pathsim: " << llvm::toString(TU.takeError()) << "\n";
      Result.FailedFiles.push_back(Job.File);
      continue;
    }
    auto Unit = std::make_unique<ProgramUnit>();
    Unit->MainFile = TU->MainFile;
    Unit->Module = decodeModule(*TU->Module);
    Unit->Sources = std::move(TU->Sources);
    P.addUnit(std::move(Unit));
    ++Result.TranslationUnits;
  }

  CallGraph Graph(P);
  std::map<FunctionId, modellang::Model> Auto;
  std::map<FunctionId, FunctionResult> Done;
  std::map<FunctionId, std::string> Dumps;
  for (const Component &C : Graph.bottomUp()) {
    // A recursive component is simulated several times: each round uses the
    // models the previous one made (the first has none for the component).
    unsigned Rounds = C.Recursive ? std::max(1u, Options.RecursionDepth) : 1;
    for (unsigned Round = 0; Round < Rounds; ++Round)
      for (FunctionId Id : C.Functions) {
        const ProgramUnit &U = P.unit(Id.Unit);
        const FunctionCode &F = P.function(Id);
        ModelResolver Resolve = [&](const std::string &Name) -> std::optional<ModelRef> {
          auto Target = P.resolve(Id.Unit, Name);
          if (!Target)
            return std::nullopt;
          auto It = Auto.find(*Target);
          if (It == Auto.end())
            return std::nullopt;
          return ModelRef{&It->second, ModelOrigin::Automatic};
        };
        FunctionResult FR = simulateFunction(U.Module, F, &U.Sources, Options.Sim,
                                             &Libraries.Set, &Resolve);
        std::string File =
            F.Loc.File < U.Module.Files.size() ? U.Module.Files[F.Loc.File].Display : "";
        if (Options.DumpOutcomes && Round + 1 == Rounds) {
          modellang::Model M = modelHeader(F, File);
          for (const Outcome &O : FR.Outcomes)
            M.Cases.push_back(O.Case);
          Dumps[Id] = modellang::printModel(M);
        }
        MergeStats Stats;
        Auto[Id] = buildModel(F, File, std::move(FR.Outcomes), Stats);
        if (Round + 1 == Rounds)
          Result.Merging += Stats;
        Done[Id] = std::move(FR);
      }
  }

  // Results in the program's order, whatever order the functions ran in.
  std::set<std::tuple<std::string, uint32_t, uint32_t, WarningKind, std::string>> Seen;
  for (FunctionId Id : P.functions()) {
    FunctionResult &FR = Done[Id];
    for (Warning &W : FR.Warnings)
      if (Seen.insert({W.Loc.File, W.Loc.Line, W.Loc.Col, W.Kind, W.Message}).second)
        Result.Warnings.push_back(std::move(W));
    Result.Functions.push_back(std::move(FR.Stats));
    Result.Models.push_back(std::move(Auto[Id]));
    if (Options.DumpOutcomes)
      Result.Outcomes += Dumps[Id] + "\n";
  }
  std::stable_sort(Result.Warnings.begin(), Result.Warnings.end(),
                   [](const Warning &A, const Warning &B) {
                     return std::tie(A.Loc.File, A.Loc.Line, A.Loc.Col, A.Kind) <
                            std::tie(B.Loc.File, B.Loc.Line, B.Loc.Col, B.Kind);
                   });
  return Result;
}

} // namespace pathsim
