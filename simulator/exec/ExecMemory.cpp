//===- simulator/exec/ExecMemory.cpp - addresses, loads, stores, copies ---===//
#include "simulator/exec/Executor.h"

#include <algorithm>
#include <cstring>

namespace pathsim {

namespace {

/// The value read as the requested kind: float bits as a float, and back.
Value asKind(Value V, bool Float, uint16_t Bits) {
  if (Float && V.K == Value::Kind::Int) {
    if (Bits == 32) {
      uint32_t B = static_cast<uint32_t>(V.bits());
      float X;
      std::memcpy(&X, &B, 4);
      return Value::floating(X, 32);
    }
    uint64_t B = V.bits();
    double X;
    std::memcpy(&X, &B, 8);
    return Value::floating(X, 64);
  }
  if (Float && V.K == Value::Kind::Sym)
    return Value::unknownFloat(V.Id, Bits);
  if (!Float && V.K == Value::Kind::Float) {
    uint64_t B = 0;
    if (V.Bits == 32) {
      float X = static_cast<float>(V.F);
      uint32_t B32;
      std::memcpy(&B32, &X, 4);
      B = B32;
    } else {
      std::memcpy(&B, &V.F, 8);
    }
    return Value::integer(B, Bits);
  }
  if (!Float && V.K == Value::Kind::FloatUnknown)
    return Value::symbol(V.Id, Bits);
  return V;
}

/// stdin, stdout or stderr, as the C library declares them.
bool standardStream(const GlobalInfo &Info) {
  return !Info.Defined && !Info.Internal && Info.Size == 8 &&
         (Info.LinkageName == "stdin" || Info.LinkageName == "stdout" ||
          Info.LinkageName == "stderr");
}

} // namespace

RegionId PathRunner::functionRegion(uint32_t NameIndex) {
  uint32_t Key = 0x80000000u | NameIndex;
  auto It = S.GlobalRegions.find(Key);
  if (It != S.GlobalRegions.end())
    return It->second;
  RegionId R = S.Mem.create(RegionKind::Global, Fill::Unknown, 0);
  S.Mem.region(R).Global = Key;
  S.Mem.region(R).Constant = true;
  S.GlobalRegions[Key] = R;
  return R;
}

const std::vector<int32_t> &PathRunner::globalsOf(const CompiledModel &M) {
  if (Ctx.Globals)
    return Ctx.Globals->of(M);
  if (!OwnGlobals)
    OwnGlobals.emplace(Ctx.Module);
  return OwnGlobals->of(M);
}

RegionId PathRunner::global(uint32_t G) {
  auto It = S.GlobalRegions.find(G);
  if (It != S.GlobalRegions.end())
    return It->second;
  const GlobalInfo &Info = Ctx.Module.Globals[G];
  // Only read-only data keeps its initializer: anything else may have been
  // changed before the function runs, so its entry value is unknown.
  bool Known = Info.Constant && Info.Defined;
  RegionId R =
      S.Mem.create(RegionKind::Global, Known ? Fill::Zero : Fill::Unknown,
                   static_cast<int64_t>(Info.Size));
  S.GlobalRegions[G] = R;
  Region &Reg = S.Mem.region(R);
  Reg.Global = G;
  Reg.Constant = Info.Constant;
  Reg.Input = !Info.Constant;
  // The C library's standard streams are never NULL (C17 7.21.1): a
  // `FILE *out = path ? fopen(path, "w") : stdout` fails only by fopen.
  if (standardStream(Info)) {
    Value Stream = read(Address{R, 0, true}, 8, 64);
    if (Stream.K == Value::Kind::Sym)
      S.Cons.assume(Predicate::Ne, Stream, Value::integer(0, 64),
                    /*Choice=*/false);
  }
  if (Known) {
    S.Mem.region(R).Init = &Info.Init;
    for (const GlobalReloc &Rel : Info.Relocs) {
      RegionId Target =
          Rel.ToFunction ? functionRegion(Rel.Target) : global(Rel.Target);
      S.Mem.write(R, Rel.Offset, 8, Value::pointer(Target, Rel.TargetOffset));
    }
  }
  return R;
}

std::optional<Address> PathRunner::pointee(const Value &Ptr0, bool Create) {
  Value P = S.Cons.resolve(Ptr0);
  if (P.K == Value::Kind::Ptr)
    return Address{P.Id, P.B, P.A == 0};
  if (P.K == Value::Kind::Sym && P.A == 1) {
    if (S.Cons.test(Predicate::Eq, P, Value::integer(0, P.Bits)) == Tri::True)
      return std::nullopt;
    // What the caller gave us is laid out on demand; other unknown pointers
    // only when asked to (a model's result writes through them).
    if (!S.Cons.info(P.Id).Pointee && !Create && !S.isInput(P.Id))
      return std::nullopt;
    S.Origins[P.Id].Pointer = true;
    return Address{S.pointeeRegion(P.Id, S.isInput(P.Id)), P.B, true};
  }
  return std::nullopt;
}

CodeLoc PathRunner::derefLoc(const Instr &I, const Operand &Addr) const {
  // Report at the start of the dereferencing expression (`result[0]`), which
  // is where the address was computed, rather than at the `=`.
  CodeLoc L = I.Loc;
  if (const Instr *Def = F.definition(Addr))
    if (Def->Op == Opcode::Gep && Def->Loc.Line == L.Line && Def->Loc.Col &&
        Def->Loc.Col < L.Col)
      L = Def->Loc;
  return L;
}

bool PathRunner::weaklyNullBase(const Operand &Addr, const CodeLoc &Use) {
  const Instr *Def = F.definition(Addr);
  if (!Def || Def->Op != Opcode::Gep)
    return false;
  Value Base = eval(F.operands(*Def)[0]);
  return S.excusedNull(Base, Use);
}

bool PathRunner::nullBased(const Operand &Addr) {
  // NULL plus a field offset (p->field with p NULL) is still NULL's fault.
  const Instr *Def = F.definition(Addr);
  if (!Def)
    return false;
  // Through every address computation: s->a.b[2] with s NULL.
  for (int Depth = 0; Def->Op == Opcode::Gep && Depth < 16; ++Depth) {
    const Operand &BaseOp = F.operands(*Def)[0];
    Value Base = S.Cons.resolve(eval(BaseOp));
    if (Base.K == Value::Kind::Int && Base.bits() == 0)
      return true;
    Def = F.definition(BaseOp);
    if (!Def)
      return false;
  }
  return false;
}

std::optional<Address> PathRunner::deref(const Value &Ptr, const Instr &I,
                                         uint32_t NameIndex) {
  const Operand *Ops = F.operands(I);
  const Operand &AddrOp = I.Op == Opcode::Store ? Ops[1] : Ops[0];
  PointerUse U;
  U.K = PointerUse::Kind::Deref;
  U.Loc = derefLoc(I, AddrOp);
  auto Name = [&] { return F.Names[NameIndex]; };
  U.Name = Name;
  // An integer address: from a pointer NULL only by a callee's check, or
  // computed from NULL? Looked up only where the rule needs to know.
  if (Value P = S.Cons.resolve(Ptr); P.K == Value::Kind::Int) {
    bool Null = P.bits() == 0;
    U.WeakNullBase =
        !(Null && S.excusedNull(Ptr, U.Loc)) &&
        weaklyNullBase(AddrOp, U.Loc);
    U.NullBase =
        !U.WeakNullBase && !Null && !P.NullDerived && nullBased(AddrOp);
  }
  PointerVerdict V = Check.validPointer(Ptr, U);
  // Reported: the path goes on with the pointer taken as valid.
  if (V.V == Verdict::Violated && V.At)
    return V.At;
  if (!goesOn(V.V))
    return std::nullopt;
  return V.At;
}

bool PathRunner::stringEndsHere(const Region &Reg, int64_t Offset) const {
  // The last byte of the room a call wrote a string into (string_written)
  // is its NUL when no byte before it can be: the string ends within it.
  for (int64_t At = Reg.StringStart; At < Offset; ++At) {
    auto It = Reg.Cells.find(At);
    if (It == Reg.Cells.end())
      return false;
    const Cell &C = It->second;
    if (C.K == Cell::Kind::Byte) {
      if (C.Byte == 0 || C.Size != 1)
        return false;
      continue;
    }
    if (C.K != Cell::Kind::Val || C.Size != 1 ||
        S.Cons.test(Predicate::Ne, C.V, Value::integer(0, C.V.Bits)) !=
            Tri::True)
      return false;
  }
  return true;
}

std::optional<SymbolOrigin>
PathRunner::partOfMemorySymbol(RegionId R, int64_t Offset,
                               uint32_t Bytes) const {
  const Region &Reg = S.Mem.region(R);
  auto It = Reg.Cells.upper_bound(Offset);
  if (It == Reg.Cells.begin())
    return std::nullopt;
  --It;
  const Cell &C = It->second;
  if (C.K != Cell::Kind::Val || It->first + int64_t(C.Size) < Offset + Bytes)
    return std::nullopt;
  Value V = S.Cons.resolve(C.V);
  if (V.K != Value::Kind::Sym || V.A != 1 || V.B != 0 ||
      V.Id >= S.Origins.size())
    return std::nullopt;
  const SymbolOrigin &Whole = S.Origins[V.Id];
  if (Whole.K != SymbolOrigin::Kind::Memory || Whole.Size != C.Size)
    return std::nullopt;
  SymbolOrigin O = Whole;
  O.Offset += Offset - It->first;
  O.Size = Bytes;
  O.Pointer = false;
  O.Tested = false;
  return O;
}

Value PathRunner::read(const Address &A, uint32_t Bytes, uint16_t Bits,
                       bool Float) {
  RegionId R = A.R;
  int64_t Offset = A.Offset;
  ReadResult RR = S.Mem.read(R, Offset, Bytes, Bits);
  if (!RR.NeedsSymbol)
    return asKind(RR.V, Float, Bits);
  const Region &Reg = S.Mem.region(R);
  if (Bytes == 1 && !Float && Offset == Reg.StringEnd &&
      stringEndsHere(Reg, Offset)) {
    Value Nul = Value::integer(0, Bits);
    S.Mem.write(R, Offset, 1, Value::integer(0, 8));
    return Nul;
  }
  SymbolOrigin O;
  O.K = SymbolOrigin::Kind::Memory;
  O.Index = R;
  O.Offset = Offset;
  O.Size = Bytes;
  // Bytes no cell holds are what the region held on entry. Bytes of a cell
  // were written on this path (or read before): not the caller's memory on
  // entry, even in memory the caller gave (`*token = *q->head; if
  // (token->type == 2)` tests the queued token, not the caller's).
  O.Input = Reg.Input && !Reg.Clobbered && !RR.Written;
  if (auto Part = partOfMemorySymbol(R, Offset, Bytes))
    O = *Part; // part of bytes read from memory before: named after them
  SymbolId Sym = S.newSymbol(Bits, O);
  Value V = Float ? Value::unknownFloat(Sym, Bits) : Value::symbol(Sym, Bits);
  if (Bytes <= 8)
    S.Mem.name(R, Offset, Bytes, V); // the same bytes read again: same symbol
  return V;
}

bool PathRunner::tableOfAddresses(const Region &Reg) const {
  // A table the program never writes keeps its initializer: a pointer read
  // from it at an index the path does not know is one of its aligned
  // words, none of which is 0 (a string literal's address, or a constant
  // that is no NULL) when the table has no NULL entry and no 0 member.
  if (!Reg.Constant || !Reg.Init || Reg.Kind != RegionKind::Global ||
      Reg.Global >= Ctx.Module.Globals.size())
    return false;
  std::vector<uint8_t> &Known = Ctx.AddressTables;
  if (Known.size() != Ctx.Module.Globals.size())
    Known.assign(Ctx.Module.Globals.size(), 0);
  if (Known[Reg.Global])
    return Known[Reg.Global] == 2;
  Known[Reg.Global] = 1;
  const GlobalInfo &Info = Ctx.Module.Globals[Reg.Global];
  const std::vector<uint8_t> &Bytes = *Reg.Init;
  if (Bytes.size() < 8 || Bytes.size() % 8 != 0)
    return false;
  std::vector<bool> Address(Bytes.size() / 8, false);
  for (const GlobalReloc &Rel : Info.Relocs)
    if (Rel.Offset >= 0 && Rel.Offset % 8 == 0 &&
        static_cast<size_t>(Rel.Offset) < Bytes.size())
      Address[static_cast<size_t>(Rel.Offset) / 8] = true;
  for (size_t W = 0; W < Address.size(); ++W)
    if (!Address[W] && std::all_of(Bytes.begin() + W * 8,
                                   Bytes.begin() + W * 8 + 8,
                                   [](uint8_t B) { return B == 0; }))
      return false;
  Known[Reg.Global] = 2;
  return true;
}

bool PathRunner::load(const Instr &I) {
  const Operand &AddrOp = F.operands(I)[0];
  auto A = deref(eval(AddrOp), I, I.PtrName);
  if (!A)
    return false;
  const Region &Reg = S.Mem.region(A->R);
  Value V;
  if (!A->KnownOffset) {
    if (S.Mem.entirelyUninit(A->R))
      V = Value::uninit(I.Bits);
    else {
      SymbolId Sym = S.newSymbol(I.Bits);
      V = I.IsFloat ? Value::unknownFloat(Sym, I.Bits)
                    : Value::symbol(Sym, I.Bits);
      if (I.IsPointer && I.Size == 8 && tableOfAddresses(Reg))
        S.Cons.assume(Predicate::Ne, V, Value::integer(0, V.Bits),
                      /*Choice=*/false);
    }
  } else {
    SymbolId Before = static_cast<SymbolId>(S.Cons.size());
    V = read(*A, I.Size, I.Bits, I.IsFloat);
    // A member of the caller's memory, read for the first time, holds what
    // every store of the program gives it (automodel/FieldValues.h).
    size_t K = static_cast<size_t>(&I - F.Instrs.data());
    if (K < Ctx.LoadRanges.size() && Ctx.LoadRanges[K] &&
        V.K == Value::Kind::Sym && V.Id >= Before && V.A == 1 && V.B == 0 &&
        V.Bits <= 64 && S.Origins[V.Id].Input) {
      const FieldRange &R = *Ctx.LoadRanges[K];
      for (size_t J = 0; J + 1 < R.Values.size(); ++J)
        for (int64_t X = R.Values[J] + 1; X < R.Values[J + 1]; ++X)
          S.Cons.assume(Predicate::Ne, V,
                        Value::integer(static_cast<uint64_t>(X), V.Bits),
                        /*Choice=*/false);
      S.Cons.assume(Predicate::Sge, V, Value::integer(static_cast<uint64_t>(R.Lo), V.Bits),
                    /*Choice=*/false);
      S.Cons.assume(Predicate::Sle, V, Value::integer(static_cast<uint64_t>(R.Hi), V.Bits),
                    /*Choice=*/false);
    }
    // ... and the orders every writer keeps between it and its siblings
    // (automodel/FieldRelations.h).
    if (K < Ctx.LoadRelations.size() && !Ctx.LoadRelations[K].empty() &&
        V.K == Value::Kind::Sym && V.Id >= Before && V.A == 1 && V.B == 0 &&
        S.Origins[V.Id].Input && !assumeRelations(*A, V, K)) {
      stop(PathEnd::Infeasible);
      return false;
    }
  }
  if (I.IsPointer && V.K == Value::Kind::Sym)
    S.Origins[V.Id].Pointer = true;
  if (V.hasUninitBits() && !V.Tag && Reg.Kind == RegionKind::Local &&
      Reg.Variable) {
    const VariableInfo &Var = F.Variables[Reg.Variable];
    V.Tag = S.addSource(Var.Declared, "variable declared here", Var.Name);
  } else if (V.hasUninitBits() && !V.Tag && Reg.Kind == RegionKind::Heap) {
    V.Tag = S.addSource(Reg.AllocLoc, "memory allocated here",
                        I.Name ? F.Names[I.Name] : "");
  }
  if (V.hasUninitBits() && V.Tag && !S.Sources[V.Tag].Region)
    S.setSourceRegion(V.Tag, A->R, A->Offset, A->KnownOffset ? I.Size : 0);
  setResult(I, V);
  return true;
}

bool PathRunner::assumeRelations(const Address &A, const Value &V,
                                 size_t K) {
  for (const RelationMember &M : Ctx.LoadRelations[K]) {
    const FieldRelation &FR = (*Ctx.Relations)[M.Relation];
    // A signed count and its capacity are never negative.
    if (!FR.Unsigned && !FR.NonNull &&
        !S.Cons.assume(Predicate::Sge, V, Value::integer(0, V.Bits), false))
      return false;
    if (!withinCountRange(FR, V))
      return false;
    // The sibling's value on entry: read now if it was not (the bytes the
    // caller left), unless the path wrote it.
    Address B = A;
    B.Offset = A.Offset - M.Offset + M.PartnerOffset;
    const Region &Reg = S.Mem.region(A.R);
    if (B.Offset < 0 ||
        (Reg.Size >= 0 &&
         B.Offset + static_cast<int64_t>(M.PartnerSize) > Reg.Size))
      continue;
    Value W = read(B, M.PartnerSize, static_cast<uint16_t>(M.PartnerSize * 8));
    if (W.K != Value::Kind::Sym || W.A != 1 || W.B != 0 ||
        (W.Bits != V.Bits && !FR.NonNull))
      continue;
    const SymbolOrigin &O = S.Origins[W.Id];
    if (!O.Input || O.K != SymbolOrigin::Kind::Memory || O.Index != A.R ||
        O.Offset != B.Offset)
      continue;
    const Value &Low = M.High ? W : V, &High = M.High ? V : W;
    if (Ctx.BrokenRelations) // checking: this writer's step relies on it
      (*Ctx.BrokenRelations)[M.Relation] |= 2;
    if (FR.NonNull) {
      // The pointer is not NULL whenever the count is not 0.
      if (!S.Cons.imply(Low, High))
        return false;
      continue;
    }
    if (!FR.Unsigned &&
        !S.Cons.assume(Predicate::Sge, W, Value::integer(0, W.Bits), false))
      return false;
    if (!withinCountRange(FR, W))
      return false;
    if (!S.Cons.assume(FR.Unsigned ? Predicate::Ule : Predicate::Sle, Low,
                       High, false))
      return false;
  }
  return true;
}

bool PathRunner::withinCountRange(const FieldRelation &FR, const Value &V) {
  // Checking a writer's step, an unsigned count and its capacity are taken
  // below a quarter of their type's range, as the program takes them when
  // it doubles one without a test (`cap *= 2` of a size_t: no object has
  // 2^62 elements), so that the doubling is ordered, not wrapped to 0.
  // Signed ones (no wrap: C's overflow is undefined) need no bound.
  if (!Ctx.BrokenRelations || !FR.Unsigned || V.Bits < 8 || V.Bits > 64)
    return true;
  uint64_t Max = (uint64_t(1) << (V.Bits - 2)) - 1;
  return S.Cons.assume(Predicate::Ule, V, Value::integer(Max, V.Bits), false);
}

void PathRunner::checkRelations() {
  if (!Ctx.BrokenRelations)
    return;
  for (const auto &[A, M] : RelationStores) {
    uint8_t &Broken = (*Ctx.BrokenRelations)[M->Relation];
    if (Broken & 1)
      continue;
    const Region &Reg = S.Mem.region(A.R);
    // A block freed, or this frame's own variables, outlive nothing.
    if (Reg.Freed || Reg.Kind == RegionKind::Local)
      continue;
    const FieldRelation &FR = (*Ctx.Relations)[M->Relation];
    Address B = A;
    B.Offset = A.Offset - M->Offset + M->PartnerOffset;
    uint32_t Size = M->Size, PartnerSize = M->PartnerSize;
    Value Mine = read(A, Size, static_cast<uint16_t>(Size * 8));
    Value Other =
        read(B, PartnerSize, static_cast<uint16_t>(PartnerSize * 8));
    if (FR.NonNull) {
      // Kept: the count is 0, the pointer is not NULL (an address, or
      // known so), or both are as on entry, where it was assumed.
      const Value &Count = M->High ? Other : Mine,
                  &Pointer = M->High ? Mine : Other;
      bool Keeps =
          !Count.hasUninitBits() && !Pointer.hasUninitBits() &&
          (S.Cons.test(Predicate::Eq, Count, Value::integer(0, Count.Bits)) ==
               Tri::True ||
           Pointer.K == Value::Kind::Ptr ||
           (Pointer.K != Value::Kind::Ptr &&
            S.Cons.test(Predicate::Eq, Pointer,
                        Value::integer(0, Pointer.Bits)) == Tri::False) ||
           S.Cons.implies(Count, Pointer));
      if (!Keeps)
        Broken |= 1;
      continue;
    }
    // A sibling the path never read nor wrote holds what it held on entry:
    // within the relation's own bounds.
    for (Value *X : {&Mine, &Other})
      if (X->K == Value::Kind::Sym && !FR.Unsigned &&
          S.Origins[X->Id].Input)
        S.Cons.assume(Predicate::Sge, *X, Value::integer(0, X->Bits), false);
    const Value &Low = M->High ? Other : Mine, &High = M->High ? Mine : Other;
    bool Keeps =
        !Low.hasUninitBits() && !High.hasUninitBits() &&
        S.Cons.test(FR.Unsigned ? Predicate::Ule : Predicate::Sle, Low,
                    High) == Tri::True &&
        (FR.Unsigned || S.Cons.test(Predicate::Sge, Low,
                                    Value::integer(0, Low.Bits)) == Tri::True);
    if (!Keeps)
      Broken |= 1;
  }
}

bool PathRunner::store(const Instr &I) {
  const Operand *Ops = F.operands(I);
  Value V = eval(Ops[0]);
  auto A = deref(eval(Ops[1]), I, I.PtrName);
  if (!A)
    return false;
  const Value Resolved = S.Cons.resolve(V);
  S.noteStored(Resolved);
  // A value copied into a variable nothing reads: the copy is its only use
  // (WriteOnly.h), reported if it is uninitialized, and of the caller's
  // memory it was read from a constraint (`unused = *p`).
  if (Ops[1].K == Operand::Kind::Reg && Ops[1].Index < Ctx.WriteOnly.size() &&
      Ctx.WriteOnly[Ops[1].Index]) {
    if (V.isUninit())
      checkInitialized(
          V, I, Ops[0].K == Operand::Kind::Reg ? F.RegName[Ops[0].Index] : 0);
    else
      S.noteUse(Resolved);
  }
  // A string a call wrote there may end elsewhere now.
  if (Region &Reg = S.Mem.region(A->R); Reg.StringEnd >= 0)
    Reg.StringStart = Reg.StringEnd = -1;
  size_t K = static_cast<size_t>(&I - F.Instrs.data());
  if (K < Ctx.StoreRelations.size())
    for (const RelationMember &M : Ctx.StoreRelations[K]) {
      // A member of an object the path cannot place is not checked: the
      // relation is not taken as kept.
      if (!A->KnownOffset) {
        (*Ctx.BrokenRelations)[M.Relation] |= 1;
        continue;
      }
      bool Seen = false;
      for (const auto &[At, Of] : RelationStores)
        Seen |= At.R == A->R && At.Offset == A->Offset && Of == &M;
      if (!Seen)
        RelationStores.push_back({*A, &M});
    }
  if (A->KnownOffset) {
    // One of the caller's pointers stored in memory of unknown origin (a
    // node a callee returned): held there, where no outcome names it.
    if (S.Mem.region(A->R).Kind == RegionKind::Unknown &&
        S.pointerLike(V, Ops[0].Pointer))
      S.handOn(V, Ops[0].Pointer);
    S.Mem.write(A->R, A->Offset, I.Size, V);
  } else {
    storeSomewhere(A->R, eval(Ops[1]), I.Size, V, Ops[0].Pointer);
  }
  return true;
}

void PathRunner::storeSomewhere(RegionId R, const Value &Ptr, uint32_t Bytes,
                                const Value &V, bool Pointer) {
  // Stored somewhere in the caller's memory (an element of an array at an
  // unknown index): held there, so what it points to is lost, not leaked.
  // A local array dies with the frame: what it alone held leaks.
  bool Kept = S.Mem.region(R).Kind != RegionKind::Local;
  if (Kept)
    S.handOn(V, Pointer);
  // The bytes the offset's range allows (`free_lists_[index]` with index
  // checked in [0, 14)), or the whole region: the other members keep what
  // they hold.
  int64_t Lo = 0, Hi = -1;
  Value P = S.Cons.resolve(Ptr);
  if (P.K == Value::Kind::Ptr && P.A != 0 && P.OffsetSym)
    if (auto Range = S.Cons.range(Value::symbol(P.OffsetSym, 64));
        Range && !Range->empty()) {
      __int128 A = P.A, X = A * Range->Lo + P.B, Y = A * Range->Hi + P.B;
      if (X > Y)
        std::swap(X, Y);
      Y += Bytes;
      const int64_t Size = S.Mem.region(R).Size;
      if (Size >= 0) {
        X = std::max<__int128>(X, 0);
        Y = std::min<__int128>(Y, Size);
      }
      if (X < Y && Y - X <= (1 << 20) && X >= INT32_MIN && Y <= INT32_MAX) {
        Lo = static_cast<int64_t>(X);
        Hi = static_cast<int64_t>(Y);
      }
    }
  // What the bytes it may have overwritten held may still be there: what
  // it points to is lost, not leaked.
  if (Kept) {
    std::vector<Value> Held;
    for (const auto &[At, C] : S.Mem.region(R).Cells)
      if (C.K == Cell::Kind::Val &&
          (Hi < Lo || (At < Hi && At + static_cast<int64_t>(C.Size) > Lo)))
        Held.push_back(C.V);
    for (const Value &X : Held)
      S.escape(X);
  }
  if (Hi > Lo)
    S.Mem.scramble(R, Lo, static_cast<uint64_t>(Hi - Lo));
  else
    S.Mem.havoc(R);
}

Value PathRunner::gep(const Instr &I) {
  const Operand *Ops = F.operands(I);
  Value Raw = eval(Ops[0]);
  Value Base = S.Cons.resolve(Raw);
  __int128 Const = I.Imm;
  // At most one symbolic term A*s is kept exact; more make the offset unknown.
  SymbolId OffSym = 0;
  __int128 OffA = 0;
  bool Unknown = false;
  for (uint16_t K = 0; K < I.NumExtra; ++K) {
    const GepIndex &G = F.GepIndices[I.Extra + K];
    Value Idx = S.Cons.resolve(eval(G.Index));
    if (Idx.hasUninitBits()) {
      checkInitialized(
          Idx, I,
          G.Index.K == Operand::Kind::Reg ? F.RegName[G.Index.Index] : 0);
      Unknown = true;
      continue;
    }
    if (Idx.K == Value::Kind::Int) {
      Const += static_cast<__int128>(Value::signExtend(Idx.bits(), Idx.Bits)) *
               G.Scale;
    } else if (Idx.K == Value::Kind::Sym && !OffSym) {
      OffSym = Idx.Id;
      OffA = static_cast<__int128>(Idx.A) * G.Scale;
      Const += static_cast<__int128>(Idx.B) * G.Scale;
    } else {
      Unknown = true;
    }
  }
  if (OffA > INT64_MAX || OffA < INT64_MIN || Const > INT64_MAX ||
      Const < INT64_MIN)
    Unknown = true;
  Value Result = Base.K == Value::Kind::Int &&
                         (Base.bits() == 0 || Base.NullDerived) &&
                         (OffSym || Unknown || S.weaklyNull(Raw))
                     ? nullPlusIndex(Raw, Const)
                     : gepOf(Base, Const, OffSym, OffA, Unknown, I);
  Result.Tag = Base.Tag; // p + 4 comes from where p came from
  return Result;
}

Value PathRunner::nullPlusIndex(const Value &Raw, __int128 Const) {
  // NULL plus an index is an address computed from NULL, not the index: the
  // index is no pointer (a buffer's `b + n` with `b` NULL must not make `n`
  // a pointer its callers have to pass valid). NULL only by a callee's
  // check stays so, whatever is added to it: its uses are not reported.
  if (S.weaklyNull(Raw)) {
    Value V = Value::symbol(S.newSymbol(64), 64);
    S.Cons.assume(Predicate::Eq, V, Value::integer(0, 64), /*Choice=*/false);
    (S.calleeGuessedNull(Raw) ? S.WeakNull : S.OwnNullGuess).insert(V.Id);
    return V;
  }
  // NULL only by a macro's test (an index added): so is the address.
  if (auto It = Raw.K == Value::Kind::Sym ? S.MacroNull.find(Raw.Id)
                                          : S.MacroNull.end();
      It != S.MacroNull.end()) {
    Value V = Value::symbol(S.newSymbol(64), 64);
    S.Cons.assume(Predicate::Eq, V, Value::integer(0, 64), /*Choice=*/false);
    CodeLoc Where = It->second;
    S.MacroNull.emplace(V.Id, Where);
    return V;
  }
  Value V =
      Value::integer(static_cast<uint64_t>(static_cast<int64_t>(Const)), 64);
  V.NullDerived = true;
  return V;
}

bool PathRunner::lengthBeside(SymbolId Ptr, SymbolId Offset) const {
  if (!Offset || Ptr >= S.Origins.size() || Offset >= S.Origins.size())
    return false;
  const SymbolOrigin &P = S.Origins[Ptr], &N = S.Origins[Offset];
  return P.K == SymbolOrigin::Kind::Memory &&
         N.K == SymbolOrigin::Kind::Memory && P.Input && N.Input &&
         P.Index == N.Index && P.Offset != N.Offset;
}

Value PathRunner::gepOf(const Value &Base, __int128 Const, SymbolId OffSym,
                        __int128 OffA, bool Unknown, const Instr &I) {
  auto Fresh = [&] { return Value::symbol(S.newSymbol(64), 64); };
  switch (Base.K) {
  case Value::Kind::Uninit:
    return Base;
  case Value::Kind::Int:
    if (Unknown)
      return Fresh();
    if (!OffSym) {
      Value V = Value::integer(
          static_cast<uint64_t>(Base.bits() + static_cast<int64_t>(Const)), 64);
      V.NullDerived = Base.bits() == 0 || Base.NullDerived;
      return V;
    }
    return Value::symbol(OffSym, 64, static_cast<int64_t>(OffA),
                         static_cast<int64_t>(Const) + Base.signedValue());
  case Value::Kind::Ptr: {
    Value P = Base;
    P.B = static_cast<int64_t>(Base.B + Const);
    if (Unknown || (OffSym && Base.A != 0)) {
      P.A = 1;
      P.OffsetSym = S.newSymbol(64);
    } else if (OffSym) {
      P.A = static_cast<int64_t>(OffA);
      P.OffsetSym = OffSym;
    }
    return P;
  }
  case Value::Kind::Sym: {
    if (Base.A != 1)
      return Fresh();
    if (!OffSym && !Unknown) {
      Value P = Base;
      P.B = static_cast<int64_t>(Base.B + Const);
      return P;
    }
    // p + i: the index needs the region p points to; bind it now. The
    // caller's p must be valid (a constraint of the model), but not yet
    // when i is the length kept beside p in the caller's object (`s->data +
    // s->len`, a span's end): an empty span is (NULL, 0), and its end
    // compared or returned is no use of it. Then p must be valid only once
    // an address into it is used (State::PendingValid).
    std::optional<DeferredTest> Pending;
    if (S.Cons.test(Predicate::Eq, Base, Value::integer(0, 64)) != Tri::False) {
      bool Input = S.isInput(Base.Id);
      if (S.Cons.test(Predicate::Eq, Base, Value::integer(0, 64)) == Tri::True)
        return Fresh();
      if (Input) {
        Value B0 = Base;
        B0.B = 0;
        DeferredTest D =
            DeferredTest::of(DeferredTest::Kind::ValidPointer, B0, I.Loc);
        if (!Unknown && lengthBeside(Base.Id, OffSym))
          Pending = D;
        else
          S.defer(D);
      }
      if (!S.Cons.assume(Predicate::Ne, Base, Value::integer(0, 64),
                         /*Choice=*/false)) {
        stop(PathEnd::Infeasible);
        return Fresh();
      }
    }
    RegionId R = S.pointeeRegion(Base.Id, S.isInput(Base.Id));
    if (Pending)
      S.PendingValid.emplace(R, *Pending);
    Value P = Value::pointer(R, static_cast<int64_t>(Base.B + Const));
    P.A = Unknown ? 1 : static_cast<int64_t>(OffA);
    P.OffsetSym = Unknown ? S.newSymbol(64) : OffSym;
    return P;
  }
  default:
    return Fresh();
  }
}

bool PathRunner::memCopy(const Instr &I) {
  const Operand *Ops = F.operands(I);
  Value N = S.Cons.resolve(eval(Ops[2]));
  if (N.K == Value::Kind::Int && N.bits() == 0)
    return true;
  Value Dst = eval(Ops[0]), Src = eval(Ops[1]);
  auto D = deref(Dst, I, I.Name);
  if (!D)
    return false;
  auto Sr = deref(Src, I, I.PtrName);
  if (!Sr)
    return false;
  if (N.K == Value::Kind::Int && D->KnownOffset && Sr->KnownOffset) {
    // Reading unread input bytes first gives them their names (*p@<4:8>),
    // so that the copy says what it holds: an object of up to
    // NamedCopyBytes (std::deque's 80-byte map and iterators, which its
    // move assignment swaps with a temporary's by `std::swap`), not only
    // that its bytes are initialized.
    constexpr uint64_t NamedCopyBytes = 128;
    const Region &SrcReg = S.Mem.region(Sr->R);
    if (SrcReg.Default == Fill::Unknown && SrcReg.Input &&
        N.bits() <= NamedCopyBytes)
      for (uint64_t K = 0; K + 8 <= N.bits(); K += 8)
        if (S.Mem.read(Sr->R, Sr->Offset + static_cast<int64_t>(K), 8, 64)
                .NeedsSymbol)
          read(Address{Sr->R, Sr->Offset + static_cast<int64_t>(K)}, 8, 64);
    S.Mem.copy(D->R, D->Offset, Sr->R, Sr->Offset, N.bits());
  } else {
    S.Mem.havoc(D->R);
  }
  return true;
}

bool PathRunner::memSet(const Instr &I) {
  const Operand *Ops = F.operands(I);
  Value N = S.Cons.resolve(eval(Ops[2]));
  if (N.K == Value::Kind::Int && N.bits() == 0)
    return true;
  auto D = deref(eval(Ops[0]), I, I.Name);
  if (!D)
    return false;
  Value B = S.Cons.resolve(eval(Ops[1]));
  if (N.K == Value::Kind::Int && D->KnownOffset) {
    if (B.K == Value::Kind::Int)
      S.Mem.fill(D->R, D->Offset, N.bits(), static_cast<uint8_t>(B.bits()));
    else
      S.Mem.scramble(D->R, D->Offset, N.bits());
  } else {
    S.Mem.havoc(D->R);
  }
  return true;
}

void PathRunner::allocaRegion(const Instr &I) {
  int64_t Size = -1;
  if (I.Imm > 0) {
    Size = static_cast<int64_t>(I.Size) * I.Imm;
  } else {
    Value N = S.Cons.resolve(eval(F.operands(I)[0]));
    if (N.K == Value::Kind::Int)
      Size = static_cast<int64_t>(I.Size) * static_cast<int64_t>(N.bits());
  }
  RegionId R = S.Mem.create(RegionKind::Local, Fill::Uninit, Size);
  if (I.Dest < F.RegVariable.size())
    S.Mem.region(R).Variable = F.RegVariable[I.Dest];
  setResult(I, Value::pointer(R, 0));
}

void PathRunner::scrambleReachable(const Value &V,
                                   std::vector<RegionId> &Seen) {
  RegionId R = S.pointedRegion(V);
  if (!R || std::find(Seen.begin(), Seen.end(), R) != Seen.end())
    return;
  Seen.push_back(R);
  Region &Reg = S.Mem.region(R);
  if (Reg.Constant || Reg.Freed)
    return;
  std::vector<Value> Inner = S.heldPointers(R);
  // What it held may still be there, where the callee may have kept it:
  // lost, not leaked. (The arguments were escaped before the call, but
  // memory escaped earlier is not walked again: a block stored in it
  // since, `v.push_back(x)` between two calls given the object, is
  // escaped here.)
  for (const Value &X : Inner)
    S.escape(X);
  S.Mem.havoc(R);
  Reg.Clobbered = true;
  for (const Value &X : Inner)
    scrambleReachable(X, Seen);
}

void PathRunner::scrambleBeyond(const Value &V, std::vector<RegionId> &Seen) {
  if (RegionId R = S.pointedRegion(V))
    for (const Value &X : S.heldPointers(R))
      scrambleReachable(X, Seen);
}

void PathRunner::havocGlobals() {
  for (auto &[Key, R] : S.GlobalRegions) {
    Region &Reg = S.Mem.region(R);
    // A callee may write what a stream is, not which (freopen).
    if (Reg.Constant ||
        (!(Key & 0x80000000u) && standardStream(Ctx.Module.Globals[Key])))
      continue;
    // Blocks only globals pointed to may still be pointed to: lost, not leaked.
    std::vector<Value> Inner;
    for (const auto &[At, C] : Reg.Cells)
      if (C.K == Cell::Kind::Val)
        Inner.push_back(C.V);
    for (const Value &V : Inner)
      S.escape(V);
    S.Mem.havoc(R);
    Reg.Clobbered = true;
  }
}

} // namespace pathsim
