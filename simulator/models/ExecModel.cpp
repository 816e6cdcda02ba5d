//===- simulator/models/ExecModel.cpp -------------------------------------===//
// Emulating a call from the callee's model.
#include "simulator/models/ModelEmulation.h"

#include "simulator/models/FormatCall.h"
#include "simulator/models/ModelTerms.h"

#include <algorithm>

namespace pathsim {

bool ModelEmulation::apply(const ModelOperation &Op,
                           bool (ModelEmulation::*Fn)(const ModelOperation &)) {
  if (!Op.OnVarArgs)
    return (this->*Fn)(Op);
  for (VarArg = 0; M.Params.size() + VarArg < Args.size(); ++VarArg)
    if (!(this->*Fn)(Op))
      return false;
  VarArg = 0;
  return true;
}

bool ModelEmulation::run() {
  // The step budget counts work: emulating a model costs a step for each of
  // its operations, so that a loop around a large model is cut as soon as one
  // around as many instructions would be.
  S.Executed += M.Work;
  // Passing an uninitialized value reads it: reported once, whatever the
  // model says, and the callee sees an unknown value.
  R.checkArguments(I, Callee, Args);
  // (ii) eligible outcomes.
  std::vector<Alternative> Alts;
  // Per eligible case, of its guards unknown here (the case is chosen on
  // data the function had not examined): whether one reads a global, one
  // tests a field against a constant (a type tag, a state).
  struct Unknowns {
    bool Global = false, FieldTest = false, Any = false;
    bool AllLinks = true; ///< every unknown guard tests links (TestsLinks)
  };
  std::vector<Unknowns> Guessed;
  GuardReads.assign(M.Variables.size(), Read{});
  GuardAssumed.clear();
  GuardValues.assign(M.Operations.size(), Evaluated{});
  ChainEnds.assign(M.Chains + 1, ChainEnd{});
  ReadingGuards = true;
  for (const CompiledCase &C : M.Cases) {
    if (R.context().Config.MallocNeverFails && M.AnyAllocation &&
        C.Kind == CaseKind::Error && !C.Allocates)
      continue;
    bool Possible = true;
    Unknowns Unknown;
    for (uint32_t Op : C.guards()) {
      const ModelOperation &Guard = M.Operations[Op];
      Tri T = sharedGuard(Op);
      if (T == Tri::False) {
        Possible = false;
        break;
      }
      if (T == Tri::Unknown) {
        Unknown.Any = true;
        Unknown.Global |= Guard.ReadsGlobal;
        Unknown.FieldTest |= Guard.TestsFieldAgainstConstant;
        Unknown.AllLinks &= Guard.TestsLinks;
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
  const bool Inherited = decidedByAGuess();
  ReadingGuards = false;
  if (Eligible.empty())
    return R.conservativeCall(I, Callee, CallText, Args);
  // (iii) the choice point.
  // The loop bound holds for outcomes too: a loop that runs until a call
  // fails (while (getline(...) != -1)) leaves after a few iterations.
  std::vector<uint32_t> Keys;
  for (const CompiledCase *C : Eligible)
    Keys.push_back(static_cast<uint32_t>(C - M.Cases.data()));
  unsigned Pick = Eligible.size() > 1 ? R.choose(I, Alts, Keys) : 0;
  CaseChoice = Eligible.size() > 1 ? S.Choices : 0;
  Chosen = Eligible[Pick];
  ChosenForced = !Guessed[Pick].Any;
  // A case that ends at a defect of the callee is no outcome the other
  // cases are weighed against: it ends the caller's path with a warning.
  const size_t Live = std::count_if(
      Eligible.begin(), Eligible.end(),
      [](const CompiledCase *C) { return C->Return != ReturnType::Defect; });
  // A NULL the case returns with errno set, from a failed C library call
  // (a wrapper's malloc): the environment's, as malloc's own.
  NullSuggested = Origin == ModelOrigin::Automatic && Live > 1 &&
                  !Chosen->Unstated && !failsInLibrary(*Chosen);
  ChosenOnFieldTest = Guessed[Pick].FieldTest;
  ChosenOnShape = Guessed[Pick].Any && Guessed[Pick].AllLinks;
  ChosenOnUnknownGuard = Guessed[Pick].Any;
  ChoiceStep = static_cast<uint32_t>(S.Steps.size());
  // A case chosen among others that return (not the one that ends at the
  // callee's defect: the path goes on past it on every run that does not
  // fail there).
  ChosenAmongOthers = Chosen->Return != ReturnType::Defect && Live > 1;
  // (iv) assume the unknown guards.
  for (uint32_t Op : Chosen->guards())
    if (!assumeGuard(M.Operations[Op])) {
      R.stop(PathEnd::Infeasible);
      return false;
    }
  // A case chosen on a global the function never examined (a test
  // framework's "already failed" flag), on conditions its model cannot
  // state, or by the callee's own test of a pointer argument for NULL that
  // nothing on the path suggested (a defensive check: `if (!parser)
  // return;` leaves the out-parameter unwritten): what follows may not
  // happen in any run.
  const bool OutOfRange =
      Live > 1 && Guessed[Pick].Any && outOfRangeGuessed();
  bool Weak =
      Chosen->Unstated || Inherited ||
      (Live > 1 && (Guessed[Pick].Global ||
                    (DefensiveNull && Origin == ModelOrigin::Automatic))) ||
      OutOfRange;
  // Record the model used before checking: warnings name it.
  ModelUseRecord Use;
  Use.Loc = I.Loc;
  Use.Callee = Callee;
  Use.CallText = CallText;
  Use.Origin = std::string(originName(Origin));
  Use.ReturnText = Chosen->ReturnText;
  // A bool (one bit) returns true or false, as its caller reads it.
  if (I.Bits == 1 && Chosen->Return &&
      (*Chosen->Return == ReturnType::Return0 ||
       *Chosen->Return == ReturnType::Return1 ||
       *Chosen->Return == ReturnType::ReturnMinus1))
    Use.ReturnText = *Chosen->Return == ReturnType::Return0
                         ? "function returns false"
                         : "function returns true";
  Use.Reason = M.reason(*Chosen);
  Use.Step = static_cast<uint32_t>(S.Steps.size());
  if (Origin == ModelOrigin::Automatic) {
    Use.Model = &M;
    Use.Case = static_cast<uint32_t>(Chosen - M.Cases.data());
  }
  S.Models.push_back(Use);
  S.Steps.push_back(Step{
      PathStep::Kind::ModelOutcome, I.Loc,
      Use.ReturnText + (Use.Reason.empty() ? "" : " (" + Use.Reason + ")")});
  // (v) constraints. One the other eligible cases do not all share is a
  // guess of the case's too: a NULL FILE the case that reads from it
  // forbids (giflib's InternalRead, chosen by its defensive test of the
  // read function the caller stored) is a defect only if the guess holds.
  for (uint32_t Op : Chosen->constraints()) {
    bool Guessed = Weak && !sharedConstraint(Op);
    if (Guessed) {
      WeakChoice Guess; // Always: the violation is the case's own
      Guess.Step = ChoiceStep;
      Guess.ResultDecides = false;
      S.WeakChoices.push_back(std::move(Guess));
    }
    R.rules().suppose(conditionalConstraint(Op));
    bool Holds = apply(M.Operations[Op], &ModelEmulation::constraint);
    bool RuledOut = R.rules().contradicted();
    R.rules().suppose(false);
    if (Guessed)
      S.WeakChoices.pop_back();
    if (!Holds || RuledOut) {
      R.stop(PathEnd::Infeasible);
      return false;
    }
  }
  // A case that ends at the callee's defect (one after which nothing is
  // defined: a call through a NULL function pointer) ends the path.
  if (CalleeDereferencesInvalid || Chosen->Return == ReturnType::Defect)
    R.stop(PathEnd::Defect);
  if (R.stopped())
    return false;
  // (vi) results, by how deep they write (the compiled case lists them so):
  // first those that set a variable itself (return = a new block), then
  // through one deref (*out = a FILE), then through two (**out is an open
  // FILE)... Memory they read on entry (`*src@`) is read before any of them
  // writes: `*dst = *src@; *src = 0` moves the pointer, whatever the order.
  readEntryMemory();
  // What the case gives from here on: its results.
  const auto SymLo = static_cast<SymbolId>(S.Cons.size());
  const auto TagLo = static_cast<uint32_t>(S.Sources.size());
  const auto RegLo = static_cast<RegionId>(S.Mem.size());
  // A recursive call's model of an earlier round stops so deep: the memory
  // its pointer arguments reach may be freed or kept deeper down
  // (`free_list(l->next)` frees the whole rest of the list), so it is lost,
  // not leaked.
  if (Recursive)
    for (const Value &A : Args)
      S.escape(A);
  for (uint32_t Op : Chosen->results()) {
    // A constant format says which variadic arguments the call writes.
    const ModelOperation &Result = M.Operations[Op];
    if (Result.OnVarArgs && Result.Op == Operator::MemoryInitialized &&
        Format && Format->decidesWrites())
      continue;
    if (!apply(Result, &ModelEmulation::result)) {
      R.stop(PathEnd::Infeasible);
      return false;
    }
  }
  EntryValues.clear();
  for (const auto &[Pl, From] : OutsideCells)
    if (auto V = readPlace(Pl, static_cast<uint16_t>(Pl.Size * 8), false)) {
      Value Read = S.Cons.resolve(*V);
      if ((Read.K == Value::Kind::Sym && Read.A == 1 && Read.B == 0) ||
          Read.K == Value::Kind::FloatUnknown) {
        S.syncOrigins();
        if (!S.Origins[Read.Id].Outside)
          S.Origins[Read.Id].Outside = From;
      }
    }
  OutsideCells.clear();
  setErrno();
  if (Chosen->Return && (*Chosen->Return == ReturnType::Exit ||
                         *Chosen->Return == ReturnType::Longjmp)) {
    R.stop(PathEnd::NoReturn, *Chosen->Return == ReturnType::Longjmp);
    return false;
  }
  if (Chosen->Return == ReturnType::Throw) {
    // To the caller's handlers, or out of the caller too; the type thrown
    // is not in the model.
    S.Exception = InFlight{};
    return R.unwind(I);
  }
  Value V;
  if (I.Bits) {
    auto Errno = errnoAddress();
    V = Errno ? *Errno : returnValue();
    // A NULL one of the callee's own cases returns, among others that do
    // not: decided by the callee's code (a guard on the caller's data, or a
    // test inside it, like a virtual call's), not an outcome of the
    // environment that a hand-written model states (malloc's failure).
    Value Resolved = S.Cons.resolve(V);
    if (I.IsPointer && NullSuggested && Resolved.K == Value::Kind::Int &&
        Resolved.bits() == 0) {
      ValueSource &Src = S.Sources[V.Tag];
      // Counted by the name calls use (automatic models are named after the
      // source: "Value", not "_ZNK4Node5ValueEv").
      const Operand &Target = R.function().operands(I)[0];
      Src.NullCallee = Target.K == Operand::Kind::Function
                           ? R.context().Module.FunctionNames[Target.Index]
                           : Callee;
      Src.NullOnFieldTest = ChosenOnFieldTest;
      Src.NullOnShape = ChosenOnShape;
      Src.NullCall = &I;
    }
  }
  if (Weak) {
    // The function's test of the result chooses this case only if no other
    // eligible case returns the same kind of value: `if (l_strton(obj, &v))`
    // cannot tell the case that leaves v unwritten (its conditions
    // unstated) from those that write it.
    bool ResultDecides = std::none_of(
        Eligible.begin(), Eligible.end(), [&](const CompiledCase *C) {
          return C != Chosen && C->Return == Chosen->Return;
        });
    WeakChoice C;
    C.Tag = V.Tag;
    C.Step = ChoiceStep;
    C.ResultDecides = ResultDecides;
    // The path may go on only because the case returns, where another case
    // does not (a test framework's fail function, which longjmps unless a
    // global says a failure already happened): all that follows depends
    // on it. Any case of the model counts, not only the eligible ones: a
    // guard of its own may rule out the case that does not return at this
    // call where the function would not (Unity's UnityFail, whose longjmp
    // cases test the message's bytes as the paths that made the model
    // read them). Otherwise only what depends on what the case gave.
    C.Always = M.AnyNoReturn;
    C.OutOfRange = OutOfRange;
    C.SymLo = SymLo;
    C.SymHi = static_cast<SymbolId>(S.Cons.size());
    C.TagLo = TagLo;
    C.TagHi = static_cast<uint32_t>(S.Sources.size());
    C.RegLo = RegLo;
    C.RegHi = static_cast<RegionId>(S.Mem.size());
    S.noteArgRegions(C, Args);
    C.Assumed = std::move(GuardAssumed);
    S.WeakChoices.push_back(std::move(C));
  }
  // What a hand-written model's result means is known: scanf's counts the
  // targets it assigned.
  if (Format && !Format->written(V, Origin != ModelOrigin::Automatic))
    return false;
  return R.returnFromCall(I, V);
}

bool ModelEmulation::outOfRangeGuessed() {
  // A case that happens only for a value no real run gives (localtime's
  // EOVERFLOW, a time past the year 2^31), taken because the path does not
  // know the value: a guess of the path's, not a way the program goes
  // (docs/analysis.md, "Ranks"), unless the value was read from outside
  // the program (a file's bytes, a line's number), where it may be
  // anything.
  for (uint32_t Op : Chosen->guards()) {
    const ModelOperation &G = M.Operations[Op];
    if (G.Op != Operator::OutOfRange)
      continue;
    auto V = value(G.Operands[0], 64, false);
    if (!V)
      return true;
    Value X = S.Cons.resolve(*V);
    if (X.K != Value::Kind::Sym)
      return true;
    S.syncOrigins();
    return !S.outsideOrigin(X.Id);
  }
  return false;
}

void ModelEmulation::readEntryMemory() {
  EntryValues.assign(M.Variables.size(), std::nullopt);
  for (uint32_t Op : Chosen->results()) {
    const ModelOperation &Result = M.Operations[Op];
    for (size_t K = 0; K < Result.NumOperands; ++K) {
      const ModelOperand &O = Result.Operands[K];
      if (O.K != ModelOperand::Kind::Variable || EntryValues[O.Index])
        continue;
      const ModelVariable &Var = M.Variables[O.Index];
      if (!Var.Input || Var.B == ModelVariable::Base::VarArgs)
        continue;
      // Only what has a size of its own: its value reads the same bytes
      // whatever result uses it.
      auto Pl = place(Var, false);
      if (!Pl || Pl->K != Place::Kind::Memory || Pl->Size <= 0 || Pl->Size > 8)
        continue;
      // A pointer when the result compares pointers (`peq *<8:0>p
      // *<8:0>x@`: construct's element), as a later read would take it.
      EntryValues[O.Index] = readPlace(
          *Pl, static_cast<uint16_t>(Pl->Size * 8), Result.Pointer);
    }
  }
}

Value ModelEmulation::returnValue() {
  Value V;
  if (Return) {
    V = *Return;
  } else if (Chosen->Return && (*Chosen->Return == ReturnType::Return0 ||
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
  if (ReturnOutside) {
    Value Resolved = S.Cons.resolve(V);
    if (Resolved.K == Value::Kind::Sym)
      S.Origins[Resolved.Id].Outside = ReturnOutside;
  }
  if (I.IsFloat && V.K == Value::Kind::Sym)
    V = Value::unknownFloat(V.Id, I.Bits);
  if (I.IsPointer && Chosen->Unstated) {
    // NULL, but only under conditions the callee's model cannot state.
    Value Null = S.Cons.resolve(V);
    if (Null.K == Value::Kind::Int && Null.bits() == 0) {
      V = Value::symbol(S.newSymbol(I.Bits), I.Bits);
      S.Cons.assume(Predicate::Eq, V, Value::integer(0, I.Bits),
                    /*Choice=*/false);
      S.WeakNull.insert(V.Id);
    }
  }
  V.Tag = S.addSource(I.Loc,
                      "value comes from return value of '" + Callee + "' here");
  S.Sources[V.Tag].Reason = M.reason(*Chosen);
  // The case's own constant outcome (malloc's NULL, a status it returns),
  // not a value it read from memory and handed on.
  S.Sources[V.Tag].Made = Chosen->Return &&
                          (*Chosen->Return == ReturnType::Return0 ||
                           *Chosen->Return == ReturnType::Return1 ||
                           *Chosen->Return == ReturnType::ReturnMinus1) &&
                          S.Cons.resolve(V).K == Value::Kind::Int;
  S.Sources[V.Tag].Choice = CaseChoice;
  return V;
}

bool PathRunner::emulate(const Instr &I, const ModelRef &Ref,
                         const std::string &Callee, const std::string &CallText,
                         std::vector<Value> Args, FormatCall *Format) {
  // A loop around a call whose outcomes keep it going (a list drained by a
  // callee whose model cannot say the list gets shorter) is unrolled like a
  // loop of choices, only further: past that, the path is cut.
  uint32_t &Times = Emulations[static_cast<uint32_t>(&I - F.Instrs.data())];
  if (++Times > 32 * Ctx.Config.LoopBound) {
    stop(PathEnd::Aborted);
    return false;
  }
  ModelEmulation E(*this, I, Ref, Callee, CallText, std::move(Args), Format);
  return E.run();
}

} // namespace pathsim
