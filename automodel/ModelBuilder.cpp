//===- automodel/ModelBuilder.cpp -----------------------------------------===//
// A function's paths merged into a model.
#include "automodel/ModelBuilder.h"

#include "modellang/Operators.h"
#include "modellang/Printer.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>

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

/// A 64-bit mix of a hash (splitmix64's finalizer): summed over a case's
/// operations, it gives a key of the multiset that one subtraction turns
/// into the key of all but one.
uint64_t mix(uint64_t X) {
  X += 0x9e3779b97f4a7c15ULL;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ULL;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebULL;
  return X ^ (X >> 31);
}

uint64_t hashOf(std::string_view S) {
  return mix(std::hash<std::string_view>{}(S));
}

/// What a case is compared by while cases merge: each operation's canonical
/// text and hashes, computed once (printing operands is the costly part),
/// kept in step with the case's operations.
struct CaseKeys {
  std::vector<std::string> Text;
  std::vector<uint64_t> Hash;     ///< of each text
  std::vector<uint64_t> Operands; ///< of each text's operands
  uint64_t Sum = 0;               ///< of Hash

  void add(std::string T, size_t OperandsAt) {
    Hash.push_back(hashOf(T));
    Operands.push_back(hashOf(std::string_view(T).substr(OperandsAt)));
    Sum += Hash.back();
    Text.push_back(std::move(T));
  }
  void erase(size_t K) {
    Sum -= Hash[K];
    Text.erase(Text.begin() + static_cast<std::ptrdiff_t>(K));
    Hash.erase(Hash.begin() + static_cast<std::ptrdiff_t>(K));
    Operands.erase(Operands.begin() + static_cast<std::ptrdiff_t>(K));
  }
};

/// Guards, then constraints, then results; each sorted and without repeats,
/// so that equal outcomes compare equal whatever order the path met them in.
/// Returns the keys of the operations left, in their order.
CaseKeys canonicalize(Case &C) {
  size_t N = C.Operations.size();
  std::vector<std::string> Texts(N);
  std::vector<size_t> OperandsAt(N), Order(N);
  for (size_t K = 0; K < N; ++K) {
    const Operation &Op = C.Operations[K];
    std::string &S = Texts[K];
    S = std::to_string(static_cast<int>(Op.Kind)) + " " +
        std::string(modellang::spelling(Op.Op));
    OperandsAt[K] = S.size();
    for (const auto &O : Op.Operands) {
      S += ' ';
      modellang::appendOperand(S, O);
    }
    Order[K] = K;
  }
  // Sorted by index: the operations and their texts move only once.
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    if (C.Operations[A].Kind != C.Operations[B].Kind)
      return C.Operations[A].Kind < C.Operations[B].Kind;
    return Texts[A] < Texts[B];
  });
  std::vector<Operation> Sorted;
  Sorted.reserve(N);
  CaseKeys Keys;
  for (size_t J = 0; J < N; ++J) {
    size_t K = Order[J];
    if (!Keys.Text.empty() && Texts[K] == Keys.Text.back())
      continue; // equal texts are next to each other: the first stays
    Sorted.push_back(std::move(C.Operations[K]));
    Keys.add(std::move(Texts[K]), OperandsAt[K]);
  }
  C.Operations = std::move(Sorted);
  return Keys;
}

bool isIdentifier(const std::string &S) {
  if (S.empty() || !(isalpha(static_cast<unsigned char>(S[0])) || S[0] == '_'))
    return false;
  return std::all_of(S.begin(), S.end(), [](char C) {
    return isalnum(static_cast<unsigned char>(C)) || C == '_';
  });
}

/// Text[I] without its element K equals Text[J] without its element L.
bool equalBut(const std::vector<std::string> &A, size_t K,
              const std::vector<std::string> &B, size_t L) {
  if (A.size() != B.size())
    return false;
  for (size_t X = 0, Y = 0; X < A.size(); ++X, ++Y) {
    if (X == K)
      ++X;
    if (Y == L)
      ++Y;
    if (X >= A.size() || Y >= B.size())
      return X >= A.size() && Y >= B.size();
    if (A[X] != B[Y])
      return false;
  }
  return true;
}

} // namespace

void mergeCases(std::vector<Case> &Cases, MergeStats &Stats) {
  std::vector<CaseKeys> Keys;
  Keys.reserve(Cases.size());
  for (Case &C : Cases)
    Keys.push_back(canonicalize(C));
  // Passes until nothing merges. Each pass finds partners through hashed
  // keys (of a case's operations; of all but one guard), never by comparing
  // every pair, and checks each candidate exactly: thousands of outcomes of
  // hundreds of operations merge in a blink and little memory. A case
  // changed in a pass waits for the next one to merge again.
  for (bool Changed = true; Changed;) {
    Changed = false;
    size_t N = Cases.size();
    auto ReturnKey = [&](size_t I) {
      return mix(Cases[I].Return ? static_cast<uint64_t>(*Cases[I].Return) + 1
                                 : 0);
    };
    std::vector<char> Gone(N, 0), Touched(N, 0);
    // Equal outcomes: the first absorbs the later ones. One path stating
    // the conditions another could not: the case holds whenever its guards
    // do, so the reason goes.
    std::unordered_map<uint64_t, std::vector<size_t>> ByWhole;
    for (size_t I = 0; I < N; ++I) {
      uint64_t Key = Keys[I].Sum + ReturnKey(I) * 3 +
                     mix(static_cast<uint64_t>(Cases[I].Kind));
      std::vector<size_t> &Same = ByWhole[Key];
      auto First = std::find_if(Same.begin(), Same.end(), [&](size_t F) {
        return Cases[F].Kind == Cases[I].Kind &&
               Cases[F].Return == Cases[I].Return &&
               Keys[F].Text == Keys[I].Text;
      });
      if (First == Same.end()) {
        Same.push_back(I);
        continue;
      }
      Case &Kept = Cases[*First];
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
      return Keys[I].Sum - Keys[I].Hash[K] + ReturnKey(I) * 5 +
             mix(static_cast<uint64_t>(Op) + 1000) + Keys[I].Operands[K] * 7;
    };
    std::unordered_map<uint64_t, std::vector<std::pair<size_t, size_t>>> ByHole;
    for (size_t I = 0; I < N; ++I)
      if (!Gone[I])
        for (size_t K = 0; K < Cases[I].Operations.size(); ++K) {
          const Operation &G = Cases[I].Operations[K];
          if (G.Kind == OperationKind::Guard && opposite(G.Op))
            ByHole[Hole(I, K, G.Op)].push_back({I, K});
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
            std::find_if(It->second.begin(), It->second.end(), [&](auto JL) {
              auto [J, L] = JL;
              if (J <= I || Gone[J] || Touched[J])
                return false;
              const Operation &H = Cases[J].Operations[L];
              return Cases[J].Return == Cases[I].Return &&
                     H.Op == *opposite(G.Op) && H.Operands == G.Operands &&
                     equalBut(Keys[I].Text, K, Keys[J].Text, L);
            });
        if (J == It->second.end())
          continue;
        Cases[I].Operations.erase(Cases[I].Operations.begin() +
                                  static_cast<std::ptrdiff_t>(K));
        Keys[I].erase(K);
        if (!Cases[I].Reason)
          Cases[I].Reason = Cases[J->first].Reason;
        Gone[J->first] = 1;
        Touched[I] = 1;
        ++Stats.OppositeMerges;
        Changed = true;
        break;
      }
    }
    std::vector<Case> Kept;
    std::vector<CaseKeys> KeptKeys;
    Kept.reserve(N);
    KeptKeys.reserve(N);
    for (size_t I = 0; I < N; ++I)
      if (!Gone[I]) {
        Kept.push_back(std::move(Cases[I]));
        KeptKeys.push_back(std::move(Keys[I]));
      }
    Cases = std::move(Kept);
    Keys = std::move(KeptKeys);
  }
}

std::string displayModel(const modellang::Model &M) {
  if (!M.Cases.empty())
    return modellang::printModel(M);
  return "// " + M.Name + " (" + M.DocFile.value_or("") + ":" +
         std::to_string(M.DocLine.value_or(0)) +
         "): no model: no path returned or ended the program (each stopped "
         "at a defect or a limit), or every path the limits left ended it; "
         "callers use the conservative rule\n";
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
