//===- simulator/models/ModelStrings.cpp ----------------------------------===//
// A model's string results at a call: what a string's bytes say of its
// length (string_length), and a string copied byte by byte (string_copy).
#include "simulator/models/ModelEmulation.h"

namespace pathsim {

namespace {
/// A string's bytes read no further than a path can know them.
constexpr int64_t MaxStringScan = 4096;
} // namespace

ModelEmulation::StringBytes ModelEmulation::stringAt(const Value &Ptr) {
  StringBytes Out;
  auto A = R.pointee(Ptr, false);
  if (!A || !A->KnownOffset)
    return Out;
  const Region &Reg = S.Mem.region(A->R);
  for (int64_t K = 0; K < MaxStringScan; ++K) {
    int64_t At = A->Offset + K;
    if (At < 0 || (Reg.Size >= 0 && At >= Reg.Size))
      return Out;
    Value B = S.Cons.resolve(R.read(Address{A->R, At, true}, 1, 8));
    if (B.K == Value::Kind::Int) {
      Out.Bytes.push_back(B);
      if (B.bits() == 0) {
        Out.Terminated = true;
        return Out;
      }
      continue;
    }
    if (B.K != Value::Kind::Sym)
      return Out; // uninitialized, or only partly known
    Tri Zero = S.Cons.test(Predicate::Eq, B, Value::integer(0, 8));
    if (Zero == Tri::True) {
      Out.Bytes.push_back(Value::integer(0, 8));
      Out.Terminated = true;
      return Out;
    }
    Out.Bytes.push_back(B);
    if (Zero == Tri::Unknown) {
      Out.Open = true; // where the string ends, if it ends here
      return Out;
    }
  }
  return Out;
}

bool ModelEmulation::stringLength(const ModelOperation &Op) {
  // `(result string_length return s)`: the length of the string s points
  // to, exact when its bytes are known up to the NUL; else a length tied to
  // its first unknown byte (strlen(s) == 0 exactly when s[0] == 0).
  const ModelOperand *Var = Op.variable();
  if (!Var)
    return true;
  auto Pl = place(*Var, true);
  auto Ptr = value(Op.Operands[1], 64, false);
  if (!Pl || !Ptr)
    return true;
  uint16_t Bits = Pl->K == Place::Kind::Return && I.Bits ? I.Bits : 64;
  StringBytes Str = stringAt(*Ptr);
  Value Length;
  if (Str.Terminated) {
    Length = Value::integer(Str.Bytes.size() - 1, Bits);
  } else {
    Length = Pl->K == Place::Kind::Return ? calleeReturned(Bits, false)
                                          : calleeWritten(Bits, false);
    int64_t Known = static_cast<int64_t>(Str.Bytes.size()) - (Str.Open ? 1 : 0);
    if (Str.Open)
      S.Cons.defineLength(Length.Id, Str.Bytes.back(), Known);
    else if (!S.Cons.restrict(Length.Id, Known, Constraints::maxOf(Bits)))
      return false;
  }
  writePlace(*Pl, Length);
  return true;
}

std::optional<Address> ModelEmulation::stringDestination(const Value &Dst) {
  auto A = R.pointee(Dst, true);
  if (!A || S.Mem.region(A->R).Constant)
    return std::nullopt;
  return A;
}

ModelEmulation::Place ModelEmulation::placeAt(const Address &A) {
  Place P;
  P.K = Place::Kind::Memory;
  P.Reg = A.R;
  P.Offset = A.Offset;
  P.KnownOffset = A.KnownOffset;
  return P;
}

bool ModelEmulation::stringCopy(const ModelOperation &Op) {
  // `(result string_copy d s [n])`: the string s points to, NUL included, is
  // written where d points (with n: at most n bytes, and NULs after it up
  // to n, as strncpy does).
  auto Dst = value(Op.Operands[0], 64, false);
  auto Src = value(Op.Operands[1], 64, false);
  if (!Dst || !Src)
    return true;
  auto A = stringDestination(*Dst);
  if (!A)
    return true;
  Region &Reg = S.Mem.region(A->R);
  std::optional<int64_t> Limit;
  if (Op.NumOperands > 2) {
    Limit = -1; // unknown
    if (auto N = value(Op.Operands[2], 64, false)) {
      Value Nv = S.Cons.resolve(*N);
      if (Nv.K == Value::Kind::Int && Nv.bits() <= uint64_t(MaxStringScan))
        Limit = static_cast<int64_t>(Nv.bits());
    }
  }
  // The destination is initialized to its end, as memory_initialized has
  // it (the bytes past the NUL are not told apart); then the bytes up to
  // the string's NUL, or to its first byte that may be one, at most Limit,
  // are written.
  StringBytes Str = stringAt(*Src);
  int64_t Copied = static_cast<int64_t>(Str.Bytes.size());
  int64_t Written = -1;
  if (Str.Terminated && Limit != -1)
    Written = Limit ? *Limit : Copied;
  else if (Limit && *Limit >= 0)
    Written = *Limit;
  initializeMemory(placeAt(*A));
  if (!A->KnownOffset)
    return true;
  if (Written >= 0)
    Copied = std::min(Copied, Written);
  if (Reg.Size >= 0)
    Copied = std::min(Copied, Reg.Size - A->Offset);
  for (int64_t K = 0; K < Copied; ++K)
    S.Mem.write(A->R, A->Offset + K, 1, Str.Bytes[K]);
  // strncpy's NULs after a string shorter than its count.
  if (Str.Terminated && Written > Copied &&
      (Reg.Size < 0 || A->Offset + Written <= Reg.Size))
    S.Mem.fill(A->R, A->Offset + Copied,
               static_cast<uint64_t>(Written - Copied), 0);
  return true;
}

bool ModelEmulation::stringWritten(const ModelOperation &Op) {
  // `(result string_written s [n])`: the call wrote a string where s points
  // (sprintf, strftime; glibc terminates what it wrote even when it
  // fails): its bytes up to its NUL are initialized, as memory_initialized
  // has it (the bytes past the NUL are not told apart), and the NUL lies
  // within the destination's room, the bytes left in its object from s
  // (at most n with n). Into a room of one byte the string is empty; into
  // a larger one the path reads its last byte as the NUL once every byte
  // before it was found not to be one (PathRunner::read): a loop up to the
  // NUL never runs past the room.
  auto Dst = value(Op.Operands[0], 64, false);
  if (!Dst)
    return true;
  auto A = stringDestination(*Dst);
  if (!A)
    return true;
  Region &Reg = S.Mem.region(A->R);
  initializeMemory(placeAt(*A));
  if (!A->KnownOffset || A->Offset < 0)
    return true;
  int64_t Room = Reg.Size >= 0 ? Reg.Size - A->Offset : -1;
  if (Op.NumOperands > 1)
    if (auto N = value(Op.Operands[1], 64, false)) {
      Value Nv = S.Cons.resolve(*N);
      if (Nv.K == Value::Kind::Int && Nv.bits() <= uint64_t(MaxStringScan) &&
          (Room < 0 || static_cast<int64_t>(Nv.bits()) < Room))
        Room = static_cast<int64_t>(Nv.bits());
    }
  if (Room <= 0 || Room > MaxStringScan)
    return true;
  if (Room == 1) {
    S.Mem.write(A->R, A->Offset, 1, Value::integer(0, 8));
    return true;
  }
  Reg.StringStart = A->Offset;
  Reg.StringEnd = A->Offset + Room - 1;
  return true;
}

} // namespace pathsim
