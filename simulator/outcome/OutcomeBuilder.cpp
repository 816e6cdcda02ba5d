//===- simulator/outcome/OutcomeBuilder.cpp - one path's outcome ----------===//
#include "simulator/outcome/OutcomeBuilder.h"

#include "simulator/state/Predicate.h"

#include <algorithm>
#include <functional>

namespace pathsim::outcome {

namespace {

/// An input, or a bit range of one (a bit-field of an input word): a value
/// a model names.
bool namedInput(const State &S, SymbolId Id) {
  if (S.isInput(Id))
    return true;
  if (Id == 0 || Id >= S.Cons.size())
    return false;
  const SymbolInfo &Info = S.Cons.info(Id);
  return Info.Def == DefOp::Bits && Info.DefL.K == Value::Kind::Sym &&
         Info.DefL.A == 1 && Info.DefL.B == 0 && S.isInput(Info.DefL.Id);
}

/// The guard stating the assumption (L P R) on inputs, if it can be stated.
std::optional<Operation> guardOf(const Namer &N, const State &S, Value L,
                                 Predicate P, Value Rv) {
  if (L.K == Value::Kind::Ptr && Rv.K == Value::Kind::Sym) {
    std::swap(L, Rv);
    P = swappedPredicate(P);
  }
  if (L.K != Value::Kind::Sym || L.A != 1)
    return std::nullopt;
  // A test on the zero extension of an input (an unsigned parameter
  // widened to size_t) is the same test on the input, read unsigned.
  if (!namedInput(S, L.Id) && Rv.K == Value::Kind::Int) {
    const SymbolInfo &Info = S.Cons.info(L.Id);
    const Value &X = Info.DefL;
    if (Info.Def != DefOp::ZExt || X.K != Value::Kind::Sym || X.A != 1 ||
        X.B != 0 || !namedInput(S, X.Id))
      return std::nullopt;
    __int128 C =
        static_cast<__int128>(Value::signExtend(Rv.bits(), Rv.Bits)) - L.B;
    if (C < 0 || C >= (__int128(1) << X.Bits))
      return std::nullopt;
    switch (P) {
    case Predicate::Slt:
      P = Predicate::Ult;
      break;
    case Predicate::Sle:
      P = Predicate::Ule;
      break;
    case Predicate::Sgt:
      P = Predicate::Ugt;
      break;
    case Predicate::Sge:
      P = Predicate::Uge;
      break;
    default:
      break;
    }
    L = X;
    Rv = Value::integer(static_cast<uint64_t>(C), X.Bits);
  }
  if (!namedInput(S, L.Id))
    return std::nullopt;
  auto Left = N.input(L.Id);
  if (!Left)
    return std::nullopt;
  std::optional<MOperand> Right;
  if (Rv.K == Value::Kind::Int) {
    IntegerConst C;
    C.Value = Value::signExtend(Rv.bits(), Rv.Bits) - L.B;
    Right = operand(C);
  } else if (L.B == 0) {
    Right = N.value(Rv);
    // An input pointer compared with an address inside an input object: a
    // std::string's data pointer with its own inline buffer (whether the
    // string is short), `p == &o->inline_buf`.
    if (!Right && (P == Predicate::Eq || P == Predicate::Ne) &&
        S.pointsIntoItsOwnObject(L.Id, Rv))
      if (auto Object = N.addressed(Rv))
        return operation(OperationKind::Guard,
                         P == Predicate::Eq ? Operator::PeqAddr
                                            : Operator::PneAddr,
                         {operand(*Left), operand(*Object)});
  }
  if (!Right)
    return std::nullopt;
  bool Ptr = N.isPointer(L.Id);
  return operation(OperationKind::Guard, comparison(P, Ptr),
                   {operand(*Left), Ptr ? pointerConstant(*Right) : *Right});
}

} // namespace

bool OutcomeBuilder::guardedOnInputs(uint32_t Facts) {
  FactLimit = Facts;
  guards();
  if (Unstated)
    return false;
  // What a caller passes decides it: one guard at least is on the
  // parameters (and what they point to) alone. The others may read a
  // global too (a context main set up and tested): a call whose arguments
  // break the first takes no such case whatever the global holds, and one
  // that meets it is checked against the rest in its own state.
  auto IsParameter = [&](const MOperand &O) {
    const auto *V = std::get_if<Variable>(&O.V);
    if (!V)
      return true;
    for (uint32_t K = 0; K < F.ParamRegs.size(); ++K)
      if (V->Name == paramName(F, K))
        return true;
    return false;
  };
  bool Any = false;
  for (const Operation &Op : Out.Case.Operations)
    if (Op.Kind == OperationKind::Guard &&
        std::all_of(Op.Operands.begin(), Op.Operands.end(), IsParameter))
      Any = true;
  return Any;
}

Outcome
OutcomeBuilder::build(bool Returned,
                      const std::vector<const ReportedDefect *> &Defects,
                      bool AtDefect) {
  Out.Case.Kind = CaseKind::Alternate;
  guards();
  constraints();
  defects(Defects);
  if (AtDefect) {
    // The function fails there: its callers' paths end at the call.
    Out.Case.Return = ReturnType::Defect;
    reason();
    lines();
    return std::move(Out);
  }
  if (!Returned && !R.endedByThrow()) {
    Out.Case.Return =
        R.endedByLongjmp() ? ReturnType::Longjmp : ReturnType::Exit;
    // An exit under conditions no guard states (an assert on a field of
    // memory reached through a computed pointer) says so, as a return does.
    reason();
    lines();
    return std::move(Out);
  }
  // An exception leaves with what the path did so far: the caller's
  // handler sees it.
  if (Returned)
    returnValue();
  else
    Out.Case.Return = ReturnType::Throw;
  externalMemory();
  variadicArguments();
  freedMemory();
  lostMemory();
  resources();
  errnoLeft();
  reason();
  lines();
  return std::move(Out);
}

void OutcomeBuilder::addOnce(Operation Op) {
  if (std::find(Out.Case.Operations.begin(), Out.Case.Operations.end(), Op) ==
      Out.Case.Operations.end())
    add(std::move(Op));
}

void OutcomeBuilder::guards() {
  // Guards: the assumptions about inputs, as the path made them.
  // Assumptions about memory no input names (reached through a computed
  // pointer) or about values computed from several inputs cannot be guards:
  // the outcome then holds under conditions its model cannot state.
  // A callee's outcome choice (its return value) or a comparison restated by
  // its own test: internal to the path, never a guard, never a condition.
  std::function<bool(const Value &, int)> Choice = [&](const Value &V,
                                                       int Depth) {
    if (V.K == Value::Kind::Int)
      return true;
    if (V.K != Value::Kind::Sym || V.Id >= S.Origins.size() || Depth > 8 ||
        S.isInput(V.Id))
      return false;
    const SymbolInfo &Info = S.Cons.info(V.Id);
    if (Info.Def == DefOp::Cmp)
      return true;
    if (Info.Def == DefOp::ZExt)
      return Choice(Info.DefL, Depth + 1);
    auto K = S.Origins[V.Id].K;
    return K == SymbolOrigin::Kind::CallReturn ||
           K == SymbolOrigin::Kind::CallOut;
  };
  // A fact on a value computed from inputs the path made exact (n - 1 == 0,
  // once n == 1 is a guard) says nothing the guards do not.
  std::function<bool(const Value &, int)> FromExact = [&](const Value &V,
                                                          int Depth) {
    if (V.K == Value::Kind::Int)
      return true;
    if (V.K != Value::Kind::Sym || Depth > 8)
      return false;
    if (S.isInput(V.Id))
      return S.Cons.resolve(V).K == Value::Kind::Int;
    const SymbolInfo &Info = S.Cons.info(V.Id);
    return Info.Def != DefOp::None && FromExact(Info.DefL, Depth + 1) &&
           FromExact(Info.DefR, Depth + 1);
  };
  auto Exact = [&](const Value &V) { return FromExact(V, 0); };
  // A value read from memory the path took a pointer to point to past a
  // defect (a NULL it dereferenced), or computed from one: the path's guess,
  // which no run has. A test of it is no condition of the case, stated or
  // not: the case is one of the defect's, which its callers decide
  // (docs/analysis.md, "A function's callers decide").
  std::function<bool(const Value &, int)> Guessed = [&](const Value &V,
                                                        int Depth) {
    if (V.K != Value::Kind::Sym || V.Id >= S.Origins.size() || Depth > 8)
      return false;
    const SymbolOrigin &O = S.Origins[V.Id];
    if (O.K == SymbolOrigin::Kind::Memory)
      return O.Index < S.Mem.size() && S.Mem.region(O.Index).Guess;
    const SymbolInfo &Info = S.Cons.info(V.Id);
    return Info.Def != DefOp::None &&
           (Guessed(Info.DefL, Depth + 1) || Guessed(Info.DefR, Depth + 1));
  };
  const std::vector<Fact> &Facts = S.Cons.assumptions();
  for (size_t K = 0; K < std::min<size_t>(Facts.size(), FactLimit); ++K) {
    const Fact &Fa = Facts[K];
    // A callee's guard on bytes left uninitialized (reported where they
    // were passed) is a guess at garbage: no condition on the inputs.
    if (Fa.L.hasUninitBits() || Fa.R.hasUninitBits())
      continue;
    if (Guessed(Fa.L, 0) || Guessed(Fa.R, 0))
      continue;
    Value L = Fa.L, Rv = Fa.R;
    Predicate P = Fa.P;
    if (L.K == Value::Kind::Int && Rv.K == Value::Kind::Sym) {
      std::swap(L, Rv);
      P = swappedPredicate(P);
    }
    if (auto G = guardOf(N, S, L, P, Rv)) {
      if (Fa.Stated)
        precondition(std::move(*G));
      else
        add(std::move(*G));
    } else if ((!Choice(L, 0) || !Choice(Rv, 0)) && !(Exact(L) && Exact(Rv)))
      Unstated = true;
  }
}

void OutcomeBuilder::precondition(Operation G) {
  // An input a compiled-out assert says is not NULL holds on every path of
  // the function (one case does not differ from another by it): it is the
  // function's precondition, and its callers are checked against it as a
  // debug build would check them, with the warning a dereference of the
  // parameter gives. Other asserted relations (`n > 0`, `p->state == 4`)
  // stay guards: the case holds under them, and a caller whose argument
  // breaks one takes no case (as a debug build's failed assert ends the
  // path).
  auto *Special = std::get_if<SpecialConst>(&G.Operands[1].V);
  if (G.Op != Operator::Pne || !Special || Special->K != SpecialConst::Null) {
    add(std::move(G));
    return;
  }
  addOnce(operation(OperationKind::Constraint, Operator::MemoryValidPointer,
                    {G.Operands[0]}));
}

void OutcomeBuilder::constraints() {
  // Constraints: every input used must be initialized; deferred tests.
  for (SymbolId Sym : S.UsedInputs)
    if (auto V = N.input(Sym))
      add(operation(OperationKind::Constraint, Operator::MemoryInitialized,
                    {operand(*V)}));
  for (const DeferredTest &D : S.Deferred) {
    if (D.K == DeferredTest::Kind::ResourceState) {
      auto Holder = D.Region ? N.object(D.Region, D.Offset) : N.input(D.V.Id);
      if (Holder)
        add(operation(
            OperationKind::Constraint,
            D.Not ? Operator::ResourceNotState : Operator::ResourceState,
            {operand(*Holder), operand(ResourceSpec{D.Type, D.State})}));
      continue;
    }
    if (D.K == DeferredTest::Kind::Relation) {
      if (auto G = guardOf(N, S, D.V, D.P, D.Bound)) {
        G->Kind = OperationKind::Constraint;
        addOnce(std::move(*G));
      }
      continue;
    }
    // A floating-point input is named by its symbol too (a divisor, a
    // value used).
    if (D.V.K != Value::Kind::Sym &&
        (D.V.K != Value::Kind::FloatUnknown ||
         (D.K != DeferredTest::Kind::NonZero &&
          D.K != DeferredTest::Kind::Initialized)))
      continue;
    auto V = N.input(D.V.Id);
    if (!V)
      continue;
    Operation Op;
    if (D.K == DeferredTest::Kind::Freeable && D.V.B != 0)
      // The parameter advanced before it was freed: a block's middle.
      Op = operation(OperationKind::Constraint, Operator::MemoryFreeable,
                     {operand(*V), operand(IntegerConst{D.V.B, false})});
    else if (D.K == DeferredTest::Kind::Freeable)
      Op = operation(OperationKind::Constraint, Operator::MemoryFreeable,
                     {operand(*V)});
    else if (D.K == DeferredTest::Kind::ValidPointer)
      Op = operation(OperationKind::Constraint, Operator::MemoryValidPointer,
                     {operand(*V)});
    else if (D.K == DeferredTest::Kind::NonZero)
      // A divisor: int_non_zero (float_non_zero), which a caller passing
      // a value read from outside the program and never compared violates.
      Op = operation(OperationKind::Constraint,
                     D.V.K == Value::Kind::FloatUnknown ? Operator::FloatNonZero
                                                        : Operator::IntNonZero,
                     {operand(*V)});
    else
      Op = operation(OperationKind::Constraint, Operator::MemoryInitialized,
                     {operand(*V)});
    addOnce(std::move(Op));
  }
}

void OutcomeBuilder::defects(
    const std::vector<const ReportedDefect *> &Defects) {
  // A local's address left where the caller looks is a result (a dangling
  // pointer, OutcomeResults.cpp): the caller that uses it is told.
  for (const ReportedDefect *D : Defects)
    if (D->Kind != WarningKind::ReturnStackAddress)
      addOnce(operation(
          OperationKind::Constraint, Operator::Defect,
          {operand(StringConst{std::string(kindInfo(D->Kind).Id)}),
           operand(IntegerConst{static_cast<int64_t>(D->Loc.Line), false}),
           operand(IntegerConst{static_cast<int64_t>(D->Loc.Col), false})}));
}

void OutcomeBuilder::reason() {
  // An outcome that holds under conditions no guard states. Callers take the
  // case but blame no dereference on the NULLs it leaves (returned, or
  // written where the caller looks), and a constraint only this kind of case
  // has rules the case out rather than makes a warning.
  // A callee's case that holds under conditions its model cannot state:
  // neither can this outcome's.
  for (const ModelUseRecord &Use : S.Models)
    if (Use.Reason == UnstatedReason)
      Unstated = true;
  if (Unstated)
    Out.Case.Reason = UnstatedReason;
}

void OutcomeBuilder::lines() {
  for (const Step &St : S.Steps)
    if (St.K == PathStep::Kind::Statement)
      Out.Lines.push_back(St.Loc.Line);
}

} // namespace pathsim::outcome
