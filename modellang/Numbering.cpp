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

/// Folds X into the hash H (FxHash's step: one multiply; the whole is mixed
/// once, when it is done).
uint64_t combine(uint64_t H, uint64_t X) {
  return (((H << 5) | (H >> 59)) ^ X) * 0x517cc1b727220a95ULL;
}

uint64_t hashText(std::string_view S) {
  return std::hash<std::string_view>{}(S);
}

uint64_t hashField(uint64_t H, const std::optional<ByteField> &F) {
  if (!F)
    return combine(H, 0);
  return combine(
      combine(combine(H, static_cast<uint64_t>(F->Size) + 1), F->Bytes),
      F->Offset ? *F->Offset + 1 : 0);
}

uint64_t foldVariable(uint64_t H, const Variable &V) {
  H = combine(combine(H, hashText(V.Name)), V.Input);
  for (const Deref &D : V.Derefs)
    H = hashField(H, D.Field);
  H = hashField(H, V.Field);
  if (V.Bits)
    H = combine(combine(H, V.Bits->Width + 1), V.Bits->Lsb);
  return H;
}

uint64_t foldOperand(uint64_t H, const Operand &O) {
  H = combine(H, O.V.index());
  if (const auto *V = std::get_if<Variable>(&O.V))
    return foldVariable(H, *V);
  if (const auto *I = std::get_if<IntegerConst>(&O.V))
    return combine(combine(H, static_cast<uint64_t>(I->Value)), I->Hex);
  if (const auto *S = std::get_if<StringConst>(&O.V))
    return combine(H, hashText(S->Value));
  if (const auto *S = std::get_if<SpecialConst>(&O.V))
    return combine(H, static_cast<uint64_t>(S->K));
  const auto &R = std::get<ResourceSpec>(O.V);
  return combine(combine(H, hashText(R.Type)), hashText(R.State));
}

} // namespace

uint64_t hashOf(const Variable &V) { return mix(foldVariable(0, V)); }

uint64_t hashOf(const Operand &O) { return mix(foldOperand(0, O)); }

uint64_t hashOf(const Operation &Op) {
  uint64_t H =
      combine(static_cast<uint64_t>(Op.Kind) + 1, static_cast<uint64_t>(Op.Op));
  for (const Operand &O : Op.Operands)
    H = foldOperand(H, O);
  return mix(H);
}

} // namespace pathsim::modellang
