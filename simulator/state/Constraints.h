//===- simulator/state/Constraints.h --------------------------------------===//
// Symbols and the predicates known on them.
//
// The VM's knowledge about values whose exact value is unknown. Each symbol
// has a signed range and a few excluded values (unary and binary predicates
// against constants), an optional definition a = b op c (ternary predicates:
// sums, differences, products, comparisons), and the path's assumed facts as
// a memo, so that a test repeated on the same values agrees with the choice
// made earlier on the path. When an assumption makes a symbol exact, the
// definitions it takes part in cascade (a = b + 5, a == 2 => b == -3).
//
#pragma once

#include "simulator/ir/FunctionCode.h"
#include "simulator/state/Value.h"

#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace pathsim {

/// How a symbol is defined in terms of other values, if it is.
/// Length: a string's length, DefR (an integer: the bytes known not to be
/// NUL before the first unknown one) or more, exactly DefR when the byte
/// DefL is 0 (strlen(s) == 0 exactly when s[0] == 0).
/// How a symbol is defined from others. Bits: the unsigned bit range
/// [Lo, Lo + Width) of DefL (a bit-field of the word it was read from;
/// DefR holds Lo | Width << 8, see bitRangeOf). PtrDiff: the difference of
/// two pointers DefL - DefR in elements of DefScale bytes (C's `p - q`,
/// std::vector's size()): defined only within one object, so it is not 0
/// only when neither is NULL, and 0 exactly when they are equal.
enum class DefOp : uint8_t {
  None,
  Cmp,
  Add,
  Sub,
  Mul,
  ZExt,
  Length,
  Bits,
  PtrDiff
};

/// An inclusive range of signed values (mathematical integers).
struct Interval {
  __int128 Lo = 0, Hi = 0;
  bool empty() const { return Lo > Hi; }
  bool single() const { return Lo == Hi; }
};

/// A test assumed to hold on this path.
struct Fact {
  Predicate P;
  Value L, R;
  /// Follows from a condition the program states (a compiled-out assert),
  /// not from a choice of the path: a precondition, not a case's guard.
  bool Stated = false;
};

/// What is known about one symbol.
struct SymbolInfo {
  uint16_t Bits = 0;
  int64_t Lo = 0, Hi = 0;
  std::set<int64_t> Excluded;
  DefOp Def = DefOp::None;
  Predicate DefPred = Predicate::Eq;
  Value DefL, DefR;
  /// The definition is modular arithmetic that may wrap: it only gives a
  /// value once its operands are exact (or a product has a zero factor).
  bool DefWraps = false;
  RegionId Pointee = 0; ///< region a pointer symbol was found to point to
  int64_t DefScale = 1; ///< PtrDiff: the bytes of an element
  /// 1 + index into Constraints' lists of facts filed under this symbol; 0:
  /// no fact mentions it (a test of it needs no look in the memo).
  uint32_t Facts = 0;
};

/// The symbols of one path and the predicates on them.
class Constraints {
public:
  /// A new unconstrained symbol of Bits bits (full signed range).
  SymbolId newSymbol(uint16_t Bits);
  /// A new i1 symbol defined as the comparison (L P R).
  SymbolId newComparison(Predicate P, const Value &L, const Value &R);
  /// A new symbol defined as L op R (Add, Sub, Mul) of Bits bits. With
  /// NoWrap (C's signed arithmetic, where overflow is undefined) the
  /// definition is kept as exact arithmetic; otherwise only if it cannot wrap,
  /// and an unconstrained symbol is returned if it could.
  SymbolId newDefined(DefOp Op, const Value &L, const Value &R, uint16_t Bits,
                      bool NoWrap = false);

  SymbolInfo &info(SymbolId S) { return Symbols[S]; }
  const SymbolInfo &info(SymbolId S) const { return Symbols[S]; }
  size_t size() const { return Symbols.size(); }
  /// Changes of knowledge so far (an assumption, a narrowed range): a reader
  /// that saw the same epoch and size since it last tested knows it would
  /// get the same answer again.
  uint64_t epoch() const { return Epoch; }

  /// A new symbol defined as the zero extension of L (a W-bit value whose
  /// range may hold negative numbers) to Bits bits: its unsigned reading.
  SymbolId newZeroExtension(const Value &L, uint16_t Bits);
  /// A new symbol of Bits bits defined as the unsigned bit range [Lo, Lo +
  /// Width) of Src (`(Src >> Lo) & (2^Width - 1)`: a bit-field read from
  /// the word Src that holds it). Exact once Src is.
  SymbolId newBitRange(const Value &Src, unsigned Lo, unsigned Width,
                       uint16_t Bits);
  /// The bit range a DefOp::Bits symbol is defined as: {Lo, Width}.
  static std::pair<unsigned, unsigned> bitRangeOf(const SymbolInfo &Info) {
    return {static_cast<unsigned>(Info.DefR.bits() & 0xff),
            static_cast<unsigned>((Info.DefR.bits() >> 8) & 0xff)};
  }

  /// Makes the new symbol S a string's length: Known or more, exactly Known
  /// when Byte (the string's byte at index Known) is 0, and more when it is
  /// not; either way round, what is learnt of one is known of the other.
  void defineLength(SymbolId S, const Value &Byte, int64_t Known);
  /// Makes the new symbol S the pointer difference (P - Q) / Scale (C's
  /// `p - q`): not 0 only when neither pointer is NULL, 0 exactly when
  /// they are equal.
  void defineDifference(SymbolId S, const Value &P, const Value &Q,
                        int64_t Scale);

  /// V with symbols that have become exact replaced by their value.
  Value resolve(const Value &V) const {
    if (V.K != Value::Kind::Sym && (V.K != Value::Kind::Ptr || V.A == 0))
      return V; // nothing to resolve (most values: inline, no call)
    return resolveAt(V, 0);
  }
  /// The signed range of an integer value; nullopt for non-integers.
  std::optional<Interval> range(const Value &V) const;

  /// Three-valued comparison of two integer values (pointers that are plain
  /// integers or symbols included).
  Tri test(Predicate P, const Value &L, const Value &R) const;
  /// Records that (L P R) holds. Returns false if that contradicts what is
  /// known: the path is infeasible. A Choice is an assumption the path made
  /// at a choice point (a condition, a guard); semantic assumptions (a
  /// dereferenced pointer is not NULL) are not, and are not logged.
  bool assume(Predicate P, const Value &L, const Value &R, bool Choice = true);
  /// Records that Count != 0 implies Pointer != NULL (a member a writer
  /// keeps non-NULL whenever its sibling count is not 0,
  /// automodel/FieldRelations.h): whenever the count is found not 0 the
  /// pointer is assumed not NULL, and whenever the pointer is found NULL
  /// the count 0, each logged as the path's assumption (a guard of its
  /// model). False if that contradicts what is known.
  bool imply(const Value &Count, const Value &Pointer);
  /// Whether imply(Count, Pointer) was recorded (and still holds).
  bool implies(const Value &Count, const Value &Pointer) const;
  /// While On, what assume() logs follows from a condition the program
  /// states (Fact::Stated); returns the previous setting.
  bool stating(bool On) { return std::exchange(Stating, On); }
  /// Narrows a symbol's range (model results such as errno > 0).
  bool restrict(SymbolId S, int64_t Lo, int64_t Hi);

  /// Every assumption made, in order (the path's guards come from these).
  const std::vector<Fact> &assumptions() const { return Log; }

  /// Signed limits of a width.
  static int64_t minOf(uint16_t Bits);
  static int64_t maxOf(uint16_t Bits);

private:
  Interval symbolRange(SymbolId S, int Depth) const;
  Interval symbolRangeFromDefinition(SymbolId S, int Depth) const;
  std::optional<Interval> valueRange(const Value &V, int Depth) const;
  Tri testAt(Predicate P, const Value &L, const Value &R, int Depth) const;
  /// resolve(), following definitions \p Depth deep already.
  Value resolveAt(const Value &V, int Depth) const;
  /// resolveAt() without a copy: V is left alone, or pointed at Tmp holding
  /// the value it resolves to; a symbol that stays one leaves its range
  /// (symbolRange at Depth) in Range.
  void resolveInPlace(const Value *&V, std::optional<Value> &Tmp,
                      Interval &Range, int Depth) const;
  /// The range of the form V (A * s + B) of a symbol s whose range is S.
  static Interval formRange(const Value &V, Interval S);
  Tri memo(Predicate P, const Value &L, const Value &R) const;
  /// The unsigned values of V (a symbol's form) that the facts comparing it
  /// with a constant leave: [0, 2^Bits - 1] without any.
  Interval unsignedFactBounds(const Value &V) const;
  bool assumeOnSymbol(SymbolId S, int64_t A, int64_t B, uint16_t Bits,
                      Predicate P, uint64_t C, bool &NeedsFact);
  bool narrow(SymbolId S, __int128 Lo, __int128 Hi);
  /// (L P R) of two symbols holds: each narrowed by the other's range.
  bool orderNarrow(Predicate P, const Value &L, const Value &R);
  /// S's range changed: the symbols its order facts compare it with follow.
  bool relateFacts(SymbolId S);
  /// (L P R) of an order P, decided through one fact that bounds L's or
  /// R's symbol by another value (`len <= cap` known: `len + 1 <= 2 * cap`
  /// holds when `cap + 1 <= 2 * cap` does); Unknown if none does.
  Tri throughFacts(Predicate P, const Value &L, const Value &R) const;
  /// X <= Y (X < Y when Strict) follows from one fact about X's or Y's
  /// symbol and what the ranges say.
  bool boundedThroughFact(const Value &X, const Value &Y, bool Strict) const;
  bool exclude(SymbolId S, __int128 X);
  bool settle(SymbolId S);
  /// The pointer difference D learns that (DefL P DefR) holds: its sign.
  bool orderDifference(SymbolId D, Predicate P);
  /// (L P R) of two pointers holds: every difference of the two learns it.
  bool orderDifferences(Predicate P, const Value &L, const Value &R);
  /// After a symbol's range changed: what its definition's operand follows.
  bool propagate(SymbolId S);

  std::vector<SymbolInfo> Symbols{SymbolInfo{}}; // symbol 0 is unused
  std::vector<Fact> Facts; ///< assumptions ranges cannot hold: the memo
  std::vector<Fact> Log;
  /// The pointer differences (DefOp::PtrDiff) of the path, newest last.
  std::vector<SymbolId> Differences;
  bool Stating = false;
  /// imply()'s pairs {Count, Pointer}, each dropped once it fired.
  std::vector<std::pair<Value, Value>> Implications, Implied;
  bool Implying = false;
  /// Fires the implications the knowledge now decides.
  bool applyImplications();
  bool assumeOne(Predicate P, const Value &L, const Value &R, bool Choice);
  int Relating = 0; ///< depth of relateFacts()
  /// Facts by the symbols they mention (SymbolInfo::Facts), so a test looks
  /// only at its own.
  std::vector<std::vector<uint32_t>> FactsBySymbol;
  void addFact(Predicate P, const Value &L, const Value &R);

  /// Ranges computed since the last change of knowledge (Epoch).
  uint64_t Epoch = 1;
  mutable std::vector<std::pair<uint64_t, Interval>> RangeCache;
};

} // namespace pathsim
