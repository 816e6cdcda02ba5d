//===- automodel/ModelBuilder.cpp -----------------------------------------===//
// A function's paths merged into a model.
#include "automodel/ModelBuilder.h"

#include "modellang/Operators.h"
#include "modellang/Printer.h"

#include <algorithm>
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

/// If A and B are equal but for one guard each, and those guards are
/// opposite, the index of that guard in A.
std::optional<size_t> oppositePair(const Case &A, const Case &B) {
  if (A.Return != B.Return || A.Operations.size() != B.Operations.size())
    return std::nullopt;
  std::optional<size_t> Diff;
  size_t DiffB = 0;
  // Operations are canonical: walk both in order; they may differ in one
  // place only (the two guards may sort at different positions).
  std::vector<size_t> OnlyA, OnlyB;
  std::multiset<std::string> InB;
  for (const Operation &Op : B.Operations)
    InB.insert(text(Op));
  for (size_t K = 0; K < A.Operations.size(); ++K) {
    auto It = InB.find(text(A.Operations[K]));
    if (It != InB.end())
      InB.erase(It);
    else
      OnlyA.push_back(K);
  }
  if (OnlyA.size() != 1 || InB.size() != 1)
    return std::nullopt;
  const Operation &GA = A.Operations[OnlyA[0]];
  for (size_t K = 0; K < B.Operations.size(); ++K)
    if (text(B.Operations[K]) == *InB.begin())
      DiffB = K;
  const Operation &GB = B.Operations[DiffB];
  if (GA.Kind != OperationKind::Guard || GB.Kind != OperationKind::Guard ||
      GA.Operands != GB.Operands || opposite(GA.Op) != GB.Op)
    return std::nullopt;
  Diff = OnlyA[0];
  return Diff;
}

bool sameButReason(const Case &A, const Case &B) {
  return A.Kind == B.Kind && A.Return == B.Return &&
         A.Operations == B.Operations;
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
  bool Changed = true;
  while (Changed) {
    Changed = false;
    for (size_t I = 0; I < Cases.size() && !Changed; ++I)
      for (size_t J = I + 1; J < Cases.size() && !Changed; ++J) {
        if (sameButReason(Cases[I], Cases[J])) {
          // One path states the conditions the other could not: the case
          // holds whenever its guards do.
          if (Cases[I].Reason != Cases[J].Reason)
            Cases[I].Reason.reset();
          Cases.erase(Cases.begin() + static_cast<std::ptrdiff_t>(J));
          ++Stats.ExactMerges;
          Changed = true;
        } else if (auto K = oppositePair(Cases[I], Cases[J])) {
          Cases[I].Operations.erase(Cases[I].Operations.begin() +
                                    static_cast<std::ptrdiff_t>(*K));
          // Either half holding under conditions it cannot state: so does
          // the whole.
          if (!Cases[I].Reason)
            Cases[I].Reason = Cases[J].Reason;
          Cases.erase(Cases.begin() + static_cast<std::ptrdiff_t>(J));
          ++Stats.OppositeMerges;
          Changed = true;
        }
      }
  }
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
