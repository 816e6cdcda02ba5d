//===- simulator/models/ModelOperands.cpp ---------------------------------===//
// A model operand at a call: its place and its value.
#include "simulator/models/ModelEmulation.h"

#include <algorithm>

namespace pathsim {

ModelEmulation::ModelEmulation(PathRunner &R, const Instr &I,
                               const ModelRef &Ref, const std::string &Callee,
                               const std::string &CallText,
                               std::vector<Value> Args, FormatCall *Format)
    : R(R), S(R.state()), I(I), M(*Ref.M), Origin(Ref.Origin),
      Recursive(Ref.Recursive), Callee(Callee), CallText(CallText),
      Args(std::move(Args)), Format(Format), Temps(M.Temps) {}

Value ModelEmulation::ensureReturn(bool Pointer, bool NonNull) {
  if (Return)
    return *Return;
  SymbolOrigin O;
  O.K = SymbolOrigin::Kind::CallReturn;
  O.Loc = I.Loc;
  O.Name = Callee;
  O.Pointer = Pointer;
  O.FromModel = true;
  uint16_t Bits = I.Bits ? I.Bits : 64;
  Value V = Value::symbol(S.newSymbol(Bits, O), Bits);
  if (NonNull)
    S.Cons.assume(Predicate::Ne, V, Value::integer(0, Bits));
  Return = V;
  return V;
}

std::optional<ModelEmulation::Place>
ModelEmulation::place(const ModelVariable &V, bool Create) {
  if (!V.Chain || !ReadingGuards || Create)
    return follow(V, Create);
  // Following the chain again would read the same pointers (their bytes
  // hold the symbols the first look named) and find the same memory (laid
  // out by the first look, if it was not yet), with no effect, while no
  // byte is written and knowledge stays the same. (Memory laid out for
  // other pointers meanwhile alters none of it: only an input pointer's
  // memory is laid out on a look, and it is found on the first.)
  ChainEnd &End = ChainEnds[V.Chain];
  uint64_t Epoch = S.Cons.epoch();
  const ModelVariable::Deref &Last = V.Derefs.back();
  if (!End.Known || End.Writes != S.Mem.writes() || End.Epoch != Epoch) {
    uint64_t Named = S.Mem.named();
    size_t Symbols = S.Cons.size();
    auto P = follow(V, false);
    if (S.Cons.epoch() == Epoch &&
        S.Cons.size() - Symbols == S.Mem.named() - Named) {
      End = ChainEnd{true, S.Mem.writes(), Epoch, std::nullopt};
      if (P)
        End.At = Address{P->Reg, P->Offset - Last.Offset, P->KnownOffset};
    }
    return P;
  }
  if (!End.At)
    return std::nullopt;
  Place MP;
  MP.K = Place::Kind::Memory;
  MP.Reg = End.At->R;
  MP.Offset = End.At->Offset + Last.Offset;
  MP.KnownOffset = End.At->KnownOffset;
  MP.Size = Last.Size;
  MP.Whole = Last.Whole;
  return MP;
}

std::optional<ModelEmulation::Place>
ModelEmulation::follow(const ModelVariable &V, bool Create) {
  Value Base;
  switch (V.B) {
  case ModelVariable::Base::Return:
    if (V.Derefs.empty()) {
      Place P;
      P.K = Place::Kind::Return;
      return P;
    }
    if (!Return && !Create)
      return std::nullopt;
    Base = ensureReturn(true, true);
    break;
  case ModelVariable::Base::VarArgs: {
    // One of the variadic arguments: the one being visited.
    size_t K = M.Params.size() + VarArg;
    if (K >= Args.size())
      return std::nullopt;
    Base = Args[K];
    break;
  }
  case ModelVariable::Base::Param:
    if (V.Index >= Args.size())
      return std::nullopt;
    Base = Args[V.Index];
    break;
  case ModelVariable::Base::Global: {
    // A global the model names: the program's global of that name.
    int32_t G = R.globalsOf(M)[V.Index];
    if (G < 0)
      return errnoGlobal(V); // a global this program does not have, but
                             // for the C library's errno
    Place GP;
    GP.K = Place::Kind::Memory;
    GP.Reg = R.global(static_cast<uint32_t>(G));
    // Its own field (`strm<8:0>`, a struct global's first member), or the
    // rest of it from the offset on.
    GP.Offset = V.Offset;
    GP.Size = V.Size > 0 ? V.Size
                         : static_cast<int64_t>(
                               R.context().Module.Globals[G].Size) -
                               V.Offset;
    if (V.Derefs.empty())
      return GP;
    auto Ptr = readPlace(GP, 64, true);
    if (!Ptr)
      return std::nullopt;
    Base = *Ptr;
    break;
  }
  case ModelVariable::Base::Temp: {
    std::optional<Value> &T = Temps[V.Index];
    if (!T) {
      if (!Create)
        return std::nullopt;
      T = Value::symbol(S.newSymbol(64), 64);
    }
    Base = *T;
    break;
  }
  }
  if (V.Derefs.empty()) {
    Place P;
    P.V = Base;
    return P;
  }
  Value Ptr = Base;
  for (size_t K = 0; K < V.Derefs.size(); ++K) {
    auto A = pointeeOf(Ptr, Create);
    if (!A)
      return std::nullopt;
    const ModelVariable::Deref &D = V.Derefs[K];
    Place MP;
    MP.K = Place::Kind::Memory;
    MP.Reg = A->R;
    MP.Offset = A->Offset + D.Offset;
    MP.KnownOffset = A->KnownOffset;
    MP.Size = D.Size;
    MP.Whole = D.Whole;
    if (K + 1 == V.Derefs.size())
      return MP;
    MP.Size = 8;
    // Through a pointer a result of this case moved: where it pointed on
    // entry, as the callee's path wrote (the model names memory by the
    // pointers its inputs held).
    auto Entry = std::find_if(Moved.begin(), Moved.end(), [&](const auto &E) {
      return E.Reg == MP.Reg && E.Offset == MP.Offset;
    });
    auto Next = Entry != Moved.end() ? std::optional<Value>(Entry->Old)
                                     : readPlace(MP, 64, true);
    if (!Next)
      return std::nullopt;
    Ptr = *Next;
  }
  return std::nullopt;
}

std::optional<Address> ModelEmulation::pointeeOf(const Value &Ptr,
                                                 bool Create) {
  // Only an unknown pointer takes a test to follow; an address is its own.
  if (Create || Ptr.K != Value::Kind::Sym)
    return R.pointee(Ptr, Create);
  uint64_t Changes = S.Mem.changes(), Epoch = S.Cons.epoch();
  auto Same = [&](const Pointee &P) {
    return P.Sym == Ptr.Id && P.A == Ptr.A && P.B == Ptr.B &&
           P.Bits == Ptr.Bits;
  };
  for (const Pointee &P : Pointees)
    if (Same(P) && P.Changes == Changes && P.Epoch == Epoch)
      return P.At;
  auto At = R.pointee(Ptr, false);
  // Laying out an argument's pointee is a change: what is known after it is
  // what a second look would find.
  Pointee Found{Ptr.Id,          Ptr.Bits,       Ptr.A, Ptr.B,
                S.Mem.changes(), S.Cons.epoch(), At};
  for (Pointee &P : Pointees)
    if (Same(P)) {
      P = Found;
      return At;
    }
  Pointees.push_back(Found);
  return At;
}

std::optional<ModelEmulation::Place>
ModelEmulation::place(const ModelOperand &O, bool Create) {
  if (O.K != ModelOperand::Kind::Variable)
    return std::nullopt;
  return place(M.Variables[O.Index], Create);
}

std::optional<Value> ModelEmulation::readPlace(const Place &P, uint16_t Bits,
                                               bool Pointer) {
  switch (P.K) {
  case Place::Kind::Value:
    return P.V;
  case Place::Kind::Return:
    if (!Return)
      return std::nullopt;
    return *Return;
  case Place::Kind::Memory: {
    if (!P.KnownOffset)
      return Value::symbol(S.newSymbol(Bits), Bits);
    uint32_t Bytes = P.Size > 0 && P.Size <= 8 ? static_cast<uint32_t>(P.Size)
                                               : (Pointer ? 8 : Bits / 8);
    if (!readCell(P.Reg, P.Offset, Bytes))
      ReadCells.push_back({P.Reg, P.Offset, Bytes});
    Value V = R.read(Address{P.Reg, P.Offset}, Bytes,
                     static_cast<uint16_t>(Bytes * 8));
    if (Pointer && V.K == Value::Kind::Sym)
      S.Origins[V.Id].Pointer = true;
    return V;
  }
  }
  return std::nullopt;
}

bool ModelEmulation::readCell(RegionId Reg, int64_t Offset,
                              uint32_t Size) const {
  return std::any_of(ReadCells.begin(), ReadCells.end(), [&](const ReadCell &C) {
    return C.Reg == Reg && C.Offset < Offset + static_cast<int64_t>(Size) &&
           Offset < C.Offset + static_cast<int64_t>(C.Size);
  });
}

bool ModelEmulation::writePlace(const Place &P, const Value &V) {
  switch (P.K) {
  case Place::Kind::Value:
    return false;
  case Place::Kind::Return:
    Return = V;
    return true;
  case Place::Kind::Memory: {
    Region &Reg = S.Mem.region(P.Reg);
    if (Reg.Constant)
      return false;
    // A pointer a callee overwrites may have been kept elsewhere by it (its
    // model cannot say): what it pointed to is lost, not leaked. Not if the
    // call never read it (asprintf(&s, ...), getmem(&l), a callee whose
    // path did not look at *l) in a case the call decided, in the
    // function's own variables, a global or a block the path allocated:
    // then the block it held is leaked, unless the caller kept it too.
    // Memory the function was given is left alone: what its fields held
    // before the call is often a guess (a callee's case taken on them).
    bool Known = (Reg.Kind == RegionKind::Local ||
                  Reg.Kind == RegionKind::Global ||
                  Reg.Kind == RegionKind::Heap) &&
                 !ChosenOnUnknownGuard;
    for (const auto &[At, C] : Reg.Cells)
      if (C.K == Cell::Kind::Val &&
          (!P.KnownOffset ||
           (At < P.Offset + std::max<int64_t>(P.Size, 1) &&
            At + static_cast<int64_t>(C.Size) > P.Offset &&
            (!Known || readCell(P.Reg, At, C.Size)))))
        S.escape(C.V);
    if (!P.KnownOffset) {
      // Written somewhere in the caller's memory: what V points to is held
      // there (a local array dies with the frame).
      if (Reg.Kind != RegionKind::Local)
        S.handOn(V, /*Pointer=*/false);
      S.Mem.havoc(P.Reg);
      return true;
    }
    // One of the caller's pointers written into memory of unknown origin
    // (the slot behind the end a callee's model made: emplace_back's
    // element, seen from push_back): held where no outcome names it.
    if (Reg.Kind == RegionKind::Unknown && S.pointerLike(V, false))
      S.handOn(V, /*Pointer=*/false);
    if (P.Whole) {
      // `(result ieq *<all>return 0)`: every byte (calloc's zeroed block).
      Value X = S.Cons.resolve(V);
      int64_t Left = Reg.Size >= 0 ? Reg.Size - P.Offset : -1;
      if (X.K == Value::Kind::Int && Left > 0 && (X.bits() == 0 || X.Bits == 8))
        S.Mem.fill(P.Reg, P.Offset, static_cast<uint64_t>(Left),
                   static_cast<uint8_t>(X.bits()));
      else if (X.K == Value::Kind::Int && X.bits() == 0 && P.Offset == 0) {
        S.Mem.havoc(P.Reg);
        Reg.Default = Fill::Zero;
      } else if (Left > 0)
        S.Mem.scramble(P.Reg, P.Offset, static_cast<uint64_t>(Left));
      else
        S.Mem.havoc(P.Reg);
      return true;
    }
    uint32_t Bytes = P.Size > 0 ? static_cast<uint32_t>(P.Size) : V.Bits / 8;
    S.Mem.write(P.Reg, P.Offset, Bytes ? Bytes : 8, V);
    return true;
  }
  }
  return false;
}

std::optional<Value> ModelEmulation::value(const ModelOperand &O, uint16_t Bits,
                                           bool Create) {
  if (Bits == 0)
    Bits = 64;
  switch (O.K) {
  case ModelOperand::Kind::Integer:
    return Value::integer(static_cast<uint64_t>(O.Int), Bits);
  case ModelOperand::Kind::Null:
    return Value::integer(0, Bits);
  case ModelOperand::Kind::Eof:
    return Value::integer(static_cast<uint64_t>(-1), Bits);
  case ModelOperand::Kind::Default:
    return Value::symbol(S.newSymbol(Bits), Bits);
  case ModelOperand::Kind::String: {
    Value V = Value::symbol(S.newSymbol(64), 64);
    S.Cons.assume(Predicate::Ne, V, Value::integer(0, 64));
    return V;
  }
  case ModelOperand::Kind::Variable:
    break;
  default:
    return std::nullopt;
  }
  const ModelVariable &MV = M.Variables[O.Index];
  if (!MV.BitWidth)
    return wordValue(O, Bits, Create);
  // A bit-field: the bits of the word read at its own width.
  auto Word = wordValue(O, /*Bits=*/0, Create);
  if (!Word)
    return std::nullopt;
  if (auto B = R.bitRange(*Word, MV.BitLsb, MV.BitWidth, Word->Bits))
    return B;
  return Value::symbol(S.newSymbol(Word->Bits), Word->Bits);
}

std::optional<Value> ModelEmulation::addressOf(const ModelOperand &O,
                                               bool Create) {
  auto Pl = place(O, Create);
  if (!Pl || Pl->K != Place::Kind::Memory || !Pl->KnownOffset)
    return std::nullopt;
  return Value::pointer(Pl->Reg, Pl->Offset);
}

std::optional<Value> ModelEmulation::wordValue(const ModelOperand &O,
                                               uint16_t Bits, bool Create) {
  bool OwnWidth = Bits == 0; // a bit-field's word: as wide as it is
  if (Bits == 0)
    Bits = 64;
  // Memory as it was on entry, read before the results wrote any.
  if (O.Index < EntryValues.size() && EntryValues[O.Index]) {
    const Value &Entry = *EntryValues[O.Index];
    if (Entry.Bits == Bits || OwnWidth)
      return Entry;
    if (Entry.K == Value::Kind::Int)
      return Value::integer(Entry.bits(), Bits);
  }
  // The guards of every case read the same few variables: a read whose
  // every new symbol names bytes it read (they had their symbols already,
  // or were named now), and that learnt nothing, is kept, and stands for
  // reading again while no byte is written (memory laid out, by this read
  // or another, changes none).
  Read *Memo = ReadingGuards && !Create ? &GuardReads[O.Index] : nullptr;
  if (Memo && Memo->Bits == Bits && Memo->Writes == S.Mem.writes() &&
      Memo->Epoch == S.Cons.epoch())
    return Memo->V;
  uint64_t Epoch = S.Cons.epoch(), Named = S.Mem.named();
  size_t Symbols = S.Cons.size();
  std::optional<Value> V;
  if (auto P = place(M.Variables[O.Index], Create))
    V = readPlace(*P, Bits, false);
  if (Memo && S.Cons.epoch() == Epoch &&
      S.Cons.size() - Symbols == S.Mem.named() - Named)
    *Memo = Read{Bits, S.Mem.writes(), Epoch, V};
  return V;
}

Resource *ModelEmulation::resourceOf(const Place &P) {
  for (auto It = S.Resources.rbegin(); It != S.Resources.rend(); ++It) {
    if (P.K == Place::Kind::Memory && It->Region == P.Reg &&
        It->Offset == P.Offset)
      return &*It;
    if (P.K != Place::Kind::Memory) {
      Value V =
          S.Cons.resolve(P.K == Place::Kind::Return && Return ? *Return : P.V);
      if (V.K == Value::Kind::Sym && It->Sym == V.Id)
        return &*It;
      // A descriptor is its number: `close(0)` releases the resource whose
      // value the path learnt is 0 (`if (r == 0)` in a callee that then
      // stored it), though the constant no longer names its symbol.
      if (V.K == Value::Kind::Int && It->Sym) {
        Value Held = S.Cons.resolve(
            Value::symbol(It->Sym, S.Cons.info(It->Sym).Bits));
        if (Held.K == Value::Kind::Int &&
            Held.signedValue() == V.signedValue())
          return &*It;
      }
    }
  }
  return nullptr;
}

std::optional<ModelEmulation::Place> ModelEmulation::holder(const Place &P) {
  // A scalar in memory (a descriptor in an array) holds its resource in its
  // value; an object (a FILE, a mutex) holds it itself.
  if (P.K != Place::Kind::Memory || P.Size <= 0 || P.Size > 8)
    return P;
  uint16_t Bits = static_cast<uint16_t>(P.Size * 8);
  auto V = readPlace(P, Bits, false);
  Place Out;
  Out.K = Place::Kind::Value;
  if (!V || V->K != Value::Kind::Sym) {
    SymbolOrigin O;
    O.K = SymbolOrigin::Kind::CallOut;
    O.Loc = I.Loc;
    O.Name = Callee;
    O.FromModel = true;
    Value Fresh = Value::symbol(S.newSymbol(Bits, O), Bits);
    // A known value stays known (`(result ieq *<8:0>req 0)` before the
    // case's `resource_new` on it: descriptor 0).
    if (V && V->K == Value::Kind::Int)
      S.Cons.assume(Predicate::Eq, Fresh, Value::integer(V->bits(), Bits),
                    /*Choice=*/false);
    writePlace(P, Fresh);
    Out.V = Fresh;
    return Out;
  }
  Out.V = *V;
  return Out;
}

bool ModelEmulation::attach(Resource &Res, const Place &P) {
  if (P.K == Place::Kind::Memory) {
    Res.Region = P.Reg;
    Res.Offset = P.Offset;
    return true;
  }
  Value V = P.K == Place::Kind::Return ? ensureReturn(I.IsPointer, false) : P.V;
  V = S.Cons.resolve(V);
  if (V.K != Value::Kind::Sym)
    return false;
  Res.Sym = V.Id;
  return true;
}

} // namespace pathsim
