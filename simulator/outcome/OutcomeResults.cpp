//===- simulator/outcome/OutcomeResults.cpp - what a path did, as results ===//
#include "simulator/outcome/OutcomeBuilder.h"

#include "modellang/Operators.h"
#include "simulator/models/AllocationSites.h"
#include "simulator/state/Predicate.h"

#include <algorithm>

namespace pathsim::outcome {

namespace {

/// Results stating the range and excluded values known of an unknown value
/// (`(result ine return 0)`, `(result ige return 1)`).
std::vector<Operation> knownRange(const State &S, const Value &V,
                                  const Variable &Where) {
  std::vector<Operation> Ops;
  if (V.K != Value::Kind::Sym)
    return Ops;
  auto Const = [](int64_t X) { return operand(IntegerConst{X, false}); };
  const SymbolInfo &Info = S.Cons.info(V.Id);
  if (V.A != 1 || V.B != 0 || Info.Def != DefOp::None) {
    // A value computed from a tested one (libuv's `return -r` after
    // `if (r != 0)`, UV__ERR(r)): its range, and that it is not 0.
    std::optional<Interval> R = S.Cons.range(V);
    if (!R || R->empty())
      return Ops;
    // A bound in the outer half of the type's range says only that the
    // arithmetic did not wrap (`24 + x` is at least INT_MIN + 24): not
    // stated.
    if (R->Lo > Constraints::minOf(V.Bits) / 2)
      Ops.push_back(
          operation(OperationKind::Result, Operator::Ige,
                    {operand(Where), Const(static_cast<int64_t>(R->Lo))}));
    if (R->Hi < Constraints::maxOf(V.Bits) / 2)
      Ops.push_back(
          operation(OperationKind::Result, Operator::Ile,
                    {operand(Where), Const(static_cast<int64_t>(R->Hi))}));
    if (R->Lo < 0 && R->Hi > 0 &&
        S.Cons.test(Predicate::Eq, V, Value::integer(0, V.Bits)) == Tri::False)
      Ops.push_back(operation(OperationKind::Result, Operator::Ine,
                              {operand(Where), Const(0)}));
    return Ops;
  }
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

/// How many '*' a pointer the path handed on (State::HandedOn) may have in
/// its name for the outcome to say so.
constexpr size_t MaxHandedOnDepth = 2;

/// A word of bit-fields the path set some of (the rest never written): for
/// callers it is initialized, as a copy of it is (rules/Rules.h,
/// UninitUse::EveryBit). A field never set in it is then not reported.
bool partlySet(const Value &V) {
  return V.K == Value::Kind::Partial &&
         (V.UninitMask & Value::mask(V.Bits)) != Value::mask(V.Bits);
}

} // namespace

void OutcomeBuilder::returnValue() {
  Ret.Name = "return";
  if (F.ReturnBits)
    Ret.Field = field(F.ReturnBits == 1 ? 1 : F.ReturnBits / 8, 0);
  Out.Case.Return = ReturnType::ReturnVoid;
  if (F.ReturnBits && S.ReturnValue) {
    Value V = S.Cons.resolve(*S.ReturnValue);
    Out.Case.Return = ReturnType::ReturnX;
    if (V.K == Value::Kind::Int) {
      int64_t X = V.modelValue();
      Out.Case.Return = X == 0    ? ReturnType::Return0
                        : X == 1  ? ReturnType::Return1
                        : X == -1 ? ReturnType::ReturnMinus1
                                  : ReturnType::ReturnX;
    }
    // A NULL this function returns under conditions its model cannot state
    // (a lookup that failed in memory no input names) is marked: callers
    // take the case as possible, but do not blame a dereference on it.
    if (F.ReturnsPointer && V.K == Value::Kind::Int && V.bits() == 0 &&
        S.calleeGuessedNull(*S.ReturnValue))
      Out.Case.Reason = UnstatedReason;
    if (describeNew(V, Ret)) {
      add(operation(OperationKind::Result, Operator::MemoryValidPointer,
                    {operand(Ret)}));
    } else if (V.K == Value::Kind::Ptr && S.Mem.region(V.Id).Freed &&
               (S.Mem.region(V.Id).Kind == RegionKind::Heap ||
                S.Mem.region(V.Id).Kind == RegionKind::External)) {
      // Into a block this path freed (return-freed here): dangling for the
      // caller, whose use of it is a use after free.
      add(operation(OperationKind::Result, Operator::MemoryInvalidPointer,
                    {operand(Ret)}));
    } else if (V.K == Value::Kind::Ptr && V.A == 0 && V.B == 0 &&
               S.Mem.region(V.Id).Static && !S.Mem.region(V.Id).ReleasedWith) {
      // A library's static storage passed on (a getenv wrapper): still not
      // the caller's to free.
      add(operation(OperationKind::Result, Operator::MemoryStatic,
                    {operand(Ret)}));
    } else if (auto Op = N.value(V)) {
      bool Ptr = F.ReturnsPointer;
      add(operation(OperationKind::Result, Ptr ? Operator::Peq : Operator::Ieq,
                    {operand(Ret), Ptr ? pointerConstant(*Op) : *Op}));
    } else if (auto Linear =
                   F.ReturnsPointer ? std::nullopt : linearResult(V, Ret)) {
      add(std::move(*Linear));
      for (Operation &Op : knownRange(S, V, Ret))
        add(std::move(Op));
    } else if (auto Computed = F.ReturnsPointer
                                   ? std::vector<Operation>{}
                                   : computedResult(V, Ret);
               !Computed.empty()) {
      // Arithmetic or a comparison of inputs (`return p != NULL`, `return
      // (e = int(pr) * err)`): the caller computes it of its own values.
      for (Operation &Op : Computed)
        add(std::move(Op));
    } else if (auto Object =
                   F.ReturnsPointer ? N.addressed(V) : std::nullopt) {
      // An address at a known offset inside an argument's object (a
      // std::string's inline buffer): that address, which the caller can
      // compare with what the object holds.
      add(operation(OperationKind::Result, Operator::MemoryValidPointer,
                    {operand(Ret)}));
      add(operation(OperationKind::Result, Operator::PeqAddr,
                    {operand(Ret), operand(*Object)}));
    } else if (auto Into =
                   F.ReturnsPointer ? blockPointedInto(V) : std::nullopt) {
      // Into an argument's block (std::array's and std::vector's
      // operator[]): what the caller writes through it lands in that block.
      add(operation(OperationKind::Result,
                    V.K == Value::Kind::Ptr ? Operator::MemoryValidPointer
                                            : Operator::MemoryInitialized,
                    {operand(Ret)}));
      add(operation(OperationKind::Result, Operator::PointerComparable,
                    {operand(Ret), operand(*Into)}));
    } else if (V.K == Value::Kind::Ptr ||
               (V.K == Value::Kind::Sym && F.ReturnsPointer &&
                S.Cons.test(Predicate::Eq, V, Value::integer(0, 64)) ==
                    Tri::False)) {
      add(operation(OperationKind::Result, Operator::MemoryValidPointer,
                    {operand(Ret)}));
    } else if (!V.hasUninitBits()) {
      add(operation(OperationKind::Result, Operator::MemoryInitialized,
                    {operand(Ret)}));
      outsideInput(V, Ret);
      // What the path knows of the value (rc != 0 after `if (rc == 0)`),
      // so that callers testing it take only the consistent cases.
      if (!F.ReturnsPointer)
        for (Operation &Op : knownRange(S, V, Ret))
          add(std::move(Op));
    }
  } else if (F.ReturnBits) {
    Out.Case.Return = ReturnType::ReturnTypeUnknown;
  }
}

void OutcomeBuilder::outsideInput(const Value &V, const Variable &Where,
                                  bool InOutsideMemory) {
  // A value a callee wrote into memory read from outside (fscanf(stdin,
  // "%d", p) of the caller's p) is that memory's, unless the path tested it.
  bool Untested = V.K == Value::Kind::FloatUnknown ||
                  (V.K == Value::Kind::Sym && V.A == 1 && V.B == 0);
  if (S.untestedOutside(V) ||
      (InOutsideMemory && Untested && V.Id < S.Origins.size() &&
       !S.Origins[V.Id].Tested))
    add(operation(OperationKind::Result, Operator::Input, {operand(Where)}));
}

std::optional<Operation>
OutcomeBuilder::linearResult(const Value &V, const Variable &Where) const {
  if (V.K != Value::Kind::Sym || V.A == 0)
    return std::nullopt;
  // Of the input itself, or of its unsigned reading (an unsigned or enum
  // parameter widened: `(ptrdiff_t)code`).
  const SymbolInfo &Info = S.Cons.info(V.Id);
  if (Info.Def == DefOp::PtrDiff) {
    // The difference of two input pointers (std::vector's size(), `end -
    // begin`): `(result pdiff Where P Q Scale)`, which the caller computes
    // on its own pointers.
    if (V.A != 1 || V.B != 0)
      return std::nullopt;
    auto P = N.value(Info.DefL), Q = N.value(Info.DefR);
    if (!P || !Q || !std::holds_alternative<Variable>(P->V) ||
        !std::holds_alternative<Variable>(Q->V))
      return std::nullopt;
    return operation(OperationKind::Result, Operator::Pdiff,
                     {operand(Where), *P, *Q,
                      operand(IntegerConst{Info.DefScale, false})});
  }
  Value Base = Value::symbol(V.Id, Info.Bits);
  Operator Op = Operator::Ilinear;
  if (Info.Def == DefOp::ZExt && Info.DefL.K == Value::Kind::Sym &&
      Info.DefL.A == 1 && Info.DefL.B == 0) {
    Base = Info.DefL;
    Op = Operator::Ulinear;
  } else if (V.A == 1 && V.B == 0) {
    // An input narrowed (`op_ = (uint8_t)op`, `nkids_ = (uint16_t)n`): its
    // low bits, `(result ilinear *<1:0>this op 1 0)`, which a caller's
    // constant (or a value that fits) gives exactly. The VM keeps the
    // narrowing as the derived value of the wider input.
    std::optional<Value> Wide;
    for (const auto &[Key, Result] : S.Derived)
      if (Key.Op == static_cast<uint8_t>(Opcode::Trunc) &&
          Result.K == Value::Kind::Sym && Result.Id == V.Id &&
          Result.A == 1 && Result.B == 0 && Key.L.K == Value::Kind::Sym &&
          Key.L.A == 1 && Key.L.B == 0 && Key.L.Bits > V.Bits) {
        Wide = Key.L;
        break;
      }
    if (!Wide)
      return std::nullopt; // the input itself: ieq
    Base = *Wide;
  }
  auto Y = N.value(Base);
  if (!Y || !std::holds_alternative<Variable>(Y->V))
    return std::nullopt;
  return operation(OperationKind::Result, Op,
                   {operand(Where), *Y, operand(IntegerConst{V.A, false}),
                    operand(IntegerConst{V.B, false})});
}

std::vector<Operation> OutcomeBuilder::computedResult(const Value &V,
                                                     const Variable &Where) {
  std::vector<Operation> Ops;
  uint32_t Temps = TempCount;
  size_t Named = Out.Temps.size();
  if (auto Op = computation(S.Cons.resolve(V), Where, 0, Ops)) {
    Ops.push_back(std::move(*Op));
    return Ops;
  }
  TempCount = Temps; // none of them is used
  Out.Temps.resize(Named);
  return {};
}

std::optional<MOperand>
OutcomeBuilder::computedOperand(const Value &V0, int Depth,
                                std::vector<Operation> &Ops) {
  Value V = S.Cons.resolve(V0);
  if (auto Op = N.value(V))
    return Op;
  // At most three levels and four temporaries: the arithmetic of flags and
  // counts, not a function's whole computation.
  if (V.K != Value::Kind::Sym || Depth >= 3 || TempCount >= 4)
    return std::nullopt;
  Variable T;
  // A name no parameter or global of the function has.
  for (;;) {
    T.Name = "t" + std::to_string(++TempCount);
    bool Taken = false;
    for (uint32_t K = 0; K < F.ParamBits.size() && !Taken; ++K)
      Taken = paramName(F, K) == T.Name;
    for (const auto &G : R.context().Module.Globals)
      Taken = Taken || G.Name == T.Name;
    if (!Taken)
      break;
  }
  T.Field = field(V.Bits <= 8 ? 1 : V.Bits / 8, 0);
  auto Op = computation(V, T, Depth, Ops);
  if (!Op)
    return std::nullopt;
  Ops.push_back(std::move(*Op));
  Out.Temps.push_back(T.Name);
  return operand(T);
}

std::optional<Operation>
OutcomeBuilder::computation(const Value &V, const Variable &Where, int Depth,
                            std::vector<Operation> &Ops) {
  if (V.K != Value::Kind::Sym)
    return std::nullopt;
  auto Compute = [&](const char *What, MOperand Y, MOperand Z) {
    return operation(OperationKind::Result, Operator::Compute,
                     {operand(Where), operand(StringConst{What}), std::move(Y),
                      std::move(Z)});
  };
  auto Const = [](int64_t X) { return operand(IntegerConst{X, false}); };
  const SymbolInfo &Info = S.Cons.info(V.Id);
  if (V.A != 1 || V.B != 0) {
    // A multiple of a computed value, plus a constant (`2 * (a + b) + 1`);
    // of an input, ilinear says it.
    if (Info.Def == DefOp::None || Info.Def == DefOp::Bits)
      return std::nullopt;
    auto Base = computedOperand(Value::symbol(V.Id, V.Bits, V.B ? V.A : 1, 0),
                                Depth + 1, Ops);
    if (!Base)
      return std::nullopt;
    if (V.B == 0)
      return Compute("imul", *Base, Const(V.A));
    return Compute("iadd", *Base, Const(V.B));
  }
  const char *What = nullptr;
  bool Pointers = false;
  switch (Info.Def) {
  case DefOp::Cmp:
    if (isFloatPredicate(Info.DefPred))
      return std::nullopt;
    Pointers = (Info.DefL.K == Value::Kind::Sym && N.isPointer(Info.DefL.Id)) ||
               (Info.DefR.K == Value::Kind::Sym && N.isPointer(Info.DefR.Id));
    What = modellang::spelling(comparison(Info.DefPred, Pointers)).data();
    break;
  case DefOp::Add:
    What = "iadd";
    break;
  case DefOp::Sub:
    What = "isub";
    break;
  case DefOp::Mul:
    What = "imul";
    break;
  default:
    return std::nullopt;
  }
  auto Y = computedOperand(Info.DefL, Depth + 1, Ops);
  if (!Y)
    return std::nullopt;
  auto Z = computedOperand(Info.DefR, Depth + 1, Ops);
  if (!Z)
    return std::nullopt;
  if (Pointers)
    Z = pointerConstant(*Z);
  return Compute(What, *Y, *Z);
}

std::optional<Variable>
OutcomeBuilder::blockPointedInto(const Value &V) const {
  if (V.K == Value::Kind::Ptr && (V.A != 0 || V.B != 0)) {
    const Region &RG = S.Mem.region(V.Id);
    if (RG.Kind == RegionKind::External && RG.Owner)
      return N.input(RG.Owner);
  } else if (V.K == Value::Kind::Sym && V.A == 1 && V.B != 0) {
    return N.input(V.Id);
  }
  return std::nullopt;
}

void OutcomeBuilder::externalMemory() {
  // The caller's words the path read as they were on entry (region,
  // offset), gathered at the first word overwritten.
  std::vector<std::pair<RegionId, int64_t>> EntryReads;
  bool EntryReadsKnown = false;
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
    // Written where the offset was unknown, or by code we cannot see: it is
    // initialized as a whole. What the path wrote at known offsets since
    // (a havoc leaves no cell) still follows: `p->buf = b` after a
    // callback was handed p is stated, and b is held there.
    const bool Forgotten = Reg.Havocked || Reg.Clobbered;
    if (Forgotten)
      if (auto Loc = Location(0, 0, true))
        add(operation(OperationKind::Result, Operator::MemoryInitialized,
                      {operand(*Loc)}));
    // A pointer the path read from the caller's memory and then
    // overwrote may be kept where the outcome cannot say (handed to code we
    // cannot see, stored in a block it does not describe): what it pointed
    // to is lost for the caller (`(result memory_lost *<8:0>p@)`). A word
    // the path never read is not: the caller's block it held is leaked if
    // nothing else holds it (getmem(&l) twice).
    auto KeptOld = [&](int64_t At, const Cell &C) {
      if (C.Size != 8 || (C.K == Cell::Kind::Val && C.V.K == Value::Kind::Sym &&
                          C.V.Id < S.Origins.size() &&
                          S.Origins[C.V.Id].K == SymbolOrigin::Kind::Memory &&
                          S.Origins[C.V.Id].Input &&
                          S.Origins[C.V.Id].Index == RId &&
                          S.Origins[C.V.Id].Offset == At))
        return;
      if (!EntryReadsKnown) {
        EntryReadsKnown = true;
        for (const SymbolOrigin &O : S.Origins)
          if (O.K == SymbolOrigin::Kind::Memory && O.Input && O.Size == 8)
            EntryReads.push_back({O.Index, O.Offset});
        std::sort(EntryReads.begin(), EntryReads.end());
      }
      if (!std::binary_search(EntryReads.begin(), EntryReads.end(),
                              std::pair<RegionId, int64_t>{RId, At}))
        return;
      if (auto Old = Location(At, C.Size, false)) {
        Old->Input = true;
        add(operation(OperationKind::Result, Operator::MemoryLost,
                      {operand(*Old)}));
      }
    };
    for (const auto &[At, C] : Reg.Cells) {
      if (!Forgotten)
        KeptOld(At, C);
      if (C.K == Cell::Kind::Byte && C.Size > 8 && C.Byte == 0) {
        // Cleared as a whole (memset(p, 0, sizeof *p)): every byte is 0.
        if (auto Loc = Location(At, C.Size, false))
          add(operation(OperationKind::Result, Operator::Ieq,
                        {operand(*Loc), operand(IntegerConst{0, false})}));
        continue;
      }
      if (C.K == Cell::Kind::UnknownBytes ||
          (C.K == Cell::Kind::Byte && C.Size > 8)) {
        if (Forgotten)
          continue; // said of the whole region above
        if (auto Loc = Location(At, C.Size, false)) {
          add(operation(OperationKind::Result, Operator::MemoryInitialized,
                        {operand(*Loc)}));
          // Bytes a callee read from outside into it (fscanf(stdin, "%d",
          // p) of the caller's p).
          if (Reg.Outside && C.K == Cell::Kind::UnknownBytes && C.Size <= 8)
            add(operation(OperationKind::Result, Operator::Input,
                          {operand(*Loc)}));
        }
        continue;
      }
      if (C.K == Cell::Kind::Byte) {
        uint64_t X = 0;
        for (uint32_t K = 0; K < C.Size; ++K)
          X |= uint64_t(C.Byte) << (8 * K);
        if (auto Loc = Location(At, C.Size, false))
          add(operation(OperationKind::Result, Operator::Ieq,
                        {operand(*Loc), operand(IntegerConst{
                                            static_cast<int64_t>(X), false})}));
        continue;
      }
      if (C.K != Cell::Kind::Val || C.Size > 8)
        continue;
      // Bytes still holding what was read from them are unchanged (even if
      // the path then learnt their exact value); not a value computed from
      // them (`s->top++` leaves top@ + 16, a new value).
      // Bytes read after the region was forgotten hold what was there.
      if (((C.V.K == Value::Kind::Sym && C.V.A == 1 && C.V.B == 0) ||
           C.V.K == Value::Kind::FloatUnknown) &&
          C.V.Id < S.Origins.size()) {
        const SymbolOrigin &O = S.Origins[C.V.Id];
        if (O.K == SymbolOrigin::Kind::Memory && (O.Input || Forgotten) &&
            O.Index == RId && O.Offset == At)
          continue;
      }
      Value V = S.Cons.resolve(C.V);
      auto Where = Location(At, C.Size, false);
      if (!Where)
        continue;
      if (storedFields(S.wordView(V), RId, At, C.Size, *Where))
        continue;
      // A NULL a callee left under conditions its model cannot state, now
      // in the caller's memory (f->code = luaM_growvector(...)): the same
      // holds of this outcome.
      if (V.K == Value::Kind::Int && V.bits() == 0 && S.calleeGuessedNull(C.V))
        Out.Case.Reason = UnstatedReason;
      Variable Loc = *Where;
      if (describeNew(V, Loc))
        continue;
      if (auto Op = N.value(V)) {
        bool Ptr = V.K == Value::Kind::Sym && N.isPointer(V.Id);
        add(operation(OperationKind::Result,
                      Ptr ? Operator::Peq : Operator::Ieq,
                      {operand(Loc), *Op}));
      } else if (auto Linear = V.K == Value::Kind::Sym && N.isPointer(V.Id)
                                   ? std::nullopt
                                   : linearResult(V, Loc)) {
        add(std::move(*Linear));
      } else if (auto Computed = V.K == Value::Kind::Sym && N.isPointer(V.Id)
                                     ? std::vector<Operation>{}
                                     : computedResult(V, Loc);
                 !Computed.empty()) {
        for (Operation &Op : Computed)
          add(std::move(Op));
      } else if (V.K == Value::Kind::Sym && V.A == 1 && V.B == 0 &&
                 S.Cons.info(V.Id).Pointee &&
                 S.Cons.test(Predicate::Eq, V, Value::integer(0, V.Bits)) ==
                     Tri::False) {
        // A pointer a callee returned (*out = fopen(...)): valid; what it
        // points to may hold a resource (see resourceHolder).
        add(operation(OperationKind::Result, Operator::MemoryValidPointer,
                      {operand(Loc)}));
      } else if (V.K == Value::Kind::Ptr &&
                 S.Mem.region(V.Id).Kind == RegionKind::Heap &&
                 S.Mem.region(V.Id).Freed) {
        // A pointer left to a block this path freed (free(b->start) without
        // clearing b->last): dangling for the caller.
        add(operation(OperationKind::Result, Operator::MemoryInvalidPointer,
                      {operand(Loc)}));
      } else if (V.K == Value::Kind::Ptr && Reg.Kind != RegionKind::Global &&
                 (S.Mem.region(V.Id).Kind == RegionKind::Local ||
                  S.Mem.region(V.Id).Kind == RegionKind::Stack)) {
        // The address of this frame's memory left in the caller's:
        // dangling once the function returns. A caller that uses it is
        // told; one that overwrites it (the frame was lent while the
        // function ran) is right.
        add(operation(OperationKind::Result, Operator::MemoryInvalidPointer,
                      {operand(Loc)}));
      } else if (V.K == Value::Kind::Ptr &&
                 S.Mem.region(V.Id).Kind == RegionKind::Global) {
        // The address of a function or of static storage (a callback
        // installed, p->read = string_reader): valid, never NULL.
        add(operation(OperationKind::Result, Operator::MemoryValidPointer,
                      {operand(Loc)}));
      } else if ((!V.hasUninitBits() || partlySet(V)) && !Forgotten) {
        add(operation(OperationKind::Result, Operator::MemoryInitialized,
                      {operand(Loc)}));
        outsideInput(V, Loc, Reg.Outside);
        // What the path knew of the value (`*gai_error != 0` after `if
        // (!*gai_error)` took the error way), as of a return value: a
        // caller testing it takes only the consistent cases (the case
        // that wrote a second out-parameter when this one is 0). A
        // narrower value stored widened (an int descriptor kept in a
        // ssize_t member, `req->result = open(...)`) gets its type's
        // range too, so that a caller's narrowing read (`return
        // req->result;` as an int) is the same value again, and what it
        // holds (a descriptor) stays tied to it.
        if (V.K == Value::Kind::Sym)
          for (Operation &Op : knownRange(S, V, Loc))
            add(std::move(Op));
      }
    }
  }
}

bool OutcomeBuilder::storedFields(const Value &V, RegionId RId, int64_t At,
                                  uint32_t Size, const Variable &Where) {
  // A word some of whose bit-fields the path stored, the others as they
  // were on entry: the fields stored, each by its bits (`(result ieq
  // *<2:8>v.<1:8> 1)`); the caller's other fields stay its own.
  // A word whose every bit the path wrote, some with known values, is
  // said the same way (`(result ieq *<4:8>p.<2:0> 1)` and `(result ieq
  // *<4:8>p.<30:2> default)`).
  if (V.K != Value::Kind::Partial || V.UninitMask != 0 || Size > 8 ||
      V.Bits != Size * 8 || (V.A == 0 && V.KnownMask == 0))
    return false;
  if (V.A != 0) {
    if (V.Id >= S.Origins.size())
      return false;
    const SymbolOrigin &O = S.Origins[V.Id];
    if (O.K != SymbolOrigin::Kind::Memory || !O.Input || O.Index != RId ||
        O.Offset != At || O.Size != Size)
      return false;
  }
  uint64_t All = Value::mask(V.Bits);
  uint64_t Base = static_cast<uint64_t>(V.A) & All;
  // Runs of bits: known ones stated, unknown ones (a value stored that the
  // model cannot name) said to be some value.
  for (unsigned Lo = 0; Lo < V.Bits;) {
    uint64_t Bit = uint64_t(1) << Lo;
    if (Base & Bit) {
      ++Lo;
      continue;
    }
    bool Known = V.KnownMask & Bit;
    unsigned Hi = Lo + 1;
    while (Hi < V.Bits && !(Base & (uint64_t(1) << Hi)) &&
           static_cast<bool>(V.KnownMask & (uint64_t(1) << Hi)) == Known)
      ++Hi;
    Variable Field = Where;
    Field.Bits = modellang::BitField{Hi - Lo, Lo};
    uint64_t Val =
        (V.bits() >> Lo) & Value::mask(static_cast<uint16_t>(Hi - Lo));
    if (Known)
      add(operation(OperationKind::Result, Operator::Ieq,
                    {operand(Field),
                     operand(IntegerConst{static_cast<int64_t>(Val), false})}));
    else
      add(operation(
          OperationKind::Result, Operator::Ieq,
          {operand(Field), operand(SpecialConst{SpecialConst::Default})}));
    Lo = Hi;
  }
  return true;
}

void OutcomeBuilder::variadicArguments() {
  // A variadic function's writes through its variadic arguments
  // (getDigits(z, &hr, &mn)) cannot be named: what they point to is
  // initialized, as far as its callers know.
  if (F.IsVariadic) {
    Variable Rest;
    Rest.Name = "...";
    Rest.Derefs.push_back(Deref{});
    add(operation(OperationKind::Result, Operator::MemoryInitialized,
                  {operand(Rest)}));
  }
}

void OutcomeBuilder::freedMemory() {
  // Memory the caller gave us that we freed.
  for (RegionId RId = 1; RId < S.Mem.size(); ++RId) {
    const Region &Reg = S.Mem.region(RId);
    if (Reg.Kind == RegionKind::External && Reg.Freed)
      if (auto P = N.input(Reg.Owner))
        add(operation(OperationKind::Result, Operator::MemoryFreed,
                      {operand(*P)}));
  }
}

void OutcomeBuilder::lostMemory() {
  // Also a block the path freed: what it held was handed on before.
  for (RegionId RId = 1; RId < S.Mem.size(); ++RId) {
    const Region &Reg = S.Mem.region(RId);
    if (Reg.Kind == RegionKind::External && Reg.Escaped)
      if (auto P = N.input(Reg.Owner))
        add(operation(OperationKind::Result, Operator::MemoryLost,
                      {operand(*P)}));
  }
  // A pointer the caller gave, stored where this outcome cannot name the
  // place (`v.push_back(p)`: the slot behind a pointer a callee's model
  // made) or kept by a callee before its memory was laid out (a later
  // result of the callee may lay it out): what it points to is handed on,
  // not leaked. One whose memory was escaped was said above.
  // Only as deep as a field of what a parameter points to, or one further
  // (`*<8:0>*<8:8>s@`): a caller holds its own blocks no deeper, and the
  // deeper ones a chain of frees hands on (an expression tree's) would
  // swell the models of every function above it.
  for (SymbolId Sym : S.HandedOn)
    if (RegionId Pointee = S.Cons.info(Sym).Pointee;
        !Pointee || !S.Mem.region(Pointee).Escaped)
      if (auto P = N.input(Sym); P && P->Derefs.size() <= MaxHandedOnDepth)
        add(operation(OperationKind::Result, Operator::MemoryLost,
                      {operand(*P)}));
  // A scalar the caller gave (a descriptor), handed to code we cannot see
  // that may have closed it: the caller's resource is lost too. Not a
  // pointer the path laid out: its memory said so above.
  for (SymbolId Sym : S.EscapedInputs)
    if (!S.Cons.info(Sym).Pointee)
      if (auto P = N.input(Sym))
        add(operation(OperationKind::Result, Operator::MemoryLost,
                      {operand(*P)}));
}

void OutcomeBuilder::resources() {
  // Resources the caller sees: created here and not released, or the
  // caller's own in a new state.
  for (const Resource &Res : S.Resources) {
    std::optional<Variable> Holder = resourceHolder(Res);
    if (!Holder)
      continue;
    if (!Res.Created.empty() && Res.State == Res.Created)
      add(operation(
          OperationKind::Result, Operator::ResourceNew,
          {operand(*Holder), operand(ResourceSpec{Res.Type, Res.State})}));
    else if (Res.Created.empty())
      add(operation(
          OperationKind::Result, Operator::ResourceState,
          {operand(*Holder), operand(ResourceSpec{Res.Type, Res.State})}));
  }
}

void OutcomeBuilder::errnoLeft() {
  // The C library's errno (simulator/models/ModelErrno.cpp): what this
  // path left in it, for its callers' `return -errno;` (a wrapper of
  // `openat` that failed). Stated only when the path changed it: positive
  // (a C library call failed), a constant stored (`errno = 0`), or some
  // other value. A global `errno` of the model is the path's errno at
  // the caller.
  if (!S.Errno)
    return;
  const Region &Reg = S.Mem.region(S.Errno);
  auto It = Reg.Cells.find(0);
  if (It == Reg.Cells.end() || It->second.K != Cell::Kind::Val ||
      It->second.Size != 4)
    return;
  const Value &Stored = It->second.V;
  if (Stored.K == Value::Kind::Sym && Stored.Id < S.Origins.size() &&
      S.Origins[Stored.Id].K == SymbolOrigin::Kind::Memory &&
      S.Origins[Stored.Id].Index == S.Errno)
    return; // as it was when the path first read it
  Value V = S.Cons.resolve(Stored);
  Variable Errno;
  Errno.Name = "errno";
  Errno.Field = field(4, 0);
  if (V.K == Value::Kind::Int)
    add(operation(OperationKind::Result, Operator::Ieq,
                  {operand(Errno), operand(IntegerConst{V.modelValue(), false})}));
  else if (S.Cons.test(Predicate::Sgt, V, Value::integer(0, 32)) == Tri::True)
    add(operation(OperationKind::Result, Operator::Igt,
                  {operand(Errno), operand(IntegerConst{0, false})}));
  else
    // Changed to a value the path does not know (strtol's ERANGE or not):
    // the caller's errno is no longer what it was.
    add(operation(OperationKind::Result, Operator::MemoryInitialized,
                  {operand(Errno)}));
}

std::optional<Operation> OutcomeBuilder::newBlock(const Value &V0,
                                                  const Variable &Where) {
  Value V = S.Cons.resolve(V0);
  if (V.K != Value::Kind::Ptr || V.A != 0 || V.B < 0)
    return std::nullopt;
  const Region &Reg = S.Mem.region(V.Id);
  if (Reg.Kind != RegionKind::Heap || Reg.Freed ||
      (Reg.Size >= 0 && V.B > Reg.Size))
    return std::nullopt;
  if (auto It = Blocks.find(V.Id); It != Blocks.end()) {
    // The block returned is also kept in *s (a list head): one block.
    Variable First = It->second;
    First.Input = false;
    if (BlockOffsets[V.Id] == V.B)
      return operation(OperationKind::Result, Operator::Peq,
                       {operand(Where), operand(First)});
    // Held at another offset there (the block's start handed back beside a
    // pointer into it): the caller may free it through either, so neither
    // is its only holder, and the block is never leaked.
    if (!LostBlocks.count(V.Id)) {
      LostBlocks.insert(V.Id);
      add(operation(OperationKind::Result, Operator::MemoryLost,
                    {operand(First)}));
    }
    return std::nullopt;
  }
  Blocks.emplace(V.Id, Where);
  BlockOffsets[V.Id] = V.B;
  std::vector<MOperand> Ops{operand(Where)};
  if (auto Size = N.value(Reg.SizeValue))
    Ops.push_back(*Size);
  std::vector<RelatedNote> Sites{RelatedNote{R.location(Reg.AllocLoc), F.Name}};
  Sites.insert(Sites.end(), Reg.InnerSites.begin(), Reg.InnerSites.end());
  Ops.push_back(operand(StringConst{formatAllocationSites(Sites)}));
  // A pointer the function advanced into the block it allocated (a string
  // past its leading blanks): the caller's free of it is not at the start.
  if (V.B != 0)
    Ops.push_back(operand(IntegerConst{V.B, false}));
  return operation(OperationKind::Result, Operator::MemoryNew, std::move(Ops));
}

void OutcomeBuilder::describeBlock(const Region &Block, const Variable &Where,
                                   int64_t Base) {
  // Where points Base bytes into the block: a cell before it has no name
  // the caller can read it by.
  auto At = [&](int64_t Offset, uint32_t Size) {
    Offset -= Base;
    Variable V = Where;
    V.Field.reset();
    V.Input = false;
    Deref D;
    D.Field = field(Size, static_cast<uint64_t>(Offset));
    V.Derefs.insert(V.Derefs.begin(), D);
    return V;
  };
  if (Block.Havocked || Block.Default != Fill::Uninit) {
    // The whole block: one more `*` on the outside (`**<8:56>s`, the
    // block s->state points to).
    Variable V = Where;
    V.Field.reset();
    V.Input = false;
    V.Derefs.insert(V.Derefs.begin(), Deref{});
    add(operation(OperationKind::Result, Operator::MemoryInitialized,
                  {operand(V)}));
    // The pointers the path stored in it at known offsets still follow (a
    // havoc leaves no cell): `a->nodes = calloc(...); a->nodes[0].data =
    // d` keeps d there, as callers must see.
    for (const auto &[Offset, C] : Block.Cells) {
      if (C.K != Cell::Kind::Val || C.Size != 8 || Offset < Base)
        continue;
      Value X = S.Cons.resolve(C.V);
      if (describeNew(X, At(Offset, C.Size)))
        continue;
      bool Pointer = X.K == Value::Kind::Sym && X.A == 1 && X.B == 0 &&
                     (N.isPointer(X.Id) || S.Cons.info(X.Id).Pointee);
      if (Pointer)
        if (auto Op = N.value(X))
          add(operation(OperationKind::Result, Operator::Peq,
                        {operand(At(Offset, C.Size)), *Op}));
    }
    return;
  }
  for (const auto &[Offset, C] : Block.Cells) {
    if (Offset < Base)
      continue;
    if (C.K == Cell::Kind::UninitBytes ||
        (C.K == Cell::Kind::Val && C.V.hasUninitBits() && !partlySet(C.V)))
      continue;
    // A run of one byte (a wider one only of zeros: memset(p, 0, n)).
    if (C.K == Cell::Kind::Byte && (C.Size <= 8 || C.Byte == 0)) {
      uint64_t X = 0;
      for (uint32_t K = 0; K < C.Size && K < 8; ++K)
        X |= uint64_t(C.Byte) << (8 * K);
      add(operation(OperationKind::Result, Operator::Ieq,
                    {operand(At(Offset, C.Size)),
                     operand(IntegerConst{static_cast<int64_t>(X), false})}));
      continue;
    }
    if (C.K == Cell::Kind::Val && C.Size <= 8) {
      // A block it points to, also new (b->data = malloc(n)).
      if (describeNew(C.V, At(Offset, C.Size)))
        continue;
      if (auto Op = N.value(C.V)) {
        add(operation(OperationKind::Result, Operator::Ieq,
                      {operand(At(Offset, C.Size)), *Op}));
        continue;
      }
    }
    add(operation(OperationKind::Result, Operator::MemoryInitialized,
                  {operand(At(Offset, C.Size))}));
  }
}

bool OutcomeBuilder::describeNew(const Value &V, const Variable &Where) {
  auto New = newBlock(V, Where);
  if (!New)
    return false;
  bool First = New->Op == Operator::MemoryNew;
  add(std::move(*New));
  if (!First)
    return true;
  const Region &Block = S.Mem.region(S.Cons.resolve(V).Id);
  // The deallocator the block needs, when not free's (new's "delete").
  if (Block.Family && Block.Family - 1 < S.Allocators.size())
    add(operation(OperationKind::Result, Operator::MemoryFamily,
                  {operand(Where),
                   operand(StringConst{S.Allocators[Block.Family - 1]})}));
  // Also handed to code that may keep it (a list it registered in).
  if (Block.Escaped) {
    Variable Kept = Where;
    Kept.Input = false;
    add(operation(OperationKind::Result, Operator::MemoryLost,
                  {operand(Kept)}));
  }
  describeBlock(Block, Where, BlockOffsets[S.Cons.resolve(V).Id]);
  return true;
}

std::optional<Variable>
OutcomeBuilder::resourceHolder(const Resource &Res) const {
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
    if (auto It = Blocks.find(Res.Region);
        It != Blocks.end() && BlockOffsets.at(Res.Region) == 0)
      return Through(It->second);
  if (Res.Region)
    if (auto Object = N.object(Res.Region, Res.Offset))
      return Object;
  if (Res.Sym && S.isInput(Res.Sym))
    return N.input(Res.Sym);
  // A descriptor stored in the caller's memory, or a pointer to the object
  // holding the resource.
  auto Holds = [&](const Value &V0) {
    // Still the descriptor's symbol, even if the path learnt its value.
    if (Res.Sym && V0.K == Value::Kind::Sym && V0.Id == Res.Sym &&
        V0.A == 1 && V0.B == 0)
      return true;
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

} // namespace pathsim::outcome
