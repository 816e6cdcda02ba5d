//===- simulator/state/Value.h --------------------------------------------===//
// The value held by a register or a memory cell.
//
// PREfix's three basic kinds of value: a known exact value, an initialized
// value whose exact value is unknown (a symbol, with predicates kept by
// Constraints), or an uninitialized value. Integers keep bit-level
// initialization so that bit-field updates (load, and, or, store) on an
// uninitialized byte do not count as uses.
//
#pragma once

#include <cstdint>

namespace pathsim {

using SymbolId = uint32_t;
using RegionId = uint32_t;

/// Three-valued truth: the result of every test.
enum class Tri : uint8_t { False, True, Unknown };

inline Tri triNot(Tri T) {
  return T == Tri::Unknown ? T : (T == Tri::True ? Tri::False : Tri::True);
}
inline Tri triOf(bool B) { return B ? Tri::True : Tri::False; }

/// A value of up to 64 bits (integers, pointers, floats).
struct Value {
  enum class Kind : uint8_t {
    Uninit,  ///< never initialized
    Int,     ///< exact bits (B), also NULL (0) and constant "pointers" like 1
    Sym,     ///< A * symbol(Id) + B, all initialized, exact value unknown
    Ptr,     ///< address: region Id, offset B (+ A * symbol(OffsetSym))
    Partial, ///< integer with some bits uninitialized or unknown (bit fields);
             ///< with a base (A != 0), bits A are those of symbol Id
    Float,   ///< exact floating-point value F
    FloatUnknown, ///< initialized floating-point value, exact value unknown;
                  ///< Id names it so that repeated tests on it agree
  };
  Kind K = Kind::Uninit;
  /// Int: the address was computed from NULL (a field of a NULL pointer).
  bool NullDerived = false;
  uint16_t Bits = 0; ///< width in bits
  uint32_t Id = 0;   ///< Sym: symbol; Ptr: region; Partial: its base's symbol
  int64_t A = 0; ///< Sym: coefficient; Ptr: coefficient of the offset symbol;
                 ///< Partial: the bits that are its base's (a word some of
                 ///< whose bit-fields were stored: the others are the
                 ///< word's as it was), disjoint from KnownMask, UninitMask
  int64_t B = 0; ///< Int: bits; Sym: addend; Ptr: constant offset;
                 ///< Partial: the known bits
  uint64_t KnownMask = 0;  ///< Partial: bits whose value is known (B)
  uint64_t UninitMask = 0; ///< Partial: bits that are uninitialized
  uint32_t OffsetSym = 0;  ///< Ptr: symbol of a non-constant offset (A != 0)
  /// Where the value came from, for messages ("value comes from return value
  /// of 'malloc'"): an index into State::Sources, 0 if none. Not part of the
  /// value's identity.
  uint32_t Tag = 0;
  double F = 0;

  static Value uninit(uint16_t Bits) {
    Value V;
    V.Bits = Bits;
    return V;
  }
  static Value integer(uint64_t X, uint16_t Bits) {
    Value V;
    V.K = Kind::Int;
    V.Bits = Bits;
    V.B = static_cast<int64_t>(truncate(X, Bits));
    return V;
  }
  static Value symbol(SymbolId S, uint16_t Bits, int64_t A = 1, int64_t B = 0) {
    Value V;
    V.K = Kind::Sym;
    V.Bits = Bits;
    V.Id = S;
    V.A = A;
    V.B = B;
    return V;
  }
  static Value pointer(RegionId R, int64_t Offset) {
    Value V;
    V.K = Kind::Ptr;
    V.Bits = 64;
    V.Id = R;
    V.B = Offset;
    return V;
  }
  static Value floating(double X, uint16_t Bits) {
    Value V;
    V.K = Kind::Float;
    V.Bits = Bits;
    V.F = X;
    return V;
  }
  static Value unknownFloat(SymbolId S, uint16_t Bits) {
    Value V;
    V.K = Kind::FloatUnknown;
    V.Bits = Bits;
    V.Id = S;
    return V;
  }

  bool isUninit() const { return K == Kind::Uninit; }
  bool isInt() const { return K == Kind::Int; }
  bool isSym() const { return K == Kind::Sym; }
  bool isPtr() const { return K == Kind::Ptr; }
  bool isNull() const { return K == Kind::Int && B == 0; }
  /// True if any bit is uninitialized.
  bool hasUninitBits() const {
    return K == Kind::Uninit || (K == Kind::Partial && UninitMask != 0);
  }
  uint64_t bits() const { return static_cast<uint64_t>(B); }
  /// The exact integer, sign-extended from Bits.
  int64_t signedValue() const { return signExtend(bits(), Bits); }
  /// The integer as a model writes it: sign-extended, but a bool (one bit)
  /// is 0 or 1, never -1.
  int64_t modelValue() const {
    return Bits == 1 ? int64_t(bits()) : signedValue();
  }

  static uint64_t mask(uint16_t Bits) {
    return Bits >= 64 ? ~0ULL : ((1ULL << Bits) - 1);
  }
  static uint64_t truncate(uint64_t X, uint16_t Bits) { return X & mask(Bits); }
  static int64_t signExtend(uint64_t X, uint16_t Bits) {
    if (Bits == 0 || Bits >= 64)
      return static_cast<int64_t>(X);
    uint64_t Sign = 1ULL << (Bits - 1);
    X &= mask(Bits);
    return static_cast<int64_t>((X ^ Sign) - Sign);
  }

  /// Structural identity (same representation), used by the facts memo and
  /// by outcome comparison.
  bool sameAs(const Value &O) const {
    if (K != O.K || Bits != O.Bits)
      return false;
    switch (K) {
    case Kind::Uninit:
      return true;
    case Kind::FloatUnknown:
      return Id == O.Id;
    case Kind::Int:
      return B == O.B;
    case Kind::Sym:
      return Id == O.Id && A == O.A && B == O.B;
    case Kind::Ptr:
      return Id == O.Id && B == O.B && A == O.A &&
             (A == 0 || OffsetSym == O.OffsetSym);
    case Kind::Partial:
      return B == O.B && KnownMask == O.KnownMask &&
             UninitMask == O.UninitMask && A == O.A && (A == 0 || Id == O.Id);
    case Kind::Float:
      return F == O.F;
    }
    return false;
  }
};

} // namespace pathsim
