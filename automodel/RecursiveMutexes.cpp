//===- automodel/RecursiveMutexes.cpp - whether a re-lock is a deadlock ---===//
#include "automodel/RecursiveMutexes.h"

#include <string>

namespace pathsim {

namespace {
// glibc's PTHREAD_MUTEX_NORMAL and PTHREAD_MUTEX_ERRORCHECK: a re-lock
// deadlocks or fails (EDEADLK), it is never granted.
constexpr int64_t MutexNormal = 0, MutexErrorCheck = 2;

bool setsRecursiveKind(const FunctionCode &F, const ModuleCode &M) {
  for (const Instr &I : F.Instrs) {
    if (I.Op != Opcode::Call || I.NumOperands < 3)
      continue;
    const Operand *Ops = F.operands(I);
    if (Ops[0].K != Operand::Kind::Function ||
        Ops[0].Index >= M.FunctionNames.size() ||
        M.FunctionNames[Ops[0].Index] != "pthread_mutexattr_settype")
      continue;
    const Operand &Kind = Ops[2];
    if (Kind.K != Operand::Kind::Int ||
        (Kind.Imm != MutexNormal && Kind.Imm != MutexErrorCheck))
      return true;
  }
  return false;
}
} // namespace

bool makesRecursiveMutexes(const Program &P) {
  for (size_t U = 0; U < P.units(); ++U) {
    const ModuleCode &M = P.unit(static_cast<uint32_t>(U)).Module;
    for (const FunctionCode &F : M.Functions)
      if (setsRecursiveKind(F, M))
        return true;
  }
  return false;
}

bool isMutexState(const Warning &W) {
  // The text simulator/rules/ResourceRules.cpp gives a violated
  // resource_state or resource_not_state of the pthread models' MUTEX.
  return W.Kind == WarningKind::ResourceState &&
         W.Message.find("' needs MUTEX") != std::string::npos;
}

void rankMutexStates(std::vector<Warning> &Warnings, bool RecursiveMutexes) {
  if (!RecursiveMutexes)
    return;
  for (Warning &W : Warnings)
    if (isMutexState(W))
      W.Rank = WarningRank::Possible;
}

} // namespace pathsim
