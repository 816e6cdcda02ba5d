//===- modellang/Numbering.cpp - a model's equal parts found by hashing ---===//
#include "modellang/Numbering.h"

#include <functional>
#include <string_view>

namespace pathsim::modellang {

namespace {

/// splitmix64's finalizer.
uint64_t mix(uint64_t X) {
  X += 0x9e3779b97f4a7c15ULL;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ULL;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebULL;
  return X ^ (X >> 31);
}

/// Folds X into the hash H.
uint64_t combine(uint64_t H, uint64_t X) { return mix(H ^ mix(X)); }

uint64_t hashText(std::string_view S) {
  return std::hash<std::string_view>{}(S);
}

uint64_t hashField(const std::optional<ByteField> &F) {
  if (!F)
    return 0;
  return combine(combine(static_cast<uint64_t>(F->Size) + 1, F->Bytes),
                 F->Offset ? *F->Offset + 1 : 0);
}

} // namespace

uint64_t hashOf(const Variable &V) {
  uint64_t H = combine(hashText(V.Name), V.Input);
  for (const Deref &D : V.Derefs)
    H = combine(H, hashField(D.Field));
  H = combine(H, hashField(V.Field));
  if (V.Bits)
    H = combine(combine(H, V.Bits->Width + 1), V.Bits->Lsb);
  return H;
}

uint64_t hashOf(const Operand &O) {
  uint64_t H = O.V.index();
  if (const auto *V = std::get_if<Variable>(&O.V))
    return combine(H, hashOf(*V));
  if (const auto *I = std::get_if<IntegerConst>(&O.V))
    return combine(combine(H, static_cast<uint64_t>(I->Value)), I->Hex);
  if (const auto *S = std::get_if<StringConst>(&O.V))
    return combine(H, hashText(S->Value));
  if (const auto *S = std::get_if<SpecialConst>(&O.V))
    return combine(H, static_cast<uint64_t>(S->K));
  const auto &R = std::get<ResourceSpec>(O.V);
  return combine(combine(H, hashText(R.Type)), hashText(R.State));
}

uint64_t hashOf(const Operation &Op) {
  uint64_t H =
      combine(static_cast<uint64_t>(Op.Kind), static_cast<uint64_t>(Op.Op));
  for (const Operand &O : Op.Operands)
    H = combine(H, hashOf(O));
  return H;
}

} // namespace pathsim::modellang
