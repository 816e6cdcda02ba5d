//===- automodel/CallerCensus.cpp - how a program treats each callee's result //
#include "automodel/CallerCensus.h"

#include "automodel/WordList.h"
#include "simulator/ir/MemberKeys.h"

#include <algorithm>

namespace pathsim {

void countNullChecks(const FunctionCode &F, const ModuleCode &M,
                     std::map<std::string, NullChecks> &Census) {
  // Registers compared with NULL; registers loaded from each local slot.
  std::vector<bool> Tested(F.NumRegs, false);
  std::vector<std::vector<uint32_t>> LoadsOf(F.NumRegs);
  std::vector<bool> UsedReg(F.NumRegs, false);
  for (const Instr &I : F.Instrs) {
    const Operand *Ops = F.operands(I);
    for (uint16_t K = 0; K < I.NumOperands; ++K)
      if (Ops[K].K == Operand::Kind::Reg && Ops[K].Index < F.NumRegs)
        UsedReg[Ops[K].Index] = true;
    // An assertion that a result is not NULL (`assert(p)` as an
    // assumption) is the belief that it never is, no test of it.
    if (I.Op == Opcode::ICmp && I.NumOperands == 2 && !I.InAssumption) {
      for (int K : {0, 1})
        if (Ops[K].K == Operand::Kind::Reg &&
            Ops[1 - K].K == Operand::Kind::Null && Ops[K].Index < F.NumRegs)
          Tested[Ops[K].Index] = true;
    } else if (I.Op == Opcode::Load && I.Bits && I.NumOperands >= 1 &&
               Ops[0].K == Operand::Kind::Reg && Ops[0].Index < F.NumRegs) {
      LoadsOf[Ops[0].Index].push_back(I.Dest);
    }
  }
  auto SlotTested = [&](uint32_t Slot) {
    for (uint32_t R : LoadsOf[Slot])
      if (R < F.NumRegs && Tested[R])
        return true;
    return false;
  };
  // Where each call's result is stored (p = f(), at -O0 a store to p's slot).
  std::vector<std::vector<uint32_t>> StoredTo(F.NumRegs);
  for (const Instr &I : F.Instrs) {
    const Operand *Ops = F.operands(I);
    if (I.Op == Opcode::Store && I.NumOperands == 2 &&
        Ops[0].K == Operand::Kind::Reg && Ops[1].K == Operand::Kind::Reg &&
        Ops[0].Index < F.NumRegs && Ops[1].Index < F.NumRegs)
      StoredTo[Ops[0].Index].push_back(Ops[1].Index);
  }
  for (const Instr &I : F.Instrs) {
    if (I.Op != Opcode::Call || !I.IsPointer || !I.Bits || I.Dest >= F.NumRegs)
      continue;
    const Operand &Callee = F.operands(I)[0];
    if (Callee.K != Operand::Kind::Function ||
        Callee.Index >= M.FunctionNames.size() || !UsedReg[I.Dest])
      continue;
    NullChecks &N = Census[M.FunctionNames[Callee.Index]];
    ++N.Used;
    bool Checked = Tested[I.Dest];
    for (uint32_t Slot : StoredTo[I.Dest])
      Checked |= SlotTested(Slot);
    N.Checked += Checked;
  }
}

std::map<std::string, NullChecks> nullCheckCensus(const Program &P) {
  std::map<std::string, NullChecks> Census;
  for (size_t U = 0; U < P.units(); ++U) {
    const ModuleCode &M = P.unit(static_cast<uint32_t>(U)).Module;
    for (const FunctionCode &F : M.Functions)
      countNullChecks(F, M, Census);
  }
  return Census;
}

std::set<std::string> ownKeyCensus(const Program &P) {
  std::set<std::string> Keys;
  for (size_t U = 0; U < P.units(); ++U) {
    const ModuleCode &M = P.unit(static_cast<uint32_t>(U)).Module;
    for (const FunctionCode &F : M.Functions)
      addOwnKeys(F, M, Keys);
  }
  return Keys;
}

void rankByCallers(std::vector<Warning> &Warnings,
                   const std::map<std::string, NullChecks> &Census,
                   const std::set<std::string> &OwnKeys) {
  for (Warning &W : Warnings) {
    if (W.NullFrom.empty() || W.Rank != WarningRank::Likely)
      continue;
    if (anyWordIn(W.NullKeys, OwnKeys)) {
      W.Rank = WarningRank::Possible;
      continue;
    }
    auto It = Census.find(W.NullFrom);
    NullChecks N = It == Census.end() ? NullChecks{} : It->second;
    bool MostCheck =
        N.Used >= MinCalls ? 2 * N.Checked > N.Used : !W.NullFromFieldTest;
    W.Rank = MostCheck ? WarningRank::Likely : WarningRank::Possible;
  }
}

} // namespace pathsim
