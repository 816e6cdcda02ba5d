//===- automodel/FieldValues.cpp - what every store gives a struct member -===//
#include "automodel/FieldValues.h"

#include <algorithm>
#include <optional>
#include <set>
#include <vector>

namespace pathsim {

namespace {

/// What the stores to one member give it.
struct Stored {
  int64_t Lo = 0, Hi = 0; ///< the constants, and 0
  std::set<int64_t> Values{0};
  bool Unknown = false;
  bool Any = false; ///< some store was seen
  void add(int64_t X) {
    Lo = std::min(Lo, X);
    Hi = std::max(Hi, X);
    if (Values.size() <= 16)
      Values.insert(X);
    Any = true;
  }
};

/// A parameter whose value a store gives a member.
struct ParamStore {
  std::string Key;
  FunctionId Callee;
  uint32_t Param = 0;
  uint16_t Bits = 0; ///< the member's width
};

int64_t signedAt(uint64_t X, uint16_t Bits) {
  if (Bits == 0 || Bits >= 64)
    return static_cast<int64_t>(X);
  uint64_t Sign = uint64_t(1) << (Bits - 1);
  uint64_t V = X & ((Sign << 1) - 1);
  return static_cast<int64_t>((V ^ Sign) - Sign);
}

/// The parameter whose value register \p Reg is (at -O0, a load of the
/// parameter's slot, which only its first store writes), through a
/// narrowing or a widening; -1 if none.
int parameterOf(const FunctionCode &F, uint32_t Reg) {
  for (int Depth = 0; Depth < 4; ++Depth) {
    const Instr *D = F.definition(Reg);
    if (!D || D->NumOperands < 1 || F.operands(*D)[0].K != Operand::Kind::Reg)
      return -1;
    const Operand &A = F.operands(*D)[0];
    if (D->Op == Opcode::Trunc || D->Op == Opcode::ZExt ||
        D->Op == Opcode::SExt) {
      Reg = A.Index;
      continue;
    }
    if (D->Op != Opcode::Load || A.Index >= F.RegVariable.size() ||
        !F.RegVariable[A.Index])
      return -1;
    const VariableInfo &V = F.Variables[F.RegVariable[A.Index]];
    if (!V.Arg)
      return -1;
    int Stores = 0;
    for (const Instr &I : F.Instrs)
      if (I.Op == Opcode::Store && I.NumOperands >= 2 &&
          F.operands(I)[1].K == Operand::Kind::Reg &&
          F.operands(I)[1].Index == A.Index)
        ++Stores;
    return Stores == 1 ? static_cast<int>(V.Arg - 1) : -1;
  }
  return -1;
}

/// The constants \p F returns, when it returns nothing else: every `ret`
/// of a constant, or of a load of a slot (at -O0, the return value's) that
/// only constants are stored into and nothing else uses; nullopt if any
/// other value may come back.
std::optional<std::vector<uint64_t>> constantReturns(const FunctionCode &F) {
  std::vector<uint64_t> Out;
  std::set<uint32_t> Slots;
  for (const Instr &I : F.Instrs) {
    if (I.Op != Opcode::Ret)
      continue;
    if (I.NumOperands < 1)
      return std::nullopt;
    const Operand &V = F.operands(I)[0];
    if (V.K == Operand::Kind::Int) {
      Out.push_back(static_cast<uint64_t>(V.Imm));
      continue;
    }
    const Instr *D = F.definition(V);
    if (!D || D->Op != Opcode::Load || D->NumOperands < 1)
      return std::nullopt;
    const Operand &Slot = F.operands(*D)[0];
    const Instr *A = F.definition(Slot);
    if (!A || A->Op != Opcode::Alloca)
      return std::nullopt;
    Slots.insert(Slot.Index);
  }
  for (const Instr &I : F.Instrs) {
    const Operand *Ops = F.operands(I);
    for (uint16_t K = 0; K < I.NumOperands; ++K) {
      if (Ops[K].K != Operand::Kind::Reg || !Slots.count(Ops[K].Index))
        continue;
      if (I.Op == Opcode::Load && K == 0)
        continue;
      if (I.Op == Opcode::Store && K == 1 && Ops[0].K == Operand::Kind::Int) {
        Out.push_back(static_cast<uint64_t>(Ops[0].Imm));
        continue;
      }
      return std::nullopt; // another value stored, or the slot handed on
    }
  }
  if (Out.empty())
    return std::nullopt;
  return Out;
}

} // namespace

FieldRanges fieldValueCensus(const Program &P) {
  std::map<std::string, Stored> Members;
  std::set<std::string> Written; // "struct.s+8:" members, "struct.t+" all
  std::vector<ParamStore> Params;
  std::set<FunctionId> AddressTaken;
  bool WholeProgram = false;
  for (FunctionId Id : P.functions()) {
    const FunctionCode &F = P.function(Id);
    WholeProgram |= !F.Internal && F.LinkageName == "main";
  }
  for (FunctionId Id : P.functions()) {
    const FunctionCode &F = P.function(Id);
    const ModuleCode &M = P.unit(Id.Unit).Module;
    for (uint32_t K : F.WrittenMembers)
      Written.insert(F.Names[K]);
    for (const Instr &I : F.Instrs) {
      const Operand *Ops = F.operands(I);
      // A function whose address is taken is called with what the census
      // does not see.
      for (uint16_t K = I.Op == Opcode::Call ? 1 : 0; K < I.NumOperands; ++K)
        if (Ops[K].K == Operand::Kind::Function &&
            Ops[K].Index < M.FunctionNames.size())
          if (auto Def = P.resolve(Id.Unit, M.FunctionNames[Ops[K].Index]))
            AddressTaken.insert(*Def);
      if (I.Op != Opcode::Store || !I.Extra || I.NumOperands < 2)
        continue;
      const std::string &Key = F.Names[I.Extra];
      Stored &S = Members[Key];
      uint16_t Bits = static_cast<uint16_t>(I.Size * 8);
      // A pointer member holds what allocations give it, which the census
      // cannot name: NULL stored alone says nothing of it.
      if (Ops[0].Pointer || Ops[0].K == Operand::Kind::Null) {
        S.Unknown = true;
        continue;
      }
      if (Ops[0].K == Operand::Kind::Int) {
        S.add(signedAt(static_cast<uint64_t>(Ops[0].Imm), Bits));
        continue;
      }
      if (Ops[0].K == Operand::Kind::Reg) {
        // A copy of the same member of another object keeps the facts.
        const Instr *D = F.definition(Ops[0]);
        if (D && D->Op == Opcode::Load && D->Extra &&
            F.Names[D->Extra] == Key) {
          S.Any = true;
          continue;
        }
        // The result of a program function that returns only constants
        // (`c->mode = default_mode();`), directly or narrowed: one of them.
        if (D && (D->Op == Opcode::Trunc || D->Op == Opcode::Call) &&
            D->NumOperands >= 1) {
          const Instr *C = D;
          if (D->Op == Opcode::Trunc)
            C = F.definition(F.operands(*D)[0]);
          const Operand *COps = C ? F.operands(*C) : nullptr;
          std::optional<std::vector<uint64_t>> Returns;
          if (C && C->Op == Opcode::Call && C->NumOperands >= 1 &&
              COps[0].K == Operand::Kind::Function &&
              COps[0].Index < M.FunctionNames.size())
            if (auto Def = P.resolve(Id.Unit, M.FunctionNames[COps[0].Index]))
              Returns = constantReturns(P.function(*Def));
          if (Returns) {
            for (uint64_t X : *Returns)
              S.add(signedAt(X, Bits));
            continue;
          }
        }
        int Param = parameterOf(F, Ops[0].Index);
        if (Param >= 0 && (F.Internal || WholeProgram)) {
          S.Any = true;
          Params.push_back(
              {Key, Id, static_cast<uint32_t>(Param), Bits});
          continue;
        }
      }
      S.Unknown = true;
    }
  }
  // A parameter stored: the constants every call of the run passes for it.
  for (const ParamStore &PS : Params) {
    Stored &S = Members[PS.Key];
    if (S.Unknown)
      continue;
    if (AddressTaken.count(PS.Callee)) {
      S.Unknown = true;
      continue;
    }
    const std::string &Name = P.function(PS.Callee).LinkageName;
    bool Called = false;
    for (FunctionId Id : P.functions()) {
      const FunctionCode &F = P.function(Id);
      const ModuleCode &M = P.unit(Id.Unit).Module;
      for (const Instr &I : F.Instrs) {
        const Operand *Ops = F.operands(I);
        if (I.Op != Opcode::Call || Ops[0].K != Operand::Kind::Function ||
            Ops[0].Index >= M.FunctionNames.size() ||
            M.FunctionNames[Ops[0].Index] != Name ||
            P.resolve(Id.Unit, Name) != PS.Callee)
          continue;
        Called = true;
        if (1u + PS.Param < I.NumOperands &&
            Ops[1 + PS.Param].K == Operand::Kind::Int)
          S.add(signedAt(static_cast<uint64_t>(Ops[1 + PS.Param].Imm),
                         PS.Bits));
        else
          S.Unknown = true;
      }
    }
    if (!Called)
      S.Unknown = true;
  }
  FieldRanges Out;
  for (const auto &[Key, S] : Members) {
    // A member the run only ever clears (a flag code outside it sets)
    // says nothing either.
    if (S.Unknown || !S.Any || S.Lo == S.Hi)
      continue;
    size_t Colon = Key.rfind(':');
    size_t Plus = Key.rfind('+');
    if (Colon == std::string::npos || Plus == std::string::npos ||
        Written.count(Key.substr(0, Colon + 1)) ||
        Written.count(Key.substr(0, Plus + 1)))
      continue;
    FieldRange R{S.Lo, S.Hi, {}};
    if (S.Values.size() <= 16 && static_cast<__int128>(S.Hi) - S.Lo < 64)
      R.Values.assign(S.Values.begin(), S.Values.end());
    Out[Key] = std::move(R);
  }
  return Out;
}

} // namespace pathsim
