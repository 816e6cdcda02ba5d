//===- simulator/models/ModelConditions.cpp -------------------------------===//
// A model's guards and constraints at a call.
#include "simulator/models/ModelEmulation.h"
#include "simulator/models/TimeFormat.h"

#include "simulator/models/ModelTerms.h"
#include "simulator/state/Predicate.h"

#include <algorithm>
#include <cctype>

namespace pathsim {

bool ModelEmulation::compare(const ModelOperation &Op, Tri &Out, Predicate &P,
                             Value &L, Value &Rv, bool Create) {
  if (!Op.Pred || Op.NumOperands != 2)
    return false;
  P = *Op.Pred;
  bool Pointer = Op.Pointer;
  auto Left = value(Op.Operands[0], Pointer ? 64 : 0, Create);
  if (!Left)
    return false;
  L = *Left;
  uint16_t Bits = L.Bits ? L.Bits : 64;
  // peq_addr, pne_addr: the second operand's address, not its value (a
  // string's data pointer compared with its own inline buffer).
  auto Right = Op.Op == Operator::PeqAddr || Op.Op == Operator::PneAddr
                   ? addressOf(Op.Operands[1], Create)
                   : value(Op.Operands[1], Bits, Create);
  if (!Right)
    return false;
  Rv = *Right;
  if (Rv.K == Value::Kind::Int && Rv.Bits != Bits)
    Rv = Value::integer(Rv.bits(), Bits);
  // A model's integer compared as floating point (`(guard feq x 0)`) is that
  // number: a constant argument then decides the guard.
  if (isFloatPredicate(P) && Rv.K == Value::Kind::Int)
    Rv = Value::floating(static_cast<double>(Rv.signedValue()), Bits);
  // What a callee compares as a pointer is one for the caller too: a guard
  // on it in the caller's model says NULL (`peq`), so that its callers take
  // that NULL as the defensive check it is.
  if (Pointer && L.K == Value::Kind::Sym && L.A == 1 && L.Id < S.Origins.size())
    S.Origins[L.Id].Pointer = true;
  Out = R.test(P, L, Rv, Pointer);
  return true;
}

Tri ModelEmulation::guard(const ModelOperation &Op) {
  Tri T;
  Predicate P;
  Value L, Rv;
  if (compare(Op, T, P, L, Rv, false))
    return T;
  switch (Op.Op) {
  case Operator::ResourceState:
  case Operator::ResourceNotState: {
    if (Op.Operands[1].K != ModelOperand::Kind::Resource)
      return Tri::Unknown;
    const ResourceSpec *Spec = &M.Resources[Op.Operands[1].Index];
    auto Pl = place(Op.Operands[0], false);
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
  case Operator::TimeFormatOverflows:
    return timeFormatOverflows(Op);
  case Operator::OutOfRange:
    // A mark on the case, not a condition: its other guards say when it
    // happens; how a path that takes it is ranked, ExecModel.cpp says.
    return Tri::True;
  case Operator::Depends:
    // A condition on the operand the model cannot state: never decided.
  default:
    return Tri::Unknown;
  }
}

Tri ModelEmulation::timeFormatOverflows(const ModelOperation &Op) {
  // `(guard time_format_overflows format maxsize)`: false when the format
  // is a constant whose every expansion is not empty and fits, with its
  // NUL, in the size the caller gave (strftime(b, sizeof b, "%H:%M", tm)
  // never returns 0); unknown otherwise.
  auto Fmt = value(Op.Operands[0], 64, false);
  auto Size = value(Op.Operands[1], 64, false);
  if (!Fmt || !Size)
    return Tri::Unknown;
  StringBytes Str = stringAt(*Fmt);
  if (!Str.Terminated)
    return Tri::Unknown;
  std::string Text;
  for (const Value &B : Str.Bytes) {
    if (B.K != Value::Kind::Int)
      return Tri::Unknown;
    if (B.bits() != 0)
      Text.push_back(static_cast<char>(B.bits()));
  }
  auto Length = timeFormatLength(Text);
  if (!Length || Length->Min == 0)
    return Tri::Unknown;
  std::optional<Interval> Room = S.Cons.range(S.Cons.resolve(*Size));
  if (!Room || Room->empty() || Room->Lo < 0)
    return Tri::Unknown;
  return static_cast<uint64_t>(Room->Lo) > Length->Max ? Tri::False
                                                       : Tri::Unknown;
}

Tri ModelEmulation::evaluateGuard(uint32_t Op) {
  // A guard's value depends on the memory it reads and what is known of the
  // values read: while neither changed, its last value stands. Reading may
  // lay out memory (a region for an argument's pointee: a change, as a test
  // then sees the pointer's region) or name bytes read for the first time
  // with new symbols (not a change: a symbol no fact mentions alters no
  // test of other values, and the bytes read the same again). A guard
  // whose reading laid out memory and made no symbol but names for the
  // bytes it read would find the same again in the state it left: its
  // value stands from there.
  uint64_t Changes = S.Mem.changes(), Epoch = S.Cons.epoch(),
           Named = S.Mem.named();
  size_t Symbols = S.Cons.size();
  Tri T = guard(M.Operations[Op]);
  if (S.Cons.epoch() == Epoch &&
      (S.Mem.changes() == Changes ||
       S.Cons.size() - Symbols == S.Mem.named() - Named))
    GuardValues[Op] = Evaluated{true, S.Mem.changes(), Epoch, T};
  return T;
}

bool ModelEmulation::assumeGuard(const ModelOperation &Op) {
  Tri T;
  Predicate P;
  Value L, Rv;
  if (compare(Op, T, P, L, Rv, true)) {
    if (T != Tri::Unknown)
      return T == Tri::True;
    // The caller's NULL a callee compares a pointer with (`if (st->plain
    // == n)`, st->plain NULL in the caller) makes that pointer NULL by the
    // callee's test, as `peq n NULL` does.
    auto NullIn = [&](const Value &V) {
      Value X = S.Cons.resolve(V);
      return X.K == Value::Kind::Int && X.bits() == 0;
    };
    const Value *ComparedWithNull = !Op.Pointer || P != Predicate::Eq ? nullptr
                                    : NullIn(Rv)                      ? &L
                                    : NullIn(L)                       ? &Rv
                                                                      : nullptr;
    for (const Value *V : {&L, &Rv})
      if (V->K == Value::Kind::Sym)
        GuardAssumed.push_back(V->Id);
    if (!S.Cons.assume(P, S.Cons.resolve(L), S.Cons.resolve(Rv)))
      return false;
    // The callee tested the caller's value (a value from outside the
    // program that a check_count(n) looked at).
    S.noteTested(L);
    S.noteTested(Rv);
    // A callee testing a pointer against NULL does not make the caller's
    // pointer NULL: a dereference that is NULL only because of such a guard
    // is not reported (Clang calls these inlined defensive checks).
    if (ComparedWithNull && ComparedWithNull->K == Value::Kind::Sym) {
      S.WeakNull.insert(ComparedWithNull->Id);
      DefensiveNull = true;
    }
    // A condition of the path, as the caller would write it: the same at
    // this call on every path, so written once.
    std::vector<RunContext::GuardText> &Texts = R.context().GuardTexts[{
        static_cast<uint32_t>(&I - R.function().Instrs.data()), &Op}];
    auto At = std::find_if(
        Texts.begin(), Texts.end(),
        [&](const RunContext::GuardText &T) { return T.Callee == Callee; });
    if (At == Texts.end()) {
      std::string Text = conditionText(Op, P);
      Texts.push_back({Callee, std::move(Text)});
      At = Texts.end() - 1;
    }
    const std::string &Text = At->Text;
    // A pointer found not NULL chose nothing the path does not need (a
    // pointer it goes on to use is no NULL; `free(p)` of the caller's p).
    bool NotNull =
        Op.Pointer && P == Predicate::Ne && (NullIn(Rv) || NullIn(L));
    S.Assumptions.push_back(
        Assumption{I.Loc, Text, static_cast<uint32_t>(S.Steps.size()),
                   /*InCallee=*/true,
                   /*Chose=*/ChosenAmongOthers && !NotNull});
    S.Steps.push_back(Step{PathStep::Kind::Condition, I.Loc, Text});
    return true;
  }
  if (Op.Op == Operator::MemoryValidPointer || Op.Op == Operator::IntNonZero) {
    auto V = value(Op.Operands[0], 64, true);
    if (V && V->K == Value::Kind::Sym)
      return S.Cons.assume(Predicate::Ne, *V, Value::integer(0, V->Bits));
  }
  if (Op.Op == Operator::Depends) {
    // The callee's case depends on what the caller passed, in a way its
    // model cannot state (dlsym's "no such symbol"): a test the callee made
    // for the function, as a stated guard the call could not decide is
    // (docs/analysis.md, "Ranks": likely, not certain).
    std::string Text =
        "a condition on " + nameOf(Op.Operands[0]) + " (in " + Callee + ")";
    S.Assumptions.push_back(Assumption{I.Loc, Text,
                                       static_cast<uint32_t>(S.Steps.size()),
                                       /*InCallee=*/true,
                                       /*Chose=*/ChosenAmongOthers});
    S.Steps.push_back(Step{PathStep::Kind::Condition, I.Loc, Text});
  }
  return true;
}

bool ModelEmulation::decidedByAGuess() {
  auto Assumed = [&](const Value &V) {
    return V.K == Value::Kind::Sym &&
           std::any_of(S.WeakChoices.begin(), S.WeakChoices.end(),
                       [&](const WeakChoice &C) {
                         return !C.Confirmed &&
                                std::find(C.Assumed.begin(), C.Assumed.end(),
                                          V.Id) != C.Assumed.end();
                       });
  };
  if (std::none_of(S.WeakChoices.begin(), S.WeakChoices.end(),
                   [](const WeakChoice &C) {
                     return !C.Confirmed && !C.Assumed.empty();
                   }))
    return false;
  for (const CompiledCase &C : M.Cases)
    for (uint32_t Op : C.guards()) {
      if (sharedGuard(Op) == Tri::Unknown)
        continue;
      Tri T;
      Predicate P;
      Value L, Rv;
      if (compare(M.Operations[Op], T, P, L, Rv, false) &&
          (Assumed(L) || Assumed(Rv)))
        return true;
    }
  return false;
}

bool ModelEmulation::conditionalConstraint(uint32_t Op) const {
  return Chosen && Chosen->Unstated && !sharedConstraint(Op);
}

bool ModelEmulation::sharedConstraint(uint32_t Op) const {
  if (ConstraintCases.empty()) {
    // Each case counted once for an operation, even if it lists it twice;
    // a case that ends at a callee's defect states only what comes before
    // it, so it shares every constraint.
    std::vector<uint32_t> CountedFor(M.Operations.size(), UINT32_MAX);
    ConstraintCases.assign(M.Operations.size(), 0);
    for (uint32_t K = 0; K < Eligible.size(); ++K) {
      if (Eligible[K]->Return == ReturnType::Defect) {
        for (uint32_t &Count : ConstraintCases)
          ++Count;
        continue;
      }
      for (uint32_t C : Eligible[K]->constraints())
        if (CountedFor[C] != K) {
          CountedFor[C] = K;
          ++ConstraintCases[C];
        }
    }
  }
  return ConstraintCases[Op] == Eligible.size();
}

bool ModelEmulation::constraint(const ModelOperation &Op) {
  const ModelOperand &First = Op.Operands[0];
  // Named only when a warning needs it: printing operands is not free.
  auto Name = [&] { return nameOf(First); };
  Rules &Check = R.rules();
  // A violation is reported at the call and the path goes on (the caller's
  // defect, not a reason to doubt the path; but see valid_pointer below);
  // what contradicts the path ends it.
  auto GoesOn = [](Verdict V) { return V != Verdict::Infeasible; };
  switch (Op.Op) {
  case Operator::MemoryValidPointer: {
    auto V = value(First, 64, false);
    if (!V)
      return true;
    PointerUse U;
    U.K = PointerUse::Kind::Argument;
    U.Loc = I.Loc;
    U.Name = Name;
    U.Callee = Callee;
    // The callee dereferences it: reported, and the path goes on with the
    // pointer taken as valid, as after a dereference of the function's own
    // (a NULL allocation passed to five setters is one defect, reported at
    // the first: docs/analysis.md, "One defect, one warning"); in the
    // standard library's code, the path ends after the call's other
    // constraints.
    Verdict Valid = Check.validPointer(*V, U).V;
    CalleeDereferencesInvalid |=
        Valid == Verdict::Violated && R.context().StopAtDefects;
    return GoesOn(Valid);
  }
  case Operator::MemoryInitialized: {
    auto Pl = place(First, false);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Memory) {
      const Region &Reg = S.Mem.region(Pl->Reg);
      int64_t Size = Pl->Size > 0            ? Pl->Size
                     : Reg.Size > Pl->Offset ? Reg.Size - Pl->Offset
                                             : 1;
      auto Phrase = [&] { return memoryPhrase(First); };
      Check.initializedMemory(Address{Pl->Reg, Pl->Offset, Pl->KnownOffset},
                              Size, I.Loc, Callee, Phrase, &Args);
      return true;
    }
    auto V = readPlace(*Pl, 64, false);
    if (!V)
      return true;
    ValueUse U;
    U.K = ValueUse::Kind::Argument;
    U.Loc = I.Loc;
    U.Name = Name;
    U.Callee = Callee;
    U.EveryBit = false;
    U.ModelNotation = true;
    if (Check.initialized(*V, U))
      S.noteUse(S.Cons.resolve(*V));
    return true;
  }
  case Operator::MemoryFreeable: {
    auto V = value(First, 64, false);
    if (!V)
      return true;
    FreeUse U;
    U.Loc = I.Loc;
    U.Name = Name;
    U.Unnamed = unnamedArg(First);
    // What the callee frees lies that many bytes past its argument.
    if (Op.NumOperands > 1 && Op.Operands[1].K == ModelOperand::Kind::Integer &&
        Op.Operands[1].Int != 0) {
      Value P = S.Cons.resolve(*V);
      if (P.K == Value::Kind::Ptr || P.K == Value::Kind::Sym)
        P.B += Op.Operands[1].Int;
      V = P;
      U.Advanced = Op.Operands[1].Int;
      U.Callee = Callee;
      // free() of a block's middle frees nothing: the block is neither
      // freed nor reported as leaked on this path (its pointer is lost).
      Verdict Free = Check.freeable(*V, U);
      S.escape(*V);
      return GoesOn(Free);
    }
    return GoesOn(Check.freeable(*V, U));
  }
  case Operator::MemoryFamily: {
    auto V = value(First, 64, false);
    if (!V || Op.Operands[1].K != ModelOperand::Kind::String)
      return true;
    FreeUse U;
    U.Loc = I.Loc;
    U.Name = Name;
    U.Unnamed = unnamedArg(First);
    return GoesOn(Check.family(*V, M.Strings[Op.Operands[1].Index], U));
  }
  case Operator::ResourceState:
  case Operator::ResourceNotState: {
    if (Op.Operands[1].K != ModelOperand::Kind::Resource)
      return true;
    const ResourceSpec *Spec = &M.Resources[Op.Operands[1].Index];
    auto Pl = place(First, false);
    if (Pl)
      Pl = holder(*Pl);
    Resource *Res = Pl ? resourceOf(*Pl) : nullptr;
    if (!Res && Pl) {
      // Not created on this path: the caller's.
      Resource In;
      In.Type = Spec->Type;
      In.State = Spec->State;
      if (attach(In, *Pl)) {
        if (Op.Op == Operator::ResourceState)
          Check.assumeCallerResource(std::move(In), I.Loc);
        else
          Check.assumeCallerNotInState(In, I.Loc);
      }
      return true;
    }
    if (!Res)
      return true;
    ResourceUse U;
    U.Loc = I.Loc;
    U.Callee = Callee;
    U.Name = Name;
    return GoesOn(Check.resourceState(*Res, Spec->Type, Spec->State,
                                      Op.Op == Operator::ResourceNotState, U));
  }
  case Operator::Defect: {
    // A defect the callee reaches under this case's guards, which the call
    // met: reported here, with the callee's path once all are simulated.
    if (First.K != ModelOperand::Kind::String ||
        Op.Operands[1].K != ModelOperand::Kind::Integer ||
        Op.Operands[2].K != ModelOperand::Kind::Integer)
      return true;
    auto Kind = kindFromId(M.Strings[First.Index]);
    if (!Kind)
      return true;
    const Operand &Target = R.function().operands(I)[0];
    std::string Key = Target.K == Operand::Kind::Function
                          ? R.context().Module.FunctionNames[Target.Index]
                          : Callee;
    Check.calleeDefect(*Kind, Op.Operands[1].Int, Op.Operands[2].Int, I.Loc,
                       Callee, Key, ChosenForced);
    return true;
  }
  case Operator::IntNonZero:
  case Operator::FloatNonZero: {
    auto V = value(First, 0, false);
    if (!V)
      return true;
    // The caller's argument by its name; a constant by the model's
    // parameter (`argument 'b' of 'ratio'`, not '0').
    auto ArgName = [&] {
      std::string Text = nameOf(First);
      if (Text.empty() || isdigit(static_cast<unsigned char>(Text[0])) ||
          Text[0] == '-')
        Text = relationText(First);
      return Text;
    };
    NonZeroUse U;
    U.K = NonZeroUse::Kind::Argument;
    U.Loc = I.Loc;
    U.Name = ArgName;
    U.Callee = Callee;
    return GoesOn(Check.nonZero(*V, U));
  }
  default: {
    Tri T;
    Predicate P;
    Value L, Rv;
    if (!compare(Op, T, P, L, Rv, false))
      return true;
    // The constraint as the model states it, on its parameter names: the
    // caller's argument where it has a name; the model's parameter where it
    // is a constant (`argument 'size' of 'realloc'`).
    auto Sides = [&] {
      std::string Left = relationText(First),
                  Right = relationText(Op.Operands[1]);
      if (Right.empty() && Rv.K == Value::Kind::Int)
        Right = std::to_string(Value::signExtend(Rv.bits(), Rv.Bits));
      return std::make_pair(Left, Right);
    };
    RelationUse U;
    U.Loc = I.Loc;
    U.Callee = Callee;
    U.Name = Name;
    U.Sides = Sides;
    return GoesOn(Check.relation(P, L, Rv, T, U));
  }
  }
}

} // namespace pathsim
