//===- simulator/state/State.cpp - the memory state of one path -----------===//
#include "simulator/state/State.h"

#include <algorithm>

namespace pathsim {

SymbolId State::newSymbol(uint16_t Bits, SymbolOrigin Origin) {
  SymbolId S = Cons.newSymbol(Bits);
  syncOrigins();
  Origins[S] = std::move(Origin);
  return S;
}

bool State::isInput(SymbolId S) const {
  if (S == 0 || S >= Origins.size())
    return false;
  const SymbolOrigin &O = Origins[S];
  switch (O.K) {
  case SymbolOrigin::Kind::Param:
  case SymbolOrigin::Kind::Global:
    return true;
  case SymbolOrigin::Kind::Memory:
    return O.Input;
  default:
    return false;
  }
}

bool State::isNewObject(RegionId R) const {
  SymbolId Owner = Mem.region(R).Owner;
  if (Owner == 0 || Owner >= Origins.size() ||
      Origins[Owner].K != SymbolOrigin::Kind::CallReturn)
    return false;
  return std::any_of(Resources.begin(), Resources.end(),
                     [&](const Resource &Res) {
                       return Res.Region == R && !Res.Created.empty();
                     });
}

bool State::isInputValue(const Value &V) const {
  return (V.K == Value::Kind::Sym || V.K == Value::Kind::FloatUnknown) &&
         isInput(V.Id);
}

void State::noteUninitReported(const Value &V) {
  if (!V.Tag)
    return;
  UninitReported.insert(V.Tag);
  // The bytes it was read from, still uninitialized, hold an unknown value
  // from now on: a later read of them is no new defect.
  const ValueSource &Src = Sources[V.Tag];
  if (Src.Region && Src.Size && !Mem.region(Src.Region).Constant &&
      Mem.allUninit(Src.Region, Src.Offset, Src.Size))
    Mem.scramble(Src.Region, Src.Offset, Src.Size);
}

bool State::takenAsValid(const Value &V) const {
  if (Excused.empty())
    return false;
  Value P = Cons.resolve(V);
  if (P.K == Value::Kind::Sym &&
      (Excused.count({1, P.Id, ""}) ||
       (P.A == 1 && Cons.info(P.Id).Pointee &&
        Excused.count({0, Cons.info(P.Id).Pointee, ""}))))
    return true;
  if (P.K == Value::Kind::Ptr && Excused.count({0, P.Id, ""}))
    return true;
  return V.Tag && Excused.count({2, V.Tag, ""});
}

void State::noteUse(const Value &V) {
  SymbolId Sym = 0;
  if (V.K == Value::Kind::Sym || V.K == Value::Kind::FloatUnknown)
    Sym = V.Id;
  if (!Sym)
    return;
  // A bit-field read from a word uses the word.
  for (int Depth = 0; Depth < 4 && Sym < Cons.size(); ++Depth) {
    const SymbolInfo &Info = Cons.info(Sym);
    if (Info.Def != DefOp::Bits || Info.DefL.K != Value::Kind::Sym)
      break;
    Sym = Info.DefL.Id;
  }
  auto Use = [&](SymbolId In) {
    InputUse &U = inputUse(In);
    if (!U.Used) {
      U.Used = true;
      UsedInputs.push_back(In);
    }
  };
  if (isInput(Sym)) {
    Use(Sym);
    return;
  }
  for (uint32_t K = firstMoved(Sym); K; K = MovedNext[K - 1])
    Use(MovedInputs[K - 1].second);
}

void State::noteMovedBits(bool Or, const Value &L, const Value &R,
                          const Value &Result) {
  auto Move = [&](SymbolId Holder, SymbolId Input) {
    for (uint32_t K = firstMoved(Holder); K; K = MovedNext[K - 1])
      if (MovedInputs[K - 1].second == Input)
        return;
    MovedInputs.push_back({Holder, Input});
    MovedNext.push_back(0);
    uint32_t Index = static_cast<uint32_t>(MovedInputs.size());
    InputUse &U = inputUse(Holder);
    if (U.LastMoved)
      MovedNext[U.LastMoved - 1] = Index;
    else
      U.FirstMoved = Index;
    U.LastMoved = Index;
  };
  if (Result.K != Value::Kind::Sym) { // exact or partly uninitialized
    noteUse(L);
    noteUse(R);
    return;
  }
  bool Merged = false;
  for (const Value *X : {&L, &R}) {
    if (X->K != Value::Kind::Sym || X->Id == Result.Id)
      continue;
    if (isInput(X->Id)) {
      if (Or) // `*p |= 1` reads *p
        noteUse(*X);
      else
        Move(Result.Id, X->Id);
      continue;
    }
    bool Moved = false;
    // (Move adds pairs of Result, never of X: X's list stays as it is.)
    for (uint32_t K = firstMoved(X->Id); K; K = MovedNext[K - 1]) {
      Move(Result.Id, MovedInputs[K - 1].second);
      Moved = true;
    }
    Merged |= Or && Moved;
  }
  if (Merged && std::find(MergedBits.begin(), MergedBits.end(), Result.Id) ==
                    MergedBits.end())
    MergedBits.push_back(Result.Id);
}

void State::noteStored(const Value &V) {
  if (MovedInputs.empty() || V.K != Value::Kind::Sym ||
      std::find(MergedBits.begin(), MergedBits.end(), V.Id) != MergedBits.end())
    return;
  noteUse(V);
}

uint32_t State::outsideOrigin(SymbolId Sym) const {
  if (Sym >= Origins.size())
    return 0;
  const SymbolOrigin &O = Origins[Sym];
  if (O.Outside)
    return O.Outside;
  if (O.K == SymbolOrigin::Kind::Memory && O.Index < Mem.size())
    return Mem.region(O.Index).Outside;
  return 0;
}

uint32_t State::untestedOutside(const Value &V0) const {
  Value V = Cons.resolve(V0);
  if ((V.K != Value::Kind::Sym && V.K != Value::Kind::FloatUnknown) ||
      (V.K == Value::Kind::Sym && (V.A != 1 || V.B != 0)) ||
      V.Id >= Origins.size())
    return 0;
  // A byte read from outside and widened without its sign (unsigned char
  // to unsigned) is the same number: the byte's origin, unless the byte or
  // a widening of it was tested.
  SymbolId Id = V.Id;
  while (Id < Origins.size() && !Origins[Id].Tested && !outsideOrigin(Id) &&
         Cons.info(Id).Def == DefOp::ZExt &&
         Cons.info(Id).DefL.K == Value::Kind::Sym)
    Id = Cons.info(Id).DefL.Id;
  if (Id >= Origins.size() || Origins[V.Id].Tested || Origins[Id].Tested)
    return 0;
  return outsideOrigin(Id);
}

namespace {
/// A WeakChoice::GivenMemo entry: given within 0 steps (and so any).
constexpr uint8_t GivenAtOnce = 1 << 3;

/// Whether a value is one a weak choice gave, or defined from one, a few
/// levels deep: its symbols, value sources and regions, and the regions
/// and symbols what it is read from or defined by come from. What it finds
/// of a symbol is remembered in the choice (WeakChoice::GivenMemo).
struct GivenBy {
  const State &S;
  const WeakChoice &C;

  bool givenRegion(RegionId R) const {
    return (R >= C.RegLo && R < C.RegHi) ||
           // Memory passed to the call: what the case left there is what it
           // gave (another case may have written it, freed it, kept it).
           std::find(C.ArgRegions.begin(), C.ArgRegions.end(), R) !=
               C.ArgRegions.end();
  }
  bool region(RegionId R, int Depth) const {
    if (givenRegion(R))
      return true;
    if (R == 0 || R >= S.Mem.size() || Depth <= 0)
      return false;
    // Memory a pointer the case gave points to.
    SymbolId Owner = S.Mem.region(R).Owner;
    return Owner && symbol(Owner, Depth - 1);
  }
  bool symbol(SymbolId Id, int Depth) const {
    std::vector<uint8_t> &Memo = C.GivenMemo;
    if (Id < Memo.size()) {
      // Not within Depth steps if not within more; within it if within
      // fewer.
      uint8_t E = Memo[Id];
      if (Depth < (E & 7))
        return false;
      if ((E >> 3) && Depth + 1 >= (E >> 3))
        return true;
    }
    if ((Id >= C.SymLo && Id < C.SymHi) ||
        std::binary_search(C.Computed.begin(), C.Computed.end(), Id))
      return remember(Id, 0, true);
    // A symbol Constraints made that has no origin yet is not followed
    // (and not remembered: it will have one).
    if (Id == 0 || Id >= S.Origins.size() || Id >= S.Cons.size())
      return false;
    if (Depth <= 0)
      return remember(Id, Depth, false);
    const SymbolOrigin &O = S.Origins[Id];
    if (O.K == SymbolOrigin::Kind::Memory && region(O.Index, Depth - 1))
      return remember(Id, Depth, true);
    const SymbolInfo &Info = S.Cons.info(Id);
    return remember(Id, Depth,
                    Info.Def != DefOp::None && (value(Info.DefL, Depth - 1) ||
                                                value(Info.DefR, Depth - 1)));
  }
  bool remember(SymbolId Id, int Depth, bool Given) const {
    std::vector<uint8_t> &Memo = C.GivenMemo;
    if (Id >= Memo.size())
      Memo.resize(Id + 1);
    uint8_t &E = Memo[Id];
    int Lo = E & 7, Hi = E >> 3; // not within Lo; within Hi - 1 (if Hi)
    if (Given && (!Hi || Depth + 1 < Hi))
      Hi = Depth + 1;
    if (!Given && Depth + 1 > Lo)
      Lo = Depth + 1;
    E = static_cast<uint8_t>(Lo | (Hi << 3));
    return Given;
  }
  bool value(const Value &V, int Depth) const {
    if (V.Tag && V.Tag >= C.TagLo && V.Tag < C.TagHi)
      return true;
    for (const auto &[Lo, Hi] : C.ComputedTags)
      if (V.Tag >= Lo && V.Tag < Hi)
        return true;
    // An uninitialized value: the memory it was read from.
    if (V.Tag && V.Tag < S.Sources.size() && S.Sources[V.Tag].Region &&
        givenRegion(S.Sources[V.Tag].Region))
      return true;
    switch (V.K) {
    case Value::Kind::Ptr:
      return region(V.Id, Depth);
    case Value::Kind::Sym:
    case Value::Kind::FloatUnknown:
      // (What the path found a symbol equal to is a constant, or itself:
      // Constraints::resolve gives nothing more to follow.)
      return symbol(V.Id, Depth);
    default:
      return false;
    }
  }
};

} // namespace

bool State::givenBy(const WeakChoice &C, const Value &V) const {
  if (C.GivenMemoEpoch != GivenEpoch) {
    C.GivenMemo.clear();
    C.GivenMemoEpoch = GivenEpoch;
  }
  return GivenBy{*this, C}.value(V, 4);
}

void State::noteComputed(SymbolId From, const Value &L, const Value &R) {
  if (From >= Cons.size())
    return;
  for (WeakChoice &C : WeakChoices)
    if (!C.Confirmed && !C.Always && (givenBy(C, L) || givenBy(C, R)))
      markComputed(C, From);
}

void State::noteCallComputed(SymbolId From, uint32_t TagFrom, size_t Before,
                             const std::vector<Value> &Operands) {
  const bool NewSymbols = From < Cons.size();
  const auto TagTo = static_cast<uint32_t>(Sources.size());
  for (size_t K = 0; K < WeakChoices.size(); ++K) {
    WeakChoice &C = WeakChoices[K];
    if (C.Confirmed || C.Always || (K >= Before && !C.Guess))
      continue;
    if (std::none_of(Operands.begin(), Operands.end(),
                     [&](const Value &V) { return givenBy(C, V); }))
      continue;
    if (NewSymbols)
      markComputed(C, From);
    if (TagFrom < TagTo) {
      C.ComputedTags.emplace_back(TagFrom, TagTo);
      ++GivenEpoch; // an uninitialized value's source may now be given
    }
  }
}

void State::noteGuess(uint32_t Tag, RegionId R) {
  WeakChoice G;
  G.Guess = true;
  G.Tag = Tag;
  G.Step = static_cast<uint32_t>(Steps.size());
  G.ResultDecides = false; // the path takes it as valid: no test confirms it
  G.Always = false;
  G.SymLo = G.SymHi = static_cast<SymbolId>(Cons.size());
  G.TagLo = Tag;
  G.TagHi = Tag + 1;
  G.RegLo = R;
  G.RegHi = R + 1;
  WeakChoices.push_back(std::move(G));
}

void State::markComputed(WeakChoice &C, SymbolId From) {
  for (SymbolId Id = From; Id < Cons.size(); ++Id)
    if (C.Computed.empty() || C.Computed.back() < Id)
      C.Computed.push_back(Id);
  // They are given, within any number of steps (nothing made before them
  // is defined from them: what was found of the others holds).
  if (C.GivenMemo.size() < Cons.size())
    C.GivenMemo.resize(Cons.size());
  std::fill(C.GivenMemo.begin() + From, C.GivenMemo.begin() + Cons.size(),
            GivenAtOnce);
}

void State::noteArgRegions(WeakChoice &C, const std::vector<Value> &Args) {
  // The pointees of the arguments, and what pointers stored in them point
  // to: a few levels a callee reaches through its arguments, not the heap.
  auto Add = [&](RegionId R) {
    if (R && C.ArgRegions.size() < 16 &&
        std::find(C.ArgRegions.begin(), C.ArgRegions.end(), R) ==
            C.ArgRegions.end())
      C.ArgRegions.push_back(R);
  };
  for (const Value &A : Args)
    Add(pointedRegion(A));
  for (size_t K = 0, Direct = C.ArgRegions.size(); K < Direct; ++K)
    for (const auto &[Offset, Held] : Mem.region(C.ArgRegions[K]).Cells)
      if (Held.K == Cell::Kind::Val)
        Add(pointedRegion(Held.V));
}

void State::inheritOutside(SymbolId Sym, const Value &From0) {
  Value From = Cons.resolve(From0);
  if ((From.K != Value::Kind::Sym && From.K != Value::Kind::FloatUnknown) ||
      (From.K == Value::Kind::Sym && (From.A != 1 || From.B != 0)) ||
      From.Id >= Origins.size() || Origins[From.Id].Tested)
    return;
  uint32_t Read = outsideOrigin(From.Id);
  syncOrigins();
  if (!Read || Sym >= Origins.size() || Origins[Sym].Outside)
    return;
  Origins[Sym].Outside = Read;
  Origins[Sym].OutsideComputed = true;
}

bool State::pointsIntoItsOwnObject(SymbolId Field,
                                   const Value &Address) const {
  if (Field >= Origins.size() || Origins[Field].K != SymbolOrigin::Kind::Memory)
    return false;
  RegionId Into = 0;
  if (Address.K == Value::Kind::Ptr)
    Into = Address.Id;
  else if (Address.K == Value::Kind::Sym && Address.Id < Cons.size())
    Into = Cons.info(Address.Id).Pointee;
  return Into && Origins[Field].Index == Into;
}

void State::noteTested(const Value &V0) {
  // A test of a value an unconfirmed weak choice gave: the rest of the path
  // depends on that choice.
  for (WeakChoice &C : WeakChoices)
    if (!C.Confirmed && !C.Always && !C.Steered && givenBy(C, V0))
      C.Steered = true;
  // The value and what it is defined from, a few levels deep: (n - 1 > 0)
  // tests n.
  auto Mark = [&](const Value &V, int Depth, auto &Self) -> void {
    if ((V.K != Value::Kind::Sym && V.K != Value::Kind::FloatUnknown) ||
        V.Id >= Origins.size() || Origins[V.Id].Tested)
      return;
    Origins[V.Id].Tested = true;
    const SymbolInfo &Info = Cons.info(V.Id);
    if (Depth > 0 && Info.Def != DefOp::None) {
      Self(Info.DefL, Depth - 1, Self);
      Self(Info.DefR, Depth - 1, Self);
    }
  };
  Mark(V0, 3, Mark);
}

void State::noteCompared(const Value &V) {
  noteTested(V);
  if (!V.Tag)
    return;
  Sources[V.Tag].Compared = true;
  for (WeakChoice &C : WeakChoices)
    if (C.Tag == V.Tag && C.ResultDecides)
      C.Confirmed = true;
}

void State::noteComparedWithNode(const Value &V) {
  noteTested(V);
  if (!V.Tag)
    return;
  Sources[V.Tag].ComparedWithNode = true;
  for (WeakChoice &C : WeakChoices)
    if (C.Tag == V.Tag && C.ResultDecides)
      C.Confirmed = true;
}

void State::defer(const DeferredTest &D) {
  uint32_t Id = D.V.K == Value::Kind::Sym || D.V.K == Value::Kind::FloatUnknown
                    ? D.V.Id
                    : 0;
  if (DeferredSeen
          .insert({static_cast<uint8_t>(D.K), Id, D.V.B, D.Region, D.Offset,
                   D.State})
          .second)
    Deferred.push_back(D);
}

RegionId State::pointedRegion(const Value &V) const {
  Value P = Cons.resolve(V);
  if (P.K == Value::Kind::Ptr)
    return P.Id;
  if (P.K == Value::Kind::Sym && P.A == 1)
    return Cons.info(P.Id).Pointee;
  return 0;
}

RegionId State::pointeeRegion(SymbolId Sym, bool Input) {
  if (RegionId R = Cons.info(Sym).Pointee)
    return R;
  RegionId R = Mem.create(Input ? RegionKind::External : RegionKind::Unknown,
                          Fill::Unknown, -1);
  Region &Reg = Mem.region(R);
  Reg.Owner = Sym;
  Reg.Input = Input;
  Reg.FromModel = Sym < Origins.size() && Origins[Sym].FromModel;
  Cons.info(Sym).Pointee = R;
  return R;
}

std::vector<Value> State::heldPointers(RegionId R) const {
  std::vector<Value> Held;
  for (const auto &[At, C] : Mem.region(R).Cells)
    if (C.K == Cell::Kind::Val &&
        (C.V.K == Value::Kind::Ptr || C.V.K == Value::Kind::Sym))
      Held.push_back(C.V);
  return Held;
}

bool State::pointerLike(const Value &V, bool Pointer) const {
  Value P = Cons.resolve(V);
  if (P.K == Value::Kind::Ptr)
    return true;
  return P.K == Value::Kind::Sym && P.A == 1 && P.B == 0 && P.Bits == 64 &&
         (Pointer || Cons.info(P.Id).Pointee ||
          (P.Id < Origins.size() && Origins[P.Id].Pointer));
}

void State::handOn(const Value &V, bool Pointer) {
  Value P = Cons.resolve(V);
  if (P.K == Value::Kind::Sym && isInput(P.Id) && pointerLike(P, Pointer) &&
      std::find(HandedOn.begin(), HandedOn.end(), P.Id) == HandedOn.end())
    HandedOn.push_back(P.Id);
  escape(V);
}

void State::escape(const Value &V) {
  Value P = Cons.resolve(V);
  if (P.K == Value::Kind::Sym) {
    for (Resource &Res : Resources)
      if (Res.Sym == P.Id)
        Res.Escaped = true;
    // A descriptor is an int: a pointer-sized input (a pointer never
    // dereferenced here, a size) is no resource handle, and noting every
    // one swells the models (SQLite's by 60 %).
    if (P.A == 1 && P.B == 0 && isInput(P.Id) && !Cons.info(P.Id).Pointee &&
        Cons.info(P.Id).Bits == 32)
      EscapedInputs.insert(P.Id);
  }
  RegionId R = pointedRegion(P);
  if (!R || Mem.region(R).Escaped)
    return;
  Mem.region(R).Escaped = true;
  // Whatever it points to is reachable by the callee too.
  for (Resource &Res : Resources)
    if (Res.Region == R)
      Res.Escaped = true;
  for (const Value &X : heldPointers(R))
    escape(X);
}

} // namespace pathsim
