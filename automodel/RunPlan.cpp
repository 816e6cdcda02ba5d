//===- automodel/RunPlan.cpp - what a run simulates, in which order -------===//
#include "automodel/RunPlan.h"

#include "automodel/Analyzer.h"
#include "automodel/Formatters.h"
#include "automodel/SameAnswer.h"
#include "modellang/Signature.h"
#include "simulator/exec/Explorer.h"

#include <algorithm>
#include <map>
#include <set>
#include <string>

namespace pathsim {

namespace {

/// The hand-written models (libc's, the user's) whose parameter count does
/// not fit the declaration their function has in Unit: each is reported as
/// an error at the declaration (once per declaration in a run) and left out
/// of the unit's models, so that its parameters are never bound to the
/// wrong arguments. Nothing when every model fits.
std::unique_ptr<ModelSet> fittingModels(const ModelLibraries &Libraries,
                                        const ProgramUnit &Unit,
                                        std::set<std::string> &Reported,
                                        llvm::raw_ostream &Diagnostics) {
  std::set<std::string> Rejected;
  for (const auto &[Key, D] : Unit.Sources.declarations()) {
    std::string Name = modelNameFor(Key);
    const modellang::ModelLibrary::Entry *Entry = Libraries.User.find(Name);
    if (!Entry)
      Entry = Libraries.System.find(Name);
    if (!Entry)
      continue;
    modellang::DeclaredSignature Sig;
    Sig.Params = D.Params;
    Sig.Variadic = D.Variadic;
    Sig.Prototype = D.Prototype;
    auto Why = modellang::signatureMismatch(Entry->M, Sig, false);
    if (!Why)
      continue;
    Rejected.insert(Name);
    std::string Where = D.File + ":" + std::to_string(D.Line);
    if (Reported.insert(Where + " " + Name).second)
      Diagnostics << Where << ": error: the model of '" << Name << "' ("
                  << Entry->File << ":" << Entry->M.Loc.Line << ":"
                  << Entry->M.Loc.Col
                  << ") does not fit this declaration: " << *Why
                  << "; calls of '" << Name
                  << "' in this file are simulated without it\n";
  }
  if (Rejected.empty())
    return nullptr;
  auto Without = [&](const CompiledModels &Lib) {
    std::map<std::string, const CompiledModel *> Models;
    for (const auto &[Name, M] : Lib)
      if (!Rejected.count(Name))
        Models[Name] = M.get();
    return Models;
  };
  auto Set = std::make_unique<ModelSet>();
  Set->addLayer(Without(Libraries.CompiledSystem), ModelOrigin::System);
  Set->addLayer(Without(Libraries.CompiledUser), ModelOrigin::User);
  return Set;
}

} // namespace

RunPlan::RunPlan(const Program &P, const ModelLibraries &Libraries,
                 const RunSettings &Settings, llvm::raw_ostream &Diagnostics)
    : Graph(P), Order(Graph, Settings.RecursionDepth),
      OwnFormatter(ownFormatters(P, Graph)), AllModels(&Libraries.Set) {
  std::set<std::string> Reported;
  for (uint32_t K = 0; K < P.units(); ++K)
    UnitModels.push_back(
        fittingModels(Libraries, P.unit(K), Reported, Diagnostics));
  SameAnswer = sameAnswerFunctions(
      P, [&](uint32_t Unit, const std::string &Name) -> const CompiledModel * {
        auto Ref = unitModels(Unit).lookup(modelNameFor(Name));
        return Ref ? Ref->M : nullptr;
      });
  Fields.Ranges = fieldValueCensus(P);

  const auto &All = P.functions();
  PerFunction.reserve(All.size());
  for (FunctionId Id : All) {
    const FunctionCode &F = P.function(Id);
    const auto &Files = P.unit(Id.Unit).Module.Files;
    PerFunction.push_back(Settings.forFunction(
        F.Name, F.LinkageName,
        F.Loc.File < Files.size() ? Files[F.Loc.File].Path : ""));
  }
  // The writers of two members' relation are simulated with the
  // hand-written models alone, to check it (FieldRelations.h).
  Fields.Relations = fieldRelationCensus(
      P, Fields,
      [&](FunctionId Id, const FieldFacts &Facts,
          std::vector<uint8_t> &Broken) {
        const ProgramUnit &U = P.unit(Id.Unit);
        FunctionResult FR = simulateFunction(
            U.Module, P.function(Id), &U.Sources,
            PerFunction[Graph.position(Id)].Sim, &unitModels(Id.Unit),
            nullptr, nullptr, nullptr, &SameAnswer, &Facts, &Broken);
        return FR.Stats.Stop == Termination::Complete ||
               FR.Stats.Stop == Termination::HandlersSkipped;
      });
  // A function whose warnings are not reported is simulated only when a
  // reported one needs its model, directly or through other callees.
  Needed.assign(All.size(), 0);
  std::vector<uint32_t> Work;
  for (uint32_t Node = 0; Node < All.size(); ++Node)
    if (PerFunction[Node].Reported) {
      Needed[Node] = 1;
      Work.push_back(Node);
    }
  while (!Work.empty()) {
    uint32_t Node = Work.back();
    Work.pop_back();
    for (uint32_t T : Graph.callees(Node))
      if (!Needed[T]) {
        Needed[T] = 1;
        Work.push_back(T);
      }
  }
}

std::vector<FunctionId> RunPlan::simulated(const Program &P) const {
  std::vector<FunctionId> Simulated;
  for (uint32_t Node = 0; Node < Needed.size(); ++Node)
    if (Needed[Node])
      Simulated.push_back(P.functions()[Node]);
  return Simulated;
}

uint32_t RunPlan::simulatedCount() const {
  return static_cast<uint32_t>(
      std::count(Needed.begin(), Needed.end(), char(1)));
}

} // namespace pathsim
