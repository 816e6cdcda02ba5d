//===- automodel/ModelBuilder.cpp -----------------------------------------===//
// A function's paths merged into a model.
#include "automodel/ModelBuilder.h"

#include "modellang/Numbering.h"
#include "modellang/Operators.h"
#include "modellang/Printer.h"

#include <algorithm>
#include <set>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

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

/// The distinct operations of one function's cases, each printed once (the
/// outcomes of a function's paths repeat most of their operations, and
/// printing operands is the costly part): each operation is known by the
/// number of its canonical text, and cases are sorted and compared by these
/// numbers.
class OperationTexts {
public:
  /// The number of Op's text: equal texts, equal numbers. Op must stay
  /// where it is until rank().
  uint32_t add(const Operation &Op) {
    auto [N, New] = Operations.number(Op);
    if (!New)
      return TextOf[N];
    std::string S = std::to_string(static_cast<int>(Op.Kind)) + " " +
                    std::string(modellang::spelling(Op.Op));
    size_t OperandsAt = S.size();
    for (const auto &O : Op.Operands) {
      S += ' ';
      modellang::appendOperand(S, O);
    }
    auto [It, NewText] = Ids.try_emplace(std::move(S), Texts.size());
    if (NewText)
      Texts.push_back({&It->first, Op.Kind, hashOf(It->first),
                       hashOf(std::string_view(It->first).substr(OperandsAt)),
                       0});
    TextOf.push_back(It->second);
    return It->second;
  }

  /// Numbers the texts in the order a case's operations are sorted in:
  /// guards, then constraints, then results, each by text.
  void rank() {
    Operations = {};
    std::vector<uint32_t> Order(Texts.size());
    for (uint32_t K = 0; K < Order.size(); ++K)
      Order[K] = K;
    std::sort(Order.begin(), Order.end(), [&](uint32_t A, uint32_t B) {
      if (Texts[A].Kind != Texts[B].Kind)
        return Texts[A].Kind < Texts[B].Kind;
      return *Texts[A].S < *Texts[B].S;
    });
    for (uint32_t R = 0; R < Order.size(); ++R)
      Texts[Order[R]].Rank = R;
  }

  uint32_t rankOf(uint32_t Id) const { return Texts[Id].Rank; }
  /// A hash of the text.
  uint64_t hash(uint32_t Id) const { return Texts[Id].Hash; }
  /// A hash of the text's operands.
  uint64_t operandsHash(uint32_t Id) const { return Texts[Id].Operands; }

private:
  struct Text {
    const std::string *S;
    OperationKind Kind;
    uint64_t Hash, Operands;
    uint32_t Rank;
  };
  modellang::Numbering<Operation> Operations;
  std::vector<uint32_t> TextOf; ///< of each operation numbered, its text's
  std::unordered_map<std::string, uint32_t> Ids;
  std::vector<Text> Texts;
};

/// What a case is compared by while cases merge: the numbers of its
/// operations' texts, kept in step with the case's operations.
struct CaseKeys {
  std::vector<uint32_t> Ids;
  uint64_t Sum = 0; ///< of the texts' hashes

  void erase(size_t K, const OperationTexts &Texts) {
    Sum -= Texts.hash(Ids[K]);
    Ids.erase(Ids.begin() + static_cast<std::ptrdiff_t>(K));
  }
};

/// Guards, then constraints, then results; each sorted by text and without
/// repeats, so that equal outcomes compare equal whatever order the path
/// met them in. \p Ids are the numbers of C's operations' texts. Returns
/// the keys of the operations left, in their order.
CaseKeys canonicalize(Case &C, const std::vector<uint32_t> &Ids,
                      const OperationTexts &Texts) {
  size_t N = C.Operations.size();
  std::vector<size_t> Order(N);
  for (size_t K = 0; K < N; ++K)
    Order[K] = K;
  // Sorted by index: the operations move only once.
  std::stable_sort(Order.begin(), Order.end(), [&](size_t A, size_t B) {
    return Texts.rankOf(Ids[A]) < Texts.rankOf(Ids[B]);
  });
  std::vector<Operation> Sorted;
  Sorted.reserve(N);
  CaseKeys Keys;
  Keys.Ids.reserve(N);
  for (size_t J = 0; J < N; ++J) {
    size_t K = Order[J];
    if (!Keys.Ids.empty() && Ids[K] == Keys.Ids.back())
      continue; // equal texts are next to each other: the first stays
    Sorted.push_back(std::move(C.Operations[K]));
    Keys.Ids.push_back(Ids[K]);
    Keys.Sum += Texts.hash(Ids[K]);
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

/// A without its element K equals B without its element L.
bool equalBut(const std::vector<uint32_t> &A, size_t K,
              const std::vector<uint32_t> &B, size_t L) {
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
  OperationTexts Texts;
  std::vector<std::vector<uint32_t>> Ids(Cases.size());
  for (size_t I = 0; I < Cases.size(); ++I)
    for (const Operation &Op : Cases[I].Operations)
      Ids[I].push_back(Texts.add(Op));
  Texts.rank();
  std::vector<CaseKeys> Keys;
  Keys.reserve(Cases.size());
  for (size_t I = 0; I < Cases.size(); ++I)
    Keys.push_back(canonicalize(Cases[I], Ids[I], Texts));
  Ids.clear();
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
               Cases[F].Return == Cases[I].Return && Keys[F].Ids == Keys[I].Ids;
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
      uint32_t Id = Keys[I].Ids[K];
      return Keys[I].Sum - Texts.hash(Id) + ReturnKey(I) * 5 +
             mix(static_cast<uint64_t>(Op) + 1000) + Texts.operandsHash(Id) * 7;
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
                     equalBut(Keys[I].Ids, K, Keys[J].Ids, L);
            });
        if (J == It->second.end())
          continue;
        Cases[I].Operations.erase(Cases[I].Operations.begin() +
                                  static_cast<std::ptrdiff_t>(K));
        Keys[I].erase(K, Texts);
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
  // The temporaries computed results name (`(result compute t1<4:0> ...)`).
  std::set<std::string> Temps;
  for (Outcome &O : Outcomes) {
    M.Cases.push_back(std::move(O.Case));
    Temps.insert(O.Temps.begin(), O.Temps.end());
  }
  mergeCases(M.Cases, Stats);
  // Cases by return class (return_0 first), each class in the order paths
  // found them: the model reads the same however the paths were sampled.
  std::stable_sort(
      M.Cases.begin(), M.Cases.end(),
      [](const Case &A, const Case &B) { return A.Return < B.Return; });
  Stats.Cases += M.Cases.size();
  // Every name the cases use that is not a parameter is a global.
  // Views of the names in M's parameters and cases, which stay in place.
  std::unordered_set<std::string_view> Declared;
  for (const auto &P : M.Params)
    Declared.insert(P.Name);
  for (const std::string &T : Temps) {
    modellang::VariableDef D;
    D.Name = T;
    M.Temps.push_back(D);
  }
  for (const auto &T : M.Temps)
    Declared.insert(T.Name);
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
