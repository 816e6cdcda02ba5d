//===- simulator/models/ExecModel.cpp -------------------------------------===//
// Emulating a call from the callee's model.
#include "simulator/models/ModelEmulation.h"

#include "simulator/models/ModelTerms.h"
#include "simulator/outcome/Outcome.h"

#include <algorithm>

namespace pathsim {

bool ModelEmulation::run() {
  // The step budget counts work: emulating a model costs a step for each of
  // its operations, so that a loop around a large model is cut as soon as one
  // around as many instructions would be.
  for (const Case &C : M.Cases)
    S.Executed += C.Operations.size();
  // Passing an uninitialized value reads it: reported once, whatever the
  // model says, and the callee sees an unknown value.
  R.checkArguments(I, Callee, Args);
  // (ii) eligible outcomes.
  std::vector<Alternative> Alts;
  // Per eligible case, of its guards unknown here (the case is chosen on
  // data the function had not examined): whether one reads a global, one
  // tests a field against a constant (a type tag, a state).
  struct Unknowns {
    bool Global = false, FieldTest = false;
  };
  std::vector<Unknowns> Guessed;
  bool AnyAllocation = false;
  for (const Case &C : M.Cases)
    AnyAllocation |= allocates(C);
  for (const Case &C : M.Cases) {
    if (R.context().Config.MallocNeverFails && AnyAllocation &&
        C.Kind == CaseKind::Error && !allocates(C))
      continue;
    bool Possible = true;
    Unknowns Unknown;
    for (const Operation &Op : C.Operations) {
      if (Op.Kind != OperationKind::Guard)
        continue;
      Tri T = guard(Op);
      if (T == Tri::False) {
        Possible = false;
        break;
      }
      if (T == Tri::Unknown) {
        Unknown.Global |= readsGlobal(Op);
        Unknown.FieldTest |= testsFieldAgainstConstant(Op);
      }
    }
    if (!Possible)
      continue;
    Eligible.push_back(&C);
    Guessed.push_back(Unknown);
    Alternative A;
    A.Site = static_cast<uint32_t>(&I - R.function().Instrs.data());
    A.Class = C.Return ? static_cast<uint32_t>(*C.Return) + 1 : 0;
    Alts.push_back(A);
  }
  if (Eligible.empty())
    return R.conservativeCall(I, Callee, CallText, Args);
  // (iii) the choice point.
  // The loop bound holds for outcomes too: a loop that runs until a call
  // fails (while (getline(...) != -1)) leaves after a few iterations.
  std::vector<uint32_t> Keys;
  for (const Case *C : Eligible)
    Keys.push_back(static_cast<uint32_t>(C - M.Cases.data()));
  unsigned Pick = Eligible.size() > 1 ? R.choose(I, Alts, Keys) : 0;
  Chosen = Eligible[Pick];
  bool Unstated = Chosen->Reason && *Chosen->Reason == UnstatedReason;
  // A case chosen on a global the function never examined (a test
  // framework's "already failed" flag), or on conditions its model cannot
  // state: what follows may not happen in any run.
  bool Weak = Unstated || (Eligible.size() > 1 && Guessed[Pick].Global);
  uint32_t ChoiceStep = static_cast<uint32_t>(S.Steps.size());
  // (iv) assume the unknown guards.
  for (const Operation &Op : Chosen->Operations)
    if (Op.Kind == OperationKind::Guard && !assumeGuard(Op)) {
      R.stop(PathEnd::Infeasible);
      return false;
    }
  // Record the model used before checking: warnings name it.
  ModelUseRecord Use;
  Use.Loc = I.Loc;
  Use.Callee = Callee;
  Use.CallText = CallText;
  Use.Origin = std::string(originName(Origin));
  Use.ReturnText = returnText(*Chosen, allocates(*Chosen));
  Use.Reason = Chosen->Reason.value_or("");
  Use.Step = static_cast<uint32_t>(S.Steps.size());
  S.Models.push_back(Use);
  S.Steps.push_back(Step{
      PathStep::Kind::ModelOutcome, I.Loc,
      Use.ReturnText + (Use.Reason.empty() ? "" : " (" + Use.Reason + ")")});
  // An operation on `...` applies to each variadic argument in turn.
  auto Apply = [&](const Operation &Op,
                   bool (ModelEmulation::*Fn)(const Operation &)) {
    const auto *V = std::get_if<Variable>(&Op.Operands[0].V);
    if (!V || V->Name != "...")
      return (this->*Fn)(Op);
    for (VarArg = 0; M.Params.size() + VarArg < Args.size(); ++VarArg)
      if (!(this->*Fn)(Op))
        return false;
    VarArg = 0;
    return true;
  };
  // (v) constraints.
  for (const Operation &Op : Chosen->Operations) {
    if (Op.Kind != OperationKind::Constraint)
      continue;
    R.rules().suppose(conditionalConstraint(Op));
    bool Holds = Apply(Op, &ModelEmulation::constraint);
    bool RuledOut = R.rules().contradicted();
    R.rules().suppose(false);
    if (!Holds || RuledOut) {
      R.stop(PathEnd::Infeasible);
      return false;
    }
  }
  if (R.stopped())
    return false;
  // (vi) results, by how deep they write, whatever order the model lists
  // them in: first those that set a variable itself (return = a new block),
  // then through one deref (*out = a FILE), then through two (**out is an
  // open FILE)...
  auto Depth = [](const Operation &Op) {
    const auto *V = std::get_if<Variable>(&Op.Operands[0].V);
    return V ? V->Derefs.size() : 0;
  };
  size_t Deepest = 0;
  for (const Operation &Op : Chosen->Operations)
    if (Op.Kind == OperationKind::Result)
      Deepest = std::max(Deepest, Depth(Op));
  for (size_t Level = 0; Level <= Deepest; ++Level)
    for (const Operation &Op : Chosen->Operations) {
      if (Op.Kind != OperationKind::Result || Depth(Op) != Level)
        continue;
      if (!Apply(Op, &ModelEmulation::result)) {
        R.stop(PathEnd::Infeasible);
        return false;
      }
    }
  if (Chosen->Return && (*Chosen->Return == ReturnType::Exit ||
                         *Chosen->Return == ReturnType::Longjmp)) {
    R.stop(PathEnd::NoReturn, *Chosen->Return == ReturnType::Longjmp);
    return false;
  }
  Value V;
  if (I.Bits) {
    if (Return) {
      V = *Return;
    } else if (Chosen->Return &&
               (*Chosen->Return == ReturnType::Return0 ||
                *Chosen->Return == ReturnType::Return1 ||
                *Chosen->Return == ReturnType::ReturnMinus1)) {
      int64_t X = *Chosen->Return == ReturnType::Return0   ? 0
                  : *Chosen->Return == ReturnType::Return1 ? 1
                                                           : -1;
      V = Value::integer(static_cast<uint64_t>(X), I.Bits);
    } else {
      // Unrestricted: any value, a pointer that may or may not be NULL.
      V = ensureReturn(I.IsPointer, false);
    }
    if (I.IsFloat && V.K == Value::Kind::Sym)
      V = Value::unknownFloat(V.Id, I.Bits);
    if (I.IsPointer && Chosen->Reason && *Chosen->Reason == UnstatedReason) {
      // NULL, but only under conditions the callee's model cannot state.
      Value Null = S.Cons.resolve(V);
      if (Null.K == Value::Kind::Int && Null.bits() == 0) {
        V = Value::symbol(S.newSymbol(I.Bits), I.Bits);
        S.Cons.assume(Predicate::Eq, V, Value::integer(0, I.Bits),
                      /*Choice=*/false);
        S.WeakNull.insert(V.Id);
      }
    }
    V.Tag = S.addSource(I.Loc, "value comes from return value of '" + Callee +
                                   "' here");
    ValueSource &Src = S.Sources[V.Tag];
    Src.Reason = Chosen->Reason.value_or("");
    // A NULL one of the callee's own cases returns, among others that do
    // not: decided by the callee's code (a guard on the caller's data, or a
    // test inside it, like a virtual call's), not an outcome of the
    // environment that a hand-written model states (malloc's failure).
    Value Resolved = S.Cons.resolve(V);
    if (I.IsPointer && Origin == ModelOrigin::Automatic &&
        Eligible.size() > 1 && !Unstated && Resolved.K == Value::Kind::Int &&
        Resolved.bits() == 0) {
      // Counted by the name calls use (automatic models are named after the
      // source: "Value", not "_ZNK4Node5ValueEv").
      const Operand &Target = R.function().operands(I)[0];
      Src.NullCallee = Target.K == Operand::Kind::Function
                           ? R.context().Module.FunctionNames[Target.Index]
                           : Callee;
      Src.NullOnFieldTest = Guessed[Pick].FieldTest;
    }
  }
  if (Weak)
    S.WeakChoices.push_back(WeakChoice{V.Tag, ChoiceStep, false});
  return R.returnFromCall(I, V);
}

bool ModelEmulation::readsGlobal(const Operation &Op) const {
  for (const MOperand &O : Op.Operands)
    if (const auto *V = std::get_if<Variable>(&O.V))
      for (const VariableDef &G : M.Globals)
        if (G.Name == V->Name)
          return true;
  return false;
}

bool ModelEmulation::testsFieldAgainstConstant(const Operation &Op) {
  const auto *Field = std::get_if<Variable>(&Op.Operands[0].V);
  return Field && !Field->Derefs.empty() && Op.Operands.size() > 1 &&
         std::holds_alternative<IntegerConst>(Op.Operands[1].V);
}

bool PathRunner::emulate(const Instr &I, const ModelRef &Ref,
                         const std::string &Callee, const std::string &CallText,
                         std::vector<Value> Args) {
  // A loop around a call whose outcomes keep it going (a list drained by a
  // callee whose model cannot say the list gets shorter) is unrolled like a
  // loop of choices, only further: past that, the path is cut.
  uint32_t &Times = Emulations[static_cast<uint32_t>(&I - F.Instrs.data())];
  if (++Times > 32 * Ctx.Config.LoopBound) {
    stop(PathEnd::Aborted);
    return false;
  }
  ModelEmulation E(*this, I, Ref, Callee, CallText, std::move(Args));
  return E.run();
}

} // namespace pathsim
