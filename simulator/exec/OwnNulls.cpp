//===- simulator/exec/OwnNulls.cpp - variables a function sets to NULL ----===//
#include "simulator/exec/OwnNulls.h"

namespace pathsim {

namespace {

/// Whether \p Address is a local variable's (an alloca's register).
bool isVariable(const FunctionCode &F, const Operand &Address) {
  const Instr *Def = F.definition(Address);
  return Def && Def->Op == Opcode::Alloca;
}

/// Whether the variable at \p Address is one of \p Own.
bool ownVariable(const FunctionCode &F, const std::vector<bool> &Own,
                 const Operand &Address) {
  return isVariable(F, Address) && Address.Index < Own.size() &&
         Own[Address.Index];
}

/// Whether \p O may be a NULL the function itself wrote: the constant, or
/// a phi, select or cast of one, or a load of a variable that may hold one.
bool mayBeOwnNull(const FunctionCode &F, const std::vector<bool> &Own,
                  const Operand &O, int Depth) {
  if (O.K == Operand::Kind::Null)
    return true;
  const Instr *Def = F.definition(O);
  if (!Def || Depth > 4)
    return false;
  const Operand *Ops = F.operands(*Def);
  switch (Def->Op) {
  case Opcode::Load:
    return ownVariable(F, Own, Ops[0]);
  case Opcode::BitCast:
    return mayBeOwnNull(F, Own, Ops[0], Depth + 1);
  case Opcode::Select:
    return mayBeOwnNull(F, Own, Ops[1], Depth + 1) ||
           mayBeOwnNull(F, Own, Ops[2], Depth + 1);
  case Opcode::Phi:
    for (uint16_t K = 0; K < Def->NumOperands; ++K)
      if (mayBeOwnNull(F, Own, Ops[K], Depth + 1))
        return true;
    return false;
  default:
    return false;
  }
}

} // namespace

std::vector<bool> ownNullVariables(const FunctionCode &F) {
  std::vector<bool> Own(F.RegDef.size(), false);
  bool Any = false;
  // A variable copied from another (`f = fdefault`) is one once the other
  // is: repeat until nothing changes (a chain of copies is short).
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (const Instr &I : F.Instrs) {
      if (I.Op != Opcode::Store)
        continue;
      const Operand *Ops = F.operands(I);
      if (!Ops[0].Pointer)
        continue;
      if (!isVariable(F, Ops[1]) || Own[Ops[1].Index] ||
          !mayBeOwnNull(F, Own, Ops[0], 0))
        continue;
      Own[Ops[1].Index] = true;
      Changed = Any = true;
    }
  }
  // None: an empty list, so that no branch of the function looks further.
  return Any ? Own : std::vector<bool>{};
}

std::optional<OwnNullTest> nullTest(const FunctionCode &F,
                                    const Operand &Cond) {
  const Instr *Def = F.definition(Cond);
  bool Negated = false;
  // `!f`: the comparison's result flipped by an xor with true.
  if (Def && Def->Op == Opcode::Xor) {
    const Operand *Ops = F.operands(*Def);
    if (Ops[1].K == Operand::Kind::Int && Ops[1].Imm == 1) {
      Negated = true;
      Def = F.definition(Ops[0]);
    }
  }
  if (!Def || Def->Op != Opcode::ICmp || !Def->IsPointer ||
      (Def->Pred != Predicate::Eq && Def->Pred != Predicate::Ne))
    return std::nullopt;
  const Operand *Ops = F.operands(*Def);
  const Operand &Pointer = Ops[0].K == Operand::Kind::Null ? Ops[1] : Ops[0];
  const Operand &Other = Ops[0].K == Operand::Kind::Null ? Ops[0] : Ops[1];
  if (Other.K != Operand::Kind::Null)
    return std::nullopt;
  return OwnNullTest{Pointer, (Def->Pred == Predicate::Eq) != Negated};
}

std::optional<OwnNullTest> ownNullTest(const FunctionCode &F,
                                       const std::vector<bool> &Own,
                                       const Operand &Cond) {
  if (Own.empty())
    return std::nullopt;
  std::optional<OwnNullTest> Test = nullTest(F, Cond);
  if (!Test)
    return std::nullopt;
  const Instr *Read = F.definition(Test->Pointer);
  if (!Read || Read->Op != Opcode::Load)
    return std::nullopt;
  if (!ownVariable(F, Own, F.operands(*Read)[0]))
    return std::nullopt;
  return Test;
}

} // namespace pathsim
