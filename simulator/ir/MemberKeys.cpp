//===- simulator/ir/MemberKeys.cpp - keys read from an object's members ---===//
#include "simulator/ir/MemberKeys.h"

#include <optional>

namespace pathsim {

namespace {

/// A member read off a pointer variable: the variable's slot and the key.
struct MemberRead {
  uint32_t Slot = 0;
  std::string Key;
};

/// The local variable (its alloca register) \p Reg is a load of, or 0.
uint32_t loadedSlot(const FunctionCode &F, uint32_t Reg) {
  const Instr *D = F.definition(Reg);
  if (!D || D->Op != Opcode::Load || D->NumOperands < 1)
    return 0;
  const Operand &A = F.operands(*D)[0];
  if (A.K != Operand::Kind::Reg)
    return 0;
  const Instr *Slot = F.definition(A.Index);
  if (!Slot || Slot->Op != Opcode::Alloca || A.Index >= F.RegVariable.size() ||
      !F.RegVariable[A.Index])
    return 0;
  return A.Index;
}

/// \p Addr as a member of the struct a pointer variable points to: through
/// constant address computations (none for a member at offset 0) to a load
/// of that variable.
std::optional<MemberRead> memberAt(const FunctionCode &F, const ModuleCode &M,
                                   uint32_t Addr, bool Value) {
  int64_t Offset = 0;
  int Geps = 0;
  for (; Geps < 8; ++Geps) {
    const Instr *D = F.definition(Addr);
    if (!D || D->Op != Opcode::Gep || D->NumExtra || D->NumOperands < 1 ||
        F.operands(*D)[0].K != Operand::Kind::Reg)
      break;
    Offset += D->Imm;
    Addr = F.operands(*D)[0].Index;
  }
  // An address with no computation is the object itself, not a member.
  uint32_t Slot = Value || Geps ? loadedSlot(F, Addr) : 0;
  if (!Slot)
    return std::nullopt;
  uint32_t Layout = F.Variables[F.RegVariable[Slot]].Pointee;
  if (!Layout || Layout >= M.Layouts.size() || M.Layouts[Layout].Name.empty())
    return std::nullopt;
  return MemberRead{Slot, M.Layouts[Layout].Name + "+" +
                              std::to_string(Offset) + (Value ? "" : "&")};
}

/// The member argument \p Op passes: its value (a load of it) or its
/// address (a reference).
std::optional<MemberRead> memberPassed(const FunctionCode &F,
                                       const ModuleCode &M, const Operand &Op) {
  if (Op.K != Operand::Kind::Reg)
    return std::nullopt;
  const Instr *D = F.definition(Op.Index);
  if (!D)
    return std::nullopt;
  if (D->Op == Opcode::Load && D->NumOperands >= 1 &&
      F.operands(*D)[0].K == Operand::Kind::Reg)
    if (auto Read = memberAt(F, M, F.operands(*D)[0].Index, true))
      return Read;
  return memberAt(F, M, Op.Index, false);
}

/// The value the one store to local variable \p Slot writes; nullopt if
/// the function stores to it more than once.
std::optional<Operand> onlyStoreTo(const FunctionCode &F, uint32_t Slot) {
  std::optional<Operand> Stored;
  for (const Instr &I : F.Instrs) {
    if (I.Op != Opcode::Store || I.NumOperands < 2)
      continue;
    const Operand *Ops = F.operands(I);
    if (Ops[1].K != Operand::Kind::Reg || Ops[1].Index != Slot)
      continue;
    if (Stored)
      return std::nullopt;
    Stored = Ops[0];
  }
  return Stored;
}

} // namespace

std::string memberKeysPassed(const FunctionCode &F, const ModuleCode &M,
                             const Instr &I) {
  std::string Keys;
  const Operand *Ops = F.operands(I);
  for (uint16_t K = 1; K < I.NumOperands; ++K) {
    std::optional<MemberRead> Read = memberPassed(F, M, Ops[K]);
    // A local variable set once from a member: `char *z = e->name;`.
    if (!Read && Ops[K].K == Operand::Kind::Reg)
      if (uint32_t Slot = loadedSlot(F, Ops[K].Index))
        if (std::optional<Operand> Stored = onlyStoreTo(F, Slot))
          Read = memberPassed(F, M, *Stored);
    if (Read)
      Keys += (Keys.empty() ? "" : " ") + Read->Key;
  }
  return Keys;
}

void addOwnKeys(const FunctionCode &F, const ModuleCode &M,
                std::set<std::string> &Keys) {
  for (const Instr &I : F.Instrs) {
    if (I.Op != Opcode::Call || I.NumOperands < 3)
      continue;
    const Operand *Ops = F.operands(I);
    for (uint16_t K = 1; K < I.NumOperands; ++K) {
      std::optional<MemberRead> Read = memberPassed(F, M, Ops[K]);
      if (!Read)
        continue;
      for (uint16_t J = 1; J < I.NumOperands; ++J)
        if (J != K && Ops[J].K == Operand::Kind::Reg &&
            loadedSlot(F, Ops[J].Index) == Read->Slot)
          Keys.insert(Read->Key);
    }
  }
}

} // namespace pathsim
