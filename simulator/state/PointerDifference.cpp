//===- simulator/state/PointerDifference.cpp ------------------------------===//
// C's `p - q`: defined only within one object (C17 6.5.6p9), so two
// pointers whose difference is not 0 are both non-NULL, and an empty
// range (NULL - NULL, or begin == end) has difference 0. libstdc++'s
// std::vector<T>::size() is `_M_finish - _M_start`: a vector that stayed
// empty has size 0, and a path on which `i < v.size()` holds knows
// _M_start is not NULL.
//
#include "simulator/state/State.h"

namespace pathsim {

std::optional<Value> State::pointerDifference(const Value &P0,
                                              const Value &Q0, int64_t Scale,
                                              uint16_t Bits,
                                              SymbolOrigin Origin) {
  if (Scale <= 0 || Bits == 0 || Bits > 64)
    return std::nullopt;
  Value P = Cons.resolve(P0), Q = Cons.resolve(Q0);
  auto Exact = [&](int64_t Bytes) {
    return Value::integer(static_cast<uint64_t>(Bytes / Scale), Bits);
  };
  if (P.K == Value::Kind::Int && Q.K == Value::Kind::Int)
    return Exact(P.signedValue() - Q.signedValue());
  // A known integer (NULL, `(char *)p - (char *)0` as a conversion) makes
  // no object: arithmetic as before.
  if ((P.K != Value::Kind::Sym && P.K != Value::Kind::Ptr) ||
      (Q.K != Value::Kind::Sym && Q.K != Value::Kind::Ptr))
    return std::nullopt;
  if (P.K == Value::Kind::Sym && Q.K == Value::Kind::Sym && P.Id == Q.Id &&
      P.A == Q.A)
    return Exact(P.B - Q.B);
  // The same object at known offsets.
  auto Place = [&](const Value &V) -> std::pair<RegionId, int64_t> {
    if (V.K == Value::Kind::Ptr && V.A == 0)
      return {V.Id, V.B};
    if (V.K == Value::Kind::Sym && V.A == 1)
      return {Cons.info(V.Id).Pointee, V.B};
    return {0, 0};
  };
  auto [RP, OP] = Place(P);
  auto [RQ, OQ] = Place(Q);
  if (RP && RP == RQ)
    return Exact(OP - OQ);
  // Two objects the path knows apart: no defined difference to reason on.
  if (P.K == Value::Kind::Ptr && Q.K == Value::Kind::Ptr)
    return std::nullopt;
  SymbolId D = newSymbol(Bits, std::move(Origin));
  Cons.defineDifference(D, P, Q, Scale);
  return Value::symbol(D, Bits);
}

} // namespace pathsim
