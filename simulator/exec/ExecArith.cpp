//===- simulator/exec/ExecArith.cpp - arithmetic, casts and comparisons ---===//
#include "simulator/exec/Executor.h"

#include "simulator/state/Predicate.h"

#include <cmath>
#include <optional>

namespace pathsim {

namespace {

using I128 = __int128;

/// The three bit masks of an integer value.
struct BitView {
  uint64_t Known = 0, Val = 0, Uninit = 0;
};

BitView bitsOf(const Value &V, uint16_t Bits) {
  uint64_t All = Value::mask(Bits);
  switch (V.K) {
  case Value::Kind::Int:
    return {All, V.bits() & All, 0};
  case Value::Kind::Uninit:
    return {0, 0, All};
  case Value::Kind::Partial:
    return {V.KnownMask, V.bits() & V.KnownMask, V.UninitMask};
  default:
    return {0, 0, 0};
  }
}

/// Exact W-bit integer arithmetic; false for division by zero.
bool exact(Opcode Op, uint64_t X, uint64_t Y, uint16_t W, uint64_t &Out) {
  int64_t SX = Value::signExtend(X, W), SY = Value::signExtend(Y, W);
  uint64_t UX = Value::truncate(X, W), UY = Value::truncate(Y, W);
  switch (Op) {
  case Opcode::Add:
    Out = UX + UY;
    break;
  case Opcode::Sub:
    Out = UX - UY;
    break;
  case Opcode::Mul:
    Out = UX * UY;
    break;
  case Opcode::UDiv:
    if (!UY)
      return false;
    Out = UX / UY;
    break;
  case Opcode::URem:
    if (!UY)
      return false;
    Out = UX % UY;
    break;
  case Opcode::SDiv:
    if (!SY)
      return false;
    Out = (SY == -1) ? static_cast<uint64_t>(-static_cast<I128>(SX))
                     : static_cast<uint64_t>(SX / SY);
    break;
  case Opcode::SRem:
    if (!SY)
      return false;
    Out = (SY == -1) ? 0 : static_cast<uint64_t>(SX % SY);
    break;
  case Opcode::Shl:
    Out = UY >= W ? 0 : UX << UY;
    break;
  case Opcode::LShr:
    Out = UY >= W ? 0 : UX >> UY;
    break;
  case Opcode::AShr:
    Out = UY >= W ? (SX < 0 ? ~0ULL : 0) : static_cast<uint64_t>(SX >> UY);
    break;
  case Opcode::And:
    Out = UX & UY;
    break;
  case Opcode::Or:
    Out = UX | UY;
    break;
  case Opcode::Xor:
    Out = UX ^ UY;
    break;
  default:
    return false;
  }
  Out = Value::truncate(Out, W);
  return true;
}

bool isBitwise(Opcode Op) {
  return Op == Opcode::And || Op == Opcode::Or || Op == Opcode::Xor ||
         Op == Opcode::Shl || Op == Opcode::LShr || Op == Opcode::AShr;
}

bool isDivision(Opcode Op) {
  return Op == Opcode::UDiv || Op == Opcode::SDiv || Op == Opcode::URem ||
         Op == Opcode::SRem;
}

} // namespace

/// The key under which a bit range of a word is kept in State::Derived: an
/// opcode no instruction has.
constexpr uint8_t BitRangeKey = 0xff;

std::optional<Value> PathRunner::bitRange(const Value &Word0, unsigned Lo,
                                          unsigned Width, uint16_t Bits) {
  Value Word = S.wordView(S.Cons.resolve(Word0));
  if (Bits == 0 || Bits > 64 || Word.Bits != Bits || Lo >= Bits)
    return std::nullopt;
  Width = std::min(Width, Bits - Lo);
  if (Width == 0)
    return std::nullopt;
  uint64_t Mask = Value::mask(static_cast<uint16_t>(Width));
  if (Word.K == Value::Kind::Int)
    return Value::integer((Value::truncate(Word.bits(), Bits) >> Lo) & Mask,
                          Bits);
  if (Word.K == Value::Kind::Partial) {
    uint64_t In = Mask << Lo;
    if ((Word.KnownMask & In) == In)
      return Value::integer((Word.bits() >> Lo) & Mask, Bits);
    // Bits the word still has from its base (a field beside those stored).
    if ((static_cast<uint64_t>(Word.A) & In) != In || Word.Id == 0) {
      // Else a field of the symbol standing for the word.
      Value Sym = S.Cons.resolve(Word0);
      if (Sym.K != Value::Kind::Sym || Sym.A != 1 || Sym.B != 0 ||
          Sym.Bits != Bits || Word.A == 0)
        return std::nullopt;
      Word = Sym;
    } else {
      Word = Value::symbol(Word.Id, Bits);
    }
  }
  if (Word.K != Value::Kind::Sym || Word.A != 1 || Word.B != 0)
    return std::nullopt;
  // A range of a range is a range of the word.
  const SymbolInfo &Info = S.Cons.info(Word.Id);
  if (Info.Def == DefOp::Bits && Info.DefL.Bits == Bits) {
    auto [Lo0, Width0] = Constraints::bitRangeOf(Info);
    if (Lo >= Width0)
      return Value::integer(0, Bits);
    Width = std::min(Width, Width0 - Lo);
    Lo += Lo0;
    Word = Info.DefL;
  }
  if (Lo == 0 && Width == Bits)
    return Word;
  DerivedKey Key{BitRangeKey, 0, Bits, Word,
                 Value::integer(Lo | (Width << 8), 16)};
  if (auto It = S.Derived.find(Key); It != S.Derived.end())
    return It->second;
  SymbolId Sym = S.Cons.newBitRange(Word, Lo, Width, Bits);
  S.syncOrigins();
  Value Result = Value::symbol(Sym, Bits);
  S.Derived.emplace(Key, Result);
  return Result;
}

Value PathRunner::derived(uint8_t Op, uint8_t Extra, const Value &L,
                          const Value &R, uint16_t Bits, bool Float,
                          bool NoWrap) {
  DerivedKey Key{Op, Extra, Bits, L, R};
  if (auto It = S.Derived.find(Key); It != S.Derived.end())
    return It->second;
  Value Result;
  auto O = static_cast<Opcode>(Op);
  // A bit-field read (`(w >> 3) & 7`, `w & 0xff`, `w >> 8`): the range of
  // the word it is read from, which a model can name (and a caller find
  // again).
  if (!Float && R.K == Value::Kind::Int && L.K == Value::Kind::Sym &&
      L.A == 1 && L.B == 0 && L.Bits == Bits && Bits <= 64) {
    uint64_t C = Value::truncate(R.bits(), Bits);
    std::optional<Value> Range;
    if (O == Opcode::And && C != 0 && (C & (C + 1)) == 0 &&
        C != Value::mask(Bits))
      Range =
          bitRange(L, 0, static_cast<unsigned>(__builtin_popcountll(C)), Bits);
    else if (O == Opcode::LShr && C > 0 && C < Bits)
      Range = bitRange(L, static_cast<unsigned>(C),
                       Bits - static_cast<unsigned>(C), Bits);
    if (Range) {
      S.Derived.emplace(Key, *Range);
      return *Range;
    }
  }
  if (Float) {
    Result = Value::unknownFloat(S.newSymbol(Bits), Bits);
  } else if (O == Opcode::ICmp || O == Opcode::FCmp) {
    SymbolId Sym = S.Cons.newComparison(static_cast<Predicate>(Extra), L, R);
    S.syncOrigins();
    Result = Value::symbol(Sym, 1);
  } else if (O == Opcode::ZExt && L.K == Value::Kind::Sym) {
    SymbolId Sym = S.Cons.newZeroExtension(L, Bits);
    S.syncOrigins();
    Result = Value::symbol(Sym, Bits);
  } else if (O == Opcode::Shl && L.K == Value::Kind::Sym &&
             R.K == Value::Kind::Int && R.bits() < Bits && R.bits() < 62) {
    // `x << k` is x * 2^k (wrapping): a field's value moved into place
    // keeps what it was moved from (its bits outside the field are 0).
    SymbolId Sym = S.Cons.newDefined(
        DefOp::Mul, L, Value::integer(uint64_t(1) << R.bits(), Bits), Bits,
        NoWrap);
    S.syncOrigins();
    Result = Value::symbol(Sym, Bits);
    S.inheritOutside(Sym, L);
  } else if ((O == Opcode::Add || O == Opcode::Sub || O == Opcode::Mul) &&
             L.K != Value::Kind::Ptr && R.K != Value::Kind::Ptr) {
    DefOp D = O == Opcode::Add   ? DefOp::Add
              : O == Opcode::Sub ? DefOp::Sub
                                 : DefOp::Mul;
    SymbolId Sym = S.Cons.newDefined(D, L, R, Bits, NoWrap);
    S.syncOrigins();
    Result = Value::symbol(Sym, Bits);
  } else if (uint64_t C =
                 R.K == Value::Kind::Int ? Value::truncate(R.bits(), Bits) : 0;
             O == Opcode::And && C > 1 && (C & (C - 1)) == 0 &&
             Value::signExtend(C, Bits) > 0) {
    // One bit of a value (`flags & 0x20`) is 0 or that bit: a symbol of
    // [0, 1] times the bit, so that `(f & 32) != 0` says `(f & 32) == 32`
    // (lmdb's `F_ISSET(f, P_LEAF2)`, `((f) & (P_LEAF2)) == (P_LEAF2)`,
    // after a test of `f & P_LEAF2`).
    SymbolId Sym = S.newSymbol(Bits);
    S.Cons.restrict(Sym, 0, 1);
    Result = Value::symbol(Sym, Bits, static_cast<int64_t>(C), 0);
  } else {
    SymbolId Sym = S.newSymbol(Bits);
    Result = Value::symbol(Sym, Bits);
    // An untested value from outside the program xor-ed with anything, or
    // shifted left by a constant, is 0 for some input as the value is
    // (`(r1 << 30) ^ (r2 << 15) ^ r3`, a random number made of rand()s).
    if (O == Opcode::Xor) {
      S.inheritOutside(Sym, L);
      S.inheritOutside(Sym, R);
    } else if (O == Opcode::Shl && R.K == Value::Kind::Int && R.bits() < Bits) {
      S.inheritOutside(Sym, L);
    }
    // Ranges that follow from the operation with a constant operand.
    if (R.K == Value::Kind::Int) {
      uint64_t C = Value::truncate(R.bits(), Bits);
      if (O == Opcode::And && Value::signExtend(C, Bits) >= 0)
        S.Cons.restrict(Sym, 0, static_cast<int64_t>(C));
      else if (O == Opcode::URem && C > 0 &&
               C <= static_cast<uint64_t>(INT64_MAX))
        S.Cons.restrict(Sym, 0, static_cast<int64_t>(C - 1));
      else if (O == Opcode::LShr && C > 0 && C < Bits)
        S.Cons.restrict(Sym, 0, static_cast<int64_t>(Value::mask(Bits - C)));
      else if (O == Opcode::UDiv && C > 1)
        S.Cons.restrict(Sym, 0, static_cast<int64_t>(Value::mask(Bits) / C));
      // A value of known range divided by a positive constant (`(n + k -
      // 1) / k`, a count of chunks): the quotients of its bounds. Of a
      // value known nothing of (a pointer difference), no range.
      if ((O == Opcode::SDiv || O == Opcode::UDiv) && C > 1 &&
          Value::signExtend(C, Bits) > 1 && L.K == Value::Kind::Sym)
        if (auto LR = S.Cons.range(L);
            LR && (O == Opcode::SDiv || LR->Lo >= 0) &&
            (LR->Lo > Constraints::minOf(Bits) ||
             LR->Hi < Constraints::maxOf(Bits))) {
          __int128 D = static_cast<__int128>(Value::signExtend(C, Bits));
          S.Cons.restrict(Sym, static_cast<int64_t>(LR->Lo / D),
                          static_cast<int64_t>(LR->Hi / D));
        }
    }
    // A constant divided by anything is at most the constant: `(U32)(200
    // MB / (n + 1)) + 1` is at least 1 (lz4's bench.c:429).
    if (O == Opcode::UDiv && L.K == Value::Kind::Int) {
      uint64_t C = Value::truncate(L.bits(), Bits);
      if (Value::signExtend(C, Bits) >= 0)
        S.Cons.restrict(Sym, 0, static_cast<int64_t>(C));
    }
    // An odd constant shifted left by any amount the shift defines (less
    // than the width) keeps its lowest bit set: `(size_t)1 << n` is never 0.
    if (O == Opcode::Shl && L.K == Value::Kind::Int && (L.bits() & 1))
      S.Cons.assume(Predicate::Ne, Result, Value::integer(0, Bits),
                    /*Choice=*/false);
  }
  S.Derived.emplace(Key, Result);
  return Result;
}

Value PathRunner::bitwise(const Instr &I, const Value &L0, const Value &R0) {
  uint16_t W = I.Bits;
  uint64_t All = Value::mask(W);
  // A word with a base (a bit-field stored into a word the path does not
  // know) on the left.
  bool Swap = (I.Op == Opcode::And || I.Op == Opcode::Or) &&
              R0.K == Value::Kind::Partial && R0.A != 0 &&
              !(L0.K == Value::Kind::Partial && L0.A != 0);
  const Value &L = Swap ? R0 : L0, &R = Swap ? L0 : R0;
  uint64_t Base = L.K == Value::Kind::Partial ? static_cast<uint64_t>(L.A) : 0;
  if (Base && R.K == Value::Kind::Int && W <= 64) {
    // A field read from bits the word has from its base: that field of the
    // base (the same value as read before the store beside it).
    uint64_t C = Value::truncate(R.bits(), W);
    unsigned Lo = 0, Width = 0;
    if (I.Op == Opcode::And && C != 0 && (C & (C + 1)) == 0) {
      Width = static_cast<unsigned>(__builtin_popcountll(C));
    } else if (I.Op == Opcode::LShr && C > 0 && C < W) {
      Lo = static_cast<unsigned>(C);
      Width = W - Lo;
    } else if (I.Op == Opcode::And && C != 0) {
      Lo = static_cast<unsigned>(__builtin_ctzll(C));
      uint64_t Run = C >> Lo;
      if ((Run & (Run + 1)) == 0 && Lo + __builtin_popcountll(C) < W)
        Width = static_cast<unsigned>(__builtin_popcountll(C));
    }
    uint64_t In = Width ? (Value::mask(static_cast<uint16_t>(Width)) << Lo) : 0;
    if (Width && (Base & In) == In) {
      if (auto F = bitRange(L, Lo, Width, W)) {
        if (I.Op == Opcode::And && Lo > 0 && F->K == Value::Kind::Sym)
          return Value::symbol(F->Id, W, int64_t(1) << Lo, 0);
        return *F;
      }
    }
  }
  BitView A = bitsOf(L, W), B = bitsOf(R, W);
  // A field's value stored beside other bits (`(v & 1) << 8`): a multiple
  // of 2^k below 2^m has its bits outside [k, k + m) 0.
  auto FieldZeros = [&](const Value &X, BitView &V) {
    if (X.K != Value::Kind::Sym || X.B != 0 || X.A <= 0 ||
        (X.A & (X.A - 1)) != 0)
      return;
    Value Y = Value::symbol(X.Id, X.Bits);
    int64_t Scale = X.A;
    // `y << k` that may pass the sign: defined as y * 2^k.
    const SymbolInfo &Info = S.Cons.info(X.Id);
    if (X.A == 1 && Info.Def == DefOp::Mul && Info.DefR.K == Value::Kind::Int &&
        Info.DefL.K == Value::Kind::Sym && Info.DefL.A == 1 &&
        Info.DefL.B == 0) {
      uint64_t C = Info.DefR.bits();
      if (C == 0 || (C & (C - 1)) != 0 || C > (uint64_t(1) << 62))
        return;
      Y = Info.DefL;
      Scale = static_cast<int64_t>(C);
    }
    auto Range = S.Cons.range(Y);
    if (!Range || Range->Lo < 0 || Range->Hi >= (__int128(1) << 62))
      return;
    unsigned K = static_cast<unsigned>(__builtin_ctzll(Scale));
    unsigned M = 0;
    while (M < 63 && (__int128(1) << M) <= Range->Hi)
      ++M;
    if (K + M <= W) {
      V.Known = All & ~(Value::mask(static_cast<uint16_t>(M)) << K);
      V.Val = 0;
    }
  };
  if (I.Op == Opcode::And || I.Op == Opcode::Or) {
    FieldZeros(L, A);
    FieldZeros(R, B);
  }
  BitView Out;
  switch (I.Op) {
  case Opcode::And: {
    uint64_t Zero = (A.Known & ~A.Val) | (B.Known & ~B.Val);
    uint64_t One = A.Known & A.Val & B.Known & B.Val;
    Out.Known = (Zero | One) & All;
    Out.Val = One;
    Out.Uninit = (A.Uninit | B.Uninit) & ~Out.Known & All;
    break;
  }
  case Opcode::Or: {
    uint64_t One = (A.Known & A.Val) | (B.Known & B.Val);
    uint64_t Zero = A.Known & ~A.Val & B.Known & ~B.Val;
    Out.Known = (Zero | One) & All;
    Out.Val = One & All;
    Out.Uninit = (A.Uninit | B.Uninit) & ~Out.Known & All;
    break;
  }
  case Opcode::Xor:
    Out.Known = A.Known & B.Known;
    Out.Val = (A.Val ^ B.Val) & Out.Known;
    Out.Uninit = (A.Uninit | B.Uninit) & All;
    break;
  default: {
    // Shifts: exact only by a known amount.
    Value Amount = S.Cons.resolve(R);
    if (Amount.K != Value::Kind::Int || Amount.bits() >= W || B.Uninit) {
      if (!checkInitialized(L, I, 0))
        return Value::symbol(S.newSymbol(W), W);
      return derived(static_cast<uint8_t>(I.Op), 0, L, R, W, false);
    }
    unsigned N = static_cast<unsigned>(Amount.bits());
    if (I.Op == Opcode::Shl) {
      Out.Known = ((A.Known << N) | Value::mask(N)) & All;
      Out.Val = (A.Val << N) & All;
      Out.Uninit = (A.Uninit << N) & All;
    } else if (I.Op == Opcode::LShr) {
      Out.Known = ((A.Known >> N) | (All & ~(All >> N))) & All;
      Out.Val = A.Val >> N;
      Out.Uninit = A.Uninit >> N;
    } else {
      uint64_t Sign = 1ULL << (W - 1);
      uint64_t High = All & ~(All >> N);
      Out.Known = A.Known >> N;
      Out.Val = A.Val >> N;
      Out.Uninit = A.Uninit >> N;
      if (A.Known & Sign) {
        Out.Known |= High;
        if (A.Val & Sign)
          Out.Val |= High;
      } else if (A.Uninit & Sign) {
        Out.Uninit |= High;
      }
    }
    break;
  }
  }
  // Bits the word keeps from its base: and-ed with known ones, or-ed with
  // known zeros.
  uint64_t Kept = 0;
  if (Base && (I.Op == Opcode::And || I.Op == Opcode::Or))
    Kept = Base & B.Known & (I.Op == Opcode::And ? B.Val : ~B.Val) &
           ~Out.Known & ~Out.Uninit & All;
  if (Out.Known == All) {
    // A field's bits known from a word a callee wrote keep where they came
    // from: a test of them depends on that callee's case.
    Value X = Value::integer(Out.Val, W);
    if (L.K == Value::Kind::Partial)
      X.Tag = L.Tag;
    return X;
  }
  if (Kept == All)
    return Value::symbol(L.Id, W);
  if (Out.Known == 0 && Out.Uninit == 0 && !Kept)
    return Value::symbol(S.newSymbol(W), W);
  if (Out.Uninit == All)
    return Value::uninit(W);
  Value P;
  P.K = Value::Kind::Partial;
  P.Bits = W;
  P.B = static_cast<int64_t>(Out.Val);
  P.KnownMask = Out.Known;
  P.UninitMask = Out.Uninit;
  if (Kept) {
    P.Id = L.Id;
    P.A = static_cast<int64_t>(Kept);
  }
  P.Tag = L.Tag ? L.Tag : R.Tag;
  return P;
}

std::string PathRunner::divisorName(const Instr &I) const {
  // A register of no name of its own (a widening or a conversion:
  // `100.0 / f` of a float f) is named as the instruction names its
  // divisor, through the casts; a call's result stays unnamed.
  const Operand &Op = F.operands(I)[1];
  std::string N = regName(Op);
  if (!N.empty() || Op.K != Operand::Kind::Reg || !I.Name)
    return N;
  const Instr *Def = F.definition(Op);
  for (int Depth = 0; Def && Depth < 4 && Def->Op >= Opcode::ZExt &&
                      Def->Op <= Opcode::FPExt;
       ++Depth)
    Def = F.definition(F.operands(*Def)[0]);
  if (Def && Def->Op == Opcode::Call)
    return N;
  return F.Names[I.Name];
}

bool PathRunner::divisorOk(const Instr &I, const Value &Divisor) {
  NonZeroUse U;
  U.K = NonZeroUse::Kind::Divisor;
  U.Loc = I.Loc;
  auto Name = [&] { return divisorName(I); };
  U.Name = Name;
  Verdict V = Check.nonZero(Divisor, U);
  // A division by zero, reported: the path goes on, its result unknown
  // (in the standard library's code, it ends).
  if (V == Verdict::Violated && !Ctx.StopAtDefects)
    return false;
  return goesOn(V);
}

Value PathRunner::binary(const Instr &I, Value L, Value R) {
  const Operand *Ops = F.operands(I);
  uint16_t W = I.Bits;
  auto NameOf = [&](int K) {
    return Ops[K].K == Operand::Kind::Reg ? F.RegName[Ops[K].Index] : 0;
  };
  if (I.Op >= Opcode::FAdd) {
    bool Ok =
        checkInitialized(L, I, NameOf(0)) && checkInitialized(R, I, NameOf(1));
    // A floating-point division by 0 gives an infinity or a NaN: reported,
    // and the path goes on with it.
    if (Ok && (I.Op == Opcode::FDiv || I.Op == Opcode::FRem)) {
      NonZeroUse U;
      U.Loc = I.Loc;
      auto Name = [&] { return divisorName(I); };
      U.Name = Name;
      if (Check.nonZero(R, U) == Verdict::Infeasible) {
        stop(PathEnd::Infeasible);
        return Value::unknownFloat(S.newSymbol(W), W);
      }
    }
    if (Ok && L.K == Value::Kind::Float && R.K == Value::Kind::Float) {
      double X = L.F, Y = R.F, Z = 0;
      switch (I.Op) {
      case Opcode::FAdd:
        Z = X + Y;
        break;
      case Opcode::FSub:
        Z = X - Y;
        break;
      case Opcode::FMul:
        Z = X * Y;
        break;
      case Opcode::FDiv:
        Z = X / Y;
        break;
      default:
        Z = std::fmod(X, Y);
        break;
      }
      if (W == 32)
        Z = static_cast<float>(Z);
      return Value::floating(Z, W);
    }
    if (!Ok)
      return Value::unknownFloat(S.newSymbol(W), W);
    return derived(static_cast<uint8_t>(I.Op), 0, L, R, W, true);
  }
  L = S.Cons.resolve(L);
  R = S.Cons.resolve(R);
  // `&` and `|` move bits: what they use is noted where their result is
  // used (a bit-field store reads the word it writes, and uses none of it).
  if (I.Op == Opcode::And || I.Op == Opcode::Or) {
    Value Out = integerBinary(I, L, R);
    // Bits known exactly from fields the path stored (a word's view) are
    // no use of the rest of the word.
    if (Out.K == Value::Kind::Int && !S.Words.empty() &&
        (&S.wordView(L) != &L || &S.wordView(R) != &R))
      return Out;
    S.noteMovedBits(I.Op == Opcode::Or, L, R, Out);
    return Out;
  }
  S.noteUse(L);
  S.noteUse(R);
  return integerBinary(I, L, R);
}

Value PathRunner::integerBinary(const Instr &I, Value L, Value R) {
  uint16_t W = I.Bits;
  // `x & -1` is x, not a new value (`sum += f & k` with k either 0 or -1,
  // a mask chosen per element: where k is -1, the sum grew by f itself).
  // Not `x | 0`: a bit-field store's `|` merges moved bits, which storing
  // its result must not use (State::noteMovedBits).
  if (I.Op == Opcode::And && W <= 64) {
    if (R.K == Value::Kind::Int &&
        Value::truncate(R.bits(), W) == Value::mask(W) && L.Bits == W)
      return L;
    if (L.K == Value::Kind::Int &&
        Value::truncate(L.bits(), W) == Value::mask(W) && R.Bits == W)
      return R;
  }
  if (isBitwise(I.Op) &&
      (L.hasUninitBits() || R.hasUninitBits() || L.K == Value::Kind::Partial ||
       R.K == Value::Kind::Partial))
    return bitwise(I, L, R);
  // Bit-fields of a word the path does not know, or whose fields it
  // stored: what is known of its bits (its word view).
  std::optional<Value> Word;
  if (I.Op == Opcode::And || I.Op == Opcode::Or || I.Op == Opcode::LShr) {
    const Value &LV = S.wordView(L), &RV = S.wordView(R);
    if (&LV != &L || &RV != &R) {
      Word = bitwise(I, LV, RV);
    } else if (auto Field = bitField(I, L, R)) {
      Word = *Field;
    } else if (I.Op == Opcode::Or &&
               ((L.K == Value::Kind::Int && R.K == Value::Kind::Sym) ||
                (L.K == Value::Kind::Sym && R.K == Value::Kind::Int))) {
      // A field's value or-ed into known bits (`(w & 3) | (n << 2)` once
      // the path knows w's low bits): those bits stay known.
      const Value &X = L.K == Value::Kind::Sym ? L : R;
      if (X.A > 1 ||
          (X.A == 1 && S.Origins.size() > X.Id && !S.Origins[X.Id].Pointer))
        Word = bitwise(I, L, R);
    }
    // A field read (exact, or a range of a word): that value.
    if (Word && (Word->K == Value::Kind::Int ||
                 (Word->K == Value::Kind::Sym &&
                  S.Cons.info(Word->Id).Def == DefOp::Bits)))
      return *Word;
    if (Word && Word->K != Value::Kind::Partial)
      Word.reset();
  }
  if (Word) {
    // A word with fields stored: the value the operation gives as before,
    // with what is known of its bits beside it.
    Value Plain = plainBinary(I, L, R);
    if (Plain.K == Value::Kind::Sym && Plain.A == 1 && Plain.B == 0 &&
        Plain.Bits == W && !S.Words.count(Plain.Id))
      S.Words.emplace(Plain.Id, *Word);
    return Plain;
  }
  return plainBinary(I, L, R);
}

Value PathRunner::plainBinary(const Instr &I, Value L, Value R) {
  const Operand *Ops = F.operands(I);
  uint16_t W = I.Bits;
  auto NameOf = [&](int K) {
    return Ops[K].K == Operand::Kind::Reg ? F.RegName[Ops[K].Index] : 0;
  };
  if (!checkInitialized(L, I, NameOf(0)))
    L = Value::symbol(S.newSymbol(W), W);
  if (!checkInitialized(R, I, NameOf(1)))
    R = Value::symbol(S.newSymbol(W), W);
  if (L.K == Value::Kind::Partial || L.K == Value::Kind::FloatUnknown ||
      L.K == Value::Kind::Float)
    L = Value::symbol(S.newSymbol(W), W);
  if (R.K == Value::Kind::Partial || R.K == Value::Kind::FloatUnknown ||
      R.K == Value::Kind::Float)
    R = Value::symbol(S.newSymbol(W), W);
  if (isDivision(I.Op) && !divisorOk(I, R))
    return Stopped ? Value::uninit(W) : Value::symbol(S.newSymbol(W), W);
  // C's `p - q` (two ptrtoint, a sub): defined within one object only, so
  // not 0 only when neither is NULL (state/PointerDifference.cpp).
  auto FromPointer = [&](int K) {
    const Instr *D = F.definition(Ops[K]);
    return D && D->Op == Opcode::PtrToInt;
  };
  if (I.Op == Opcode::Sub && FromPointer(0) && FromPointer(1))
    if (auto D = difference(L, R, 1, W))
      return *D;
  // Pointer arithmetic on integers that hold addresses.
  if (L.K == Value::Kind::Ptr || R.K == Value::Kind::Ptr) {
    if (I.Op == Opcode::Add && R.K == Value::Kind::Ptr)
      std::swap(L, R);
    if (L.K == Value::Kind::Ptr && R.K == Value::Kind::Int &&
        (I.Op == Opcode::Add || I.Op == Opcode::Sub)) {
      Value P = L;
      int64_t D = Value::signExtend(R.bits(), R.Bits);
      P.B += I.Op == Opcode::Add ? D : -D;
      return P;
    }
    if (I.Op == Opcode::Sub && L.K == Value::Kind::Ptr &&
        R.K == Value::Kind::Ptr && L.Id == R.Id && L.A == 0 && R.A == 0)
      return Value::integer(static_cast<uint64_t>(L.B - R.B), W);
    return derived(static_cast<uint8_t>(I.Op), 0, L, R, W, false);
  }
  if (L.K == Value::Kind::Int && R.K == Value::Kind::Int) {
    uint64_t Out;
    if (exact(I.Op, L.bits(), R.bits(), W, Out))
      return Value::integer(Out, W);
    return Value::symbol(S.newSymbol(W), W);
  }
  // Linear forms A*s + B stay exact while they cannot wrap.
  auto Linear = [&](I128 A, SymbolId Sym, I128 B) -> std::optional<Value> {
    if (A == 0)
      return Value::integer(static_cast<uint64_t>(B), W);
    const SymbolInfo &Info = S.Cons.info(Sym);
    I128 Lo = A > 0 ? A * Info.Lo + B : A * Info.Hi + B;
    I128 Hi = A > 0 ? A * Info.Hi + B : A * Info.Lo + B;
    if (A > INT64_MAX || A < INT64_MIN || B > INT64_MAX || B < INT64_MIN)
      return std::nullopt;
    // Wrapping arithmetic must stay exact; signed (nsw) arithmetic may be
    // taken not to overflow.
    if (!I.NoSignedWrap &&
        (Lo < Constraints::minOf(W) || Hi > Constraints::maxOf(W)))
      return std::nullopt;
    return Value::symbol(Sym, W, static_cast<int64_t>(A),
                         static_cast<int64_t>(B));
  };
  auto SignedOf = [&](const Value &V) -> I128 {
    return W == 1 ? static_cast<I128>(V.bits() & 1)
                  : Value::signExtend(V.bits(), W);
  };
  std::optional<Value> Result;
  if (I.Op == Opcode::Add || I.Op == Opcode::Sub) {
    I128 Sign = I.Op == Opcode::Add ? 1 : -1;
    if (L.K == Value::Kind::Sym && R.K == Value::Kind::Int)
      Result = Linear(L.A, L.Id, L.B + Sign * SignedOf(R));
    else if (L.K == Value::Kind::Int && R.K == Value::Kind::Sym)
      Result = Linear(Sign * R.A, R.Id, SignedOf(L) + Sign * R.B);
    else if (L.Id == R.Id)
      Result = Linear(L.A + Sign * R.A, L.Id, L.B + Sign * R.B);
  } else if (I.Op == Opcode::Mul || I.Op == Opcode::Shl) {
    if (L.K == Value::Kind::Int && I.Op == Opcode::Mul)
      std::swap(L, R);
    if (L.K == Value::Kind::Sym && R.K == Value::Kind::Int) {
      I128 C = SignedOf(R);
      if (I.Op == Opcode::Shl)
        C = R.bits() < 62 ? (I128(1) << R.bits()) : 0;
      if (C != 0)
        Result = Linear(L.A * C, L.Id, L.B * C);
    }
  }
  if (Result)
    return *Result;
  // `(p - q) / sizeof(T)` (an exact division, as C's pointer subtraction
  // compiles): the difference counted in elements.
  if ((I.Op == Opcode::SDiv || I.Op == Opcode::UDiv) && I.NoSignedWrap &&
      L.K == Value::Kind::Sym && L.A == 1 && L.B == 0 &&
      R.K == Value::Kind::Int) {
    const SymbolInfo &Info = S.Cons.info(L.Id);
    int64_t C = R.signedValue();
    if (Info.Def == DefOp::PtrDiff && C > 0 && Info.DefScale <= INT64_MAX / C) {
      Value P = Info.DefL, Q = Info.DefR; // copies: the symbols may grow
      if (auto D = difference(P, Q, Info.DefScale * C, W))
        return *D;
    }
  }
  if (I.Op == Opcode::Xor && W == 1) {
    if (L.K == Value::Kind::Int)
      std::swap(L, R);
    if (L.K == Value::Kind::Sym && L.A == 1 && L.B == 0 &&
        R.K == Value::Kind::Int && (R.bits() & 1))
      return negation(L);
  }
  return derived(static_cast<uint8_t>(I.Op), 0, L, R, W, false, I.NoSignedWrap);
}

/// The key under which a pointer difference is kept in State::Derived.
constexpr uint8_t DifferenceKey = 0xfe;

std::optional<Value> PathRunner::difference(const Value &P, const Value &Q,
                                            int64_t Scale, uint16_t Bits) {
  DerivedKey Key{DifferenceKey, 0, Bits, P, Q};
  // The scale beside the two pointers: the same difference in bytes and in
  // elements are two values.
  Key.Extra = static_cast<uint8_t>(Scale & 0xff);
  if (auto It = S.Derived.find(Key); It != S.Derived.end())
    if (S.Cons.info(It->second.Id).DefScale == Scale)
      return It->second;
  auto D = S.pointerDifference(P, Q, Scale, Bits);
  if (D && D->K == Value::Kind::Sym)
    S.Derived.insert_or_assign(Key, *D);
  return D;
}

std::optional<Value> PathRunner::bitField(const Instr &I, const Value &L,
                                          const Value &R) {
  // A word the path does not know, with a constant: `w & ~M` (a field
  // cleared, before a store into it), `w | F` (a flag set), `w & F` (a
  // field or a flag tested).
  uint16_t W = I.Bits;
  if ((I.Op != Opcode::And && I.Op != Opcode::Or) || W == 0 || W > 64 ||
      L.K != Value::Kind::Sym || L.A != 1 || L.B != 0 || L.Bits != W ||
      R.K != Value::Kind::Int || S.Origins.size() <= L.Id ||
      S.Origins[L.Id].Pointer)
    return std::nullopt;
  uint64_t All = Value::mask(W);
  uint64_t C = Value::truncate(R.bits(), W);
  if (C == 0 || C == All)
    return std::nullopt;
  if (I.Op == Opcode::And) {
    if ((C & (C + 1)) == 0)
      return std::nullopt; // a low field: derived() reads it
    unsigned Lo = static_cast<unsigned>(__builtin_ctzll(C));
    uint64_t Run = C >> Lo;
    unsigned Width = static_cast<unsigned>(__builtin_popcountll(C));
    if ((Run & (Run + 1)) == 0 && Lo + Width < W) {
      // One field or flag in place: that range of the word, scaled.
      auto F = bitRange(L, Lo, Width, W);
      if (!F || F->K != Value::Kind::Sym)
        return std::nullopt;
      return Value::symbol(F->Id, W, int64_t(1) << Lo, 0);
    }
    uint64_t Cleared = ~C & All;
    unsigned ZLo = static_cast<unsigned>(__builtin_ctzll(Cleared));
    uint64_t ZRun = Cleared >> ZLo;
    if ((ZRun & (ZRun + 1)) != 0)
      return std::nullopt;
  }
  // The word with the constant's bits known, the others its own.
  Value P;
  P.K = Value::Kind::Partial;
  P.Bits = W;
  uint64_t Known = I.Op == Opcode::And ? ~C & All : C;
  P.KnownMask = Known;
  P.B = static_cast<int64_t>(I.Op == Opcode::And ? 0 : C);
  P.UninitMask = 0;
  P.Id = L.Id;
  P.A = static_cast<int64_t>(~Known & All);
  P.Tag = L.Tag;
  return P;
}

Value PathRunner::negation(const Value &Truth) {
  // `!c` (`xor i1 c, true`: `while (!(a == b))`, `done = !ok`) is the
  // opposite comparison of what c compared, or `c == 0`: what the path
  // assumes of it is then about a and b (a guard of the function's model),
  // not about a new value no guard can name.
  const SymbolInfo &Info = S.Cons.info(Truth.Id);
  if (Info.Def == DefOp::Cmp) {
    Predicate P = inversePredicate(Info.DefPred);
    Value DL = Info.DefL, DR = Info.DefR; // derived() may grow the symbols
    auto Op = isFloatPredicate(P) ? Opcode::FCmp : Opcode::ICmp;
    return derived(static_cast<uint8_t>(Op), static_cast<uint8_t>(P), DL, DR, 1,
                   false);
  }
  return derived(static_cast<uint8_t>(Opcode::ICmp),
                 static_cast<uint8_t>(Predicate::Eq), Truth,
                 Value::integer(0, 1), 1, false);
}

Value PathRunner::cast(const Instr &I, Value V) {
  uint16_t To = I.Bits;
  if (V.K == Value::Kind::Uninit) {
    // Still the value read where it came from (a report of it names that).
    Value U = Value::uninit(To);
    U.Tag = V.Tag;
    return U;
  }
  V = S.Cons.resolve(V);
  uint16_t From = V.Bits;
  switch (I.Op) {
  case Opcode::ZExt:
  case Opcode::SExt: {
    bool Signed = I.Op == Opcode::SExt;
    if (V.K == Value::Kind::Int)
      return Value::integer(
          Signed ? static_cast<uint64_t>(Value::signExtend(V.bits(), From))
                 : V.bits(),
          To);
    if (V.K == Value::Kind::Partial) {
      Value P = V;
      P.Bits = To;
      P.A = 0; // its base is a word of the old width
      P.Id = 0;
      uint64_t High = Value::mask(To) & ~Value::mask(From);
      uint64_t Sign = 1ULL << (From - 1);
      if (!Signed || (V.KnownMask & Sign)) {
        P.KnownMask |= High;
        if (Signed && (V.bits() & Sign))
          P.B = static_cast<int64_t>(P.bits() | High);
      } else if (V.UninitMask & Sign) {
        P.UninitMask |= High;
      }
      return P;
    }
    if (V.K == Value::Kind::Sym) {
      auto R = S.Cons.range(V);
      // The same mathematical value, wider, when the extension preserves it.
      if (From > 1 && (Signed || (R && R->Lo >= 0))) {
        V.Bits = To;
        return V;
      }
      if (From == 1 && !Signed) {
        V.Bits = To;
        return V;
      }
      return derived(static_cast<uint8_t>(I.Op), static_cast<uint8_t>(From), V,
                     Value::integer(0, 1), To, false);
    }
    return Value::symbol(S.newSymbol(To), To);
  }
  case Opcode::Trunc: {
    if (V.K == Value::Kind::Int)
      return Value::integer(V.bits(), To);
    if (V.K == Value::Kind::Partial) {
      Value P = V;
      P.Bits = To;
      P.A = 0;
      P.Id = 0;
      P.B = static_cast<int64_t>(Value::truncate(V.bits(), To));
      P.KnownMask = Value::truncate(V.KnownMask, To);
      P.UninitMask = Value::truncate(V.UninitMask, To);
      if (P.KnownMask == Value::mask(To))
        return Value::integer(P.bits(), To);
      if (P.KnownMask == 0 && P.UninitMask == 0)
        return Value::symbol(S.newSymbol(To), To);
      if (P.UninitMask == Value::mask(To))
        return Value::uninit(To);
      return P;
    }
    if (V.K == Value::Kind::Sym) {
      // A byte loaded and read as a truth value is a C or C++ bool object
      // (Clang converts one from memory with `trunc i8 to i1`), which holds
      // 0 or 1: the truth value is the byte itself, so a getter returning a
      // bool field states the field (`(result ieq return *<1:0>this@)`),
      // and its caller's later test of the field agrees with the getter's.
      if (To == 1 && From == 8 && V.A == 1 && V.B == 0)
        if (const Instr *D = F.definition(F.operands(I)[0]);
            D && D->Op == Opcode::Load)
          S.Cons.assume(Predicate::Ule, V, Value::integer(1, 8),
                        /*Choice=*/false);
      auto R = S.Cons.range(V);
      if (R && R->Lo >= Constraints::minOf(To) &&
          R->Hi <= Constraints::maxOf(To)) {
        V.Bits = To;
        return V;
      }
      // A 64-bit count narrowed to an int (`int n = s.size()`, `(int)
      // strlen(p)`) fits it: a length of 2 GiB or more, which would make n
      // negative (n + 1 == 0), is no path of the program's. Only where the
      // path knows the value is not negative, or knows nothing of its sign
      // and read it from the caller's data (a size member, a parameter): a
      // callee's result or a computed value that may be a negative error
      // code (read's -1) keeps its range, as do narrower conversions (a
      // byte of a word taken on purpose).
      auto ReadFromInputs = [&] {
        if (V.A != 1 || V.Id >= S.Origins.size())
          return false;
        auto K = S.Origins[V.Id].K;
        return K == SymbolOrigin::Kind::Memory ||
               K == SymbolOrigin::Kind::Param ||
               K == SymbolOrigin::Kind::Global;
      };
      if (From == 64 && To == 32 && R &&
          (R->Lo >= 0 ||
           (R->Lo == Constraints::minOf(From) && ReadFromInputs()))) {
        Value N = derived(static_cast<uint8_t>(I.Op), 0, V,
                          Value::integer(0, 1), To, false);
        if (N.K == Value::Kind::Sym && N.A == 1 && N.B == 0 &&
            !S.Cons.restrict(N.Id, 0, Constraints::maxOf(To)))
          stop(PathEnd::Infeasible);
        return N;
      }
    }
    return derived(static_cast<uint8_t>(I.Op), 0, V, Value::integer(0, 1), To,
                   false);
  }
  case Opcode::PtrToInt:
  case Opcode::IntToPtr:
  case Opcode::BitCast:
    if (I.IsFloat !=
        (V.K == Value::Kind::Float || V.K == Value::Kind::FloatUnknown)) {
      // Reinterpreting float bits as an integer or back: unknown but
      // initialized.
      if (V.hasUninitBits())
        return Value::uninit(To);
      SymbolId Sym = S.newSymbol(To);
      return I.IsFloat ? Value::unknownFloat(Sym, To) : Value::symbol(Sym, To);
    }
    if (V.K != Value::Kind::Ptr)
      V.Bits = To;
    if (V.K == Value::Kind::Int)
      V.B = static_cast<int64_t>(Value::truncate(V.bits(), To));
    return V;
  case Opcode::FPToSI:
  case Opcode::FPToUI:
    if (V.K == Value::Kind::Float && std::isfinite(V.F) &&
        std::fabs(V.F) < 9.2e18)
      return Value::integer(static_cast<uint64_t>(static_cast<int64_t>(V.F)),
                            To);
    return Value::symbol(S.newSymbol(To), To);
  case Opcode::SIToFP:
  case Opcode::UIToFP: {
    if (V.K == Value::Kind::Int)
      return Value::floating(
          I.Op == Opcode::SIToFP
              ? static_cast<double>(Value::signExtend(V.bits(), From))
              : static_cast<double>(V.bits()),
          To);
    // The same number: 0 when the integer is (`(float)rand()`).
    SymbolId Sym = S.newSymbol(To);
    S.inheritOutside(Sym, V);
    return Value::unknownFloat(Sym, To);
  }
  case Opcode::FPTrunc:
  case Opcode::FPExt:
    if (V.K == Value::Kind::Float)
      return Value::floating(To == 32 ? static_cast<float>(V.F) : V.F, To);
    if (V.K == Value::Kind::FloatUnknown) {
      V.Bits = To;
      return V;
    }
    return Value::unknownFloat(S.newSymbol(To), To);
  default:
    return V;
  }
}

namespace {
/// Two addresses off one base, B1 and B2 bytes from it, compared by \p P:
/// pointer arithmetic stays inside an object, so `p < p + 5` holds whatever
/// p is (an unsigned comparison of addresses is one of the offsets).
Tri offsetsCompared(Predicate P, int64_t B1, int64_t B2) {
  switch (P) {
  case Predicate::Eq:
    return triOf(B1 == B2);
  case Predicate::Ne:
    return triOf(B1 != B2);
  case Predicate::Ugt:
  case Predicate::Sgt:
    return triOf(B1 > B2);
  case Predicate::Uge:
  case Predicate::Sge:
    return triOf(B1 >= B2);
  case Predicate::Ult:
  case Predicate::Slt:
    return triOf(B1 < B2);
  case Predicate::Ule:
  case Predicate::Sle:
    return triOf(B1 <= B2);
  default:
    return Tri::Unknown;
  }
}
/// An unsigned order against 0 said as what it is (\p ZeroRight: `x P 0`,
/// else `0 P x`): `p > NULL` is `p != NULL`, `p <= NULL` is `p == NULL`,
/// `p < NULL` never holds and `p >= NULL` always does. Pointers compare
/// unsigned, so a pointer ordered against a missing one (`if (back >
/// forward)` with `forward` NULL) is decided by whether it is NULL.
struct AgainstZero {
  Tri Decided = Tri::Unknown;
  Predicate P;
};
std::optional<AgainstZero> orderAgainstZero(Predicate P, bool ZeroRight) {
  if (!isUnsignedPredicate(P))
    return std::nullopt;
  if (!ZeroRight)
    P = swappedPredicate(P);
  switch (P) {
  case Predicate::Ult:
    return AgainstZero{Tri::False, P};
  case Predicate::Uge:
    return AgainstZero{Tri::True, P};
  case Predicate::Ugt:
    return AgainstZero{Tri::Unknown, Predicate::Ne};
  default: // Ule
    return AgainstZero{Tri::Unknown, Predicate::Eq};
  }
}

bool isZero(const Value &V) {
  return V.K == Value::Kind::Int && V.bits() == 0;
}
} // namespace

Tri PathRunner::test(Predicate P, const Value &L0, const Value &R0,
                     bool Pointers) {
  Value L = S.Cons.resolve(L0), R = S.Cons.resolve(R0);
  if (isZero(L) != isZero(R))
    if (auto Z = orderAgainstZero(P, isZero(R))) {
      if (Z->Decided != Tri::Unknown)
        return Z->Decided;
      // As an equality first (a pointer into a region is not NULL), then
      // as the order (an unsigned fact `n >u 1` bounds `0 <u n`).
      if (Tri T = test(Z->P, L, R, Pointers); T != Tri::Unknown)
        return T;
    }
  // p against p + 5, and &a[i] against &a[i + 5] (a model's `uge p
  // limit` compares pointers too, as its values' origins tell).
  if (L.K == R.K && L.A == R.A && L.A != 0 && L.Id == R.Id &&
      ((L.K == Value::Kind::Sym &&
        (Pointers || (L.Id < S.Origins.size() && S.Origins[L.Id].Pointer))) ||
       (L.K == Value::Kind::Ptr && L.OffsetSym == R.OffsetSym)))
    return offsetsCompared(P, L.B, R.B);
  // &s->field is never NULL: p + 128 == NULL is not solved for p (p == -128).
  if (Pointers && (P == Predicate::Eq || P == Predicate::Ne)) {
    auto Inside = [](const Value &A, const Value &B) {
      return A.K == Value::Kind::Sym && A.A == 1 && A.B != 0 &&
             B.K == Value::Kind::Int && B.bits() == 0;
    };
    if (Inside(L, R) || Inside(R, L))
      return triOf(P == Predicate::Ne);
  }
  // A pointer symbol known to point into a region is that region's address.
  // (Laying out what a pointer points to is not knowing it is valid: only a
  // pointer known not to be NULL is taken as its region's address.)
  auto Bind = [&](Value &V) {
    if (V.K == Value::Kind::Sym && V.A == 1 && S.Cons.info(V.Id).Pointee &&
        S.Cons.test(Predicate::Eq, V, Value::integer(0, V.Bits)) == Tri::False)
      V = Value::pointer(S.Cons.info(V.Id).Pointee, V.B);
  };
  Bind(L);
  Bind(R);
  if (L.K != Value::Kind::Ptr && R.K == Value::Kind::Ptr) {
    std::swap(L, R);
    P = swappedPredicate(P);
  }
  if (L.K == Value::Kind::Ptr) {
    bool EqPred = P == Predicate::Eq || P == Predicate::Ne;
    if (R.K == Value::Kind::Ptr) {
      // Two objects are two addresses, but the ends of two spans the
      // caller may have left empty (NULL, State::PendingValid) may be
      // equal: both NULL.
      if (L.Id != R.Id)
        return EqPred && !S.PendingValid.count(L.Id) &&
                       !S.PendingValid.count(R.Id)
                   ? triOf(P == Predicate::Ne)
                   : Tri::Unknown;
      if (L.A == 0 && R.A == 0)
        return S.Cons.test(P, Value::integer(static_cast<uint64_t>(L.B), 64),
                           Value::integer(static_cast<uint64_t>(R.B), 64));
      return Tri::Unknown;
    }
    if (R.K == Value::Kind::Int && R.bits() == 0 && EqPred)
      return triOf(P == Predicate::Ne);
    if (R.K == Value::Kind::Sym && EqPred && S.isInput(R.Id)) {
      // What the caller passed cannot point to memory created on this path,
      // nor to an object a call on it created (`fp != stdin` after fopen).
      RegionKind K = S.Mem.region(L.Id).Kind;
      if (K == RegionKind::Local || K == RegionKind::Heap ||
          K == RegionKind::Stack || S.isNewObject(L.Id))
        return triOf(P == Predicate::Ne);
    }
    return S.Cons.test(P, L, R);
  }
  return S.Cons.test(P, L, R);
}

Value PathRunner::compare(const Instr &I, Value L, Value R) {
  const Operand *Ops = F.operands(I);
  auto NameOf = [&](int K) {
    return Ops[K].K == Operand::Kind::Reg ? F.RegName[Ops[K].Index] : 0;
  };
  // Equality with a pointer the path holds that is not known to be NULL
  // (`p == node`, the exit test of a climb toward the node a walk started
  // from) is an identity test, not a test of the other side for NULL
  // (docs/analysis.md, "A climb toward a node the function holds").
  bool Identity =
      I.IsPointer && (I.Pred == Predicate::Eq || I.Pred == Predicate::Ne);
  auto Node = [&](const Value &V) {
    Value X = S.Cons.resolve(V);
    if (X.K == Value::Kind::Ptr)
      return true;
    return X.K == Value::Kind::Sym &&
           S.Cons.test(Predicate::Eq, X,
                       Value::integer(0, X.Bits ? X.Bits : 64)) != Tri::True;
  };
  if (Identity && Node(R))
    S.noteComparedWithNode(L);
  else
    S.noteCompared(L);
  if (Identity && Node(L))
    S.noteComparedWithNode(R);
  else
    S.noteCompared(R);
  if (!checkInitialized(L, I, NameOf(0)))
    L = Value::symbol(S.newSymbol(L.Bits ? L.Bits : 64), L.Bits ? L.Bits : 64);
  if (!checkInitialized(R, I, NameOf(1)))
    R = Value::symbol(S.newSymbol(R.Bits ? R.Bits : 64), R.Bits ? R.Bits : 64);
  if (L.K == Value::Kind::Partial)
    L = Value::symbol(S.newSymbol(L.Bits), L.Bits);
  if (R.K == Value::Kind::Partial)
    R = Value::symbol(S.newSymbol(R.Bits), R.Bits);
  S.noteUse(S.Cons.resolve(L));
  S.noteUse(S.Cons.resolve(R));
  Tri T = test(I.Pred, L, R, I.IsPointer);
  if (T != Tri::Unknown)
    return Value::integer(T == Tri::True ? 1 : 0, 1);
  return derived(static_cast<uint8_t>(I.Op), static_cast<uint8_t>(I.Pred),
                 S.Cons.resolve(L), S.Cons.resolve(R), 1, false);
}

} // namespace pathsim
