//===- modellang/Lint.cpp - likely mistakes in valid models ---------------===//
#include "modellang/Lint.h"

#include "modellang/Operators.h"
#include "modellang/Printer.h"
#include "modellang/Spelling.h"

#include <fmt/format.h>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace pathsim::modellang {

namespace {

using Entries = std::vector<const ModelLibrary::Entry *>;

const Variable *variableOf(const Operand &O) {
  return std::get_if<Variable>(&O.V);
}

/// "(guard ilt n 0)".
std::string operationText(const Operation &Op) {
  static const char *const Kinds[] = {"guard", "constraint", "result"};
  std::string Text =
      fmt::format("({} {}", Kinds[static_cast<int>(Op.Kind)], spelling(Op.Op));
  for (const Operand &O : Op.Operands)
    Text += " " + printOperand(O);
  return Text + ")";
}

std::string at(SourceLoc L) { return fmt::format("{}:{}", L.Line, L.Col); }

// --- A resource on the pointer itself -------------------------------------

/// Where a resource type is created with a handle that points to it (on
/// `*return`: the resource is the object a returned pointer points to).
struct Creation {
  std::string Model, File;
  SourceLoc Loc;
  unsigned Depth = 0; ///< derefs from the handle to the resource
};

/// The depth of the handle a resource_new makes: on `return` its derefs;
/// on an output parameter (`*fds`), one less (the caller's handle is what
/// the parameter points to). nullopt for a handle it cannot tell.
std::optional<unsigned> handleDepth(const Variable &V,
                                    const std::set<std::string> &Params) {
  if (V.Name == "return")
    return static_cast<unsigned>(V.Derefs.size());
  if (Params.count(V.Name) && !V.Derefs.empty())
    return static_cast<unsigned>(V.Derefs.size() - 1);
  return std::nullopt;
}

std::set<std::string> paramNames(const Model &M) {
  std::set<std::string> Names;
  for (const VariableDef &D : M.Params)
    Names.insert(D.Name);
  return Names;
}

/// Each resource type's creations, by type.
std::map<std::string, std::vector<Creation>> creations(const Entries &All) {
  std::map<std::string, std::vector<Creation>> Out;
  for (const ModelLibrary::Entry *E : All) {
    std::set<std::string> Params = paramNames(E->M);
    for (const Case &C : E->M.Cases)
      for (const Operation &Op : C.Operations) {
        if (Op.Op != Operator::ResourceNew || Op.Operands.size() != 2)
          continue;
        const Variable *V = variableOf(Op.Operands[0]);
        const auto *R = std::get_if<ResourceSpec>(&Op.Operands[1].V);
        if (!V || !R)
          continue;
        if (std::optional<unsigned> D = handleDepth(*V, Params))
          Out[R->Type].push_back({E->M.Name, E->File, Op.Loc, *D});
      }
  }
  return Out;
}

/// A resource every model creates on what a handle points to (`*return`),
/// tested or released on a handle itself (`c`, not `*c`): the operation is
/// about the pointer's value, which holds no resource, so it never sees the
/// resource's state.
void resourceOnHandleItself(
    const ModelLibrary::Entry &E,
    const std::map<std::string, std::vector<Creation>> &Made,
    std::vector<Diagnostic> &Out) {
  for (const Case &C : E.M.Cases)
    for (const Operation &Op : C.Operations) {
      if ((Op.Op != Operator::ResourceState &&
           Op.Op != Operator::ResourceNotState) ||
          Op.Operands.size() != 2)
        continue;
      const Variable *V = variableOf(Op.Operands[0]);
      const auto *R = std::get_if<ResourceSpec>(&Op.Operands[1].V);
      if (!V || !R || V->Name == "return" || !V->Derefs.empty())
        continue;
      auto It = Made.find(R->Type);
      if (It == Made.end() ||
          std::any_of(It->second.begin(), It->second.end(),
                      [](const Creation &K) { return K.Depth == 0; }))
        continue;
      const Creation &First = It->second.front();
      Out.push_back(
          {E.File, Op.Operands[0].Loc,
           fmt::format("resource '{}' is created on what a pointer points to "
                       "('{}' at {}:{}:{} makes it on '*return'), but this "
                       "{} is on the pointer '{}' itself, which never holds "
                       "it; write '*{}'",
                       R->Type, First.Model, First.File, First.Loc.Line,
                       First.Loc.Col,
                       Op.Kind == OperationKind::Result ? "result" : "test",
                       V->Name, V->Name)});
    }
}

// --- A misspelled resource type or state ---------------------------------

/// Which models name each resource type, and each type's states.
struct ResourceNames {
  std::map<std::string, std::set<std::string>> ModelsOfType;
  std::map<std::pair<std::string, std::string>, std::set<std::string>>
      ModelsOfState;
};

ResourceNames resourceNames(const Entries &All) {
  ResourceNames N;
  for (const ModelLibrary::Entry *E : All)
    for (const Case &C : E->M.Cases)
      for (const Operation &Op : C.Operations)
        for (const Operand &O : Op.Operands)
          if (const auto *R = std::get_if<ResourceSpec>(&O.V)) {
            N.ModelsOfType[R->Type].insert(E->M.Name);
            N.ModelsOfState[{R->Type, R->State}].insert(E->M.Name);
          }
  return N;
}

/// A resource type or state only this model names, one edit or two from
/// one that several other models name: `(HANDLE opn)` where every other
/// model says `open`. The analyzer gives the names no meaning, so a misspelled one is
/// a new state no other model ever tests or leaves: the leak or wrong-state
/// warnings it should give are silently lost.
void misspelledResources(const ModelLibrary::Entry &E, const ResourceNames &N,
                         std::vector<Diagnostic> &Out) {
  auto OthersOnly = [&](const std::set<std::string> &Models) {
    return !(Models.size() == 1 && *Models.begin() == E.M.Name);
  };
  // The right spelling is the one several models agree on: of two words
  // one model each names, neither is taken for the other's misspelling.
  auto Common = [&](const std::set<std::string> &Models) {
    return Models.size() >= 2;
  };
  for (const Case &C : E.M.Cases)
    for (const Operation &Op : C.Operations)
      for (const Operand &O : Op.Operands) {
        const auto *R = std::get_if<ResourceSpec>(&O.V);
        if (!R)
          continue;
        if (!OthersOnly(N.ModelsOfType.at(R->Type))) {
          std::vector<std::string_view> Types;
          for (const auto &[Type, Models] : N.ModelsOfType)
            if (Common(Models))
              Types.push_back(Type);
          if (std::string Near = nearestSpelling(R->Type, Types); !Near.empty())
            Out.push_back({E.File, O.Loc,
                           fmt::format("resource type '{}' is named by no "
                                       "other model; did you mean '{}'?",
                                       R->Type, Near)});
          continue;
        }
        if (OthersOnly(N.ModelsOfState.at({R->Type, R->State})))
          continue;
        std::vector<std::string_view> States;
        for (const auto &[Key, Models] : N.ModelsOfState)
          if (Key.first == R->Type && Common(Models))
            States.push_back(Key.second);
        if (std::string Near = nearestSpelling(R->State, States); !Near.empty())
          Out.push_back(
              {E.File, O.Loc,
               fmt::format("state '{}' of resource '{}' is named by no other "
                           "model; did you mean '{}'?",
                           R->State, R->Type, Near)});
      }
}

// --- A parameter never used -----------------------------------------------

/// A parameter never used, in a model that says one thing twice about
/// another parameter in one case: an operation copied, whose copy was meant
/// to name the parameter left out (`(constraint memory_valid_pointer s1)`
/// twice in memcpy's model, where s2 was meant). A parameter never used
/// alone is common and deliberate (a flag or a size the model need not
/// know: libc's models leave hundreds out), so it is reported only when
/// \p Every asks for it.
void unusedParams(const ModelLibrary::Entry &E, bool Every,
                  std::vector<Diagnostic> &Out) {
  std::set<std::string> Used;
  for (const Case &C : E.M.Cases)
    for (const Operation &Op : C.Operations)
      for (const Operand &O : Op.Operands)
        if (const Variable *V = variableOf(O))
          Used.insert(V->Name);
  std::vector<const VariableDef *> Unused;
  for (const VariableDef &D : E.M.Params)
    if (D.Name != "..." && !Used.count(D.Name))
      Unused.push_back(&D);
  if (Unused.empty())
    return;
  std::set<std::string> Params = paramNames(E.M);
  // The first operation on a parameter repeated in a case.
  const Operation *Copy = nullptr, *Original = nullptr;
  for (const Case &C : E.M.Cases) {
    for (size_t I = 0; I < C.Operations.size() && !Copy; ++I) {
      const Operation &Op = C.Operations[I];
      bool OnParam = false;
      for (const Operand &O : Op.Operands)
        if (const Variable *V = variableOf(O))
          OnParam |= Params.count(V->Name) != 0;
      if (!OnParam)
        continue;
      for (size_t J = 0; J < I; ++J)
        if (C.Operations[J] == Op) {
          Copy = &Op;
          Original = &C.Operations[J];
          break;
        }
    }
    if (Copy)
      break;
  }
  if (!Copy) {
    if (Every)
      for (const VariableDef *D : Unused)
        Out.push_back({E.File, D->Loc,
                       fmt::format("parameter '{}' is never used in '{}'",
                                   D->Name, E.M.Name)});
    return;
  }
  for (const VariableDef *D : Unused)
    Out.push_back(
        {E.File, D->Loc,
         fmt::format("parameter '{}' is never used in '{}', which says {} "
                     "twice (at {} and {}): was the copy meant to name '{}'?",
                     D->Name, E.M.Name, operationText(*Copy), at(Original->Loc),
                     at(Copy->Loc), D->Name)});
}

// --- A guard that can never hold ------------------------------------------

/// What a case's guards say of one operand's value in one domain (signed,
/// unsigned): a range, values it is not, and the guards that said it.
struct ValueFacts {
  __int128 Low, High;
  /// The values it is not, within [Low, High] only (so that possible() is
  /// a comparison: a case of 90,000 guards is linted in linear time).
  std::set<__int128> Not;
  std::vector<SourceLoc> By;
  explicit ValueFacts(bool Unsigned)
      : Low(Unsigned ? 0 : std::numeric_limits<int64_t>::min()),
        High(Unsigned ? std::numeric_limits<uint64_t>::max()
                      : std::numeric_limits<int64_t>::max()) {}
  bool possible() const {
    return Low <= High && High - Low >= static_cast<__int128>(Not.size());
  }
  /// Drops the values of Not that [Low, High] no longer holds.
  void trim() {
    Not.erase(Not.begin(), Not.lower_bound(Low));
    Not.erase(Not.upper_bound(High), Not.end());
  }
};

/// The constant \p O stands for in a comparison (NULL is 0, EOF is -1).
std::optional<__int128> constantOf(const Operand &O, bool Unsigned) {
  if (const auto *I = std::get_if<IntegerConst>(&O.V)) {
    // Hexadecimal constants are 64-bit patterns: -1 is 0xffff...ffff.
    if (Unsigned)
      return static_cast<__int128>(static_cast<uint64_t>(I->Value));
    return I->Value;
  }
  if (const auto *S = std::get_if<SpecialConst>(&O.V)) {
    if (S->K == SpecialConst::Null)
      return 0;
    if (S->K == SpecialConst::Eof)
      return Unsigned ? std::optional<__int128>() : std::optional<__int128>(-1);
  }
  return std::nullopt;
}

/// Narrows \p F by `Op V C`; false for an operator it does not read.
bool narrow(ValueFacts &F, Operator Op, __int128 C) {
  switch (Op) {
  case Operator::Ieq:
  case Operator::Ueq:
  case Operator::Peq:
    F.Low = std::max(F.Low, C);
    F.High = std::min(F.High, C);
    return true;
  case Operator::Ine:
  case Operator::Une:
  case Operator::Pne:
    if (C >= F.Low && C <= F.High)
      F.Not.insert(C);
    return true;
  case Operator::Ilt:
  case Operator::Ult:
    F.High = std::min(F.High, C - 1);
    return true;
  case Operator::Ile:
  case Operator::Ule:
    F.High = std::min(F.High, C);
    return true;
  case Operator::Igt:
  case Operator::Ugt:
    F.Low = std::max(F.Low, C + 1);
    return true;
  case Operator::Ige:
  case Operator::Uge:
    F.Low = std::max(F.Low, C);
    return true;
  default:
    return false;
  }
}

bool unsignedOperator(Operator Op) {
  switch (Op) {
  case Operator::Ueq:
  case Operator::Une:
  case Operator::Ult:
  case Operator::Ule:
  case Operator::Ugt:
  case Operator::Uge:
    return true;
  default:
    return false;
  }
}

/// The operator that holds exactly when \p Op does not, over the same
/// operands (none for floating point: NaN compares false both ways).
std::optional<Operator> negation(Operator Op) {
  static const std::pair<Operator, Operator> Pairs[] = {
      {Operator::Ieq, Operator::Ine},
      {Operator::Ilt, Operator::Ige},
      {Operator::Ile, Operator::Igt},
      {Operator::Ueq, Operator::Une},
      {Operator::Ult, Operator::Uge},
      {Operator::Ule, Operator::Ugt},
      {Operator::Peq, Operator::Pne},
      {Operator::MemoryValidPointer, Operator::MemoryInvalidPointer},
      {Operator::PointerComparable, Operator::PointerIncomparable},
      {Operator::ResourceState, Operator::ResourceNotState},
  };
  for (auto [A, B] : Pairs) {
    if (Op == A)
      return B;
    if (Op == B)
      return A;
  }
  return std::nullopt;
}

/// The first guard of \p C that cannot hold with the guards before it.
void guardsNeverHold(const ModelLibrary::Entry &E,
                     std::vector<Diagnostic> &Out) {
  for (const Case &C : E.M.Cases) {
    // Per operand (as printed) and domain (0 signed or pointer, 1
    // unsigned): what the guards before say of its value.
    std::map<std::pair<std::string, int>, ValueFacts> Facts;
    // Per operand: the resource state a guard requires, and where.
    std::map<std::string, std::pair<ResourceSpec, SourceLoc>> States;
    // The guards before, by operator and operands (the first of each).
    std::map<std::pair<Operator, std::string>, const Operation *> Before;
    auto OperandsText = [](const Operation &Op) {
      std::string Text;
      for (const Operand &O : Op.Operands)
        Text += printOperand(O) + '\x1f';
      return Text;
    };
    for (const Operation &Op : C.Operations) {
      if (Op.Kind != OperationKind::Guard || Op.Operands.empty())
        continue;
      const Variable *V = variableOf(Op.Operands[0]);
      std::string Name = V ? printOperand(Op.Operands[0]) : "";
      std::string Operands = OperandsText(Op);
      std::optional<std::string> Why;
      // The exact negation of an earlier guard.
      if (std::optional<Operator> Not = negation(Op.Op))
        if (auto B = Before.find({*Not, Operands}); B != Before.end())
          Why = fmt::format("it is the negation of {} at {}",
                            operationText(*B->second), at(B->second->Loc));
      // Two states of one resource.
      if (!Why && V && Op.Op == Operator::ResourceState &&
          Op.Operands.size() == 2)
        if (const auto *R = std::get_if<ResourceSpec>(&Op.Operands[1].V)) {
          auto [It, New] = States.try_emplace(Name, *R, Op.Loc);
          if (!New && It->second.first.Type == R->Type &&
              It->second.first.State != R->State)
            Why = fmt::format("the guard at {} requires '{}' to be in state "
                              "'{}', and a resource has one state",
                              at(It->second.second), Name,
                              It->second.first.State);
        }
      // A value no range allows.
      if (!Why && V && Op.Operands.size() <= 2) {
        bool Unsigned = unsignedOperator(Op.Op);
        std::optional<__int128> Constant;
        Operator Read = Op.Op;
        if (Op.Operands.size() == 2) {
          Constant = constantOf(Op.Operands[1], Unsigned);
        } else if (Op.Op == Operator::IntNonZero ||
                   Op.Op == Operator::MemoryValidPointer) {
          Constant = 0; // not 0, not NULL
          Read = Operator::Ine;
        }
        if (Constant) {
          ValueFacts &F = Facts.try_emplace({Name, Unsigned ? 1 : 0}, Unsigned)
                              .first->second;
          bool WasPossible = F.possible();
          size_t WasBy = F.By.size();
          if (narrow(F, Read, *Constant)) {
            F.trim();
            F.By.push_back(Op.Loc);
            if (!F.possible() && WasPossible) {
              std::string Others;
              for (size_t K = 0; K < WasBy; ++K)
                Others += (Others.empty() ? "" : ", ") + at(F.By[K]);
              Why = fmt::format("no value of '{}' satisfies it", Name);
              if (WasBy)
                *Why += fmt::format(" and the guard{} at {}",
                                    WasBy == 1 ? "" : "s", Others);
            }
          }
        }
      }
      if (Why) {
        Out.push_back(
            {E.File, Op.Loc,
             fmt::format("this guard can never hold: {}; the case is never "
                         "chosen",
                         *Why)});
        break; // one per case: the rest follows from it
      }
      Before.try_emplace({Op.Op, std::move(Operands)}, &Op);
    }
  }
}

} // namespace

std::vector<Diagnostic> lintModels(const Entries &Models,
                                   const Entries &Context,
                                   const LintOptions &Options) {
  Entries All = Context;
  All.insert(All.end(), Models.begin(), Models.end());
  std::map<std::string, std::vector<Creation>> Made = creations(All);
  ResourceNames Names = resourceNames(All);
  std::vector<Diagnostic> Out;
  for (const ModelLibrary::Entry *E : Models) {
    resourceOnHandleItself(*E, Made, Out);
    misspelledResources(*E, Names, Out);
    unusedParams(*E, Options.EveryUnusedParam, Out);
    guardsNeverHold(*E, Out);
  }
  std::stable_sort(Out.begin(), Out.end(),
                   [](const Diagnostic &A, const Diagnostic &B) {
                     return std::tie(A.File, A.Loc.Line, A.Loc.Col) <
                            std::tie(B.File, B.Loc.Line, B.Loc.Col);
                   });
  return Out;
}

std::string warningText(const Diagnostic &D) {
  return fmt::format("{}: warning: {}", formatLocation(D.File, D.Loc),
                     D.Message);
}

} // namespace pathsim::modellang
