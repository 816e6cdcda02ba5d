//===- automodel/SameAnswer.cpp - functions whose calls agree with themselves //
#include "automodel/SameAnswer.h"

#include "simulator/models/CompiledModel.h"

#include <map>

namespace pathsim {

namespace {

/// Whether \p Addr is the address of one of F's own locals (an alloca, or
/// a constant or computed offset into one).
bool localAddress(const FunctionCode &F, const Operand &Addr) {
  const Operand *A = &Addr;
  for (int Depth = 0; Depth < 16; ++Depth) {
    const Instr *D = F.definition(*A);
    if (!D)
      return false;
    if (D->Op == Opcode::Alloca)
      return true;
    if ((D->Op != Opcode::Gep && D->Op != Opcode::BitCast) ||
        D->NumOperands < 1)
      return false;
    A = &F.operands(*D)[0];
  }
  return false;
}

/// What F's own code does: whether it changes only its locals, and the
/// calls it makes (the callees' names).
struct OwnCode {
  bool OnlyLocals = true;
  std::vector<std::string> Calls;
};

OwnCode ownCode(const FunctionCode &F, const ModuleCode &M) {
  OwnCode C;
  if (!F.Unsupported.empty() || !F.ReturnBits) {
    C.OnlyLocals = false;
    return C;
  }
  for (const Instr &I : F.Instrs) {
    const Operand *Ops = F.operands(I);
    switch (I.Op) {
    case Opcode::Store:
      if (I.NumOperands < 2 || !localAddress(F, Ops[1]))
        C.OnlyLocals = false;
      break;
    case Opcode::Memcpy:
    case Opcode::Memset:
      if (I.NumOperands < 1 || !localAddress(F, Ops[0]))
        C.OnlyLocals = false;
      break;
    case Opcode::Call:
      // A call the path cannot name (through a pointer) may do anything;
      // one that only reads memory by its declaration does nothing else.
      if (Ops[0].K != Operand::Kind::Function ||
          Ops[0].Index >= M.FunctionNames.size())
        C.OnlyLocals = false;
      else if (!I.Pure)
        C.Calls.push_back(M.FunctionNames[Ops[0].Index]);
      break;
    case Opcode::Opaque:
    case Opcode::LandingPad:
    case Opcode::Resume:
    case Opcode::IndirectBr:
      C.OnlyLocals = false;
      break;
    default:
      break;
    }
    if (!C.OnlyLocals)
      break;
  }
  return C;
}

} // namespace

std::set<std::string> sameAnswerFunctions(const Program &P,
                                          const HandWrittenModel &HandWritten) {
  const std::vector<FunctionId> &All = P.functions();
  std::map<FunctionId, uint32_t> Index;
  for (uint32_t K = 0; K < All.size(); ++K)
    Index[All[K]] = K;
  // Each definition's own verdict, and who calls it (to take a verdict
  // back from its callers when it turns out not to qualify).
  std::vector<bool> Qualifies(All.size());
  std::vector<std::vector<uint32_t>> Callers(All.size());
  std::vector<uint32_t> Fails;
  for (uint32_t K = 0; K < All.size(); ++K) {
    const FunctionCode &F = P.function(All[K]);
    OwnCode C = ownCode(F, P.unit(All[K].Unit).Module);
    bool Ok = C.OnlyLocals;
    for (const std::string &Name : C.Calls) {
      if (!Ok)
        break;
      if (const CompiledModel *M = HandWritten(All[K].Unit, Name)) {
        Ok = M->SameAnswer;
        continue;
      }
      auto Def = P.resolve(All[K].Unit, Name);
      auto It = Def ? Index.find(*Def) : Index.end();
      if (It == Index.end())
        Ok = false; // no model, no code: unknown
      else
        Callers[It->second].push_back(K);
    }
    Qualifies[K] = Ok;
    if (!Ok)
      Fails.push_back(K);
  }
  while (!Fails.empty()) {
    uint32_t K = Fails.back();
    Fails.pop_back();
    for (uint32_t Caller : Callers[K])
      if (Qualifies[Caller]) {
        Qualifies[Caller] = false;
        Fails.push_back(Caller);
      }
  }
  // By the name calls use: every definition of that name qualifies.
  std::map<std::string, bool> ByName;
  for (uint32_t K = 0; K < All.size(); ++K) {
    const std::string &Name = P.function(All[K]).LinkageName;
    auto [It, New] = ByName.try_emplace(Name, Qualifies[K]);
    if (!New)
      It->second = It->second && Qualifies[K];
  }
  std::set<std::string> Names;
  for (const auto &[Name, Ok] : ByName)
    if (Ok)
      Names.insert(Name);
  return Names;
}

} // namespace pathsim
