//===- simulator/models/ModelConditions.cpp -------------------------------===//
// A model's guards and constraints at a call.
#include "simulator/models/ModelEmulation.h"
#include "simulator/models/ModelTerms.h"
#include "simulator/outcome/Outcome.h"
#include "simulator/state/Predicate.h"

#include <algorithm>

namespace pathsim {

bool ModelEmulation::compare(const Operation &Op, Tri &Out, Predicate &P,
                             Value &L, Value &Rv, bool Create) {
  auto Pred = predicateOf(Op.Op);
  if (!Pred || Op.Operands.size() != 2)
    return false;
  P = *Pred;
  bool Pointer = isPointerOperator(Op.Op);
  auto Left = value(Op.Operands[0], Pointer ? 64 : 0, Create);
  if (!Left)
    return false;
  L = *Left;
  uint16_t Bits = L.Bits ? L.Bits : 64;
  auto Right = value(Op.Operands[1], Bits, Create);
  if (!Right)
    return false;
  Rv = *Right;
  if (Rv.K == Value::Kind::Int && Rv.Bits != Bits)
    Rv = Value::integer(Rv.bits(), Bits);
  Out = R.test(P, L, Rv, Pointer);
  return true;
}

Tri ModelEmulation::guard(const Operation &Op) {
  Tri T;
  Predicate P;
  Value L, Rv;
  if (compare(Op, T, P, L, Rv, false))
    return T;
  switch (Op.Op) {
  case Operator::ResourceState:
  case Operator::ResourceNotState: {
    const auto *V = std::get_if<Variable>(&Op.Operands[0].V);
    const auto *Spec = std::get_if<ResourceSpec>(&Op.Operands[1].V);
    if (!V || !Spec)
      return Tri::Unknown;
    auto Pl = place(*V, false);
    Resource *Res = Pl ? resourceOf(*Pl) : nullptr;
    if (!Res || Res->Type != Spec->Type)
      return Tri::Unknown;
    bool Same = Res->State == Spec->State;
    return triOf(Op.Op == Operator::ResourceState ? Same : !Same);
  }
  case Operator::MemoryValidPointer:
  case Operator::IntNonZero: {
    auto V = value(Op.Operands[0], 64, false);
    if (!V)
      return Tri::Unknown;
    return triNot(
        R.test(Predicate::Eq, *V, Value::integer(0, V->Bits ? V->Bits : 64)));
  }
  default:
    return Tri::Unknown;
  }
}

bool ModelEmulation::assumeGuard(const Operation &Op) {
  Tri T;
  Predicate P;
  Value L, Rv;
  if (compare(Op, T, P, L, Rv, true)) {
    if (T != Tri::Unknown)
      return T == Tri::True;
    if (!S.Cons.assume(P, S.Cons.resolve(L), S.Cons.resolve(Rv)))
      return false;
    // A callee testing a pointer against NULL does not make the caller's
    // pointer NULL: a dereference that is NULL only because of such a guard
    // is not reported (Clang calls these inlined defensive checks).
    if (P == Predicate::Eq && Rv.K == Value::Kind::Int && Rv.bits() == 0 &&
        L.K == Value::Kind::Sym && isPointerOperator(Op.Op))
      S.WeakNull.insert(L.Id);
    // A condition of the path, as the caller would write it.
    std::string Left = nameOf(Op.Operands[0]);
    std::string Right =
        std::holds_alternative<SpecialConst>(Op.Operands[1].V) &&
                std::get<SpecialConst>(Op.Operands[1].V).K == SpecialConst::Null
            ? "NULL"
        : std::holds_alternative<IntegerConst>(Op.Operands[1].V)
            ? std::to_string(std::get<IntegerConst>(Op.Operands[1].V).Value)
            : nameOf(Op.Operands[1]);
    std::string Text = Left + " " + std::string(predicateSpelling(P)) + " " +
                       Right + " (in " + Callee + ")";
    S.Assumptions.push_back(
        Assumption{I.Loc, Text, static_cast<uint32_t>(S.Steps.size())});
    S.Steps.push_back(Step{PathStep::Kind::Condition, I.Loc, Text});
    return true;
  }
  if (Op.Op == Operator::MemoryValidPointer || Op.Op == Operator::IntNonZero) {
    auto V = value(Op.Operands[0], 64, true);
    if (V && V->K == Value::Kind::Sym)
      return S.Cons.assume(Predicate::Ne, *V, Value::integer(0, V->Bits));
  }
  return true;
}

void ModelEmulation::violation(WarningKind K, const std::string &Message,
                               const Value *Subject, std::string Variable,
                               std::vector<RelatedNote> Related) {
  if (Conditional) {
    RuledOut = true;
    return;
  }
  R.report(K, I.Loc, Message, std::move(Variable), Subject, 0, {},
           std::move(Related));
}

bool ModelEmulation::conditionalConstraint(const Operation &Op) const {
  if (!Chosen || !Chosen->Reason || *Chosen->Reason != UnstatedReason)
    return false;
  return std::any_of(Eligible.begin(), Eligible.end(), [&](const Case *C) {
    return std::find(C->Operations.begin(), C->Operations.end(), Op) ==
           C->Operations.end();
  });
}

bool ModelEmulation::constraint(const Operation &Op) {
  const MOperand &First = Op.Operands[0];
  // Named only when a warning needs it: printing operands is not free.
  auto Name = [&] { return nameOf(First); };
  auto Quoted = [&] {
    std::string N = Name();
    return N.empty() ? N : " '" + N + "'";
  };
  auto To = [&] { return " to '" + Callee + "'"; };
  switch (Op.Op) {
  case Operator::MemoryValidPointer: {
    auto V0 = value(First, 64, false);
    if (!V0)
      return true;
    Value V = S.Cons.resolve(*V0);
    if (V.hasUninitBits()) {
      violation(WarningKind::UninitUse,
                "passing uninitialized pointer" + Quoted() + To(),
                V0.operator->());
      return true;
    }
    if (V.K == Value::Kind::Int && V.bits() == 0 && S.weaklyNull(*V0))
      return true;
    if (V.K == Value::Kind::Int) {
      if (V.bits() == 0 || V.NullDerived)
        violation(WarningKind::NullDeref,
                  "passing NULL pointer" + Quoted() + To(), V0.operator->());
      else if (static_cast<int64_t>(V.bits()) > -4096 &&
               static_cast<int64_t>(V.bits()) < 4096)
        violation(WarningKind::InvalidDeref,
                  "passing invalid pointer" + Quoted() + To(), V0.operator->());
      return true;
    }
    if (V.K == Value::Kind::Ptr) {
      if (S.Mem.region(V.Id).Freed)
        violation(WarningKind::FreedDeref,
                  "passing pointer to freed memory" + Quoted() + To(),
                  V0.operator->(), "", R.freedNote(V.Id));
      return true;
    }
    if (V.K == Value::Kind::Sym) {
      Tri Null = S.Cons.test(Predicate::Eq, V, Value::integer(0, V.Bits));
      if (Null == Tri::True) {
        if (!S.weaklyNull(*V0))
          violation(WarningKind::NullDeref,
                    "passing NULL pointer" + Quoted() + To(), V0.operator->());
        return true;
      }
      if (V.A == 1) {
        if (RegionId Reg = S.Cons.info(V.Id).Pointee;
            Reg && S.Mem.region(Reg).Freed) {
          violation(WarningKind::FreedDeref,
                    "passing pointer to freed memory" + Quoted() + To(),
                    V0.operator->(), "", R.freedNote(Reg));
          return true;
        }
        S.noteUse(V);
        if (S.isInput(V.Id)) {
          Value B = V;
          B.B = 0;
          S.defer(DeferredTest::of(DeferredTest::Kind::ValidPointer, B, I.Loc));
        }
      }
      if (Null == Tri::Unknown)
        return S.Cons.assume(Predicate::Ne, V, Value::integer(0, V.Bits),
                             /*Choice=*/false);
    }
    return true;
  }
  case Operator::MemoryInitialized: {
    const auto *Var = std::get_if<Variable>(&First.V);
    if (!Var)
      return true;
    auto Pl = place(*Var, false);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Memory) {
      const Region &Reg = S.Mem.region(Pl->Reg);
      int64_t Size = Pl->Size > 0            ? Pl->Size
                     : Reg.Size > Pl->Offset ? Reg.Size - Pl->Offset
                                             : 1;
      if (Pl->KnownOffset &&
          S.Mem.allUninit(Pl->Reg, Pl->Offset, static_cast<uint64_t>(Size))) {
        violation(WarningKind::UninitUse,
                  "passing pointer to uninitialized memory" +
                      memoryPhrase(First) + To(),
                  nullptr);
        // Reported once: the callee's reading it must not warn again.
        if (!S.Mem.region(Pl->Reg).Constant)
          S.Mem.scramble(Pl->Reg, Pl->Offset, static_cast<uint64_t>(Size));
      }
      return true;
    }
    auto V = readPlace(*Pl, 64, false);
    if (V && V->K == Value::Kind::Uninit)
      violation(WarningKind::UninitUse,
                "passing uninitialized value" + Quoted() + To(), &*V);
    else if (V)
      S.noteUse(S.Cons.resolve(*V));
    return true;
  }
  case Operator::MemoryFreeable: {
    auto V0 = value(First, 64, false);
    if (!V0)
      return true;
    Value V = S.Cons.resolve(*V0);
    RegionId Reg = 0;
    int64_t Offset = 0;
    if (V.K == Value::Kind::Ptr) {
      Reg = V.Id;
      Offset = V.A == 0 ? V.B : 0;
    } else if (V.K == Value::Kind::Sym && V.A == 1 &&
               S.Cons.info(V.Id).Pointee) {
      Reg = S.Cons.info(V.Id).Pointee;
      Offset = V.B;
    }
    if (V.hasUninitBits()) {
      violation(WarningKind::UninitUse,
                "freeing uninitialized pointer" + Quoted(), V0.operator->());
      return true;
    }
    if (V.K == Value::Kind::Sym && S.isInput(V.Id) &&
        (!Reg || S.Mem.region(Reg).Kind == RegionKind::External)) {
      if (!Reg || !S.Mem.region(Reg).Freed) {
        // The caller's pointer: freeable is a constraint of our model.
        DeferredTest D;
        D.K = DeferredTest::Kind::Freeable;
        D.V = V;
        D.Loc = I.Loc;
        S.defer(D);
        return true;
      }
    }
    if (!Reg)
      return true;
    const Region &RG = S.Mem.region(Reg);
    if (RG.Freed) {
      violation(WarningKind::DoubleFree, "freeing freed memory" + Quoted(),
                nullptr, Name(), R.freedNote(Reg));
      return true;
    }
    std::string Kind;
    if (RG.Kind == RegionKind::Local || RG.Kind == RegionKind::Stack)
      Kind = "a local variable";
    else if (RG.Kind == RegionKind::Global)
      Kind = RG.Constant && R.context().Module.Globals.size() > RG.Global &&
                     R.context().Module.Globals[RG.Global].Literal
                 ? "a string literal"
                 : "a global variable";
    if (!Kind.empty() && unnamedArg(First)) {
      violation(WarningKind::FreeNonHeap,
                "freeing memory not from the heap: " + Kind, nullptr);
      return true;
    }
    if (!Kind.empty()) {
      // free(&x) or free(buf): the object itself is named.
      std::string Freed = Name();
      std::string Object =
          Freed.size() > 1 && Freed[0] == '&' ? Freed.substr(1) : Freed;
      bool Direct = Object != Freed ||
                    (RG.Kind == RegionKind::Local && RG.Variable &&
                     R.function().Variables[RG.Variable].Name == Freed);
      violation(WarningKind::FreeNonHeap,
                "freeing memory not from the heap: '" + Object + "' " +
                    (Direct ? "is " : "points to ") + Kind,
                nullptr);
      return true;
    }
    if (RG.Kind == RegionKind::Heap && Offset != 0)
      violation(WarningKind::FreeNonHeap,
                "freeing a pointer" + Quoted() +
                    " that does not point to the start of its block",
                nullptr);
    return true;
  }
  case Operator::ResourceState:
  case Operator::ResourceNotState: {
    const auto *Var = std::get_if<Variable>(&First.V);
    const auto *Spec = std::get_if<ResourceSpec>(&Op.Operands[1].V);
    if (!Var || !Spec)
      return true;
    auto Pl = place(*Var, false);
    if (Pl)
      Pl = holder(*Pl);
    Resource *Res = Pl ? resourceOf(*Pl) : nullptr;
    if (!Res && Pl && Op.Op == Operator::ResourceState) {
      // Not created on this path: the caller's. The function requires the
      // state (a constraint of its model) and knows it from now on.
      DeferredTest D;
      D.K = DeferredTest::Kind::ResourceState;
      D.Loc = I.Loc;
      D.Type = Spec->Type;
      D.State = Spec->State;
      Resource In;
      In.Type = Spec->Type;
      In.State = Spec->State;
      if (attach(In, *Pl)) {
        D.Region = In.Region;
        D.Offset = In.Offset;
        if (In.Sym)
          D.V = Value::symbol(In.Sym, 64);
        S.defer(D);
        S.Resources.push_back(std::move(In));
      }
      return true;
    }
    if (!Res || Res->Type != Spec->Type)
      return true;
    bool Same = Res->State == Spec->State;
    std::string Held = Name();
    std::string HeldQuoted =
        Held.empty() ? ""
                     : " '" + (Held[0] == '*' ? Held.substr(1) : Held) + "'";
    if (Op.Op == Operator::ResourceState && !Same)
      violation(WarningKind::ResourceState,
                "'" + Callee + "' needs " + Spec->Type + HeldQuoted +
                    " to be " + Spec->State + ", but it is " + Res->State,
                nullptr, Name());
    else if (Op.Op == Operator::ResourceNotState && Same)
      violation(WarningKind::ResourceState,
                "'" + Callee + "' needs " + Spec->Type + HeldQuoted +
                    " not to be " + Spec->State,
                nullptr, Name());
    return true;
  }
  case Operator::IntNonZero: {
    auto V = value(First, 0, false);
    if (!V)
      return true;
    Tri T =
        R.test(Predicate::Ne, *V, Value::integer(0, V->Bits ? V->Bits : 32));
    if (T == Tri::False)
      violation(WarningKind::BadArgument,
                "argument" + Quoted() + " of '" + Callee + "' must not be 0",
                &*V, Name());
    else if (T == Tri::Unknown && V->K == Value::Kind::Sym) {
      // On what the analyzed function received: its own constraint too.
      if (S.isInputValue(*V))
        S.defer(DeferredTest::of(DeferredTest::Kind::NonZero, *V, I.Loc));
      return S.Cons.assume(Predicate::Ne, *V, Value::integer(0, V->Bits),
                           /*Choice=*/false);
    }
    return true;
  }
  default: {
    Tri T;
    Predicate P;
    Value L, Rv;
    if (!compare(Op, T, P, L, Rv, false))
      return true;
    // A relation on a value needs the value (the paper's appendix).
    if (L.hasUninitBits()) {
      violation(WarningKind::UninitUse,
                "passing uninitialized value" + Quoted() + To(), &L);
      return true;
    }
    S.noteUse(S.Cons.resolve(L));
    if (T == Tri::False) {
      // The constraint as the model states it, on its parameter names.
      // The caller's argument where it has a name; the model's parameter
      // where it is a constant (`argument 'size' of 'realloc'`).
      auto ModelText = [&](const MOperand &O) -> std::string {
        const auto *V = std::get_if<Variable>(&O.V);
        if (!V)
          return "";
        std::string Base = V->Name;
        for (size_t K = 0; K < M.Params.size(); ++K)
          if (M.Params[K].Name == V->Name) {
            std::string Arg = argName(K);
            if (!Arg.empty() && !isdigit(static_cast<unsigned char>(Arg[0])) &&
                Arg[0] != '-')
              Base = Arg;
          }
        return std::string(V->Derefs.size(), '*') + Base;
      };
      std::string Left = ModelText(First), Right = ModelText(Op.Operands[1]);
      if (Right.empty() && Rv.K == Value::Kind::Int)
        Right = std::to_string(Value::signExtend(Rv.bits(), Rv.Bits));
      violation(WarningKind::BadArgument,
                "argument '" + Left + "' of '" + Callee +
                    "' violates its constraint '" + Left + " " +
                    std::string(predicateSpelling(P)) + " " + Right + "'",
                &L, Name());
      return true;
    }
    if (T == Tri::Unknown) {
      // On what the analyzed function received (fd >= 0 for a wrapper of
      // close): its own constraint too, so its callers are checked.
      Value Left = S.Cons.resolve(L), Right = S.Cons.resolve(Rv);
      if (S.isInputValue(Left) && Right.K == Value::Kind::Int) {
        DeferredTest D =
            DeferredTest::of(DeferredTest::Kind::Relation, Left, I.Loc);
        D.P = P;
        D.Bound = Right;
        S.defer(D);
      }
      return S.Cons.assume(P, Left, Right, /*Choice=*/false);
    }
    return true;
  }
  }
}

} // namespace pathsim
