//===- simulator/exec/FlagPointers.cpp - sentinel pointers a function uses ===//
#include "simulator/exec/FlagPointers.h"

#include <algorithm>

namespace pathsim {

std::vector<uint64_t> flagPointers(const FunctionCode &F) {
  std::vector<uint64_t> Flags;
  for (const Instr &I : F.Instrs) {
    if (I.Op != Opcode::ICmp || !I.IsPointer || I.NumOperands != 2)
      continue;
    const Operand *Ops = F.operands(I);
    for (int K : {0, 1}) {
      const Operand &O = Ops[K];
      if (O.K != Operand::Kind::Int)
        continue;
      auto X = static_cast<uint64_t>(O.Imm);
      if (X != 0 && isInvalidPointerConstant(X) &&
          std::find(Flags.begin(), Flags.end(), X) == Flags.end())
        Flags.push_back(X);
    }
  }
  return Flags;
}

} // namespace pathsim
