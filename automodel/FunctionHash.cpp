//===- automodel/FunctionHash.cpp - what a function's results depend on ---===//
#include "automodel/FunctionHash.h"

#include <cstring>

namespace pathsim {

Hasher &Hasher::add(std::string_view S) {
  add(static_cast<uint64_t>(S.size()));
  for (unsigned char C : S) {
    H ^= C;
    H *= 0x100000001b3ULL;
  }
  return *this;
}

Hasher &Hasher::add(uint64_t X) {
  for (int K = 0; K < 8; ++K) {
    H ^= (X >> (8 * K)) & 0xff;
    H *= 0x100000001b3ULL;
  }
  return *this;
}

std::string Hasher::hex() const {
  static const char *Digits = "0123456789abcdef";
  std::string Out(16, '0');
  for (int K = 0; K < 16; ++K)
    Out[15 - K] = Digits[(H >> (4 * K)) & 0xf];
  return Out;
}

void hashFunction(Hasher &H, const FunctionCode &F, const ModuleCode &Module,
                  const frontend::SourceMap &Sources) {
  auto Loc = [&](const CodeLoc &L) {
    H.add(L.File < Module.Files.size() ? Module.Files[L.File].Path
                                       : std::string());
    H.add(L.Line).add(L.Col);
  };
  H.add(F.Name).add(F.LinkageName).add(F.NumRegs).add(F.ReturnBits);
  Loc(F.Loc);
  for (uint16_t B : F.ParamBits)
    H.add(B);
  for (const Block &B : F.Blocks)
    H.add(B.First).add(B.Count);
  for (const Instr &I : F.Instrs) {
    H.add(static_cast<uint64_t>(I.Op) | (uint64_t(I.Pred) << 8) |
          (uint64_t(I.Bits) << 16) | (uint64_t(I.IsPointer) << 32) |
          (uint64_t(I.IsFloat) << 33) | (uint64_t(I.NoSignedWrap) << 34) |
          (uint64_t(I.Pure) << 35));
    H.add(I.Dest).add(I.Size).add(static_cast<uint64_t>(I.Imm));
    H.add(I.FirstOperand).add(I.NumOperands).add(I.Extra).add(I.NumExtra);
    H.add(I.Name).add(I.PtrName);
    Loc(I.Loc);
  }
  for (const Operand &O : F.Operands) {
    H.add(static_cast<uint64_t>(O.K) | (uint64_t(O.Bits) << 8))
        .add(static_cast<uint64_t>(O.Imm));
    uint64_t FBits;
    std::memcpy(&FBits, &O.FImm, sizeof FBits);
    H.add(FBits);
    // What an index refers to, not the index: the same global or callee
    // may have another number in another compile of the unit.
    if (O.K == Operand::Kind::Global && O.Index < Module.Globals.size()) {
      const GlobalInfo &G = Module.Globals[O.Index];
      H.add(G.LinkageName).add(G.Size).add(uint64_t(G.Constant));
      H.add(std::string_view(reinterpret_cast<const char *>(G.Init.data()),
                             G.Init.size()));
    } else if (O.K == Operand::Kind::Function &&
               O.Index < Module.FunctionNames.size()) {
      H.add(Module.FunctionNames[O.Index]);
    } else {
      H.add(O.Index);
    }
  }
  for (const GepIndex &G : F.GepIndices)
    H.add(static_cast<uint64_t>(G.Scale))
        .add(G.Index.Index)
        .add(static_cast<uint64_t>(G.Index.K));
  for (const Target &T : F.Targets)
    H.add(T.Block).add(static_cast<uint64_t>(T.CaseValue));
  for (const std::string &N : F.Names)
    H.add(N);
  for (const VariableInfo &V : F.Variables) {
    H.add(V.Name).add(V.Arg);
    Loc(V.Declared);
  }
  for (uint32_t N : F.OperandNames)
    H.add(N);
  // Messages quote the source: hash the function's lines as written.
  if (const frontend::FunctionSource *Src = Sources.function(F.LinkageName))
    for (uint32_t Line = Src->Line;
         Line <= Src->BodyEnd && Line < Src->Line + 100000; ++Line)
      H.add(Sources.lineText(Src->File, Line));
}

} // namespace pathsim
