//===- simulator/outcome/Outcome.cpp --------------------------------------===//
// What one path did, in the model language.
#include "simulator/outcome/Outcome.h"

#include "simulator/models/AllocationSites.h"
#include "simulator/exec/Executor.h"
#include "simulator/models/ModelTerms.h"
#include "simulator/state/Predicate.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>

namespace pathsim {

namespace {

std::string paramName(const FunctionCode &F, uint32_t Index) {
  for (const VariableInfo &V : F.Variables)
    if (V.Arg == Index + 1 && !V.Name.empty())
      return V.Name;
  return "arg" + std::to_string(Index + 1);
}

ByteField field(uint64_t Size, uint64_t Offset) {
  ByteField B;
  B.Size = ByteField::SizeKind::Bytes;
  B.Bytes = Size;
  B.Offset = Offset;
  return B;
}

MOperand operand(std::variant<Variable, IntegerConst, StringConst, SpecialConst,
                              ResourceSpec>
                     V) {
  MOperand O;
  O.V = std::move(V);
  return O;
}

Operation operation(OperationKind K, Operator Op, std::vector<MOperand> Ops) {
  Operation O;
  O.Kind = K;
  O.Op = Op;
  O.Operands = std::move(Ops);
  return O;
}

/// Names values in terms of the function's externals.
class Namer {
public:
  explicit Namer(const PathRunner &R) : R(R), S(R.state()), F(R.function()) {}

  /// The external an input symbol is the entry value of: `size@<4:0>`,
  /// `*<4:8>p@<8:0>`, `counter@<4:0>`.
  std::optional<Variable> input(SymbolId Sym, int Depth = 0) const {
    if (Depth > 8 || Sym == 0 || Sym >= S.Origins.size())
      return std::nullopt;
    const SymbolOrigin &O = S.Origins[Sym];
    if (O.K == SymbolOrigin::Kind::Param) {
      Variable V;
      V.Name = paramName(F, O.Index);
      V.Input = true;
      V.Field =
          field(F.ParamBits[O.Index] == 1 ? 1 : F.ParamBits[O.Index] / 8, 0);
      return V;
    }
    if (O.K != SymbolOrigin::Kind::Memory || !O.Input)
      return std::nullopt;
    const Region &Reg = S.Mem.region(O.Index);
    if (Reg.Kind == RegionKind::Global) {
      Variable V;
      V.Name = R.context().Module.Globals[Reg.Global].Name;
      V.Input = true;
      V.Field = field(O.Size, static_cast<uint64_t>(O.Offset));
      return V;
    }
    if (Reg.Kind != RegionKind::External)
      return std::nullopt;
    auto Base = input(Reg.Owner, Depth + 1);
    if (!Base)
      return std::nullopt;
    Deref D;
    D.Field = field(O.Size, static_cast<uint64_t>(O.Offset));
    Base->Derefs.insert(Base->Derefs.begin(), D);
    return Base;
  }

  /// A value as an operand: an input, or a constant.
  std::optional<MOperand> value(const Value &V0) const {
    Value V = S.Cons.resolve(V0);
    if (V.K == Value::Kind::Int) {
      IntegerConst C;
      C.Value = Value::signExtend(V.bits(), V.Bits);
      return operand(C);
    }
    if (V.K == Value::Kind::Sym && V.A == 1 && V.B == 0)
      if (auto Var = input(V.Id))
        return operand(*Var);
    return std::nullopt;
  }

  /// The object at Offset of an input region: `*p`, `*<:8>p`, or a global.
  std::optional<Variable> object(RegionId Reg, int64_t Offset) const {
    const Region &RG = S.Mem.region(Reg);
    if (RG.Kind == RegionKind::Global && RG.Input) {
      Variable V;
      V.Name = R.context().Module.Globals[RG.Global].Name;
      if (Offset) {
        ByteField B;
        B.Offset = static_cast<uint64_t>(Offset);
        V.Field = B;
      }
      return V;
    }
    if (RG.Kind != RegionKind::External)
      return std::nullopt;
    auto Base = input(RG.Owner);
    if (!Base)
      return std::nullopt;
    Deref D;
    if (Offset) {
      ByteField B;
      B.Offset = static_cast<uint64_t>(Offset);
      D.Field = B;
    }
    Base->Derefs.insert(Base->Derefs.begin(), D);
    Base->Input = false;
    return Base;
  }

  bool isPointer(SymbolId Sym) const {
    return Sym < S.Origins.size() && S.Origins[Sym].Pointer;
  }

private:
  const PathRunner &R;
  const State &S;
  const FunctionCode &F;
};

Operator comparison(Predicate P, bool Pointer) {
  if (Pointer && (P == Predicate::Eq || P == Predicate::Ne))
    return P == Predicate::Eq ? Operator::Peq : Operator::Pne;
  switch (P) {
  case Predicate::Eq:
    return Operator::Ieq;
  case Predicate::Ne:
    return Operator::Ine;
  case Predicate::Slt:
    return Operator::Ilt;
  case Predicate::Sle:
    return Operator::Ile;
  case Predicate::Sgt:
    return Operator::Igt;
  case Predicate::Sge:
    return Operator::Ige;
  case Predicate::Ult:
    return Operator::Ult;
  case Predicate::Ule:
    return Operator::Ule;
  case Predicate::Ugt:
    return Operator::Ugt;
  case Predicate::Uge:
    return Operator::Uge;
  case Predicate::FOrdEq:
    return Operator::Feq;
  case Predicate::FOrdNe:
    return Operator::Fne;
  case Predicate::FOrdLt:
    return Operator::Flt;
  case Predicate::FOrdLe:
    return Operator::Fle;
  case Predicate::FOrdGt:
    return Operator::Fgt;
  default:
    return Operator::Fge;
  }
}

/// The right operand of a comparison with a pointer: NULL for zero.
MOperand pointerConstant(MOperand O) {
  if (auto *C = std::get_if<IntegerConst>(&O.V); C && C->Value == 0)
    O.V = SpecialConst{SpecialConst::Null};
  return O;
}

/// Results stating the range and excluded values known of an unknown value
/// (`(result ine return 0)`, `(result ige return 1)`).
std::vector<Operation> knownRange(const State &S, const Value &V,
                                  const Variable &Where) {
  std::vector<Operation> Ops;
  if (V.K != Value::Kind::Sym || V.A != 1 || V.B != 0)
    return Ops;
  const SymbolInfo &Info = S.Cons.info(V.Id);
  auto Const = [](int64_t X) { return operand(IntegerConst{X, false}); };
  if (Info.Lo > Constraints::minOf(V.Bits))
    Ops.push_back(operation(OperationKind::Result, Operator::Ige,
                            {operand(Where), Const(Info.Lo)}));
  if (Info.Hi < Constraints::maxOf(V.Bits))
    Ops.push_back(operation(OperationKind::Result, Operator::Ile,
                            {operand(Where), Const(Info.Hi)}));
  for (int64_t X : Info.Excluded)
    Ops.push_back(operation(OperationKind::Result, Operator::Ine,
                            {operand(Where), Const(X)}));
  return Ops;
}

/// Blocks already described in an outcome, by the location first holding
/// them: a second location holding the same block is that location.
using Described = std::map<RegionId, Variable>;

/// `(result memory_new X SIZE "sites")` when V points to the start of a
/// block this path allocated and did not free.
std::optional<Operation> newBlock(const Namer &N, const Value &V0,
                                  const Variable &Where, const FunctionCode &F,
                                  const PathRunner &R, Described &Seen) {
  const State &S = R.state();
  Value V = S.Cons.resolve(V0);
  if (V.K != Value::Kind::Ptr || V.A != 0 || V.B != 0)
    return std::nullopt;
  const Region &Reg = S.Mem.region(V.Id);
  if (Reg.Kind != RegionKind::Heap || Reg.Freed)
    return std::nullopt;
  if (auto It = Seen.find(V.Id); It != Seen.end()) {
    // The block returned is also kept in *s (a list head): one block.
    Variable First = It->second;
    First.Input = false;
    return operation(OperationKind::Result, Operator::Peq,
                     {operand(Where), operand(First)});
  }
  Seen.emplace(V.Id, Where);
  std::vector<MOperand> Ops{operand(Where)};
  if (auto Size = N.value(Reg.SizeValue))
    Ops.push_back(*Size);
  std::vector<RelatedNote> Sites{RelatedNote{R.location(Reg.AllocLoc), F.Name}};
  Sites.insert(Sites.end(), Reg.InnerSites.begin(), Reg.InnerSites.end());
  Ops.push_back(operand(StringConst{formatAllocationSites(Sites)}));
  return operation(OperationKind::Result, Operator::MemoryNew, std::move(Ops));
}

/// Results for the contents of a block the function allocated and returns:
/// `(result ieq *<1:0>return 0)`, `(result memory_initialized *<8:8>return)`.
bool describeNew(const Namer &N, const Value &V, const Variable &Where,
                 const FunctionCode &F, const PathRunner &R, Described &Seen,
                 std::vector<Operation> &Ops);

void describeBlock(const Namer &N, const Region &Block, const Variable &Ret,
                   const FunctionCode &F, const PathRunner &R, Described &Seen,
                   std::vector<Operation> &Ops) {
  auto At = [&](int64_t Offset, uint32_t Size) {
    Variable V = Ret;
    V.Field.reset();
    V.Input = false;
    Deref D;
    D.Field = field(Size, static_cast<uint64_t>(Offset));
    V.Derefs.insert(V.Derefs.begin(), D);
    return V;
  };
  if (Block.Havocked || Block.Default != Fill::Uninit) {
    Variable V = Ret;
    V.Field.reset();
    V.Derefs.push_back(Deref{});
    Ops.push_back(operation(OperationKind::Result, Operator::MemoryInitialized,
                            {operand(V)}));
    return;
  }
  for (const auto &[Offset, C] : Block.Cells) {
    if (C.K == Cell::Kind::UninitBytes ||
        (C.K == Cell::Kind::Val && C.V.hasUninitBits()))
      continue;
    if (C.K == Cell::Kind::Byte && C.Size <= 8) {
      uint64_t X = 0;
      for (uint32_t K = 0; K < C.Size; ++K)
        X |= uint64_t(C.Byte) << (8 * K);
      Ops.push_back(
          operation(OperationKind::Result, Operator::Ieq,
                    {operand(At(Offset, C.Size)),
                     operand(IntegerConst{static_cast<int64_t>(X), false})}));
      continue;
    }
    if (C.K == Cell::Kind::Val && C.Size <= 8) {
      // A block it points to, also new (b->data = malloc(n)).
      if (describeNew(N, C.V, At(Offset, C.Size), F, R, Seen, Ops))
        continue;
      if (auto Op = N.value(C.V)) {
        Ops.push_back(operation(OperationKind::Result, Operator::Ieq,
                                {operand(At(Offset, C.Size)), *Op}));
        continue;
      }
    }
    Ops.push_back(operation(OperationKind::Result, Operator::MemoryInitialized,
                            {operand(At(Offset, C.Size))}));
  }
}

/// Results for the block this path allocated that V points to, held at
/// Where: memory_new, then what the function wrote into it. False if V
/// points to no such block.
bool describeNew(const Namer &N, const Value &V, const Variable &Where,
                 const FunctionCode &F, const PathRunner &R, Described &Seen,
                 std::vector<Operation> &Ops) {
  auto New = newBlock(N, V, Where, F, R, Seen);
  if (!New)
    return false;
  bool First = New->Op == Operator::MemoryNew;
  Ops.push_back(std::move(*New));
  if (First)
    describeBlock(N, R.state().Mem.region(R.state().Cons.resolve(V).Id), Where,
                  F, R, Seen, Ops);
  return true;
}

/// How the caller names what holds a resource: `*return`, `return`, `*p`,
/// `*<4:8>p` (a descriptor stored in the caller's memory), `**out` (a FILE
/// stored through an out-parameter), `**<8:0>return` (one in a new block).
std::optional<Variable> resourceHolder(const Namer &N, const Resource &Res,
                                       const Variable &Ret, const PathRunner &R,
                                       const Described &Blocks) {
  const State &S = R.state();
  if (S.ReturnValue) {
    Value V = S.Cons.resolve(*S.ReturnValue);
    if (Res.Sym && V.K == Value::Kind::Sym && V.Id == Res.Sym && V.A == 1 &&
        V.B == 0)
      return Ret;
    RegionId Pointee = V.K == Value::Kind::Ptr && V.B == 0 ? V.Id
                       : V.K == Value::Kind::Sym && V.A == 1 && V.B == 0
                           ? S.Cons.info(V.Id).Pointee
                           : 0;
    if (Res.Region && Pointee == Res.Region && Res.Offset == 0) {
      Variable P = Ret;
      P.Field.reset();
      P.Derefs.push_back(Deref{});
      return P;
    }
  }
  auto Through = [](Variable Holder) {
    Holder.Field.reset();
    Holder.Input = false;
    Holder.Derefs.insert(Holder.Derefs.begin(), Deref{});
    return Holder;
  };
  if (Res.Region && Res.Offset == 0)
    if (auto It = Blocks.find(Res.Region); It != Blocks.end())
      return Through(It->second);
  if (Res.Region)
    if (auto Object = N.object(Res.Region, Res.Offset))
      return Object;
  if (Res.Sym && S.isInput(Res.Sym))
    return N.input(Res.Sym);
  // A descriptor stored in the caller's memory, or a pointer to the object
  // holding the resource.
  auto Holds = [&](const Value &V0) {
    Value V = S.Cons.resolve(V0);
    if (V.K != Value::Kind::Sym || V.A != 1 || V.B != 0)
      return false;
    return (Res.Sym && V.Id == Res.Sym) ||
           (Res.Region && Res.Offset == 0 &&
            S.Cons.info(V.Id).Pointee == Res.Region);
  };
  for (RegionId RId = 1; RId < S.Mem.size(); ++RId) {
    const Region &Reg = S.Mem.region(RId);
    if (!Reg.Input || Reg.Kind != RegionKind::External)
      continue;
    for (const auto &[At, C] : Reg.Cells)
      if (C.K == Cell::Kind::Val && Holds(C.V))
        if (auto Base = N.input(Reg.Owner)) {
          Deref D;
          D.Field = field(C.Size, static_cast<uint64_t>(At));
          Base->Derefs.insert(Base->Derefs.begin(), D);
          Base->Input = false;
          return Res.Sym ? *Base : Through(*Base);
        }
  }
  return std::nullopt;
}

/// The guard stating the assumption (L P R) on inputs, if it can be stated.
std::optional<Operation> guardOf(const Namer &N, const State &S, Value L,
                                 Predicate P, Value Rv) {
  if (L.K != Value::Kind::Sym || L.A != 1)
    return std::nullopt;
  // A test on the zero extension of an input (an unsigned parameter
  // widened to size_t) is the same test on the input, read unsigned.
  if (!S.isInput(L.Id) && Rv.K == Value::Kind::Int) {
    const SymbolInfo &Info = S.Cons.info(L.Id);
    const Value &X = Info.DefL;
    if (Info.Def != DefOp::ZExt || X.K != Value::Kind::Sym || X.A != 1 ||
        X.B != 0 || !S.isInput(X.Id))
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
  if (!S.isInput(L.Id))
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
  }
  if (!Right)
    return std::nullopt;
  bool Ptr = N.isPointer(L.Id);
  return operation(OperationKind::Guard, comparison(P, Ptr),
                   {operand(*Left), Ptr ? pointerConstant(*Right) : *Right});
}

} // namespace

const char *const UnstatedReason = "under conditions this model cannot state";

Outcome buildOutcome(const PathRunner &R, bool Returned) {
  const State &S = R.state();
  const FunctionCode &F = R.function();
  Namer N(R);
  Outcome Out;
  Out.Case.Kind = CaseKind::Alternate;

  // Guards: the assumptions about inputs, as the path made them.
  // Assumptions about memory no input names (reached through a computed
  // pointer) or about values computed from several inputs cannot be guards:
  // the outcome then holds under conditions its model cannot state.
  bool Unstated = false;
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
  for (const Fact &Fa : S.Cons.assumptions()) {
    Value L = Fa.L, Rv = Fa.R;
    Predicate P = Fa.P;
    if (L.K == Value::Kind::Int && Rv.K == Value::Kind::Sym) {
      std::swap(L, Rv);
      P = swappedPredicate(P);
    }
    if (auto G = guardOf(N, S, L, P, Rv))
      Out.Case.Operations.push_back(*G);
    else if ((!Choice(L, 0) || !Choice(Rv, 0)) && !(Exact(L) && Exact(Rv)))
      Unstated = true;
  }

  // Constraints: every input used must be initialized; deferred tests.
  for (SymbolId Sym : S.UsedInputs)
    if (auto V = N.input(Sym))
      Out.Case.Operations.push_back(operation(OperationKind::Constraint,
                                              Operator::MemoryInitialized,
                                              {operand(*V)}));
  for (const DeferredTest &D : S.Deferred) {
    if (D.K == DeferredTest::Kind::ResourceState) {
      auto Holder = D.Region ? N.object(D.Region, D.Offset) : N.input(D.V.Id);
      if (Holder)
        Out.Case.Operations.push_back(operation(
            OperationKind::Constraint, Operator::ResourceState,
            {operand(*Holder), operand(ResourceSpec{D.Type, D.State})}));
      continue;
    }
    if (D.K == DeferredTest::Kind::Relation) {
      if (auto G = guardOf(N, S, D.V, D.P, D.Bound)) {
        G->Kind = OperationKind::Constraint;
        if (std::find(Out.Case.Operations.begin(), Out.Case.Operations.end(),
                      *G) == Out.Case.Operations.end())
          Out.Case.Operations.push_back(std::move(*G));
      }
      continue;
    }
    if (D.V.K != Value::Kind::Sym)
      continue;
    auto V = N.input(D.V.Id);
    if (!V)
      continue;
    Operation Op;
    if (D.K == DeferredTest::Kind::Freeable)
      Op = operation(OperationKind::Constraint, Operator::MemoryFreeable,
                     {operand(*V)});
    else if (D.K == DeferredTest::Kind::ValidPointer)
      Op = operation(OperationKind::Constraint, Operator::MemoryValidPointer,
                     {operand(*V)});
    else if (D.K == DeferredTest::Kind::NonZero)
      Op = operation(OperationKind::Constraint, Operator::Ine,
                     {operand(*V), operand(IntegerConst{0, false})});
    else
      Op = operation(OperationKind::Constraint, Operator::MemoryInitialized,
                     {operand(*V)});
    if (std::find(Out.Case.Operations.begin(), Out.Case.Operations.end(), Op) ==
        Out.Case.Operations.end())
      Out.Case.Operations.push_back(Op);
  }

  if (!Returned) {
    Out.Case.Return =
        R.endedByLongjmp() ? ReturnType::Longjmp : ReturnType::Exit;
    for (const Step &St : S.Steps)
      if (St.K == PathStep::Kind::Statement)
        Out.Lines.push_back(St.Loc.Line);
    return Out;
  }
  // Results: the return value, and what the path left in external memory.
  Described Blocks;
  Variable Ret;
  Ret.Name = "return";
  if (F.ReturnBits)
    Ret.Field = field(F.ReturnBits == 1 ? 1 : F.ReturnBits / 8, 0);
  Out.Case.Return = ReturnType::ReturnVoid;
  if (F.ReturnBits && S.ReturnValue) {
    Value V = S.Cons.resolve(*S.ReturnValue);
    Out.Case.Return = ReturnType::ReturnX;
    if (V.K == Value::Kind::Int) {
      int64_t X = Value::signExtend(V.bits(), V.Bits);
      Out.Case.Return = X == 0    ? ReturnType::Return0
                        : X == 1  ? ReturnType::Return1
                        : X == -1 ? ReturnType::ReturnMinus1
                                  : ReturnType::ReturnX;
    }
    // A NULL this function returns under conditions its model cannot state
    // (a lookup that failed in memory no input names) is marked: callers
    // take the case as possible, but do not blame a dereference on it.
    if (F.ReturnsPointer && V.K == Value::Kind::Int && V.bits() == 0 &&
        R.weaklyNull(*S.ReturnValue))
      Out.Case.Reason = UnstatedReason;
    if (describeNew(N, V, Ret, F, R, Blocks, Out.Case.Operations)) {
      Out.Case.Operations.push_back(operation(
          OperationKind::Result, Operator::MemoryValidPointer, {operand(Ret)}));
    } else if (auto Op = N.value(V)) {
      bool Ptr = F.ReturnsPointer;
      Out.Case.Operations.push_back(
          operation(OperationKind::Result, Ptr ? Operator::Peq : Operator::Ieq,
                    {operand(Ret), Ptr ? pointerConstant(*Op) : *Op}));
    } else if (V.K == Value::Kind::Ptr ||
               (V.K == Value::Kind::Sym && F.ReturnsPointer &&
                S.Cons.test(Predicate::Eq, V, Value::integer(0, 64)) ==
                    Tri::False)) {
      Out.Case.Operations.push_back(operation(
          OperationKind::Result, Operator::MemoryValidPointer, {operand(Ret)}));
    } else if (!V.hasUninitBits()) {
      Out.Case.Operations.push_back(operation(
          OperationKind::Result, Operator::MemoryInitialized, {operand(Ret)}));
      // What the path knows of the value (rc != 0 after `if (rc == 0)`),
      // so that callers testing it take only the consistent cases.
      if (!F.ReturnsPointer)
        for (Operation &Op : knownRange(S, V, Ret))
          Out.Case.Operations.push_back(std::move(Op));
    }
  } else if (F.ReturnBits) {
    Out.Case.Return = ReturnType::ReturnTypeUnknown;
  }
  for (RegionId RId = 1; RId < S.Mem.size(); ++RId) {
    const Region &Reg = S.Mem.region(RId);
    if (!Reg.Input || Reg.Constant)
      continue;
    // The location of bytes [At, At+Size) of this region, as an output.
    auto Location = [&](int64_t At, uint32_t Size,
                        bool Whole) -> std::optional<Variable> {
      Variable Loc;
      std::optional<ByteField> Field;
      if (!Whole)
        Field = field(Size, static_cast<uint64_t>(At));
      if (Reg.Kind == RegionKind::Global) {
        Loc.Name = R.context().Module.Globals[Reg.Global].Name;
        Loc.Field = Field;
      } else if (auto Base = N.input(Reg.Owner)) {
        Loc = *Base;
        Deref D;
        D.Field = Field;
        Loc.Derefs.insert(Loc.Derefs.begin(), D);
      } else {
        return std::nullopt;
      }
      Loc.Input = false;
      return Loc;
    };
    // Written where the offset was unknown, or by code we cannot see: all
    // that can be said is that it is initialized.
    if (Reg.Havocked || Reg.Clobbered) {
      if (auto Loc = Location(0, 0, true))
        Out.Case.Operations.push_back(operation(OperationKind::Result,
                                                Operator::MemoryInitialized,
                                                {operand(*Loc)}));
      continue;
    }
    for (const auto &[At, C] : Reg.Cells) {
      if (C.K == Cell::Kind::UnknownBytes ||
          (C.K == Cell::Kind::Byte && C.Size > 8)) {
        if (auto Loc = Location(At, C.Size, false))
          Out.Case.Operations.push_back(operation(OperationKind::Result,
                                                  Operator::MemoryInitialized,
                                                  {operand(*Loc)}));
        continue;
      }
      if (C.K == Cell::Kind::Byte) {
        uint64_t X = 0;
        for (uint32_t K = 0; K < C.Size; ++K)
          X |= uint64_t(C.Byte) << (8 * K);
        if (auto Loc = Location(At, C.Size, false))
          Out.Case.Operations.push_back(operation(
              OperationKind::Result, Operator::Ieq,
              {operand(*Loc),
               operand(IntegerConst{static_cast<int64_t>(X), false})}));
        continue;
      }
      if (C.K != Cell::Kind::Val || C.Size > 8)
        continue;
      // Bytes still holding what was read from them are unchanged (even if
      // the path then learnt their exact value).
      if (C.V.K == Value::Kind::Sym && C.V.Id < S.Origins.size()) {
        const SymbolOrigin &O = S.Origins[C.V.Id];
        if (O.K == SymbolOrigin::Kind::Memory && O.Index == RId &&
            O.Offset == At)
          continue;
      }
      Value V = S.Cons.resolve(C.V);
      auto Where = Location(At, C.Size, false);
      if (!Where)
        continue;
      // A NULL a callee left under conditions its model cannot state, now
      // in the caller's memory (f->code = luaM_growvector(...)): the same
      // holds of this outcome.
      if (V.K == Value::Kind::Int && V.bits() == 0 && R.weaklyNull(C.V))
        Out.Case.Reason = UnstatedReason;
      Variable Loc = *Where;
      if (describeNew(N, V, Loc, F, R, Blocks, Out.Case.Operations))
        continue;
      if (auto Op = N.value(V)) {
        bool Ptr = V.K == Value::Kind::Sym && N.isPointer(V.Id);
        Out.Case.Operations.push_back(operation(
            OperationKind::Result, Ptr ? Operator::Peq : Operator::Ieq,
            {operand(Loc), *Op}));
      } else if (V.K == Value::Kind::Sym && V.A == 1 && V.B == 0 &&
                 S.Cons.info(V.Id).Pointee &&
                 S.Cons.test(Predicate::Eq, V, Value::integer(0, V.Bits)) ==
                     Tri::False) {
        // A pointer a callee returned (*out = fopen(...)): valid; what it
        // points to may hold a resource (see resourceHolder).
        Out.Case.Operations.push_back(operation(OperationKind::Result,
                                                Operator::MemoryValidPointer,
                                                {operand(Loc)}));
      } else if (!V.hasUninitBits()) {
        Out.Case.Operations.push_back(operation(OperationKind::Result,
                                                Operator::MemoryInitialized,
                                                {operand(Loc)}));
      }
    }
  }
  // A variadic function's writes through its variadic arguments
  // (getDigits(z, &hr, &mn)) cannot be named: what they point to is
  // initialized, as far as its callers know.
  if (F.IsVariadic) {
    Variable Rest;
    Rest.Name = "...";
    Rest.Derefs.push_back(Deref{});
    Out.Case.Operations.push_back(operation(
        OperationKind::Result, Operator::MemoryInitialized, {operand(Rest)}));
  }
  // Memory the caller gave us that we freed.
  for (RegionId RId = 1; RId < S.Mem.size(); ++RId) {
    const Region &Reg = S.Mem.region(RId);
    if (Reg.Kind == RegionKind::External && Reg.Freed)
      if (auto P = N.input(Reg.Owner))
        Out.Case.Operations.push_back(operation(
            OperationKind::Result, Operator::MemoryFreed, {operand(*P)}));
  }
  // Resources the caller sees: created here and not released, or the
  // caller's own in a new state.
  for (const Resource &Res : S.Resources) {
    std::optional<Variable> Holder = resourceHolder(N, Res, Ret, R, Blocks);
    if (!Holder)
      continue;
    if (!Res.Created.empty() && Res.State == Res.Created)
      Out.Case.Operations.push_back(operation(
          OperationKind::Result, Operator::ResourceNew,
          {operand(*Holder), operand(ResourceSpec{Res.Type, Res.State})}));
    else if (Res.Created.empty())
      Out.Case.Operations.push_back(operation(
          OperationKind::Result, Operator::ResourceState,
          {operand(*Holder), operand(ResourceSpec{Res.Type, Res.State})}));
  }
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
  for (const Step &St : S.Steps)
    if (St.K == PathStep::Kind::Statement)
      Out.Lines.push_back(St.Loc.Line);
  return Out;
}

modellang::Model modelHeader(const FunctionCode &F, const std::string &File) {
  Model M;
  M.Name = F.Name;
  M.DocFile = File;
  M.DocLine = F.Loc.Line;
  for (uint32_t K = 0; K < F.ParamRegs.size(); ++K) {
    VariableDef D;
    D.Name = paramName(F, K);
    M.Params.push_back(D);
  }
  return M;
}

} // namespace pathsim
