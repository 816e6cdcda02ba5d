//===- simulator/exec/Executor.cpp - the instruction loop and control flow ===//
#include "simulator/exec/Executor.h"
#include "simulator/exec/OwnNulls.h"

#include "simulator/state/Predicate.h"
#include "sourcemap/SourceMap.h"

#include <algorithm>

namespace pathsim {

PathRunner::PathRunner(const RunContext &Ctx, const FunctionCode &F, Chooser &C)
    : Ctx(Ctx), F(F), Choices(C) {
  if (!Ctx.StatementLinesKnown && Ctx.Sources &&
      F.Loc.File < Ctx.Module.Files.size())
    if (const auto *Texts =
            Ctx.Sources->find(Ctx.Module.Files[F.Loc.File].Path))
      StatementLines = &Texts->StatementLines;
}

void PathRunner::initialize() {
  S.Regs.assign(F.NumRegs + 1, Value::uninit(0));
  S.BlockVisits.assign(F.Blocks.size(), 0);
  for (uint32_t K = 0; K < F.ParamRegs.size(); ++K) {
    SymbolOrigin O;
    O.K = SymbolOrigin::Kind::Param;
    O.Index = K;
    O.Pointer = F.ParamIsPointer[K];
    uint16_t Bits = F.ParamBits[K];
    S.Regs[F.ParamRegs[K]] = Value::symbol(S.newSymbol(Bits, O), Bits);
  }
}

PathEnd PathRunner::run() {
  initialize();
  jump(0);
  while (!Stopped) {
    const pathsim::Block &B = F.Blocks[Block];
    bool Left = false;
    for (uint32_t K = B.First; K < B.First + B.Count && !Stopped; ++K) {
      const Instr &I = F.Instrs[K];
      if (++S.Executed > Ctx.Config.StepBudget || Spinning) {
        stop(PathEnd::Aborted);
        break;
      }
      if (outOfTime(1)) {
        stop(PathEnd::Timeout);
        break;
      }
      noteStatement(I);
      if (I.InAssumption) {
        // Part of an assertion the build does not run: a violation says
        // the path cannot be real (`assert(p->n > 0)` says p is valid).
        Check.suppose(true);
        bool Goes = execute(I);
        bool RuledOut = Check.contradicted();
        Check.suppose(false);
        if (RuledOut)
          stop(PathEnd::Infeasible);
        if (!Goes || RuledOut) {
          Left = true;
          break;
        }
        continue;
      }
      if (!execute(I)) {
        Left = true;
        break;
      }
    }
    if (!Left && !Stopped) {
      // A block always ends in a terminator; falling off one is a decoder bug.
      stop(PathEnd::NoReturn);
    }
  }
  return End;
}

std::string PathRunner::regName(const Operand &Op) const {
  if (Op.K != Operand::Kind::Reg || Op.Index >= F.RegName.size())
    return "";
  uint32_t N = F.RegName[Op.Index];
  return N ? F.Names[N] : "";
}

bool PathRunner::checkInitialized(const Value &V, const Instr &I,
                                  uint32_t NameIndex) {
  ValueUse U;
  U.Loc = I.Loc;
  auto Name = [&] { return F.Names[NameIndex]; };
  U.Name = Name;
  return Check.initialized(V, U);
}

bool PathRunner::goesOn(Verdict V) {
  if (V == Verdict::Holds)
    return true;
  stop(V == Verdict::Violated ? PathEnd::Defect : PathEnd::Infeasible);
  return false;
}

bool PathRunner::outOfTime(uint32_t Cost) {
  if (ClockCredit > Cost) {
    ClockCredit -= Cost;
    return false;
  }
  ClockCredit = 1024;
  return Ctx.outOfTime();
}

void PathRunner::stop(PathEnd E, bool Longjmp) {
  Stopped = true;
  End = E;
  Longjmped = Longjmp;
}

bool PathRunner::returnFromCall(const Instr &I, const Value &Result) {
  setResult(I, Result);
  if (I.NumExtra) // invoke: continue at the normal destination
    return jump(F.targets(I)[0].Block);
  return true;
}

bool PathRunner::jump(uint32_t Target) {
  PrevBlock = Block;
  Block = Target;
  ++S.BlockVisits[Target];
  return false;
}

void PathRunner::noteStatement(const Instr &I) {
  if (I.Loc.Line == 0 || I.Op == Opcode::Nop || I.Op == Opcode::Alloca ||
      I.Loc.File != F.Loc.File || I.Loc.Line == LastStatementLine)
    return;
  // (I is in the function's own file.)
  if (Ctx.Sources && I.Loc.File < Ctx.Module.Files.size() &&
      !(Ctx.StatementLinesKnown
            ? I.Loc.Line >= Ctx.StatementLinesFrom &&
                  I.Loc.Line - Ctx.StatementLinesFrom <
                      Ctx.StatementLines.size() &&
                  Ctx.StatementLines[I.Loc.Line - Ctx.StatementLinesFrom]
            : StatementLines && StatementLines->count(I.Loc.Line)))
    return;
  LastStatementLine = I.Loc.Line;
  S.Steps.push_back(Step{PathStep::Kind::Statement, I.Loc, ""});
}

Value PathRunner::eval(const Operand &Op) {
  switch (Op.K) {
  case Operand::Kind::Reg:
    return S.Regs[Op.Index];
  case Operand::Kind::Int:
    return Value::integer(static_cast<uint64_t>(Op.Imm), Op.Bits);
  case Operand::Kind::Null:
    return Value::integer(0, 64);
  case Operand::Kind::Undef:
    return Value::uninit(Op.Bits ? Op.Bits : 64);
  case Operand::Kind::Global:
    return Value::pointer(global(Op.Index), Op.Imm);
  case Operand::Kind::Function:
    return Value::pointer(functionRegion(Op.Index), 0);
  case Operand::Kind::Float:
    return Value::floating(Op.FImm, Op.Bits);
  case Operand::Kind::Unknown:
  case Operand::Kind::None:
    break;
  }
  uint16_t Bits = Op.Bits ? Op.Bits : 64;
  return Value::symbol(S.newSymbol(Bits), Bits);
}

void PathRunner::setResult(const Instr &I, Value V) {
  if (I.Bits != 0)
    S.Regs[I.Dest] = V;
}

bool PathRunner::execute(const Instr &I) {
  const Operand *Ops = F.operands(I);
  switch (I.Op) {
  case Opcode::Nop:
    return true;
  case Opcode::Alloca:
    allocaRegion(I);
    return true;
  case Opcode::Load:
    return load(I);
  case Opcode::Store:
    return store(I);
  case Opcode::Gep:
    setResult(I, gep(I));
    return !Stopped;
  case Opcode::Add:
  case Opcode::Sub:
  case Opcode::Mul:
  case Opcode::UDiv:
  case Opcode::SDiv:
  case Opcode::URem:
  case Opcode::SRem:
  case Opcode::Shl:
  case Opcode::LShr:
  case Opcode::AShr:
  case Opcode::And:
  case Opcode::Or:
  case Opcode::Xor:
  case Opcode::FAdd:
  case Opcode::FSub:
  case Opcode::FMul:
  case Opcode::FDiv:
  case Opcode::FRem: {
    const auto From = static_cast<SymbolId>(S.Cons.size());
    Value L = eval(Ops[0]), R = eval(Ops[1]);
    setResult(I, binary(I, L, R));
    if (!S.WeakChoices.empty())
      S.noteComputed(From, L, R);
    return !Stopped;
  }
  case Opcode::FNeg: {
    Value V = eval(Ops[0]);
    uint32_t Name =
        Ops[0].K == Operand::Kind::Reg ? F.RegName[Ops[0].Index] : 0;
    if (checkInitialized(V, I, Name) && V.K == Value::Kind::Float)
      setResult(I, Value::floating(-V.F, I.Bits));
    else
      setResult(I, Value::unknownFloat(S.newSymbol(I.Bits), I.Bits));
    return true;
  }
  case Opcode::ICmp:
  case Opcode::FCmp:
    setResult(I, compare(I, eval(Ops[0]), eval(Ops[1])));
    return !Stopped;
  case Opcode::ZExt:
  case Opcode::SExt:
  case Opcode::Trunc:
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
  case Opcode::BitCast:
  case Opcode::FPToSI:
  case Opcode::FPToUI:
  case Opcode::SIToFP:
  case Opcode::UIToFP:
  case Opcode::FPTrunc:
  case Opcode::FPExt: {
    // The result comes from where its operand came from (a call's result
    // tested after a conversion, `if (ok)` of a bool).
    const auto From = static_cast<SymbolId>(S.Cons.size());
    Value In = eval(Ops[0]);
    Value Out = cast(I, In);
    if (!S.WeakChoices.empty())
      S.noteComputed(From, In);
    if (!Out.Tag && !Out.hasUninitBits())
      Out.Tag = In.Tag;
    setResult(I, Out);
    return true;
  }
  case Opcode::Select: {
    auto Truth = decide(eval(Ops[0]), I, -1, -1);
    if (!Truth)
      return false;
    setResult(I, eval(Ops[*Truth ? 1 : 2]));
    return true;
  }
  case Opcode::Phi: {
    const Target *T = F.targets(I);
    for (uint16_t K = 0; K < I.NumExtra; ++K)
      if (T[K].Block == PrevBlock) {
        setResult(I, eval(Ops[T[K].CaseValue]));
        return true;
      }
    setResult(I, Value::uninit(I.Bits));
    return true;
  }
  case Opcode::Br:
    return jump(F.targets(I)[0].Block);
  case Opcode::CondBr:
    return branch(I);
  case Opcode::Switch:
    return switchOn(I);
  case Opcode::IndirectBr:
    return indirectJump(I);
  case Opcode::LandingPad:
    landingPad(I);
    return true;
  case Opcode::Caught: {
    Value &V = I.Imm ? S.Exception.Selector : S.Exception.Object;
    if (V.K == Value::Kind::Uninit) // thrown by code the path did not see
      V = I.Imm ? Value::symbol(S.newSymbol(32), 32)
                : Value::pointer(
                      S.Mem.create(RegionKind::Unknown, Fill::Unknown, -1), 0);
    setResult(I, V);
    return true;
  }
  case Opcode::Resume:
    return unwind(I);
  case Opcode::Ret: {
    if (I.NumOperands) {
      Value V = eval(Ops[0]);
      ValueUse U;
      U.K = ValueUse::Kind::Returned;
      U.Loc = I.Loc;
      U.EveryBit = false;
      Check.initialized(V, U);
      S.noteUse(S.Cons.resolve(V));
      S.ReturnValue = V;
      if (!splitReturnedComparison(I, V))
        return false;
    }
    // At -O0 every return goes through one `ret` at the closing brace: the
    // return statement the path took is its last statement.
    ReturnLoc = I.Loc;
    if (Ctx.Sources && I.Loc.File < Ctx.Module.Files.size() &&
        !Ctx.Sources->isStatementLine(Ctx.Module.Files[I.Loc.File].Path,
                                      I.Loc.Line))
      for (auto It = S.Steps.rbegin(); It != S.Steps.rend(); ++It)
        if (It->K == PathStep::Kind::Statement) {
          ReturnLoc = It->Loc;
          break;
        }
    stop(PathEnd::Returned);
    return false;
  }
  case Opcode::Call: {
    // What a call returns or writes, given values a weak choice gave
    // (strlen of the string it returned, strchr's NULL in it), is what
    // that choice gave; so for a guess the call itself made (a NULL it
    // was passed, taken as valid: State::noteGuess).
    const size_t Before = S.WeakChoices.size();
    const auto From = static_cast<SymbolId>(S.Cons.size());
    const auto TagFrom = static_cast<uint32_t>(S.Sources.size());
    bool Going = call(I);
    if (!S.WeakChoices.empty() &&
        (From < S.Cons.size() || TagFrom < S.Sources.size())) {
      std::vector<Value> Args;
      Args.reserve(I.NumOperands);
      for (uint16_t K = 0; K < I.NumOperands; ++K)
        if (Ops[K].K == Operand::Kind::Reg)
          Args.push_back(S.Regs[Ops[K].Index]);
      S.noteCallComputed(From, TagFrom, Before, Args);
    }
    return Going;
  }
  case Opcode::Unreachable:
    stop(PathEnd::NoReturn);
    return false;
  case Opcode::Assume:
    return assumeStated(eval(Ops[0]));
  case Opcode::Memcpy:
    return memCopy(I);
  case Opcode::Memset:
    return memSet(I);
  case Opcode::Opaque: {
    if (I.Imm == 1 && I.NumOperands) {
      // Writes memory through operand 0 (va_start, atomics).
      Value P = S.Cons.resolve(eval(Ops[0]));
      if (P.K == Value::Kind::Ptr)
        S.Mem.scramble(P.Id, P.B, I.Size);
    }
    if (I.Bits) {
      SymbolId Sym = S.newSymbol(I.Bits);
      setResult(I, I.IsFloat ? Value::unknownFloat(Sym, I.Bits)
                             : Value::symbol(Sym, I.Bits));
    }
    return true;
  }
  }
  return true;
}

bool PathRunner::branch(const Instr &I) {
  const Target *T = F.targets(I);
  Value Cond = eval(F.operands(I)[0]);
  auto Truth = decide(Cond, I, static_cast<int32_t>(T[0].Block),
                      static_cast<int32_t>(T[1].Block));
  if (!Truth)
    return false;
  uint32_t Next = T[*Truth ? 0 : 1].Block;
  // A loop whose test sees the very same unknown value again and again makes
  // no progress on this path: the path cannot be real (a callee's outcome
  // made it so); drop it rather than spin to the step budget.
  Value C = S.Cons.resolve(Cond);
  if ((C.K == Value::Kind::Sym || C.K == Value::Kind::FloatUnknown) &&
      S.BlockVisits[Next] > Ctx.Config.LoopBound) {
    auto &[Last, Repeats] =
        Repeated[static_cast<uint32_t>(&I - F.Instrs.data())];
    Repeats = Last.sameAs(C) ? Repeats + 1 : 0;
    Last = C;
    if (Repeats >= 8) {
      stop(PathEnd::Infeasible);
      return false;
    }
  }
  return jump(Next);
}

bool PathRunner::splitReturnedComparison(const Instr &I, const Value &V) {
  Value C = S.Cons.resolve(V);
  if (C.K != Value::Kind::Sym || C.A != 1 || C.B != 0)
    return true;
  // Through the widening of a bool (`return p == NULL;` in an int function).
  if (S.Cons.info(C.Id).Def == DefOp::ZExt) {
    C = S.Cons.resolve(S.Cons.info(C.Id).DefL);
    if (C.K != Value::Kind::Sym || C.A != 1 || C.B != 0)
      return true;
  }
  const SymbolInfo &Info = S.Cons.info(C.Id);
  if (Info.Def != DefOp::Cmp)
    return true;
  // Only a comparison a guard can state: of inputs and constants, and of
  // a member with an address inside its own object (peq_addr: a
  // std::string's data pointer with its inline buffer).
  auto Stated = [&](const Value &X) {
    Value Y = S.Cons.resolve(X);
    return Y.K == Value::Kind::Int ||
           (Y.K == Value::Kind::Sym && Y.A == 1 && S.isInput(Y.Id));
  };
  auto OwnAddress = [&](const Value &Field, const Value &X) {
    Value F = S.Cons.resolve(Field), Y = S.Cons.resolve(X);
    return F.K == Value::Kind::Sym && F.A == 1 && F.B == 0 &&
           Y.K == Value::Kind::Ptr && Y.A == 0 && Y.B > 0 &&
           S.Mem.region(Y.Id).Kind == RegionKind::External &&
           S.pointsIntoItsOwnObject(F.Id, Y);
  };
  if (!(Stated(Info.DefL) && Stated(Info.DefR)) &&
      !OwnAddress(Info.DefL, Info.DefR) && !OwnAddress(Info.DefR, Info.DefL))
    return true;
  std::vector<Alternative> Alts(2);
  bool Truth = choose(I, Alts, {1, 0}) == 0;
  if (!assumeTruth(C, Truth)) {
    stop(PathEnd::Infeasible);
    return false;
  }
  return true;
}

unsigned PathRunner::choose(const Instr &I, std::vector<Alternative> &Alts,
                            const std::vector<uint32_t> &Keys) {
  // The loop bound: a choice point may take each direction LoopBound times
  // on one path; then the other directions are taken (out of the loop, or
  // past the branch that keeps it going). When every direction is used up,
  // the least taken ones remain.
  auto &Counts = Taken[static_cast<uint32_t>(&I - F.Instrs.data())];
  uint32_t Least = UINT32_MAX;
  for (uint32_t Key : Keys)
    Least = std::min(Least, Counts[Key]);
  bool AnyLeft = Least < Ctx.Config.LoopBound;
  // Every direction used up, on a path that went on past a defect at which
  // the program would fail: a loop no choice can leave, over memory taken
  // as valid there (a climb by parent links from a node found NULL, where
  // each step reads links nothing is known of). It would spin to the
  // emulation or step limit and be cut then; it is cut at once, before
  // that work (docs/analysis.md, "One defect, one warning; after it, the path
  // goes on").
  if (!AnyLeft &&
      std::any_of(S.Reported.begin(), S.Reported.end(),
                  [](const ReportedDefect &D) { return D.Fatal; }))
    Spinning = true; // cut before the next instruction
  for (size_t K = 0; K < Alts.size(); ++K) {
    uint32_t C = Counts[Keys[K]];
    Alts[K].Allowed = AnyLeft ? C < Ctx.Config.LoopBound : C == Least;
    Bounded |= !Alts[K].Allowed;
  }
  unsigned Pick = Choices.choose(Alts);
  ++S.Choices;
  ++Counts[Keys[Pick]];
  return Pick;
}

bool PathRunner::assumeTruth(const Value &C, bool Truth, bool Choice) {
  switch (C.K) {
  case Value::Kind::Sym:
    return S.Cons.assume(Truth ? Predicate::Ne : Predicate::Eq, C,
                         Value::integer(0, C.Bits), Choice);
  case Value::Kind::FloatUnknown:
    return S.Cons.assume(Truth ? Predicate::FOrdNe : Predicate::FOrdEq, C,
                         Value::floating(0, C.Bits), Choice);
  default:
    return true;
  }
}

bool PathRunner::assumeStated(const Value &Cond) {
  // An assertion the build compiled out, or __builtin_assume: the program
  // evaluates nothing here, so nothing is reported of the condition and no
  // choice is made; it only rules out the paths where it is false. Not a
  // choice either for the function's outcome (no guard of its own).
  Value C = S.Cons.resolve(Cond);
  if (C.hasUninitBits())
    return true;
  Tri T = truthOf(C);
  // What follows from it on inputs is the function's precondition
  // (OutcomeBuilder: a constraint its callers are checked against).
  bool Was = S.Cons.stating(true);
  bool Holds = T == Tri::True ||
               (T == Tri::Unknown && assumeTruth(C, true, /*Choice=*/false));
  S.Cons.stating(Was);
  if (!Holds)
    stop(PathEnd::Infeasible);
  return Holds;
}

Tri PathRunner::truthOf(const Value &C) const {
  Tri T = Tri::Unknown;
  switch (C.K) {
  case Value::Kind::Int:
    T = triOf(C.bits() != 0);
    break;
  case Value::Kind::Sym:
    T = S.Cons.test(Predicate::Ne, C, Value::integer(0, C.Bits));
    break;
  case Value::Kind::Ptr:
    T = Tri::True;
    break;
  case Value::Kind::Float:
    T = triOf(C.F != 0);
    break;
  case Value::Kind::FloatUnknown:
    T = S.Cons.test(Predicate::FOrdNe, C, Value::floating(0, C.Bits));
    break;
  case Value::Kind::Partial:
    if (C.KnownMask & C.bits())
      T = Tri::True;
    break;
  case Value::Kind::Uninit:
    break;
  }
  return T;
}

std::optional<bool> PathRunner::decideAssumed(Value C, const Instr &I,
                                              int32_t TrueBlock,
                                              int32_t FalseBlock) {
  // A test inside an assumption's condition: the program evaluates
  // nothing, so nothing is reported, noted or taken as the function's own
  // test; the way that can only make the assumption false is not taken.
  if (C.hasUninitBits())
    C = Value::symbol(S.newSymbol(C.Bits), C.Bits);
  Tri T = truthOf(C);
  if (T != Tri::Unknown)
    return T == Tri::True;
  bool Truth = I.Imm == FalseWayFails;
  if (I.Imm == EitherWayHolds) {
    // A disjunction (`assert(p == NULL || p->n > 0)`): either way may hold.
    // What follows depends on a case the function never tested: possible,
    // as after a callee's guess.
    std::vector<Alternative> Alts(2);
    Alts[0].Block = TrueBlock;
    Alts[1].Block = FalseBlock;
    Truth = choose(I, Alts, {1, 0}) == 0;
    WeakChoice Weak;
    Weak.Step = static_cast<uint32_t>(S.Steps.size());
    Weak.ResultDecides = false;
    S.WeakChoices.push_back(Weak);
  }
  // One way only: a precondition, as assumeStated's; either way: a choice.
  bool Was = S.Cons.stating(I.Imm != EitherWayHolds);
  bool Holds = assumeTruth(C, Truth, /*Choice=*/false);
  S.Cons.stating(Was);
  if (!Holds) {
    stop(PathEnd::Infeasible);
    return std::nullopt;
  }
  return Truth;
}

std::optional<bool> PathRunner::decide(const Value &Cond, const Instr &I,
                                       int32_t TrueBlock, int32_t FalseBlock) {
  Value C = S.Cons.resolve(Cond);
  if (I.Op == Opcode::CondBr && I.Imm != NotInAssumption)
    return decideAssumed(C, I, TrueBlock, FalseBlock);
  const Operand &Op = F.operands(I)[0];
  S.noteUse(C);
  S.noteCompared(Cond);
  if (C.hasUninitBits()) {
    uint32_t Name = Op.K == Operand::Kind::Reg ? F.RegName[Op.Index] : 0;
    checkInitialized(C, I, Name);
    C = Value::symbol(S.newSymbol(C.Bits), C.Bits);
  }
  Tri T = truthOf(C);
  if (T != Tri::Unknown)
    return T == Tri::True;
  std::vector<Alternative> Alts(2);
  Alts[0].Block = TrueBlock;
  Alts[1].Block = FalseBlock;
  bool Truth = choose(I, Alts, {1, 0}) == 0;
  if (!assumeTruth(C, Truth)) {
    stop(PathEnd::Infeasible);
    return std::nullopt;
  }
  // `f == NULL` where f may hold the function's own NULL: the way that
  // makes what f holds now NULL is a guess about it, not a belief.
  if (auto Own = ownNullTest(F, Ctx.OwnNulls, Op);
      Own && Truth == Own->TrueMeansNull) {
    Value P = eval(Own->Pointer);
    if (P.K == Value::Kind::Sym)
      S.OwnNullGuess.insert(P.Id);
  }
  // `p != NULL` written in a macro's body: the macro's defensive check,
  // not a belief of the function's (docs/analysis.md).
  if (auto Test = nullTest(F, Op); Test && Truth == Test->TrueMeansNull) {
    const Instr *Def = F.definition(Op);
    if (!Def)
      Def = &I;
    Value P = eval(Test->Pointer);
    if (P.K == Value::Kind::Sym && macroBranchAt(Def->Loc))
      S.MacroNull.emplace(P.Id, Def->Loc);
  }
  Assumption A;
  A.Loc = I.Loc;
  A.Text = conditionText(I, Cond, Truth);
  A.Step = static_cast<uint32_t>(S.Steps.size());
  // The condition's own location (its first token) reads better than the
  // branch's, which Clang puts at the start of the whole condition.
  if (const Instr *Def = F.definition(Op))
    if (Def->Loc.Line == I.Loc.Line && Def->Loc.Col < A.Loc.Col)
      A.Loc = Def->Loc;
  S.Steps.push_back(Step{PathStep::Kind::Condition, A.Loc, A.Text});
  S.Assumptions.push_back(std::move(A));
  return Truth;
}

bool PathRunner::macroBranchAt(const CodeLoc &Loc) const {
  if (!Ctx.Sources || Loc.File >= Ctx.Module.Files.size())
    return false;
  return Ctx.Sources->isMacroBranch(Ctx.Module.Files[Loc.File].Path,
                                    frontend::SourcePos{Loc.Line, Loc.Col});
}

std::string PathRunner::conditionText(const Instr &I, const Value &Cond,
                                      bool Truth) {
  (void)Cond;
  const Operand &Op = F.operands(I)[0];
  const Instr *Def = F.definition(Op);
  if (Def && Ctx.Sources && Def->Loc.File < Ctx.Module.Files.size()) {
    const std::string &Path = Ctx.Module.Files[Def->Loc.File].Path;
    frontend::SourcePos Pos{Def->Loc.Line, Def->Loc.Col};
    // A zext/trunc of a comparison carries the comparison's location too.
    if (const frontend::ConditionText *CT = Ctx.Sources->condition(Path, Pos))
      return Truth ? CT->Text : CT->Negated;
  }
  if (Def && Def->Op == Opcode::ICmp) {
    std::string Caught = caughtTypeText(*Def, Truth);
    if (!Caught.empty())
      return Caught;
  }
  // No source text: describe the comparison from the values' names.
  if (Def && (Def->Op == Opcode::ICmp || Def->Op == Opcode::FCmp)) {
    const Operand *D = F.operands(*Def);
    auto Side = [&](const Operand &O) -> std::string {
      if (O.K == Operand::Kind::Int)
        return std::to_string(
            Value::signExtend(static_cast<uint64_t>(O.Imm), O.Bits));
      if (O.K == Operand::Kind::Null)
        return "NULL";
      std::string N = regName(O);
      return N.empty() ? "<value>" : N;
    };
    Predicate P = Truth ? Def->Pred : inversePredicate(Def->Pred);
    return Side(D[0]) + " " + std::string(predicateSpelling(P)) + " " +
           Side(D[1]);
  }
  std::string N = regName(Op);
  if (N.empty())
    N = "<condition>";
  return Truth ? N : "!" + N;
}

bool PathRunner::switchOn(const Instr &I) {
  const Target *T = F.targets(I);
  const Operand &Op = F.operands(I)[0];
  Value V = S.Cons.resolve(eval(Op));
  S.noteUse(V);
  S.noteTested(V);
  if (V.hasUninitBits()) {
    checkInitialized(V, I,
                     Op.K == Operand::Kind::Reg ? F.RegName[Op.Index] : 0);
    V = Value::symbol(S.newSymbol(V.Bits), V.Bits);
  }
  auto CaseValue = [&](uint16_t K) {
    return Value::integer(static_cast<uint64_t>(T[K].CaseValue), V.Bits);
  };
  std::vector<uint16_t> Candidates; // target indexes; 0 = default
  for (uint16_t K = 1; K < I.NumExtra; ++K) {
    Tri R = S.Cons.test(Predicate::Eq, V, CaseValue(K));
    if (R == Tri::True)
      return jump(T[K].Block);
    if (R == Tri::Unknown)
      Candidates.push_back(K);
  }
  // Default is possible unless the value's range holds only listed cases.
  bool DefaultPossible = true;
  if (auto R = S.Cons.range(V); R && R->Hi - R->Lo < 64) {
    DefaultPossible = false;
    for (__int128 X = R->Lo; X <= R->Hi && !DefaultPossible; ++X) {
      Value XV = Value::integer(static_cast<uint64_t>(X), V.Bits);
      if (S.Cons.test(Predicate::Eq, V, XV) == Tri::False)
        continue;
      bool Listed = false;
      for (uint16_t K : Candidates)
        Listed |= static_cast<__int128>(
                      Value::signExtend(CaseValue(K).bits(), V.Bits)) == X;
      DefaultPossible = !Listed;
    }
  }
  // A switch over an enumeration with a case for each enumerator and no
  // default: the value is one of them (as -Wswitch takes it), unless the
  // path knows it is none.
  if (DefaultPossible && !Candidates.empty() && Ctx.Sources &&
      I.Loc.File < Ctx.Module.Files.size() &&
      Ctx.Sources->coversEveryEnumerator(Ctx.Module.Files[I.Loc.File].Path,
                                         {I.Loc.Line, I.Loc.Col}))
    DefaultPossible = false;
  if (DefaultPossible)
    Candidates.push_back(0);
  if (Candidates.empty()) {
    stop(PathEnd::Infeasible);
    return false;
  }
  uint16_t Chosen = Candidates[0];
  if (Candidates.size() > 1) {
    std::vector<Alternative> Alts(Candidates.size());
    std::vector<uint32_t> Keys;
    for (size_t K = 0; K < Candidates.size(); ++K) {
      Alts[K].Block = static_cast<int32_t>(T[Candidates[K]].Block);
      Keys.push_back(Candidates[K]);
    }
    Chosen = Candidates[choose(I, Alts, Keys)];
  }
  bool Ok = true;
  std::string Subject;
  if (Ctx.Sources && I.Loc.File < Ctx.Module.Files.size())
    if (const std::string *Text = Ctx.Sources->switchCondition(
            Ctx.Module.Files[I.Loc.File].Path, {I.Loc.Line, I.Loc.Col}))
      Subject = *Text;
  if (Subject.empty())
    Subject = regName(Op).empty() ? "<switch value>" : regName(Op);
  std::string Text;
  if (Chosen != 0) {
    Ok = S.Cons.assume(Predicate::Eq, V, CaseValue(Chosen));
    Text = Subject + " == " + std::to_string(T[Chosen].CaseValue);
  } else {
    Text = Subject + " is none of";
    for (uint16_t K = 1; K < I.NumExtra && Ok; ++K) {
      Ok = S.Cons.assume(Predicate::Ne, V, CaseValue(K));
      if (K <= 6)
        Text += (K > 1 ? ", " : " ") + std::to_string(T[K].CaseValue);
    }
    if (I.NumExtra > 7)
      Text += ", ...";
  }
  if (!Ok) {
    stop(PathEnd::Infeasible);
    return false;
  }
  if (Candidates.size() > 1) {
    Assumption A{I.Loc, Text, static_cast<uint32_t>(S.Steps.size())};
    S.Steps.push_back(Step{PathStep::Kind::Condition, I.Loc, Text});
    S.Assumptions.push_back(std::move(A));
  }
  return jump(T[Chosen].Block);
}

bool PathRunner::indirectJump(const Instr &I) {
  // goto *p: a choice among the labels whose address the function takes
  // (what p holds is not followed: a table of label addresses indexed by
  // the input, in an interpreter's dispatch).
  const Target *T = F.targets(I);
  if (I.NumExtra == 0) {
    stop(PathEnd::Infeasible);
    return false;
  }
  S.noteUse(S.Cons.resolve(eval(F.operands(I)[0])));
  unsigned Chosen = 0;
  if (I.NumExtra > 1) {
    std::vector<Alternative> Alts(I.NumExtra);
    std::vector<uint32_t> Keys;
    for (uint16_t K = 0; K < I.NumExtra; ++K) {
      Alts[K].Block = static_cast<int32_t>(T[K].Block);
      Keys.push_back(K);
    }
    Chosen = choose(I, Alts, Keys);
    // The path's condition: the label's line, as the user finds it.
    const struct Block &To = F.Blocks[T[Chosen].Block];
    uint32_t Line = 0;
    for (uint32_t K = To.First; K < To.First + To.Count && !Line; ++K)
      Line = F.Instrs[K].Loc.Line;
    std::string Text =
        Line ? "computed goto to line " + std::to_string(Line)
             : "computed goto to label " + std::to_string(Chosen + 1);
    S.Assumptions.push_back(
        Assumption{I.Loc, Text, static_cast<uint32_t>(S.Steps.size())});
    S.Steps.push_back(Step{PathStep::Kind::Condition, I.Loc, Text});
  }
  return jump(T[Chosen].Block);
}

} // namespace pathsim
