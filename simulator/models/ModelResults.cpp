//===- simulator/models/ModelResults.cpp ----------------------------------===//
// A model case's results at a call.
#include "simulator/models/ModelEmulation.h"

#include "simulator/models/ModelTerms.h"
#include "simulator/state/Predicate.h"

namespace pathsim {

namespace {

/// A * Y + B as a Bits-bit value, where it is exact: Y a constant (read as
/// Unsigned or signed), or a symbol's linear form whose known range keeps
/// the result within Bits signed bits (as the VM's own arithmetic does),
/// and, read as unsigned, is not negative.
std::optional<Value> scaled(const Constraints &C, const Value &Y, int64_t A,
                            int64_t B, uint16_t Bits, bool Unsigned) {
  using I128 = __int128;
  if (Y.K == Value::Kind::Int) {
    I128 X = Y.Bits == 1 || Unsigned ? static_cast<I128>(Y.bits())
                                     : static_cast<I128>(Y.signedValue());
    return Value::integer(static_cast<uint64_t>(A * X + B), Bits);
  }
  if (Y.K != Value::Kind::Sym)
    return std::nullopt;
  if (Unsigned) {
    auto R = C.range(Y);
    if (!R || R->Lo < 0)
      return std::nullopt;
  }
  I128 NA = I128(A) * Y.A, NB = I128(A) * Y.B + B;
  if (NA > INT64_MAX || NA < INT64_MIN || NB > INT64_MAX || NB < INT64_MIN)
    return std::nullopt;
  if (NA == 0)
    return Value::integer(static_cast<uint64_t>(static_cast<int64_t>(NB)),
                          Bits);
  const SymbolInfo &Info = C.info(Y.Id);
  I128 Lo = NA > 0 ? NA * Info.Lo + NB : NA * Info.Hi + NB;
  I128 Hi = NA > 0 ? NA * Info.Hi + NB : NA * Info.Lo + NB;
  if (Lo < Constraints::minOf(Bits) || Hi > Constraints::maxOf(Bits))
    return std::nullopt;
  return Value::symbol(Y.Id, Bits, static_cast<int64_t>(NA),
                       static_cast<int64_t>(NB));
}

} // namespace

std::optional<ModelEmulation::Place>
ModelEmulation::writtenPlace(const ModelOperand *Var, bool Pointer,
                             bool NonNull) {
  if (!Var)
    return std::nullopt;
  auto Pl = place(*Var, true);
  if (Pl && Pl->K == Place::Kind::Return) {
    // The return value: made to exist, with what little the result says.
    if (!Return)
      ensureReturn(Pointer, NonNull);
    return std::nullopt;
  }
  return Pl;
}

Value ModelEmulation::calleeWritten(uint16_t Bits, bool Pointer) {
  return calleeValue(SymbolOrigin::Kind::CallOut, Bits, Pointer);
}

Value ModelEmulation::calleeReturned(uint16_t Bits, bool Pointer) {
  return calleeValue(SymbolOrigin::Kind::CallReturn, Bits, Pointer);
}

Value ModelEmulation::calleeValue(SymbolOrigin::Kind K, uint16_t Bits,
                                  bool Pointer) {
  SymbolOrigin O;
  O.K = K;
  O.Loc = I.Loc;
  O.Name = Callee;
  O.Pointer = Pointer;
  return Value::symbol(S.newSymbol(Bits, O), Bits);
}

/// The region a pointer value points into and its offset there (a symbol
/// pointer: its pointee, made now if need be); no region for other values.
static std::pair<RegionId, int64_t> regionOf(State &S, const Value &V0) {
  Value V = S.Cons.resolve(V0);
  if (V.K == Value::Kind::Ptr && V.A == 0)
    return {V.Id, V.B};
  if (V.K == Value::Kind::Sym && V.A == 1) {
    RegionId Reg = S.Cons.info(V.Id).Pointee
                       ? S.Cons.info(V.Id).Pointee
                       : S.pointeeRegion(V.Id, S.isInput(V.Id));
    return {Reg, V.B};
  }
  return {0, 0};
}

void ModelEmulation::releaseWith(RegionId Owner) {
  for (RegionId R = 1; R < S.Mem.size(); ++R) {
    Region &RG = S.Mem.region(R);
    if (RG.Static && RG.ReleasedWith == Owner && !RG.Freed) {
      RG.Freed = true;
      RG.FreeLoc = I.Loc;
    }
  }
}

void ModelEmulation::initializeMemory(const Place &Pl) {
  Region &RG = S.Mem.region(Pl.Reg);
  if (RG.Constant)
    return;
  RG.StringStart = RG.StringEnd = -1;
  if (!Pl.KnownOffset) {
    S.Mem.havoc(Pl.Reg);
    return;
  }
  int64_t Size = Pl.Size > 0           ? Pl.Size
                 : RG.Size > Pl.Offset ? RG.Size - Pl.Offset
                                       : -1;
  // Pointers in the bytes overwritten may still be what the callee left
  // there: what they point to is lost, not leaked.
  std::vector<Value> Held;
  for (const auto &[At, C] : RG.Cells)
    if (C.K == Cell::Kind::Val &&
        At + static_cast<int64_t>(C.Size) > Pl.Offset &&
        (Size < 0 || At < Pl.Offset + Size))
      Held.push_back(C.V);
  for (const Value &V : Held)
    S.escape(V);
  // An object of unknown size: everything from the offset on.
  if (Size <= 0 && Pl.Offset > 0)
    Size = int64_t(1) << 24;
  if (Size > 0)
    S.Mem.scramble(Pl.Reg, Pl.Offset, static_cast<uint64_t>(Size));
  else
    S.Mem.havoc(Pl.Reg);
  RG.Clobbered = true;
}

const Value *ModelEmulation::relatedValue(const Place &Pl) const {
  if (Pl.K != Place::Kind::Memory || !Pl.KnownOffset)
    return nullptr;
  for (const RelatedCell &C : RelatedCells)
    if (C.Reg == Pl.Reg && C.Offset == Pl.Offset && C.Size == Pl.Size)
      return &C.V;
  return nullptr;
}

bool ModelEmulation::result(const ModelOperation &Op) {
  const ModelOperand &First = Op.Operands[0];
  const ModelOperand *Var = Op.variable();
  switch (Op.Op) {
  case Operator::StringLength:
    return stringLength(Op);
  case Operator::StringCopy:
    return stringCopy(Op);
  case Operator::StringWritten:
    return stringWritten(Op);
  case Operator::MemoryStatic: {
    // Storage of the library's own: valid and initialized, not the caller's
    // to free, released with the owner's resource when one is named.
    if (!Var)
      return true;
    RegionId Owner = 0;
    if (Op.NumOperands > 1)
      if (auto O = value(Op.Operands[1], 64, false))
        Owner = regionOf(S, *O).first;
    RegionId Reg = S.Mem.create(RegionKind::Unknown, Fill::Unknown, -1);
    Region &RG = S.Mem.region(Reg);
    RG.Static = true;
    RG.FromModel = true;
    RG.ReleasedWith = Owner;
    RG.AllocLoc = I.Loc;
    S.Allocators.push_back(Callee);
    RG.Allocator = static_cast<uint32_t>(S.Allocators.size() - 1);
    if (auto Pl = place(*Var, true))
      writePlace(*Pl, Value::pointer(Reg, 0));
    return true;
  }
  case Operator::Input: {
    // Read from outside the program by this call; with a second operand,
    // only if the memory it names was (atoi's result, of fgets' buffer).
    if (!Var)
      return true;
    uint32_t From = 0;
    if (Op.NumOperands > 1) {
      auto Source = place(Op.Operands[1], false);
      if (!Source || Source->K != Place::Kind::Memory)
        return true;
      From = S.Mem.region(Source->Reg).Outside;
      if (!From)
        return true;
    } else {
      S.Outside.push_back(OutsideRead{Callee, I.Loc});
      From = static_cast<uint32_t>(S.Outside.size());
    }
    auto Pl = place(*Var, true);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Memory && Pl->KnownOffset && !Pl->Whole &&
        Pl->Size > 0 && Pl->Size <= 8)
      // One word of the caller's (an automatic model's out-parameter or
      // global): the value the case leaves there, once every result is
      // applied, not the whole object.
      OutsideCells.push_back({*Pl, From});
    else if (Pl->K == Place::Kind::Memory)
      S.Mem.region(Pl->Reg).Outside = From;
    else if (Pl->K == Place::Kind::Return)
      ReturnOutside = From; // the value is made when the call returns
    return true;
  }
  case Operator::MemoryFamily: {
    // The deallocator the block needs (operator new's: "delete").
    if (Op.Operands[1].K != ModelOperand::Kind::String)
      return true;
    auto V = value(First, 64, false);
    if (!V)
      return true;
    RegionId Reg = regionOf(S, *V).first;
    if (!Reg || S.Mem.region(Reg).Kind != RegionKind::Heap)
      return true;
    S.Allocators.push_back(M.Strings[Op.Operands[1].Index]);
    S.Mem.region(Reg).Family = static_cast<uint32_t>(S.Allocators.size());
    return true;
  }
  case Operator::PointerComparable: {
    // As a result: the first points into the block the second points to,
    // at or after it (strchr's result in its argument).
    if (!Var || Op.NumOperands < 2 ||
        Op.Operands[1].K != ModelOperand::Kind::Variable)
      return true;
    auto Base = value(Op.Operands[1], 64, false);
    if (!Base)
      return true;
    // An address the callee computed from a pointer it did not need valid
    // (a span's end, `s->data + s->len`): from a NULL, an address computed
    // from NULL, which a use reports; from the caller's own pointer, one
    // that needs it valid only once used (State::PendingValid).
    Value B = S.Cons.resolve(*Base);
    if (B.K == Value::Kind::Int && (B.bits() == 0 || B.NullDerived)) {
      Value N = Value::integer(0, 64);
      N.NullDerived = true;
      if (auto Pl = place(*Var, true))
        writePlace(*Pl, N);
      return true;
    }
    bool MayBeNull =
        B.K == Value::Kind::Sym && B.A == 1 && S.isInput(B.Id) &&
        S.Cons.test(Predicate::Eq, B, Value::integer(0, 64)) != Tri::False;
    auto [Reg, Offset] = regionOf(S, *Base);
    if (!Reg)
      return true;
    if (MayBeNull) {
      Value B0 = B;
      B0.B = 0;
      S.PendingValid.emplace(
          Reg, DeferredTest::of(DeferredTest::Kind::ValidPointer, B0, I.Loc));
    }
    SymbolOrigin O;
    O.K = SymbolOrigin::Kind::IntoArgument;
    O.Loc = I.Loc;
    O.Name = Callee;
    O.FromModel = true;
    SymbolId K = S.newSymbol(64, O);
    S.Cons.assume(Predicate::Sge, Value::symbol(K, 64), Value::integer(0, 64));
    Value P = Value::pointer(Reg, Offset);
    P.A = 1;
    P.OffsetSym = K;
    if (auto Pl = place(*Var, true))
      writePlace(*Pl, P);
    return true;
  }
  case Operator::MemoryNew:
  case Operator::MemoryNewStack: {
    if (!Var)
      return true;
    int64_t Size = -1, Offset = 0;
    Value SizeValue;
    const std::vector<RelatedNote> *Sites = nullptr;
    for (size_t K = 1; K < Op.NumOperands; ++K) {
      if (Op.Operands[K].K == ModelOperand::Kind::Sites) {
        // where inside the callee it was allocated
        Sites = &M.Sites[Op.Operands[K].Index];
        continue;
      }
      if (Sites && Op.Operands[K].K == ModelOperand::Kind::Integer) {
        // After the sites: how far into the block the callee advanced V.
        Offset = Op.Operands[K].Int;
        continue;
      }
      if (auto N = value(Op.Operands[K], 64, false); N) {
        SizeValue = S.Cons.resolve(*N);
        if (SizeValue.K == Value::Kind::Int)
          Size = static_cast<int64_t>(SizeValue.bits());
      }
    }
    bool Heap = Op.Op == Operator::MemoryNew;
    RegionId Reg = S.Mem.create(Heap ? RegionKind::Heap : RegionKind::Stack,
                                Fill::Uninit, Size);
    Region &RG = S.Mem.region(Reg);
    RG.SizeValue = SizeValue;
    if (Sites)
      RG.InnerSites = *Sites;
    for (RelatedNote &Site : RG.InnerSites)
      Site.Loc.DisplayFile = R.context().displayName(Site.Loc.File);
    RG.AllocLoc = I.Loc;
    RG.AllocStep = static_cast<uint32_t>(S.Steps.size());
    RG.HeapSerial = ++S.HeapCount;
    S.Allocators.push_back(Callee);
    RG.Allocator = static_cast<uint32_t>(S.Allocators.size() - 1);
    auto Pl = place(*Var, true);
    if (Pl)
      writePlace(*Pl, Value::pointer(Reg, Offset));
    return true;
  }
  case Operator::MemoryFreed: {
    auto V0 = value(First, 64, false);
    if (!V0)
      return true;
    Value V = S.Cons.resolve(*V0);
    RegionId Reg = 0;
    if (V.K == Value::Kind::Ptr)
      Reg = V.Id;
    else if (V.K == Value::Kind::Sym && V.A == 1)
      Reg = S.Cons.info(V.Id).Pointee ? S.Cons.info(V.Id).Pointee
                                      : S.pointeeRegion(V.Id, S.isInput(V.Id));
    // A pointer into the middle of a block (reported by the constraint) does
    // not free it, nor leak it: what happens to the block is unknown, so a
    // later free of its start is no double free and its end no leak.
    if (Reg && (V.B != 0 || (V.K == Value::Kind::Ptr && V.A != 0))) {
      S.escape(V);
      return true;
    }
    if (Reg) {
      Region &RG = S.Mem.region(Reg);
      if (!RG.Static &&
          (RG.Kind == RegionKind::Heap || RG.Kind == RegionKind::External ||
           RG.Kind == RegionKind::Unknown)) {
        RG.Freed = true;
        RG.FreeLoc = I.Loc;
      }
    }
    return true;
  }
  case Operator::MemoryLost: {
    // The callee may have kept the pointer where its model cannot say: what
    // it points to (and holds) is lost, never leaked. A scalar (`fd@`, a
    // descriptor the callee handed to code we cannot see) is read at its
    // own width: a parameter as passed, a field by its size.
    // One of the caller's pointers whose memory this path never laid out
    // (the element `push_back(x)` keeps, seen from its caller) is noted:
    // this function's outcome says it is handed on too. Not for a
    // recursive call: all its arguments reach is lost already, and each
    // round would name the kept pointers one field deeper.
    auto Keep = [&](const Value &V) {
      if (Recursive)
        S.escape(V);
      else
        S.handOn(V, /*Pointer=*/true);
    };
    uint16_t Bits = 64;
    if (First.K == ModelOperand::Kind::Variable &&
        First.Index < M.Variables.size()) {
      const ModelVariable &MV = M.Variables[First.Index];
      if (MV.B == ModelVariable::Base::Param && MV.Derefs.empty() &&
          MV.Index < Args.size()) {
        Keep(Args[MV.Index]);
        return true;
      }
      if (!MV.Derefs.empty() && MV.Derefs.back().Size > 0 &&
          MV.Derefs.back().Size < 8)
        Bits = static_cast<uint16_t>(MV.Derefs.back().Size * 8);
    }
    if (auto V = value(First, Bits, false))
      Keep(*V);
    return true;
  }
  case Operator::MemoryInitialized: {
    auto Pl = writtenPlace(Var, I.IsPointer, false);
    if (Pl && Pl->K == Place::Kind::Memory && !relatedValue(*Pl)) {
      // A pointer the callee moved (`*pos += len`, a cursor): what a
      // deeper result writes through it is where it pointed on entry.
      if (Pl->Size == 8 && Pl->KnownOffset)
        if (auto Old = readPlace(*Pl, 64, true);
            Old && (Old->K == Value::Kind::Ptr || Old->K == Value::Kind::Sym))
          Moved.push_back({Pl->Reg, Pl->Offset, *Old});
      initializeMemory(*Pl);
    }
    return true;
  }
  case Operator::MemoryInvalidPointer: {
    // A dangling pointer: into a block the callee freed (left in the
    // caller's memory, or returned).
    auto Pl = Var ? place(*Var, true) : std::nullopt;
    if (Pl && (Pl->K == Place::Kind::Memory || Pl->K == Place::Kind::Return)) {
      RegionId Reg = S.Mem.create(RegionKind::Heap, Fill::Uninit, -1);
      Region &RG = S.Mem.region(Reg);
      RG.AllocLoc = I.Loc;
      RG.Freed = true;
      RG.FreedByCallee = true;
      RG.FreeLoc = I.Loc;
      RG.HeapSerial = ++S.HeapCount;
      writePlace(*Pl, Value::pointer(Reg, 0));
    }
    return true;
  }
  case Operator::MemoryValidPointer: {
    auto Pl = writtenPlace(Var, true, true);
    if (Pl && Pl->K == Place::Kind::Memory) {
      SymbolOrigin O;
      O.K = SymbolOrigin::Kind::CallOut;
      O.Loc = I.Loc;
      O.Name = Callee;
      O.Pointer = true;
      O.FromModel = true;
      Value P = Value::symbol(S.newSymbol(64, O), 64);
      S.Cons.assume(Predicate::Ne, P, Value::integer(0, 64));
      writePlace(*Pl, P);
    }
    return true;
  }
  case Operator::ResourceNew:
  case Operator::ResourceState: {
    const ResourceSpec *Spec =
        Op.NumOperands > 1 && Op.Operands[1].K == ModelOperand::Kind::Resource
            ? &M.Resources[Op.Operands[1].Index]
            : nullptr;
    if (!Var || !Spec)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl)
      return true;
    Pl = holder(*Pl);
    if (!Pl)
      return true;
    if (Op.Op == Operator::ResourceState) {
      if (Resource *Res = resourceOf(*Pl); Res && Res->Type == Spec->Type) {
        Res->State = Spec->State;
        if (Res->State != Res->Created && Pl->K == Place::Kind::Memory)
          releaseWith(Pl->Reg);
      } else if (!Res) {
        // A resource the caller gave us: its new state is part of our model.
        Resource In;
        In.Type = Spec->Type;
        In.State = Spec->State;
        attach(In, *Pl);
        S.Resources.push_back(std::move(In));
      }
      return true;
    }
    Resource Res;
    Res.Type = Spec->Type;
    Res.State = Spec->State;
    Res.Created = Spec->State;
    Res.Loc = I.Loc;
    Res.Callee = Callee;
    Res.CallText = CallText;
    if (!attach(Res, *Pl))
      return true;
    S.Resources.push_back(std::move(Res));
    return true;
  }
  case Operator::IntNonZero: {
    if (!Var)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Return && !Return)
      ensureReturn(I.IsPointer, false);
    auto V = readPlace(*Pl, 0, false);
    if (V && V->K == Value::Kind::Sym)
      return S.Cons.assume(Predicate::Ne, *V, Value::integer(0, V->Bits));
    return true;
  }
  case Operator::Ilinear:
  case Operator::Ulinear: {
    // X == A * Y + B: what the callee computed from its input (`return
    // -code`), for this call's Y.
    if (!Var || Op.NumOperands != 4 ||
        Op.Operands[1].K != ModelOperand::Kind::Variable)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl || Pl->K == Place::Kind::Value)
      return true;
    uint16_t Bits = Pl->K == Place::Kind::Return ? (I.Bits ? I.Bits : 64)
                    : Pl->Size > 0 && Pl->Size <= 8
                        ? static_cast<uint16_t>(Pl->Size * 8)
                        : 64;
    std::optional<Value> X;
    if (auto YP = place(M.Variables[Op.Operands[1].Index], false)) {
      uint16_t YBits =
          YP->K == Place::Kind::Memory && YP->Size > 0 && YP->Size <= 8
              ? static_cast<uint16_t>(YP->Size * 8)
              : 64;
      if (auto Y = value(Op.Operands[1], YBits, false)) {
        Value YV = S.Cons.resolve(*Y);
        X = scaled(S.Cons, YV, Op.Operands[2].Int, Op.Operands[3].Int, Bits,
                   Op.Op == Operator::Ulinear);
        // The unsigned reading of a value that may be negative (an enum
        // getter's `return op_;` of a uint8_t member that is unknown here):
        // its zero extension, which keeps what a test of the result says of
        // the member (`op() == 22` makes `op_ == 11` false).
        if (!X && Op.Op == Operator::Ulinear && YV.K == Value::Kind::Sym &&
            YV.A == 1 && YV.B == 0 && YV.Bits < Bits) {
          Value Z = Value::symbol(S.Cons.newZeroExtension(YV, Bits), Bits);
          S.syncOrigins();
          X = scaled(S.Cons, Z, Op.Operands[2].Int, Op.Operands[3].Int, Bits,
                     true);
        }
        // A wider value narrowed (`nkids_ = (uint16_t)n`) whose range fits
        // the narrow width read as unsigned, not as signed (n in [2,
        // 65535]): a value whose unsigned reading is in that range.
        if (!X && Op.Operands[2].Int == 1 && Op.Operands[3].Int == 0 &&
            YV.K == Value::Kind::Sym && YV.Bits > Bits && Bits < 64)
          if (auto YR = S.Cons.range(YV);
              YR && YR->Lo >= 0 &&
              YR->Hi <= static_cast<__int128>(Value::mask(Bits))) {
            Value T = Pl->K == Place::Kind::Return
                          ? calleeReturned(Bits, false)
                          : calleeWritten(Bits, false);
            auto Lo = static_cast<uint64_t>(static_cast<int64_t>(YR->Lo));
            auto Hi = static_cast<uint64_t>(static_cast<int64_t>(YR->Hi));
            if (!S.Cons.assume(Predicate::Uge, T, Value::integer(Lo, Bits),
                               /*Choice=*/false) ||
                !S.Cons.assume(Predicate::Ule, T, Value::integer(Hi, Bits),
                               /*Choice=*/false))
              return false;
            X = T;
          }
      }
    }
    if (!X)
      X = Pl->K == Place::Kind::Return ? calleeReturned(Bits, false)
                                       : calleeWritten(Bits, false);
    writePlace(*Pl, *X);
    return true;
  }
  case Operator::Compute:
    return computeResult(Op);
  case Operator::Pdiff: {
    // X == (P - Q) / Scale: the callee's difference of two pointers
    // (std::vector's size()), of this call's pointers: 0 for a vector that
    // stayed empty, and not 0 only when neither is NULL.
    if (!Var || Op.NumOperands != 4 ||
        Op.Operands[1].K != ModelOperand::Kind::Variable ||
        Op.Operands[2].K != ModelOperand::Kind::Variable)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl || Pl->K == Place::Kind::Value)
      return true;
    bool Returned = Pl->K == Place::Kind::Return;
    uint16_t Bits = Returned ? (I.Bits ? I.Bits : 64)
                    : Pl->Size > 0 && Pl->Size <= 8
                        ? static_cast<uint16_t>(Pl->Size * 8)
                        : 64;
    std::optional<Value> X;
    auto P = value(Op.Operands[1], 64, true);
    auto Q = value(Op.Operands[2], 64, true);
    if (P && Q) {
      SymbolOrigin O;
      O.K = Returned ? SymbolOrigin::Kind::CallReturn
                     : SymbolOrigin::Kind::CallOut;
      O.Loc = I.Loc;
      O.Name = Callee;
      X = S.pointerDifference(*P, *Q, Op.Operands[3].Int, Bits, std::move(O));
    }
    if (!X)
      X = Returned ? calleeReturned(Bits, false) : calleeWritten(Bits, false);
    writePlace(*Pl, *X);
    return true;
  }
  default:
    break;
  }
  // Relations: `(result ieq return 0)` sets, `(result ige return 0)` narrows.
  const std::optional<Predicate> &Pred = Op.Pred;
  if (!Pred || !Var || Op.NumOperands != 2 || Op.Op == Operator::PneAddr)
    return true;
  auto Pl = place(*Var, true);
  if (!Pl)
    return true;
  // `(result peq_addr return *<:16>this)`: the address of that memory (a
  // string's inline buffer its _M_local_data() returns).
  if (Op.Op == Operator::PeqAddr) {
    if (Pl->K == Place::Kind::Value)
      return true;
    auto Address = addressOf(Op.Operands[1], true);
    writePlace(*Pl, Address ? *Address : calleeWritten(64, true));
    return true;
  }
  if (const ModelVariable &MV = M.Variables[Var->Index]; MV.BitWidth)
    return bitFieldResult(MV, *Pl, *Pred, Op.Operands[1]);
  // Bytes cleared as a whole (`memset(p, 0, sizeof *p)` in an init
  // function): `(result ieq *<132:4>p 0)` makes every one of them 0.
  if (*Pred == Predicate::Eq && Pl->K == Place::Kind::Memory &&
      Pl->KnownOffset && Pl->Size > 8 &&
      Op.Operands[1].K == ModelOperand::Kind::Integer) {
    auto Zero = value(Op.Operands[1], 64, false);
    if (Zero && Zero->K == Value::Kind::Int && Zero->bits() == 0 &&
        !S.Mem.region(Pl->Reg).Constant) {
      S.Mem.fill(Pl->Reg, Pl->Offset, static_cast<uint64_t>(Pl->Size), 0);
      return true;
    }
  }
  bool Pointer = Op.Pointer;
  uint16_t Bits =
      Pl->K == Place::Kind::Return ? (I.Bits ? I.Bits : 64)
      : Pl->K == Place::Kind::Memory && Pl->Size > 0 && Pl->Size <= 8
          ? static_cast<uint16_t>(Pl->Size * 8)
          : (Pointer ? 64 : 32);
  auto Rhs = value(Op.Operands[1], Bits, false);
  if (!Rhs) {
    // The value written is one this path cannot read (what a pointer from
    // code we cannot see points to): the place is still written, with a
    // value the path knows nothing of.
    if (*Pred == Predicate::Eq && Pl->K == Place::Kind::Memory)
      writePlace(*Pl, calleeWritten(Bits, Pointer));
    return true;
  }
  Value Rv = *Rhs;
  if (Rv.K == Value::Kind::Int && Rv.Bits != Bits)
    Rv = Value::integer(Rv.bits(), Bits);
  if (isFloatPredicate(*Pred) && Rv.K == Value::Kind::Int)
    Rv = Value::floating(static_cast<double>(Rv.signedValue()), Bits);
  if (*Pred == Predicate::Eq && Pl->K != Place::Kind::Value) {
    if (Bits == 64 && Rv.K == Value::Kind::Int && Rv.bits() == 0 &&
        Chosen->Unstated) {
      // A NULL this outcome leaves under conditions its model cannot state.
      Value Weak = Value::symbol(S.newSymbol(Bits), Bits);
      S.Cons.assume(Predicate::Eq, Weak, Value::integer(0, Bits),
                    /*Choice=*/false);
      S.WeakNull.insert(Weak.Id);
      Rv = Weak;
    } else if (Bits == 64 && Rv.K == Value::Kind::Int && Rv.bits() == 0 &&
               NullSuggested && Pl->K == Place::Kind::Memory) {
      // A NULL left in the caller's memory (an out-parameter) by one of
      // the callee's cases: ranked as a NULL it returns would be.
      Rv.Tag = S.addSource(I.Loc, "value comes from '" + Callee + "' here");
      ValueSource &Src = S.Sources[Rv.Tag];
      Src.NullCallee = Callee;
      Src.NullOnFieldTest = ChosenOnFieldTest;
      Src.NullWritten = true;
      Src.Made = Op.Operands[1].K == ModelOperand::Kind::Null ||
                 Op.Operands[1].K == ModelOperand::Kind::Integer;
      Src.ChoiceStep = ChoiceStep;
      Src.Choice = CaseChoice;
    }
    writePlace(*Pl, Rv);
    return true;
  }
  // A floating-point location set to a constant (`(result feq return 0)`:
  // fabs of 0) holds that value, so that comparing it with another constant
  // (`fabs(x) > 1e-6`) is decided.
  if (*Pred == Predicate::FOrdEq && Pl->K != Place::Kind::Value &&
      Rv.K == Value::Kind::Float) {
    writePlace(*Pl, Rv);
    return true;
  }
  // Anything else constrains the location's new value.
  Value Target;
  if (Pl->K == Place::Kind::Value) {
    Target = Pl->V;
  } else if (Pl->K == Place::Kind::Return && Return) {
    Target = *Return;
  } else if (const Value *Related = relatedValue(*Pl)) {
    Target = *Related;
  } else {
    Target = Pl->K == Place::Kind::Return ? calleeReturned(Bits, Pointer)
                                          : calleeWritten(Bits, Pointer);
    writePlace(*Pl, Target);
    if (Pl->K == Place::Kind::Memory && Pl->KnownOffset)
      RelatedCells.push_back({Pl->Reg, Pl->Offset, Pl->Size, Target});
  }
  Tri T = R.test(*Pred, Target, Rv);
  if (T == Tri::False)
    return false;
  if (T == Tri::Unknown)
    return S.Cons.assume(*Pred, S.Cons.resolve(Target), S.Cons.resolve(Rv));
  return true;
}

/// V as a Bits-bit value of the same mathematical value (what the VM does
/// to a value it widens without changing it), where that is exact.
static std::optional<Value> sameValueAt(const Constraints &C, Value V,
                                        uint16_t Bits) {
  if (V.Bits == Bits || V.K == Value::Kind::Ptr)
    return V;
  if (V.K == Value::Kind::Int) {
    uint64_t X = V.Bits == 1 ? V.bits()
                             : static_cast<uint64_t>(V.signedValue());
    if (V.Bits > Bits && Value::signExtend(Value::truncate(X, Bits), Bits) !=
                             static_cast<int64_t>(X))
      return std::nullopt;
    return Value::integer(X, Bits);
  }
  if (V.K != Value::Kind::Sym)
    return std::nullopt;
  if (V.Bits > Bits) {
    auto R = C.range(V);
    if (!R || R->Lo < Constraints::minOf(Bits) ||
        R->Hi > Constraints::maxOf(Bits))
      return std::nullopt;
  }
  V.Bits = Bits;
  return V;
}

bool ModelEmulation::computeResult(const ModelOperation &Op) {
  // X == Y OP Z of this call's Y and Z (`return (e = int(pr) * err)`,
  // `return p != NULL`): what the caller would have computed itself, so
  // that its test of X decides Y and Z as a test of its own would.
  using C = ModelOperation::Computation;
  const ModelOperand *Var = Op.variable();
  if (!Var || Op.NumOperands != 4 || Op.Computes == C::None)
    return true;
  const ModelVariable &XV = M.Variables[Var->Index];
  bool ToTemp = XV.B == ModelVariable::Base::Temp && XV.Derefs.empty();
  std::optional<Place> Pl;
  if (!ToTemp) {
    Pl = place(*Var, true);
    if (!Pl || Pl->K == Place::Kind::Value)
      return true;
  }
  bool Returned = Pl && Pl->K == Place::Kind::Return;
  uint16_t Bits = Returned ? (I.Bits ? I.Bits : 64)
                  : ToTemp ? (XV.Size > 0 && XV.Size <= 8
                                  ? static_cast<uint16_t>(XV.Size * 8)
                                  : 64)
                  : Pl->Size > 0 && Pl->Size <= 8
                      ? static_cast<uint16_t>(Pl->Size * 8)
                      : 64;
  // An operand at its own width (a variable's byte field, a temporary's
  // value), a constant at the other operand's.
  auto Width = [&](const ModelOperand &O) -> uint16_t {
    if (O.K != ModelOperand::Kind::Variable)
      return 0;
    const ModelVariable &MV = M.Variables[O.Index];
    if (MV.B == ModelVariable::Base::Temp && MV.Derefs.empty())
      return MV.Index < Temps.size() && Temps[MV.Index] ? Temps[MV.Index]->Bits
                                                        : 0;
    int64_t Size = MV.Derefs.empty() ? MV.Size : MV.Derefs.back().Size;
    if (MV.B == ModelVariable::Base::Param && MV.Derefs.empty() &&
        MV.Index < Args.size())
      return Args[MV.Index].Bits;
    return Size > 0 && Size <= 8 ? static_cast<uint16_t>(Size * 8) : 64;
  };
  const ModelOperand &YO = Op.Operands[2], &ZO = Op.Operands[3];
  uint16_t YBits = Width(YO), ZBits = Width(ZO);
  uint16_t OpBits = Op.Computes == C::Compare
                        ? std::max<uint16_t>(std::max(YBits, ZBits), 1)
                        : Bits;
  if (Op.Computes == C::Compare && !YBits && !ZBits)
    OpBits = 64;
  std::optional<Value> X;
  auto Y = value(YO, YBits ? YBits : OpBits, false);
  auto Z = value(ZO, ZBits ? ZBits : OpBits, false);
  if (Y && Z) {
    Y = sameValueAt(S.Cons, S.Cons.resolve(*Y), OpBits);
    Z = sameValueAt(S.Cons, S.Cons.resolve(*Z), OpBits);
  }
  if (Y && Z && Op.Computes == C::Compare) {
    Tri T = S.Cons.test(Op.ComputePred, *Y, *Z);
    if (T != Tri::Unknown) {
      X = Value::integer(T == Tri::True ? 1 : 0, Bits);
    } else {
      // The comparison the path's own `icmp` of the same values makes (the
      // same symbol: a caller's `!t` and the callee's `pr` agree).
      DerivedKey Key{static_cast<uint8_t>(Opcode::ICmp),
                     static_cast<uint8_t>(Op.ComputePred), 1, *Y, *Z};
      auto It = S.Derived.find(Key);
      if (It == S.Derived.end()) {
        SymbolId Truth = S.Cons.newComparison(Op.ComputePred, *Y, *Z);
        S.syncOrigins();
        It = S.Derived.emplace(Key, Value::symbol(Truth, 1)).first;
      }
      X = It->second;
      X->Bits = Bits; // 0 or 1 at any width
    }
  } else if (Y && Z && Y->K != Value::Kind::Ptr && Z->K != Value::Kind::Ptr) {
    bool YI = Y->K == Value::Kind::Int, ZI = Z->K == Value::Kind::Int;
    int64_t YC = YI ? Y->signedValue() : 0, ZC = ZI ? Z->signedValue() : 0;
    switch (Op.Computes) {
    case C::Add:
      X = YI && ZI ? Value::integer(static_cast<uint64_t>(YC + ZC), Bits)
          : YI     ? scaled(S.Cons, *Z, 1, YC, Bits, false)
          : ZI     ? scaled(S.Cons, *Y, 1, ZC, Bits, false)
                   : std::nullopt;
      break;
    case C::Sub:
      X = YI && ZI ? Value::integer(static_cast<uint64_t>(YC - ZC), Bits)
          : YI     ? scaled(S.Cons, *Z, -1, YC, Bits, false)
          : ZI     ? scaled(S.Cons, *Y, 1, -ZC, Bits, false)
                   : std::nullopt;
      break;
    default:
      X = YI && ZI ? Value::integer(static_cast<uint64_t>(YC * ZC), Bits)
          : YI     ? scaled(S.Cons, *Z, YC, 0, Bits, false)
          : ZI     ? scaled(S.Cons, *Y, ZC, 0, Bits, false)
                   : std::nullopt;
      break;
    }
    if (!X) {
      // As the path's own arithmetic of the same values (the same symbol
      // for a second call, or the caller's own `a * b`).
      Opcode Code = Op.Computes == C::Add   ? Opcode::Add
                    : Op.Computes == C::Sub ? Opcode::Sub
                                            : Opcode::Mul;
      DerivedKey Key{static_cast<uint8_t>(Code), 0, Bits, *Y, *Z};
      auto It = S.Derived.find(Key);
      if (It == S.Derived.end()) {
        DefOp D = Op.Computes == C::Add   ? DefOp::Add
                  : Op.Computes == C::Sub ? DefOp::Sub
                                          : DefOp::Mul;
        SymbolId Sym = S.Cons.newDefined(D, *Y, *Z, Bits);
        S.syncOrigins();
        It = S.Derived.emplace(Key, Value::symbol(Sym, Bits)).first;
      }
      X = It->second;
    }
  }
  if (ToTemp) {
    if (Var->Index < M.Variables.size() && XV.Index < Temps.size())
      Temps[XV.Index] = X ? *X : Value::symbol(S.newSymbol(Bits), Bits);
    return true;
  }
  if (!X)
    X = Returned ? calleeReturned(Bits, false) : calleeWritten(Bits, false);
  writePlace(*Pl, *X);
  return true;
}

bool ModelEmulation::bitFieldResult(const ModelVariable &V, const Place &Pl,
                                    Predicate P, const ModelOperand &Rhs) {
  // The word holding the field: the caller's memory, or the return value.
  if (Pl.K == Place::Kind::Value)
    return true;
  if (Pl.K == Place::Kind::Return && !Return)
    ensureReturn(false, false);
  uint16_t Bits = Pl.K == Place::Kind::Return ? (I.Bits ? I.Bits : 64)
                  : Pl.Size > 0 && Pl.Size <= 8
                      ? static_cast<uint16_t>(Pl.Size * 8)
                      : 0;
  if (Bits == 0 || V.BitLsb >= Bits)
    return true;
  unsigned Lsb = V.BitLsb, Width = std::min<unsigned>(V.BitWidth, Bits - Lsb);
  uint64_t All = Value::mask(Bits);
  uint64_t Field = Value::mask(static_cast<uint16_t>(Width)) << Lsb;
  Field &= All;
  auto Old = readPlace(Pl, Bits, false);
  auto New = value(Rhs, Bits, false);
  Value NewV = New ? S.Cons.resolve(*New) : Value();
  Value OldV = Old ? S.wordView(S.Cons.resolve(*Old)) : Value::uninit(Bits);
  // A word with fields of the caller's beside those written: a symbol
  // standing for it, what is known of its bits its view (State::Words).
  auto Write = [&](Value Wd) {
    if (Wd.K == Value::Kind::Partial && Wd.A != 0) {
      Value Sym = calleeWritten(Bits, false);
      Sym.Tag = Wd.Tag;
      S.Words[Sym.Id] = Wd;
      Wd = Sym;
    }
    if (Pl.K == Place::Kind::Return)
      Return = Wd;
    else
      writePlace(Pl, Wd);
  };
  // A constant into a word whose other bits the path knows (or knows to be
  // uninitialized): the word's bits, as a bit-field store leaves them.
  if (P == Predicate::Eq && New && NewV.K == Value::Kind::Int &&
      OldV.K == Value::Kind::Sym && OldV.A == 1 && OldV.B == 0 &&
      OldV.Bits == Bits) {
    // Into a word the path does not know: that word, its field known.
    Value Wd;
    Wd.K = Value::Kind::Partial;
    Wd.Bits = Bits;
    Wd.KnownMask = Field;
    Wd.B = static_cast<int64_t>((NewV.bits() << Lsb) & Field);
    Wd.Id = OldV.Id;
    Wd.A = static_cast<int64_t>(All & ~Field);
    // What the case wrote: a test of it depends on the case chosen.
    Wd.Tag = S.addSource(I.Loc, "value comes from '" + Callee + "' here");
    Write(Wd);
    return true;
  }
  if (P == Predicate::Eq && New && NewV.K == Value::Kind::Int &&
      (OldV.K == Value::Kind::Int || OldV.K == Value::Kind::Partial ||
       OldV.K == Value::Kind::Uninit)) {
    uint64_t Known = OldV.K == Value::Kind::Int       ? All
                     : OldV.K == Value::Kind::Partial ? OldV.KnownMask
                                                      : 0;
    uint64_t Uninit = OldV.K == Value::Kind::Partial  ? OldV.UninitMask
                      : OldV.K == Value::Kind::Uninit ? All
                                                      : 0;
    uint64_t Val = (OldV.K == Value::Kind::Uninit ? 0 : OldV.bits()) & ~Field;
    Val |= (NewV.bits() << Lsb) & Field;
    Known = (Known | Field) & All;
    Uninit &= ~Field & All;
    Value W;
    if (Known == All) {
      W = Value::integer(Val & All, Bits);
      W.Tag = S.addSource(I.Loc, "value comes from '" + Callee + "' here");
    } else {
      W.K = Value::Kind::Partial;
      W.Bits = Bits;
      W.B = static_cast<int64_t>(Val & Known);
      W.KnownMask = Known;
      W.UninitMask = Uninit;
      W.Tag = S.addSource(I.Loc, "value comes from '" + Callee + "' here");
      if (OldV.K == Value::Kind::Partial && OldV.A != 0) {
        W.Id = OldV.Id;
        W.A =
            static_cast<int64_t>(static_cast<uint64_t>(OldV.A) & ~Field & All);
        if (W.A == 0)
          W.Id = 0;
      }
    }
    Write(W);
    return true;
  }
  // Otherwise a new word whose other bits are those it had, and whose field
  // stands in the relation.
  Value W = calleeWritten(Bits, false);
  if (Pl.K == Place::Kind::Return)
    Return = W;
  else
    writePlace(Pl, W);
  auto Keep = [&](unsigned Lo, unsigned N) {
    if (N == 0)
      return true;
    auto Was = R.bitRange(OldV, Lo, N, Bits);
    auto Is = R.bitRange(W, Lo, N, Bits);
    if (!Was || !Is)
      return true;
    return S.Cons.assume(Predicate::Eq, *Is, *Was, /*Choice=*/false);
  };
  if (!Keep(0, Lsb) || !Keep(Lsb + Width, Bits - Lsb - Width))
    return false;
  auto Target = R.bitRange(W, Lsb, Width, Bits);
  if (!Target || !New)
    return true;
  if (NewV.K == Value::Kind::Int && NewV.Bits != Bits)
    NewV = Value::integer(NewV.bits(), Bits);
  if (NewV.K != Value::Kind::Int && NewV.K != Value::Kind::Sym)
    return true;
  if (NewV.Bits != Bits)
    return true;
  Tri T = R.test(P, *Target, NewV);
  if (T == Tri::False)
    return false;
  if (T == Tri::Unknown)
    return S.Cons.assume(P, S.Cons.resolve(*Target), NewV, /*Choice=*/false);
  return true;
}

} // namespace pathsim
