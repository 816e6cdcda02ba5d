//===- automodel/ModelBuilder.cpp -----------------------------------------===//
// A function's paths merged into a model.
#include "automodel/ModelBuilder.h"

#include "modellang/Operators.h"
#include "modellang/Printer.h"

#include <algorithm>
#include <map>
#include <set>

namespace pathsim {

namespace {

using modellang::Case;
using modellang::Operation;
using modellang::OperationKind;
using modellang::Operator;

/// The operator true exactly when Op is false, for relations.
std::optional<Operator> opposite(Operator Op) {
  static const std::pair<Operator, Operator> Pairs[] = {
      {Operator::Ieq, Operator::Ine}, {Operator::Ilt, Operator::Ige},
      {Operator::Igt, Operator::Ile}, {Operator::Ueq, Operator::Une},
      {Operator::Ult, Operator::Uge}, {Operator::Ugt, Operator::Ule},
      {Operator::Peq, Operator::Pne}, {Operator::Plt, Operator::Pge},
      {Operator::Pgt, Operator::Ple}, {Operator::Feq, Operator::Fne},
      {Operator::Flt, Operator::Fge}, {Operator::Fgt, Operator::Fle}};
  for (auto [A, B] : Pairs) {
    if (Op == A)
      return B;
    if (Op == B)
      return A;
  }
  return std::nullopt;
}

std::string text(const Operation &Op) {
  std::string S = std::to_string(static_cast<int>(Op.Kind)) + " " +
                  std::string(modellang::spelling(Op.Op));
  for (const auto &O : Op.Operands)
    S += " " + modellang::printOperand(O);
  return S;
}

/// Guards, then constraints, then results; each sorted and without repeats,
/// so that equal outcomes compare equal whatever order the path met them in.
void canonicalize(Case &C) {
  std::vector<std::pair<std::string, Operation>> Keyed;
  for (Operation &Op : C.Operations)
    Keyed.emplace_back(text(Op), std::move(Op));
  std::stable_sort(Keyed.begin(), Keyed.end(),
                   [](const auto &A, const auto &B) {
                     if (A.second.Kind != B.second.Kind)
                       return A.second.Kind < B.second.Kind;
                     return A.first < B.first;
                   });
  Keyed.erase(std::unique(Keyed.begin(), Keyed.end(),
                          [](const auto &A, const auto &B) {
                            return A.first == B.first;
                          }),
              Keyed.end());
  C.Operations.clear();
  for (auto &[Key, Op] : Keyed)
    C.Operations.push_back(std::move(Op));
}

bool isIdentifier(const std::string &S) {
  if (S.empty() || !(isalpha(static_cast<unsigned char>(S[0])) || S[0] == '_'))
    return false;
  return std::all_of(S.begin(), S.end(), [](char C) {
    return isalnum(static_cast<unsigned char>(C)) || C == '_';
  });
}

} // namespace

void mergeCases(std::vector<Case> &Cases, MergeStats &Stats) {
  for (Case &C : Cases)
    canonicalize(C);
  // Passes until nothing merges. Each pass finds partners through keys (a
  // case's whole text; a case's text but for one guard), never by comparing
  // every pair: thousands of outcomes merge in a blink. A case changed in a
  // pass waits for the next one to merge again.
  for (bool Changed = true; Changed;) {
    Changed = false;
    size_t N = Cases.size();
    std::vector<std::vector<std::string>> Text(N);
    std::vector<std::string> Head(N), Whole(N);
    for (size_t I = 0; I < N; ++I) {
      Head[I] = std::to_string(static_cast<int>(Cases[I].Kind)) + ":" +
                std::to_string(
                    Cases[I].Return ? static_cast<int>(*Cases[I].Return) : -1);
      Whole[I] = Head[I];
      for (const Operation &Op : Cases[I].Operations) {
        Text[I].push_back(text(Op));
        Whole[I] += "\n" + Text[I].back();
      }
    }
    std::vector<char> Gone(N, 0), Touched(N, 0);
    // Equal outcomes: the first absorbs the later ones. One path stating
    // the conditions another could not: the case holds whenever its guards
    // do, so the reason goes.
    std::map<std::string, size_t> First;
    for (size_t I = 0; I < N; ++I) {
      auto [It, New] = First.emplace(Whole[I], I);
      if (New)
        continue;
      Case &Kept = Cases[It->second];
      if (Kept.Reason != Cases[I].Reason)
        Kept.Reason.reset();
      Gone[I] = 1;
      ++Stats.ExactMerges;
      Changed = true;
    }
    // Outcomes equal but for one pair of opposite guards: the earlier keeps
    // the rest; either half holding under conditions it cannot state, so
    // does the whole. Opposite merges ignore the case kind, as a pair of
    // paths of one function share it.
    auto Hole = [&](size_t I, size_t K, Operator Op) {
      std::string Key = Cases[I].Return
                            ? std::to_string(static_cast<int>(*Cases[I].Return))
                            : "-";
      for (size_t L = 0; L < Text[I].size(); ++L)
        if (L != K)
          Key += "\n" + Text[I][L];
      Key += "\n?";
      Key += modellang::spelling(Op);
      for (const auto &O : Cases[I].Operations[K].Operands)
        Key += " " + modellang::printOperand(O);
      return Key;
    };
    std::map<std::string, std::vector<size_t>> ByHole;
    for (size_t I = 0; I < N; ++I)
      if (!Gone[I])
        for (size_t K = 0; K < Cases[I].Operations.size(); ++K) {
          const Operation &G = Cases[I].Operations[K];
          if (G.Kind == OperationKind::Guard && opposite(G.Op))
            ByHole[Hole(I, K, G.Op)].push_back(I);
        }
    for (size_t I = 0; I < N; ++I) {
      if (Gone[I] || Touched[I])
        continue;
      for (size_t K = 0; K < Cases[I].Operations.size(); ++K) {
        const Operation &G = Cases[I].Operations[K];
        if (G.Kind != OperationKind::Guard || !opposite(G.Op))
          continue;
        auto It = ByHole.find(Hole(I, K, *opposite(G.Op)));
        if (It == ByHole.end())
          continue;
        auto J =
            std::find_if(It->second.begin(), It->second.end(), [&](size_t J) {
              return J > I && !Gone[J] && !Touched[J];
            });
        if (J == It->second.end())
          continue;
        Cases[I].Operations.erase(Cases[I].Operations.begin() +
                                  static_cast<std::ptrdiff_t>(K));
        if (!Cases[I].Reason)
          Cases[I].Reason = Cases[*J].Reason;
        Gone[*J] = 1;
        Touched[I] = 1;
        ++Stats.OppositeMerges;
        Changed = true;
        break;
      }
    }
    std::vector<Case> Kept;
    Kept.reserve(N);
    for (size_t I = 0; I < N; ++I)
      if (!Gone[I])
        Kept.push_back(std::move(Cases[I]));
    Cases = std::move(Kept);
  }
}

std::string displayModel(const modellang::Model &M) {
  if (!M.Cases.empty())
    return modellang::printModel(M);
  return "// " + M.Name + " (" + M.DocFile.value_or("") + ":" +
         std::to_string(M.DocLine.value_or(0)) +
         "): no model: no path returned or ended the program (each stopped "
         "at a defect or a limit); callers use the conservative rule\n";
}

modellang::Model buildModel(const FunctionCode &F, const std::string &File,
                            std::vector<Outcome> Outcomes, MergeStats &Stats) {
  modellang::Model M = modelHeader(F, File);
  if (!isIdentifier(M.Name))
    M.Name = F.LinkageName;
  Stats.Outcomes += Outcomes.size();
  for (Outcome &O : Outcomes)
    M.Cases.push_back(std::move(O.Case));
  mergeCases(M.Cases, Stats);
  // Cases by return class (return_0 first), each class in the order paths
  // found them: the model reads the same however the paths were sampled.
  std::stable_sort(
      M.Cases.begin(), M.Cases.end(),
      [](const Case &A, const Case &B) { return A.Return < B.Return; });
  Stats.Cases += M.Cases.size();
  // Every name the cases use that is not a parameter is a global.
  std::set<std::string> Declared;
  for (const auto &P : M.Params)
    Declared.insert(P.Name);
  for (const Case &C : M.Cases)
    for (const Operation &Op : C.Operations)
      for (const auto &O : Op.Operands)
        if (const auto *V = std::get_if<modellang::Variable>(&O.V))
          if (V->Name != "return" && V->Name != "..." &&
              Declared.insert(V->Name).second) {
            modellang::VariableDef G;
            G.Name = V->Name;
            M.Globals.push_back(G);
          }
  return M;
}

} // namespace pathsim
