//===- simulator/state/State.cpp - the memory state of one path -----------===//
#include "simulator/state/State.h"

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

bool State::isInputValue(const Value &V) const {
  return (V.K == Value::Kind::Sym || V.K == Value::Kind::FloatUnknown) &&
         isInput(V.Id);
}

void State::noteUse(const Value &V) {
  SymbolId Sym = 0;
  if (V.K == Value::Kind::Sym || V.K == Value::Kind::FloatUnknown)
    Sym = V.Id;
  if (!Sym || !isInput(Sym))
    return;
  for (SymbolId U : UsedInputs)
    if (U == Sym)
      return;
  UsedInputs.push_back(Sym);
}

void State::defer(const DeferredTest &D) {
  uint32_t Id = D.V.K == Value::Kind::Sym ? D.V.Id : 0;
  if (DeferredSeen
          .insert({static_cast<uint8_t>(D.K), Id, D.V.B, D.Region, D.Offset,
                   D.State})
          .second)
    Deferred.push_back(D);
}

} // namespace pathsim
