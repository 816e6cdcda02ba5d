//===- simulator/exec/WriteOnly.cpp - locals a function never reads -------===//
#include "simulator/exec/WriteOnly.h"

namespace pathsim {

std::vector<bool> writeOnlyVariables(const FunctionCode &F) {
  std::vector<bool> Only(F.RegDef.size(), false);
  bool Any = false;
  for (const Instr &I : F.Instrs) {
    if (I.Op != Opcode::Alloca)
      continue;
    uint32_t Reg = I.Dest;
    if (Reg >= F.RegVariable.size() || Reg >= Only.size())
      continue;
    uint32_t Var = F.RegVariable[Reg];
    if (!Var || F.Variables[Var].Arg || F.Variables[Var].Name.empty())
      continue;
    Only[Reg] = Any = true;
  }
  if (!Any)
    return {};
  // Any appearance of the address but as a store's destination reads it or
  // lets it escape.
  auto Other = [&](const Operand &O) {
    if (O.K == Operand::Kind::Reg && O.Index < Only.size())
      Only[O.Index] = false;
  };
  for (const Instr &I : F.Instrs) {
    const Operand *Ops = F.operands(I);
    for (uint16_t K = 0; K < I.NumOperands; ++K)
      if (!(I.Op == Opcode::Store && K == 1))
        Other(Ops[K]);
    if (I.Op == Opcode::Gep)
      for (uint16_t K = 0; K < I.NumExtra; ++K)
        Other(F.GepIndices[I.Extra + K].Index);
  }
  for (bool B : Only)
    if (B)
      return Only;
  return {};
}

} // namespace pathsim
