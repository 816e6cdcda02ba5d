//===- simulator/state/Constraints.cpp ------------------------------------===//
// Symbols and the predicates known on them.
#include "simulator/state/Constraints.h"

#include "simulator/state/Predicate.h"

#include <algorithm>
#include <cassert>

namespace pathsim {

namespace {

using I128 = __int128;

/// Definitions form a DAG (a symbol only refers to older ones); this bounds
/// how far range computations follow them.
constexpr int MaxDepth = 6;

/// The mathematical value of W-bit bits: signed, except i1 which is 0 or 1.
[[gnu::always_inline]] inline I128 mathValue(uint64_t Bits, uint16_t W) {
  if (W == 1)
    return Bits & 1;
  return Value::signExtend(Bits, W);
}

I128 floorDiv(I128 A, I128 B) {
  I128 Q = A / B;
  if ((A % B != 0) && ((A < 0) != (B < 0)))
    --Q;
  return Q;
}

I128 ceilDiv(I128 A, I128 B) { return -floorDiv(-A, B); }

/// Tests run by the million: their small helpers are inlined, so that the
/// 128-bit bounds stay in registers rather than pass through memory.
#define PATHSIM_INLINE [[gnu::always_inline]] inline

/// X < Y for every pair of their values (True), for none (False).
PATHSIM_INLINE Tri intervalsLess(const Interval &X, const Interval &Y) {
  if (X.Hi < Y.Lo)
    return Tri::True;
  if (X.Lo >= Y.Hi)
    return Tri::False;
  return Tri::Unknown;
}

/// X <= Y for every pair of their values (True), for none (False).
PATHSIM_INLINE Tri intervalsLessEqual(const Interval &X, const Interval &Y) {
  if (X.Hi <= Y.Lo)
    return Tri::True;
  if (X.Lo > Y.Hi)
    return Tri::False;
  return Tri::Unknown;
}

PATHSIM_INLINE Tri intervalsEqual(const Interval &X, const Interval &Y) {
  if (X.Hi < Y.Lo || Y.Hi < X.Lo)
    return Tri::False;
  if (X.single() && Y.single())
    return Tri::True;
  return Tri::Unknown;
}

/// Compares two intervals under a non-float predicate on plain numbers.
PATHSIM_INLINE Tri compareIntervals(Predicate P, const Interval &X,
                                    const Interval &Y) {
  switch (P) {
  case Predicate::Eq:
    return intervalsEqual(X, Y);
  case Predicate::Ne:
    return triNot(intervalsEqual(X, Y));
  case Predicate::Slt:
  case Predicate::Ult:
    return intervalsLess(X, Y);
  case Predicate::Sle:
  case Predicate::Ule:
    return intervalsLessEqual(X, Y);
  case Predicate::Sgt:
  case Predicate::Ugt:
    return intervalsLess(Y, X);
  case Predicate::Sge:
  case Predicate::Uge:
    return intervalsLessEqual(Y, X);
  default:
    return Tri::Unknown;
  }
}

/// One or two intervals, kept in place (tests make millions).
struct Pieces {
  Interval Part[2];
  unsigned N = 0;
  const Interval *begin() const { return Part; }
  const Interval *end() const { return Part + N; }
  const Interval &front() const { return Part[0]; }
  const Interval &back() const { return Part[N - 1]; }
};

/// The unsigned values a signed interval of a W-bit value denotes.
Pieces unsignedPieces(Interval X, uint16_t W) {
  if (W == 1 || X.Lo >= 0)
    return {{X}, 1};
  I128 Mod = static_cast<I128>(1) << W;
  if (X.Hi < 0)
    return {{{X.Lo + Mod, X.Hi + Mod}}, 1};
  return {{{0, X.Hi}, {X.Lo + Mod, Mod - 1}}, 2};
}

/// The signed values of a W-bit value whose unsigned value lies in [P, Q].
std::vector<Interval> signedPiecesOfUnsigned(I128 P, I128 Q, uint16_t W) {
  if (P > Q)
    return {};
  if (W == 1)
    return {{P, Q}};
  I128 Half = static_cast<I128>(1) << (W - 1), Mod = Half * 2;
  std::vector<Interval> Out;
  if (P < Half)
    Out.push_back({P, std::min(Q, Half - 1)});
  if (Q >= Half)
    Out.push_back({std::max(P, Half) - Mod, Q - Mod});
  return Out;
}

Tri combine(Tri A, Tri B) { return A == B ? A : Tri::Unknown; }

} // namespace

int64_t Constraints::minOf(uint16_t Bits) {
  if (Bits == 1)
    return 0;
  return Bits >= 64 ? INT64_MIN : -(int64_t(1) << (Bits - 1));
}

int64_t Constraints::maxOf(uint16_t Bits) {
  if (Bits == 1)
    return 1;
  return Bits >= 64 ? INT64_MAX : (int64_t(1) << (Bits - 1)) - 1;
}

SymbolId Constraints::newSymbol(uint16_t Bits) {
  SymbolInfo Info;
  Info.Bits = Bits;
  Info.Lo = minOf(Bits);
  Info.Hi = maxOf(Bits);
  Symbols.push_back(std::move(Info));
  return static_cast<SymbolId>(Symbols.size() - 1);
}

SymbolId Constraints::newComparison(Predicate P, const Value &L,
                                    const Value &R) {
  SymbolId S = newSymbol(1);
  SymbolInfo &Info = Symbols[S];
  Info.Def = DefOp::Cmp;
  Info.DefPred = P;
  Info.DefL = L;
  Info.DefR = R;
  return S;
}

SymbolId Constraints::newDefined(DefOp Op, const Value &L, const Value &R,
                                 uint16_t Bits, bool NoWrap) {
  SymbolId S = newSymbol(Bits);
  auto RL = range(L), RR = range(R);
  if (!RL || !RR)
    return S;
  I128 Lo = 0, Hi = 0;
  switch (Op) {
  case DefOp::Add:
    Lo = RL->Lo + RR->Lo;
    Hi = RL->Hi + RR->Hi;
    break;
  case DefOp::Sub:
    Lo = RL->Lo - RR->Hi;
    Hi = RL->Hi - RR->Lo;
    break;
  case DefOp::Mul: {
    // Products of 64-bit bounds can overflow 128 bits only beyond 2^126.
    auto Safe = [](I128 X) {
      return X > -(I128(1) << 62) && X < (I128(1) << 62);
    };
    if (!Safe(RL->Lo) || !Safe(RL->Hi) || !Safe(RR->Lo) || !Safe(RR->Hi)) {
      Lo = I128(minOf(Bits)) - 1; // unknown: kept only as a wrapping definition
      Hi = maxOf(Bits);
      break;
    }
    I128 P[] = {RL->Lo * RR->Lo, RL->Lo * RR->Hi, RL->Hi * RR->Lo,
                RL->Hi * RR->Hi};
    Lo = *std::min_element(P, P + 4);
    Hi = *std::max_element(P, P + 4);
    break;
  }
  default:
    return S;
  }
  // Only a definition that cannot wrap is exact arithmetic; C's signed
  // operations may be taken not to wrap, since overflowing them is undefined.
  // Unsigned arithmetic wraps: the definition is kept for when its operands
  // become exact.
  if (Lo < minOf(Bits) || Hi > maxOf(Bits)) {
    if (!NoWrap) {
      SymbolInfo &Info = Symbols[S];
      Info.Def = Op;
      Info.DefL = L;
      Info.DefR = R;
      Info.DefWraps = true;
      // Sizes: a sum of values that are not negative, one of them positive,
      // that stays below 2^Bits does not wrap in unsigned arithmetic either:
      // it is not 0 (strlen(s) + 1, sizeof(T) + n).
      if (Op == DefOp::Add && RL->Lo >= 0 && RR->Lo >= 0 && Lo >= 1 &&
          Hi < (I128(1) << Bits))
        Info.Excluded.insert(0);
      return S;
    }
    Lo = std::max<I128>(Lo, minOf(Bits));
    Hi = std::min<I128>(Hi, maxOf(Bits));
  }
  SymbolInfo &Info = Symbols[S];
  Info.Lo = static_cast<int64_t>(Lo);
  Info.Hi = static_cast<int64_t>(Hi);
  Info.Def = Op;
  Info.DefL = L;
  Info.DefR = R;
  return S;
}

SymbolId Constraints::newZeroExtension(const Value &L, uint16_t Bits) {
  SymbolId S = newSymbol(Bits);
  SymbolInfo &Info = Symbols[S];
  Info.Def = DefOp::ZExt;
  Info.DefL = L;
  Info.DefR = Value::integer(0, 1);
  Info.Lo = 0;
  Info.Hi = static_cast<int64_t>(
      std::min<I128>(maxOf(Bits), (I128(1) << L.Bits) - 1));
  return S;
}

SymbolId Constraints::newBitRange(const Value &Src, unsigned Lo, unsigned Width,
                                  uint16_t Bits) {
  SymbolId S = newSymbol(Bits);
  SymbolInfo &Info = Symbols[S];
  Info.Def = DefOp::Bits;
  Info.DefL = Src;
  Info.DefR = Value::integer(Lo | (Width << 8), 16);
  Info.Lo = 0;
  Info.Hi = static_cast<int64_t>(
      std::min<I128>(maxOf(Bits), (I128(1) << std::min(Width, 64u)) - 1));
  return S;
}

void Constraints::defineLength(SymbolId S, const Value &Byte, int64_t Known) {
  SymbolInfo &Info = Symbols[S];
  Info.Def = DefOp::Length;
  Info.DefL = Byte;
  Info.DefR = Value::integer(static_cast<uint64_t>(Known), Info.Bits);
  Info.Lo = Known;
  Info.Hi = maxOf(Info.Bits);
  ++Epoch;
}

void Constraints::defineDifference(SymbolId S, const Value &P, const Value &Q,
                                   int64_t Scale) {
  SymbolInfo &Info = Symbols[S];
  Info.Def = DefOp::PtrDiff;
  Info.DefL = P;
  Info.DefR = Q;
  Info.DefScale = Scale;
  ++Epoch;
  Differences.push_back(S);
  // What the path knows of the pointers' order is the difference's sign. A
  // new symbol's full range cannot become empty: nothing to contradict.
  static constexpr Predicate Orders[] = {Predicate::Eq,  Predicate::Ne,
                                         Predicate::Ult, Predicate::Ule,
                                         Predicate::Ugt, Predicate::Uge};
  for (Predicate O : Orders)
    if (test(O, P, Q) == Tri::True)
      (void)orderDifference(S, O);
}

bool Constraints::orderDifference(SymbolId D, Predicate P) {
  // (DefL P DefR) within one object: the sign of DefL - DefR.
  const SymbolInfo &Info = Symbols[D];
  I128 Min = minOf(Info.Bits), Max = maxOf(Info.Bits);
  switch (P) {
  case Predicate::Eq:
    return narrow(D, 0, 0);
  case Predicate::Ne:
    return exclude(D, 0) && propagate(D);
  case Predicate::Ult:
  case Predicate::Slt:
    return narrow(D, Min, -1) && propagate(D);
  case Predicate::Ule:
  case Predicate::Sle:
    return narrow(D, Min, 0) && propagate(D);
  case Predicate::Ugt:
  case Predicate::Sgt:
    return narrow(D, 1, Max) && propagate(D);
  case Predicate::Uge:
  case Predicate::Sge:
    return narrow(D, 0, Max) && propagate(D);
  default:
    return true;
  }
}

bool Constraints::orderDifferences(Predicate P, const Value &L,
                                   const Value &R) {
  if (isFloatPredicate(P) || (L.K != Value::Kind::Sym && L.K != Value::Kind::Ptr) ||
      (R.K != Value::Kind::Sym && R.K != Value::Kind::Ptr))
    return true;
  for (size_t I = 0; I < Differences.size(); ++I) {
    SymbolId D = Differences[I];
    const SymbolInfo &Info = Symbols[D];
    Predicate O;
    if (Info.DefL.sameAs(L) && Info.DefR.sameAs(R))
      O = P;
    else if (Info.DefL.sameAs(R) && Info.DefR.sameAs(L))
      O = swappedPredicate(P);
    else
      continue;
    if (!orderDifference(D, O))
      return false;
  }
  return true;
}

Interval Constraints::symbolRange(SymbolId S, int Depth) const {
  const SymbolInfo &Info = Symbols[S];
  Interval R{Info.Lo, Info.Hi};
  if (Info.Def == DefOp::None)
    return R;
  // Following definitions is the costly part: remember what was found until
  // something new is assumed.
  if (S < RangeCache.size() && RangeCache[S].first == Epoch)
    return RangeCache[S].second;
  if (Depth >= MaxDepth)
    return R;
  Interval Found = symbolRangeFromDefinition(S, Depth);
  if (Depth == 0) {
    if (RangeCache.size() <= S)
      RangeCache.resize(Symbols.size());
    RangeCache[S] = {Epoch, Found};
  }
  return Found;
}

Interval Constraints::symbolRangeFromDefinition(SymbolId S, int Depth) const {
  const SymbolInfo &Info = Symbols[S];
  Interval R{Info.Lo, Info.Hi};
  Interval D = R;
  if (Info.DefWraps) {
    // Modular arithmetic: exact once the operands are (found as deep as
    // any definition is followed: a loop's `n -= k` makes a chain as long
    // as its iterations, which every test would otherwise walk again).
    Value L = resolveAt(Info.DefL, Depth + 1),
          Rv = resolveAt(Info.DefR, Depth + 1);
    bool LI = L.K == Value::Kind::Int, RI = Rv.K == Value::Kind::Int;
    if (Info.Def == DefOp::Mul &&
        ((LI && L.bits() == 0) || (RI && Rv.bits() == 0)))
      return Interval{0, 0};
    if (!LI || !RI)
      return R;
    uint64_t X = L.bits(), Y = Rv.bits(), Z = 0;
    switch (Info.Def) {
    case DefOp::Add:
      Z = X + Y;
      break;
    case DefOp::Sub:
      Z = X - Y;
      break;
    case DefOp::Mul:
      Z = X * Y;
      break;
    default:
      return R;
    }
    I128 V = mathValue(Value::truncate(Z, Info.Bits), Info.Bits);
    if (V < R.Lo || V > R.Hi)
      return R; // contradicts what was assumed; the assumption decides
    return Interval{V, V};
  }
  if (Info.Def == DefOp::Bits) {
    // Exact once the word it is read from is.
    Value Src = resolveAt(Info.DefL, Depth + 1);
    if (Src.K == Value::Kind::Int) {
      auto [Lo, Width] = bitRangeOf(Info);
      uint64_t X = Lo >= 64 ? 0 : Value::truncate(Src.bits(), Src.Bits) >> Lo;
      X &= Value::mask(static_cast<uint16_t>(Width));
      D = {X, X};
    }
  } else if (Info.Def == DefOp::ZExt) {
    // The unsigned reading of the operand's range, as one interval.
    if (auto RL = valueRange(Info.DefL, Depth + 1)) {
      auto Pieces = unsignedPieces(*RL, Info.DefL.Bits);
      D = {Pieces.front().Lo, Pieces.back().Hi};
    }
  } else if (Info.Def == DefOp::Length) {
    // Exactly the known part when the next byte is NUL, longer when not.
    I128 Known = mathValue(Info.DefR.bits(), Info.DefR.Bits);
    Tri T = testAt(Predicate::Eq, Info.DefL, Value::integer(0, Info.DefL.Bits),
                   Depth + 1);
    if (T == Tri::True)
      D = {Known, Known};
    else if (T == Tri::False)
      D = {Known + 1, R.Hi};
  } else if (Info.Def == DefOp::Cmp) {
    Tri T = testAt(Info.DefPred, Info.DefL, Info.DefR, Depth + 1);
    if (T == Tri::True)
      D = {1, 1};
    else if (T == Tri::False)
      D = {0, 0};
  } else {
    auto RL = valueRange(Info.DefL, Depth + 1);
    auto RR = valueRange(Info.DefR, Depth + 1);
    if (RL && RR) {
      if (Info.Def == DefOp::Add)
        D = {RL->Lo + RR->Lo, RL->Hi + RR->Hi};
      else if (Info.Def == DefOp::Sub)
        D = {RL->Lo - RR->Hi, RL->Hi - RR->Lo};
      else if (Info.Def == DefOp::Mul) {
        auto Small = [](I128 X) {
          return X > -(I128(1) << 62) && X < (I128(1) << 62);
        };
        if (Small(RL->Lo) && Small(RL->Hi) && Small(RR->Lo) && Small(RR->Hi)) {
          I128 P[] = {RL->Lo * RR->Lo, RL->Lo * RR->Hi, RL->Hi * RR->Lo,
                      RL->Hi * RR->Hi};
          D = {*std::min_element(P, P + 4), *std::max_element(P, P + 4)};
        }
      }
    }
  }
  R.Lo = std::max(R.Lo, D.Lo);
  R.Hi = std::min(R.Hi, D.Hi);
  return R;
}

std::optional<Interval> Constraints::valueRange(const Value &V,
                                                int Depth) const {
  if (V.K == Value::Kind::Int) {
    I128 X = mathValue(V.bits(), V.Bits);
    return Interval{X, X};
  }
  if (V.K != Value::Kind::Sym)
    return std::nullopt;
  return formRange(V, symbolRange(V.Id, Depth));
}

PATHSIM_INLINE Interval Constraints::formRange(const Value &V, Interval S) {
  I128 A = V.A, B = V.B;
  Interval R;
  if (A == 1) // most forms: the symbol itself, or plus a constant
    R = {S.Lo + B, S.Hi + B};
  else
    R = A >= 0 ? Interval{A * S.Lo + B, A * S.Hi + B}
               : Interval{A * S.Hi + B, A * S.Lo + B};
  // Forms that could wrap are only built for C's signed arithmetic, where
  // overflow is undefined: the value stays within the type's range.
  R.Lo = std::max<I128>(R.Lo, minOf(V.Bits));
  R.Hi = std::min<I128>(R.Hi, maxOf(V.Bits));
  if (R.empty())
    return Interval{minOf(V.Bits), maxOf(V.Bits)};
  return R;
}

std::optional<Interval> Constraints::range(const Value &V) const {
  return valueRange(V, 0);
}

Value Constraints::resolveAt(const Value &V, int Depth) const {
  if (V.K != Value::Kind::Sym && (V.K != Value::Kind::Ptr || V.A == 0))
    return V;
  std::optional<Value> Out;
  Interval Ignored;
  const Value *P = &V;
  resolveInPlace(P, Out, Ignored, Depth);
  return *P;
}

void Constraints::resolveInPlace(const Value *&V, std::optional<Value> &Tmp,
                                 Interval &Range, int Depth) const {
  const Value &In = *V;
  if (In.K == Value::Kind::Sym) {
    // Most symbols have no definition: their range is their own.
    const SymbolInfo &Info = Symbols[In.Id];
    Interval R = Info.Def == DefOp::None ? Interval{Info.Lo, Info.Hi}
                                         : symbolRange(In.Id, Depth);
    if (!R.single()) {
      Range = R;
      return;
    }
    I128 X = static_cast<I128>(In.A) * R.Lo + In.B;
    V = &Tmp.emplace(Value::integer(static_cast<uint64_t>(X), In.Bits));
  } else if (In.K == Value::Kind::Ptr && In.A != 0) {
    Interval R = symbolRange(In.OffsetSym, Depth);
    if (R.single()) {
      Value &P = Tmp.emplace(In);
      P.B = static_cast<int64_t>(In.B + static_cast<I128>(In.A) * R.Lo);
      P.A = 0;
      P.OffsetSym = 0;
      V = &P;
    }
  }
}

namespace {
/// The symbol a fact about V is filed under, 0 if none.
SymbolId keySymbol(const Value &V) {
  if (V.K == Value::Kind::Sym || V.K == Value::Kind::FloatUnknown)
    return V.Id;
  if (V.K == Value::Kind::Ptr && V.A != 0)
    return V.OffsetSym;
  return 0;
}
} // namespace

void Constraints::addFact(Predicate P, const Value &L, const Value &R) {
  ++Epoch;
  uint32_t Index = static_cast<uint32_t>(Facts.size());
  Facts.push_back({P, L, R});
  SymbolId KL = keySymbol(L), KR = keySymbol(R);
  // A symbol tested against ever new values (a loop bound against each
  // index) would make every later test scan them all: past a few dozen,
  // new facts about it are not remembered (its range still is).
  constexpr size_t MaxFactsPerSymbol = 48;
  auto File = [&](SymbolId K) {
    uint32_t &At = Symbols[K].Facts;
    if (!At) {
      FactsBySymbol.emplace_back();
      At = static_cast<uint32_t>(FactsBySymbol.size());
    }
    auto &List = FactsBySymbol[At - 1];
    if (List.size() < MaxFactsPerSymbol)
      List.push_back(Index);
  };
  if (KL)
    File(KL);
  if (KR && KR != KL)
    File(KR);
}

namespace {
/// The orders (bit 0: less, 1: equal, 2: greater) in which an integer
/// predicate holds; 0 for a float one.
unsigned ordersOf(Predicate P) {
  switch (P) {
  case Predicate::Eq:
    return 2;
  case Predicate::Ne:
    return 5;
  case Predicate::Slt:
  case Predicate::Ult:
    return 1;
  case Predicate::Sle:
  case Predicate::Ule:
    return 3;
  case Predicate::Sgt:
  case Predicate::Ugt:
    return 4;
  case Predicate::Sge:
  case Predicate::Uge:
    return 6;
  default:
    return 0;
  }
}

/// What the known fact (a Known b) says of (a P b): `p == q` makes `p < q`
/// false, `p < q` makes `p != q` and `p <= q` true. A signed and an
/// unsigned order say nothing of each other; == and != are of both.
Tri impliedBy(Predicate Known, Predicate P) {
  if (Known == P)
    return Tri::True;
  unsigned K = ordersOf(Known), T = ordersOf(P);
  if (!K || !T) // float predicates: only the inverse is known
    return inversePredicate(Known) == P && P != Predicate::FOther
               ? Tri::False
               : Tri::Unknown;
  bool Either = Known == Predicate::Eq || Known == Predicate::Ne ||
                P == Predicate::Eq || P == Predicate::Ne;
  if (!Either && isSignedPredicate(Known) != isSignedPredicate(P))
    return Tri::Unknown;
  if ((K & T) == K)
    return Tri::True;
  if ((K & T) == 0)
    return Tri::False;
  return Tri::Unknown;
}
} // namespace

namespace {
/// A and B differ in what Value::sameAs looks at first (kind, width, a
/// symbol's id): the memo's quick test, without the call.
inline bool plainlyDiffer(const Value &A, const Value &B) {
  return A.K != B.K || A.Bits != B.Bits ||
         ((A.K == Value::Kind::Sym || A.K == Value::Kind::FloatUnknown) &&
          A.Id != B.Id);
}
} // namespace

Tri Constraints::memo(Predicate P, const Value &L, const Value &R) const {
  SymbolId Key = keySymbol(L) ? keySymbol(L) : keySymbol(R);
  if (!Key || !Symbols[Key].Facts)
    return Tri::Unknown;
  for (uint32_t Index : FactsBySymbol[Symbols[Key].Facts - 1]) {
    const Fact &F = Facts[Index];
    if (!plainlyDiffer(F.L, L) && !plainlyDiffer(F.R, R) && F.L.sameAs(L) &&
        F.R.sameAs(R)) {
      if (Tri T = impliedBy(F.P, P); T != Tri::Unknown)
        return T;
    }
    if (!plainlyDiffer(F.L, R) && !plainlyDiffer(F.R, L) && F.L.sameAs(R) &&
        F.R.sameAs(L)) {
      if (Tri T = impliedBy(swappedPredicate(F.P), P); T != Tri::Unknown)
        return T;
    }
  }
  return Tri::Unknown;
}

Interval Constraints::unsignedFactBounds(const Value &V) const {
  Interval U{0, (static_cast<I128>(1) << V.Bits) - 1};
  if (V.K != Value::Kind::Sym || !Symbols[V.Id].Facts)
    return U;
  for (uint32_t Index : FactsBySymbol[Symbols[V.Id].Facts - 1]) {
    const Fact &F = Facts[Index];
    Predicate P = F.P;
    const Value *C = nullptr;
    if (F.L.sameAs(V) && F.R.K == Value::Kind::Int) {
      C = &F.R;
    } else if (F.R.sameAs(V) && F.L.K == Value::Kind::Int) {
      C = &F.L;
      P = swappedPredicate(P);
    }
    if (!C || !isUnsignedPredicate(P))
      continue;
    I128 K = Value::truncate(C->bits(), V.Bits);
    switch (P) {
    case Predicate::Ult:
      U.Hi = std::min(U.Hi, K - 1);
      break;
    case Predicate::Ule:
      U.Hi = std::min(U.Hi, K);
      break;
    case Predicate::Ugt:
      U.Lo = std::max(U.Lo, K + 1);
      break;
    case Predicate::Uge:
      U.Lo = std::max(U.Lo, K);
      break;
    default:
      break;
    }
  }
  return U;
}

Tri Constraints::test(Predicate P, const Value &L, const Value &R) const {
  return testAt(P, L, R, 0);
}

Tri Constraints::testAt(Predicate P, const Value &L0, const Value &R0,
                        int Depth) const {
  // Each side resolved, and a symbol's range found once, for resolving and
  // comparing both.
  std::optional<Value> LTmp, RTmp;
  const Value *LP = &L0, *RP = &R0;
  Interval LS, RS;
  resolveInPlace(LP, LTmp, LS, Depth);
  resolveInPlace(RP, RTmp, RS, Depth);
  if (isFloatPredicate(P)) {
    const Value &L = *LP, &R = *RP;
    if (L.K == Value::Kind::Float && R.K == Value::Kind::Float) {
      double X = L.F, Y = R.F;
      switch (P) {
      case Predicate::FOrdEq:
        return triOf(X == Y);
      case Predicate::FOrdNe:
        return triOf(X != Y);
      case Predicate::FOrdLt:
        return triOf(X < Y);
      case Predicate::FOrdLe:
        return triOf(X <= Y);
      case Predicate::FOrdGt:
        return triOf(X > Y);
      case Predicate::FOrdGe:
        return triOf(X >= Y);
      case Predicate::FTrue:
        return Tri::True;
      case Predicate::FFalse:
        return Tri::False;
      default:
        return Tri::Unknown;
      }
    }
    return memo(P, L, R);
  }
  if (LP->K == Value::Kind::Int && RP->K == Value::Kind::Int) {
    const Value &L = *LP, &R = *RP;
    uint16_t W = L.Bits;
    if (isUnsignedPredicate(P)) {
      uint64_t X = Value::truncate(L.bits(), W),
               Y = Value::truncate(R.bits(), W);
      return compareIntervals(P, {X, X}, {Y, Y});
    }
    I128 X = mathValue(L.bits(), W), Y = mathValue(R.bits(), W);
    return compareIntervals(P, {X, X}, {Y, Y});
  }
  Tri M = memo(P, *LP, *RP);
  if (M != Tri::Unknown)
    return M;
  if (LP->K == Value::Kind::Int && RP->K == Value::Kind::Sym) {
    std::swap(LP, RP);
    std::swap(LS, RS);
    P = swappedPredicate(P);
  }
  const Value &L = *LP, &R = *RP;
  // valueRange(), from the symbols' ranges found above.
  auto Range = [](const Value &V, Interval S) -> std::optional<Interval> {
    if (V.K == Value::Kind::Int) {
      I128 X = mathValue(V.bits(), V.Bits);
      return Interval{X, X};
    }
    if (V.K != Value::Kind::Sym)
      return std::nullopt;
    return formRange(V, S);
  };
  auto RL = Range(L, LS), RR = Range(R, RS);
  if (!RL || !RR)
    return Tri::Unknown;
  // An excluded value decides equality with a constant.
  if ((P == Predicate::Eq || P == Predicate::Ne) && L.K == Value::Kind::Sym &&
      R.K == Value::Kind::Int && (L.A == 1 || L.A == -1)) {
    I128 K = (mathValue(R.bits(), R.Bits) - L.B) * L.A;
    const auto &Ex = Symbols[L.Id].Excluded;
    if (!Ex.empty() && K >= INT64_MIN && K <= INT64_MAX &&
        Ex.count(static_cast<int64_t>(K)))
      return P == Predicate::Eq ? Tri::False : Tri::True;
  }
  // Two forms of one symbol differ by their constants.
  if (L.K == Value::Kind::Sym && R.K == Value::Kind::Sym && L.Id == R.Id &&
      L.A == R.A && !isUnsignedPredicate(P)) {
    I128 X = L.B, Y = R.B;
    return compareIntervals(P, {X, X}, {Y, Y});
  }
  // ... or by a multiple of it: (A1 - A2) * s + (B1 - B2) against 0
  // (`cap + 1 <= 2 * cap` when cap >= 1).
  if (L.K == Value::Kind::Sym && R.K == Value::Kind::Sym && L.Id == R.Id &&
      !isUnsignedPredicate(P) && L.A - static_cast<I128>(R.A) <= (I128(1) << 32) &&
      L.A - static_cast<I128>(R.A) >= -(I128(1) << 32)) {
    I128 DA = static_cast<I128>(L.A) - R.A, DB = static_cast<I128>(L.B) - R.B;
    Interval D = DA >= 0 ? Interval{DA * LS.Lo + DB, DA * LS.Hi + DB}
                         : Interval{DA * LS.Hi + DB, DA * LS.Lo + DB};
    return compareIntervals(P, D, {0, 0});
  }
  if (!isUnsignedPredicate(P)) {
    Tri T = compareIntervals(P, *RL, *RR);
    if (T == Tri::Unknown && Depth == 0)
      T = throughFacts(P, L, R);
    return T;
  }
  uint16_t W = std::max(L.Bits, R.Bits);
  // An unsigned test of a value of unknown sign is kept as a fact, not a
  // range (n >u 1 is two signed ranges): those facts bound its unsigned
  // reading, so that `if (n > 1)` then `0 < n` holds for an unsigned n.
  Interval BL = unsignedFactBounds(L), BR = unsignedFactBounds(R);
  auto Within = [](Interval X, Interval B) {
    return Interval{std::max(X.Lo, B.Lo), std::min(X.Hi, B.Hi)};
  };
  Tri Result = Tri::Unknown;
  bool First = true;
  for (Interval X0 : unsignedPieces(*RL, W))
    for (Interval Y0 : unsignedPieces(*RR, W)) {
      Interval X = Within(X0, BL), Y = Within(Y0, BR);
      if (X.empty() || Y.empty())
        continue;
      Tri T = compareIntervals(P, X, Y);
      Result = First ? T : combine(Result, T);
      First = false;
    }
  // Of two non-negative values the unsigned order is the signed one.
  if (Result == Tri::Unknown && Depth == 0 && RL->Lo >= 0 && RR->Lo >= 0)
    Result = throughFacts(signedPredicate(P), L, R);
  return Result;
}

Tri Constraints::throughFacts(Predicate P, const Value &L,
                              const Value &R) const {
  switch (P) {
  case Predicate::Sle:
    if (boundedThroughFact(L, R, false))
      return Tri::True;
    return boundedThroughFact(R, L, true) ? Tri::False : Tri::Unknown;
  case Predicate::Slt:
    if (boundedThroughFact(L, R, true))
      return Tri::True;
    return boundedThroughFact(R, L, false) ? Tri::False : Tri::Unknown;
  case Predicate::Sge:
    return throughFacts(Predicate::Sle, R, L);
  case Predicate::Sgt:
    return throughFacts(Predicate::Slt, R, L);
  default:
    return Tri::Unknown;
  }
}

bool Constraints::boundedThroughFact(const Value &X, const Value &Y,
                                     bool Strict) const {
  // A fact (s + c  Q  T) about V's symbol s, read as a bound on V = s + b:
  // an upper one (Upper: Q is <=, < or ==) or a lower one, T shifted by
  // b - c (and by one for a strict Q). Only signed orders, or unsigned ones
  // of two non-negative values.
  auto Bounds = [&](const Value &V, bool Upper, auto &&Proves) {
    if (V.K != Value::Kind::Sym || V.A != 1 || !Symbols[V.Id].Facts)
      return false;
    const auto &List = FactsBySymbol[Symbols[V.Id].Facts - 1];
    for (size_t K = 0; K < List.size() && K < 16; ++K) {
      const Fact &F = Facts[List[K]];
      const Value *SFP, *TP;
      Predicate Q;
      if (F.L.K == Value::Kind::Sym && F.L.Id == V.Id && F.L.A == 1) {
        SFP = &F.L, TP = &F.R, Q = F.P;
      } else if (F.R.K == Value::Kind::Sym && F.R.Id == V.Id && F.R.A == 1) {
        SFP = &F.R, TP = &F.L, Q = swappedPredicate(F.P);
      } else {
        continue;
      }
      const Value &SF = *SFP, &T = *TP;
      if (T.K != Value::Kind::Sym && T.K != Value::Kind::Int)
        continue;
      if ((T.K == Value::Kind::Sym && T.Id == V.Id) || T.Bits != V.Bits)
        continue;
      // A fact of the other direction (or `!=`) bounds nothing here: left
      // before its ranges and the memo are looked up (neither changes what
      // the path knows, so skipping them changes no answer).
      switch (signedPredicate(Q)) {
      case Predicate::Eq:
        break;
      case Predicate::Sle:
      case Predicate::Slt:
        if (!Upper)
          continue;
        break;
      case Predicate::Sge:
      case Predicate::Sgt:
        if (Upper)
          continue;
        break;
      default:
        continue;
      }
      if (isUnsignedPredicate(Q)) {
        auto RS = valueRange(SF, 1), RT = valueRange(T, 1);
        if (!RS || !RT || RS->Lo < 0 || RT->Lo < 0)
          continue;
        Q = signedPredicate(Q);
      }
      // s + c <= T and s + c != T: s + c < T (`n <= cap`, then `n != cap`).
      if ((Q == Predicate::Sle || Q == Predicate::Sge) &&
          memo(Predicate::Ne, SF, T) == Tri::True)
        Q = Q == Predicate::Sle ? Predicate::Slt : Predicate::Sgt;
      I128 Shift = static_cast<I128>(V.B) - SF.B;
      if (Upper && (Q == Predicate::Sle || Q == Predicate::Eq))
        ;
      else if (Upper && Q == Predicate::Slt)
        Shift -= 1;
      else if (!Upper && (Q == Predicate::Sge || Q == Predicate::Eq))
        ;
      else if (!Upper && Q == Predicate::Sgt)
        Shift += 1;
      else
        continue;
      Value Bound = T;
      if (T.K == Value::Kind::Int) {
        I128 X = mathValue(T.bits(), T.Bits) + Shift;
        if (X < minOf(T.Bits) || X > maxOf(T.Bits))
          continue;
        Bound = Value::integer(static_cast<uint64_t>(X), T.Bits);
      } else {
        I128 B = static_cast<I128>(T.B) + Shift;
        if (B < INT64_MIN || B > INT64_MAX)
          continue;
        Bound.B = static_cast<int64_t>(B);
      }
      if (Proves(Bound))
        return true;
    }
    return false;
  };
  Predicate Goal = Strict ? Predicate::Slt : Predicate::Sle;
  return Bounds(X, true,
                [&](const Value &B) {
                  return testAt(Goal, B, Y, 1) == Tri::True;
                }) ||
         Bounds(Y, false, [&](const Value &B) {
           return testAt(Goal, X, B, 1) == Tri::True;
         });
}

bool Constraints::assume(Predicate P, const Value &L0, const Value &R0,
                         bool Choice) {
  if (!assumeOne(P, L0, R0, Choice))
    return false;
  return Implications.empty() || applyImplications();
}

bool Constraints::imply(const Value &Count, const Value &Pointer) {
  Implications.push_back({Count, Pointer});
  Implied.push_back({Count, Pointer});
  return applyImplications();
}

bool Constraints::implies(const Value &Count, const Value &Pointer) const {
  return std::any_of(Implied.begin(), Implied.end(), [&](const auto &I) {
    return I.first.sameAs(Count) && I.second.sameAs(Pointer);
  });
}

bool Constraints::applyImplications() {
  if (Implying)
    return true; // the outer call goes round again
  Implying = true;
  bool Ok = true, Fired = true;
  while (Ok && Fired) {
    Fired = false;
    for (size_t K = 0; Ok && K < Implications.size(); ++K) {
      auto [Count, Pointer] = Implications[K];
      const Value Zero = Value::integer(0, Count.Bits);
      const Value Null = Value::integer(0, Pointer.Bits);
      Tri CountZero = test(Predicate::Eq, Count, Zero);
      Tri PointerNull = test(Predicate::Eq, Pointer, Null);
      if (CountZero == Tri::True || PointerNull == Tri::False) {
        Implications.erase(Implications.begin() + static_cast<long>(K--));
        continue; // holds whatever follows
      }
      if (CountZero == Tri::False)
        Ok = assumeOne(Predicate::Ne, Pointer, Null, true);
      else if (PointerNull == Tri::True)
        Ok = assumeOne(Predicate::Eq, Count, Zero, true);
      else
        continue;
      Implications.erase(Implications.begin() + static_cast<long>(K--));
      Fired = true;
    }
  }
  Implying = false;
  return Ok;
}

bool Constraints::assumeOne(Predicate P, const Value &L0, const Value &R0,
                            bool Choice) {
  Value L = resolve(L0), R = resolve(R0);
  Tri T = test(P, L, R);
  if (T != Tri::Unknown)
    return T == Tri::True;
  if (Choice)
    Log.push_back({P, L, R, Stating});
  Value L1 = L, R1 = R;
  Predicate P1 = P;
  if (L.K == Value::Kind::Int && R.K == Value::Kind::Sym) {
    std::swap(L, R);
    P = swappedPredicate(P);
  }
  if (L.K == Value::Kind::Sym && R.K == Value::Kind::Int) {
    // Usually a range or an excluded value says it all; a union of two
    // ranges (x >= 10 unsigned, x negative) is kept as a fact.
    bool NeedsFact = false;
    if (!assumeOnSymbol(L.Id, L.A, L.B, L.Bits, P, R.bits(), NeedsFact))
      return false;
    if (NeedsFact)
      addFact(P1, L1, R1);
    return propagate(L.Id);
  }
  addFact(P1, L1, R1);
  if (isFloatPredicate(P))
    return true;
  // Two pointers' order is the sign of their difference.
  if (!Differences.empty() && !orderDifferences(P1, L1, R1))
    return false;
  return orderNarrow(P, L, R);
}

bool Constraints::orderNarrow(Predicate P, const Value &L, const Value &R) {
  if (L.K != Value::Kind::Sym || R.K != Value::Kind::Sym || L.A != 1 ||
      R.A != 1 || L.Id == R.Id)
    return true;
  auto RL = range(L), RR = range(R);
  if (!RL || !RR)
    return true;
  if (isUnsignedPredicate(P) && (RL->Lo < 0 || RR->Lo < 0)) {
    // A value of unknown sign at most a non-negative one is non-negative
    // and at most it (`n <= cap` of a size_t with cap == 0: n == 0).
    if (L.B != 0 || R.B != 0)
      return true;
    if ((P == Predicate::Ule || P == Predicate::Ult) && RR->Lo >= 0)
      return narrow(L.Id, 0, RR->Hi - (P == Predicate::Ult));
    if ((P == Predicate::Uge || P == Predicate::Ugt) && RL->Lo >= 0)
      return narrow(R.Id, 0, RL->Hi - (P == Predicate::Ugt));
    return true;
  }
  if (isUnsignedPredicate(P)) {
    // Equivalent to the signed comparison when both sides are non-negative.
    P = P == Predicate::Ult   ? Predicate::Slt
        : P == Predicate::Ule ? Predicate::Sle
        : P == Predicate::Ugt ? Predicate::Sgt
                              : Predicate::Sge;
  }
  // x + BL  P  y + BR: narrow each symbol by the other's range.
  I128 BL = L.B, BR = R.B;
  auto NarrowL = [&](I128 Lo, I128 Hi) {
    return narrow(L.Id, Lo - BL, Hi - BL);
  };
  auto NarrowR = [&](I128 Lo, I128 Hi) {
    return narrow(R.Id, Lo - BR, Hi - BR);
  };
  const I128 Min = INT64_MIN, Max = INT64_MAX;
  bool Holds = true;
  switch (P) {
  case Predicate::Eq:
    Holds = NarrowL(RR->Lo, RR->Hi) && NarrowR(RL->Lo, RL->Hi);
    break;
  case Predicate::Slt:
    Holds = NarrowL(Min, RR->Hi - 1) && NarrowR(RL->Lo + 1, Max);
    break;
  case Predicate::Sle:
    Holds = NarrowL(Min, RR->Hi) && NarrowR(RL->Lo, Max);
    break;
  case Predicate::Sgt:
    Holds = NarrowL(RR->Lo + 1, Max) && NarrowR(Min, RL->Hi - 1);
    break;
  case Predicate::Sge:
    Holds = NarrowL(RR->Lo, Max) && NarrowR(Min, RL->Hi);
    break;
  default:
    return true;
  }
  // `i < v.size()` with i >= 0 unknown: the size is not 0, and the vector's
  // pointers are not NULL.
  SymbolId LId = L.Id, RId = R.Id; // propagate() may grow Symbols
  if (Holds && Symbols[LId].Def == DefOp::PtrDiff)
    Holds = propagate(LId);
  if (Holds && Symbols[RId].Def == DefOp::PtrDiff)
    Holds = propagate(RId);
  return Holds;
}

bool Constraints::assumeOnSymbol(SymbolId S, int64_t A, int64_t B,
                                 uint16_t Bits, Predicate P, uint64_t C,
                                 bool &NeedsFact) {
  // x >u 0 is x != 0, x <u 1 is x == 0 (`i < v.size()` with i == 0): one
  // excluded value, not a union of two signed ranges kept as a fact.
  if (Value::truncate(C, Bits) == 0 && P == Predicate::Ugt)
    P = Predicate::Ne;
  else if (Value::truncate(C, Bits) == 1 && P == Predicate::Uge)
    P = Predicate::Ne, C = 0;
  I128 Cm = mathValue(C, Bits);
  I128 Min = minOf(Bits), Max = maxOf(Bits);
  if (P == Predicate::Ne) {
    I128 K = Cm - B;
    if (K % A != 0)
      return true;
    return exclude(S, K / A);
  }
  if (A != 1 && A != -1)
    NeedsFact = true; // rounding makes the range approximate
  // The values v = A*s + B may take, as at most two signed intervals.
  std::vector<Interval> Allowed;
  I128 Cu = Value::truncate(C, Bits);
  I128 UMax = Bits >= 64 ? ((I128(1) << 64) - 1) : ((I128(1) << Bits) - 1);
  switch (P) {
  case Predicate::Eq:
    Allowed = {{Cm, Cm}};
    break;
  case Predicate::Slt:
    Allowed = {{Min, Cm - 1}};
    break;
  case Predicate::Sle:
    Allowed = {{Min, Cm}};
    break;
  case Predicate::Sgt:
    Allowed = {{Cm + 1, Max}};
    break;
  case Predicate::Sge:
    Allowed = {{Cm, Max}};
    break;
  case Predicate::Ult:
    Allowed = signedPiecesOfUnsigned(0, Cu - 1, Bits);
    break;
  case Predicate::Ule:
    Allowed = signedPiecesOfUnsigned(0, Cu, Bits);
    break;
  case Predicate::Ugt:
    Allowed = signedPiecesOfUnsigned(Cu + 1, UMax, Bits);
    break;
  case Predicate::Uge:
    Allowed = signedPiecesOfUnsigned(Cu, UMax, Bits);
    break;
  default:
    NeedsFact = true;
    return true;
  }
  auto Current = range(Value::symbol(S, Bits, A, B));
  if (!Current) {
    NeedsFact = true;
    return true;
  }
  std::vector<Interval> Left;
  for (Interval I : Allowed) {
    Interval X{std::max(I.Lo, Current->Lo), std::min(I.Hi, Current->Hi)};
    if (!X.empty())
      Left.push_back(X);
  }
  if (Left.empty())
    return false;
  if (Left.size() > 1) {
    NeedsFact = true; // a union of two ranges: kept in the facts memo only
    return true;
  }
  // v in [Lo, Hi]  =>  s in [(Lo - B) / A, (Hi - B) / A], rounded inward.
  I128 Lo = Left[0].Lo - B, Hi = Left[0].Hi - B;
  if (A > 0)
    return narrow(S, ceilDiv(Lo, A), floorDiv(Hi, A));
  return narrow(S, ceilDiv(Hi, A), floorDiv(Lo, A));
}

bool Constraints::restrict(SymbolId S, int64_t Lo, int64_t Hi) {
  return narrow(S, Lo, Hi);
}

bool Constraints::narrow(SymbolId S, I128 Lo, I128 Hi) {
  SymbolInfo &Info = Symbols[S];
  I128 NewLo = std::max<I128>(Info.Lo, Lo), NewHi = std::min<I128>(Info.Hi, Hi);
  if (NewLo > NewHi)
    return false;
  const auto &Ex = Info.Excluded;
  while (NewLo <= NewHi && Ex.count(static_cast<int64_t>(NewLo)))
    ++NewLo;
  while (NewLo <= NewHi && Ex.count(static_cast<int64_t>(NewHi)))
    --NewHi;
  if (NewLo > NewHi)
    return false;
  bool Changed = NewLo != Info.Lo || NewHi != Info.Hi;
  if (!Changed)
    return true;
  ++Epoch;
  Info.Lo = static_cast<int64_t>(NewLo);
  Info.Hi = static_cast<int64_t>(NewHi);
  if (Info.Facts && !relateFacts(S))
    return false;
  if (NewLo == NewHi)
    return settle(S);
  return true;
}

bool Constraints::relateFacts(SymbolId S) {
  // What S's new range says of the values an order fact ties it to (`n <=
  // cap`, then `cap == 0`: n <= 0), a few steps deep: a cycle of facts
  // (x < y, y < x) would otherwise narrow one value at a time.
  if (Relating >= 2)
    return true;
  ++Relating;
  uint32_t List = Symbols[S].Facts - 1;
  bool Holds = true;
  for (size_t K = 0; Holds && K < FactsBySymbol[List].size(); ++K) {
    Fact F = Facts[FactsBySymbol[List][K]]; // a copy: narrowing adds facts
    // Orders only: an equality's sides are narrowed to each other when it
    // is assumed, and made exact by a later test of one they would read,
    // in the function's model, as constants instead of the relation the
    // guard states (`start == top - 48`, then `start == NULL`: top 48).
    if (F.P == Predicate::Ne || F.P == Predicate::Eq || !ordersOf(F.P) ||
        F.L.K != Value::Kind::Sym || F.R.K != Value::Kind::Sym)
      continue;
    Value L = resolve(F.L), R = resolve(F.R);
    SymbolId Other = F.L.Id == S ? F.R.Id : F.L.Id;
    bool WasExact = Symbols[Other].Lo == Symbols[Other].Hi;
    // A side that became exact: a bound on the other (`cap == 0`).
    if (L.K == Value::Kind::Int || R.K == Value::Kind::Int)
      Holds = assume(F.P, L, R, /*Choice=*/false);
    else
      Holds = orderNarrow(F.P, L, R);
    // The other made exact by it is said as a guard of its own: a model's
    // guards read the path's values as they end, and the order that tied
    // it (`cap >= n`, then `cap == 0`) would read `cap >= 0`.
    const SymbolInfo &O = Symbols[Other];
    if (Holds && !WasExact && O.Lo == O.Hi)
      Log.push_back({Predicate::Eq, Value::symbol(Other, O.Bits),
                     Value::integer(static_cast<uint64_t>(O.Lo), O.Bits)});
  }
  --Relating;
  return Holds;
}

bool Constraints::exclude(SymbolId S, I128 X) {
  SymbolInfo &Info = Symbols[S];
  if (X < Info.Lo || X > Info.Hi)
    return true;
  if (X == Info.Lo)
    return narrow(S, X + 1, Info.Hi);
  if (X == Info.Hi)
    return narrow(S, Info.Lo, X - 1);
  if (Info.Excluded.insert(static_cast<int64_t>(X)).second)
    ++Epoch;
  return true;
}

bool Constraints::propagate(SymbolId S) {
  const SymbolInfo &Info = Symbols[S];
  if (Info.Def == DefOp::PtrDiff) {
    Value P = Info.DefL, Q = Info.DefR; // copies: assume() may grow Symbols
    int64_t Lo = Info.Lo, Hi = Info.Hi;
    bool NotZero = Lo > 0 || Hi < 0 || Info.Excluded.count(0);
    // Its sign is the pointers' order (addresses within one object do not
    // wrap): `last - p > 0` is `p < last`. Not a choice the path made.
    if (Lo >= 0 && !assume(Lo > 0 ? Predicate::Ugt : Predicate::Uge, P, Q,
                           false))
      return false;
    if (Hi <= 0 && !assume(Hi < 0 ? Predicate::Ult : Predicate::Ule, P, Q,
                           false))
      return false;
    // A difference that is not 0: both pointers point into one object.
    if (!NotZero)
      return true;
    // The pointers differ: a condition on them a model can state (`pne
    // *<8:8>v@ *<8:0>v@`), so that a caller whose vector is empty does not
    // take the case.
    return assume(Predicate::Ne, P, Q) &&
           assume(Predicate::Ne, P, Value::integer(0, P.Bits), false) &&
           assume(Predicate::Ne, Q, Value::integer(0, Q.Bits), false);
  }
  if (Info.Def == DefOp::Length) {
    // Longer than the known part: the next byte is not NUL (exactly that
    // long is settle's).
    I128 Known = mathValue(Info.DefR.bits(), Info.DefR.Bits);
    Value Byte = Info.DefL; // a copy: assume() may grow Symbols
    if (Info.Lo > Known || Info.Excluded.count(static_cast<int64_t>(Known)))
      return assume(Predicate::Ne, Byte, Value::integer(0, Byte.Bits));
    return true;
  }
  if (Info.Def != DefOp::ZExt || Info.DefL.K != Value::Kind::Sym)
    return true;
  // zext(x) in [Lo, Hi]: x's unsigned reading is there too.
  Value X = Info.DefL;
  Interval R = symbolRange(S, 0);
  auto Pieces = signedPiecesOfUnsigned(R.Lo, R.Hi, X.Bits);
  // Around the sign: zext(x) != 0 of a byte is [1, 127] and [-128, -1] of
  // x, which leave out 0 alone.
  if (Pieces.size() == 2 && X.A == 1 && Pieces[0].Lo - Pieces[1].Hi == 2)
    return exclude(X.Id, Pieces[0].Lo - 1 - X.B);
  if (Pieces.size() != 1 || X.A != 1)
    return true;
  return narrow(X.Id, Pieces[0].Lo - X.B, Pieces[0].Hi - X.B);
}

bool Constraints::settle(SymbolId S) {
  // The symbol became exact: what it was defined from follows.
  SymbolInfo Info = Symbols[S]; // copy: assume() may grow Symbols
  I128 C = Info.Lo;
  auto Int = [](I128 X, uint16_t Bits) {
    return Value::integer(static_cast<uint64_t>(X), Bits);
  };
  switch (Info.Def) {
  case DefOp::Cmp:
    return assume(C ? Info.DefPred : inversePredicate(Info.DefPred), Info.DefL,
                  Info.DefR);
  case DefOp::Length:
    return assume(C == mathValue(Info.DefR.bits(), Info.DefR.Bits)
                      ? Predicate::Eq
                      : Predicate::Ne,
                  Info.DefL, Value::integer(0, Info.DefL.Bits));
  case DefOp::PtrDiff:
    if (C == 0)
      return assume(Predicate::Eq, Info.DefL, Info.DefR);
    return propagate(S);
  case DefOp::Mul: {
    // A product not 0 has no factor 0; one that is 0 (and does not wrap)
    // has the other factor 0 when one is known not to be (`pr * err == 0`
    // with err 1: pr == 0).
    Value L = resolve(Info.DefL), R = resolve(Info.DefR);
    if (C != 0)
      return assume(Predicate::Ne, L, Value::integer(0, L.Bits)) &&
             assume(Predicate::Ne, R, Value::integer(0, R.Bits));
    if (Info.DefWraps)
      return true;
    auto NotZero = [&](const Value &X) {
      return test(Predicate::Ne, X, Value::integer(0, X.Bits)) == Tri::True;
    };
    if (NotZero(L) && R.K == Value::Kind::Sym)
      return assume(Predicate::Eq, R, Value::integer(0, R.Bits));
    if (NotZero(R) && L.K == Value::Kind::Sym)
      return assume(Predicate::Eq, L, Value::integer(0, L.Bits));
    return true;
  }
  case DefOp::Add:
  case DefOp::Sub: {
    Value L = resolve(Info.DefL), R = resolve(Info.DefR);
    bool LExact = L.K == Value::Kind::Int, RExact = R.K == Value::Kind::Int;
    if (LExact == RExact)
      return true;
    if (Info.Def == DefOp::Add) {
      if (LExact)
        return assume(Predicate::Eq, R,
                      Int(C - mathValue(L.bits(), L.Bits), R.Bits));
      return assume(Predicate::Eq, L,
                    Int(C - mathValue(R.bits(), R.Bits), L.Bits));
    }
    if (LExact) // L - R = C  =>  R = L - C
      return assume(Predicate::Eq, R,
                    Int(mathValue(L.bits(), L.Bits) - C, R.Bits));
    return assume(Predicate::Eq, L,
                  Int(C + mathValue(R.bits(), R.Bits), L.Bits));
  }
  default:
    return true;
  }
}

} // namespace pathsim
