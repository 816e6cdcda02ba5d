//===- simulator/ir/Decoder.cpp - LLVM IR to the VM's pre-decoded tables --===//
#include "simulator/ir/Decoder.h"

#include "simulator/ir/AssumedConditions.h"

#include "simulator/ir/ValueNames.h"
#include "sourcemap/SourceMap.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/GlobalAlias.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <map>
#include <optional>

namespace pathsim {

namespace {

using namespace llvm;

Predicate icmpPredicate(CmpInst::Predicate P) {
  switch (P) {
  case CmpInst::ICMP_EQ:
    return Predicate::Eq;
  case CmpInst::ICMP_NE:
    return Predicate::Ne;
  case CmpInst::ICMP_UGT:
    return Predicate::Ugt;
  case CmpInst::ICMP_UGE:
    return Predicate::Uge;
  case CmpInst::ICMP_ULT:
    return Predicate::Ult;
  case CmpInst::ICMP_ULE:
    return Predicate::Ule;
  case CmpInst::ICMP_SGT:
    return Predicate::Sgt;
  case CmpInst::ICMP_SGE:
    return Predicate::Sge;
  case CmpInst::ICMP_SLT:
    return Predicate::Slt;
  case CmpInst::ICMP_SLE:
    return Predicate::Sle;
  default:
    return Predicate::Eq;
  }
}

/// Float predicates as C reads them: ordered and unordered forms alike.
Predicate fcmpPredicate(CmpInst::Predicate P) {
  switch (P) {
  case CmpInst::FCMP_OEQ:
  case CmpInst::FCMP_UEQ:
    return Predicate::FOrdEq;
  case CmpInst::FCMP_ONE:
  case CmpInst::FCMP_UNE:
    return Predicate::FOrdNe;
  case CmpInst::FCMP_OLT:
  case CmpInst::FCMP_ULT:
    return Predicate::FOrdLt;
  case CmpInst::FCMP_OLE:
  case CmpInst::FCMP_ULE:
    return Predicate::FOrdLe;
  case CmpInst::FCMP_OGT:
  case CmpInst::FCMP_UGT:
    return Predicate::FOrdGt;
  case CmpInst::FCMP_OGE:
  case CmpInst::FCMP_UGE:
    return Predicate::FOrdGe;
  case CmpInst::FCMP_TRUE:
    return Predicate::FTrue;
  case CmpInst::FCMP_FALSE:
    return Predicate::FFalse;
  default:
    return Predicate::FOther;
  }
}

/// Width in bits the VM uses for a first-class value of type T: integers up
/// to 64 bits, pointers (64), float and double; 0 for anything else.
uint16_t scalarBits(Type *T) {
  if (T->isPointerTy())
    return 64;
  if (T->isIntegerTy())
    return T->getIntegerBitWidth() <= 64
               ? static_cast<uint16_t>(T->getIntegerBitWidth())
               : 0;
  if (T->isFloatTy())
    return 32;
  if (T->isDoubleTy())
    return 64;
  return 0;
}

class ModuleDecoder;

class FunctionDecoder {
public:
  FunctionDecoder(ModuleDecoder &MD, const Function &F);
  FunctionCode run();

private:
  uint32_t reg(const Value *V);
  Operand operand(const Value *V);
  uint32_t name(const std::string &S);
  Instr &emit(Opcode Op, const Instruction &I,
              std::initializer_list<const Value *> Ops);
  void setResult(Instr &In, const Instruction &I);
  void decode(const Instruction &I);
  void decodeCall(const CallBase &CB);
  void decodeGep(const GetElementPtrInst &G);
  bool decodeAtomicRMW(const AtomicRMWInst &A);
  void decodeCmpXchg(const AtomicCmpXchgInst &A);
  /// An instruction on operands already decoded (the steps of an atomic
  /// operation, which has no IR value of its own for each step).
  Instr &emitOperands(Opcode Op, const Instruction &I,
                      std::initializer_list<Operand> Ops);
  static Operand registerOperand(uint32_t Reg, uint16_t Bits, bool Pointer);
  /// A register no IR value names.
  uint32_t scratchRegister() { return Out.NumRegs++; }
  /// Names the memory an atomic operation reads and writes, for messages.
  void nameAccess(Instr &In, const Value *Pointer);
  /// The struct member \p Ptr addresses, if its last address computation
  /// selects a member of a named struct: that struct (the innermost) and the
  /// member's offset and size in it.
  std::optional<std::pair<const StructType *, uint64_t>>
  memberOf(const Value *Ptr, const Type *&Field);
  /// Load/Store: the key of the member \p Ptr addresses (Instr::Extra, a
  /// Names index), \p Size bytes of it.
  void noteMember(Instr &In, const Value *Ptr, uint64_t Size);
  /// The address of a member computed by \p G put anywhere but in a load
  /// or store of it: code the census does not see may write through it.
  void noteMemberAddress(const GEPOperator &G);
  void unsupported(const Instruction &I, const std::string &What);

  ModuleDecoder &MD;
  const Function &F;
  const DataLayout &DL;
  FunctionCode Out;
  DenseMap<const Value *, uint32_t> Regs;
  DenseMap<const BasicBlock *, uint32_t> Blocks;
  /// The code of the assumptions' conditions (AssumedConditions.h).
  AssumedConditions Assumed;
  /// A compare-and-exchange's old value and success, by register.
  DenseMap<const Value *, std::pair<uint32_t, uint32_t>> CmpXchgParts;
  std::map<std::string, uint32_t> NameIndex;
  ValueNames Names;
};

class ModuleDecoder {
public:
  explicit ModuleDecoder(const Module &M) : M(M), DL(M.getDataLayout()) {}

  ModuleCode run() {
    Out.MainFile = M.getSourceFileName();
    for (const GlobalVariable &G : M.globals())
      globalIndex(&G);
    for (const Function &F : M)
      if (!F.isDeclaration())
        Out.Functions.push_back(FunctionDecoder(*this, F).run());
    for (const GlobalAlias &A : M.aliases())
      if (const auto *F = dyn_cast<Function>(A.getAliaseeObject()))
        if (!F->isDeclaration() && !A.isInterposable())
          Out.Aliases.push_back(FunctionAlias{
              A.getName().str(), F->getName().str(), A.hasLocalLinkage()});
    for (uint32_t G = 0; G < Out.Globals.size(); ++G)
      if (!Out.Globals[G].Literal)
        Out.GlobalByName.emplace(Out.Globals[G].Name, G);
    return std::move(Out);
  }

  const DataLayout &dataLayout() const { return DL; }
  /// The module's struct layouts, which its functions' decoders extend.
  std::vector<TypeLayout> &layouts() { return Out.Layouts; }
  DenseMap<const DIType *, uint32_t> &layoutIndex() { return LayoutIndex; }

  uint16_t fileIndex(const DIFile *File) {
    if (!File)
      return 0;
    auto Key =
        std::make_pair(File->getDirectory().str(), File->getFilename().str());
    auto It = FileIndex.find(Key);
    if (It != FileIndex.end())
      return It->second;
    if (Out.Files.empty())
      Out.Files.push_back(CodeFile{}); // file 0: unknown
    CodeFile CF;
    CF.Path = frontend::normalizePath(Key.first, Key.second);
    CF.Display = frontend::pathForDisplay(CF.Path);
    Out.Files.push_back(std::move(CF));
    uint16_t Index = static_cast<uint16_t>(Out.Files.size() - 1);
    FileIndex.emplace(Key, Index);
    return Index;
  }

  CodeLoc loc(const DILocation *L) {
    CodeLoc C;
    if (!L)
      return C;
    C.File = fileIndex(L->getFile());
    C.Line = L->getLine();
    C.Col = L->getColumn();
    return C;
  }

  uint32_t functionName(StringRef Name) {
    auto It = FunctionNameIndex.find(Name);
    if (It != FunctionNameIndex.end())
      return It->second;
    Out.FunctionNames.push_back(Name.str());
    uint32_t Index = static_cast<uint32_t>(Out.FunctionNames.size() - 1);
    FunctionNameIndex[Name] = Index;
    return Index;
  }

  /// Every use of V reads it: loads, through constant offsets and casts,
  /// and through a local pointer variable that holds it (`const T &t =
  /// table[i]; t.name`, at -O0 an address stored in a stack slot and
  /// loaded back) when every use of that variable stores into it or loads
  /// an address that is itself only read.
  static bool onlyLoaded(const Value *V, unsigned Depth = 0) {
    if (Depth > 8)
      return false;
    for (const User *U : V->users()) {
      if (const auto *Load = dyn_cast<LoadInst>(U)) {
        if (Load->isVolatile())
          return false;
        continue;
      }
      if (const auto *CE = dyn_cast<ConstantExpr>(U))
        if ((CE->getOpcode() == Instruction::GetElementPtr ||
             CE->getOpcode() == Instruction::BitCast) &&
            onlyLoaded(CE, Depth + 1))
          continue;
      if (const auto *GEP = dyn_cast<GetElementPtrInst>(U))
        if (GEP->getPointerOperand() == V && onlyLoaded(GEP, Depth + 1))
          continue;
      if (const auto *Store = dyn_cast<StoreInst>(U))
        if (Store->getValueOperand() == V && !Store->isVolatile())
          if (const auto *Slot =
                  dyn_cast<AllocaInst>(Store->getPointerOperand()))
            if (slotOnlyReadsThrough(Slot, Depth + 1))
              continue;
      return false;
    }
    return true;
  }

  /// A local pointer variable every use of which stores into it or loads
  /// from it an address that is only read (onlyLoaded).
  static bool slotOnlyReadsThrough(const AllocaInst *Slot, unsigned Depth) {
    for (const User *U : Slot->users()) {
      if (const auto *Store = dyn_cast<StoreInst>(U))
        if (Store->getPointerOperand() == Slot &&
            Store->getValueOperand() != Slot)
          continue;
      if (const auto *Load = dyn_cast<LoadInst>(U))
        if (Load->getType()->isPointerTy() && onlyLoaded(Load, Depth + 1))
          continue;
      return false;
    }
    return true;
  }

  /// A variable that keeps its initializer: `const`, or `static` in this
  /// unit with nothing writing it and its address never taken (every use a
  /// load), so no other unit or pointer can change it.
  static bool keepsInitializer(const GlobalVariable &G) {
    if (G.isConstant())
      return true;
    return G.hasLocalLinkage() && G.hasInitializer() && !G.isThreadLocal() &&
           onlyLoaded(&G);
  }

  uint32_t globalIndex(const GlobalVariable *G) {
    auto It = GlobalIndex.find(G);
    if (It != GlobalIndex.end())
      return It->second;
    uint32_t Index = static_cast<uint32_t>(Out.Globals.size());
    GlobalIndex[G] = Index;
    Out.Globals.emplace_back();
    GlobalInfo Info;
    Info.LinkageName = G->getName().str();
    Info.Name = Info.LinkageName;
    Info.Size = DL.getTypeAllocSize(G->getValueType());
    Info.Constant = keepsInitializer(*G);
    Info.OnlyRead = !G->isThreadLocal() && onlyLoaded(G);
    Info.Internal = G->hasLocalLinkage();
    Info.Literal = G->hasPrivateLinkage() && G->hasGlobalUnnamedAddr();
    if (Info.Literal)
      Info.Name = "string literal";
    SmallVector<DIGlobalVariableExpression *, 1> GVs;
    G->getDebugInfo(GVs);
    if (!GVs.empty()) {
      DIGlobalVariable *Var = GVs.front()->getVariable();
      Info.Name = Var->getName().str();
      Info.Declared.File = fileIndex(Var->getFile());
      Info.Declared.Line = Var->getLine();
    }
    if (G->hasInitializer() && !G->isInterposable() &&
        !G->hasExternalWeakLinkage()) {
      Info.Defined = true;
      Info.Init.assign(Info.Size, 0);
      initializer(G->getInitializer(), Info, 0);
    }
    Out.Globals[Index] = std::move(Info);
    return Index;
  }

  /// Folds a constant pointer expression to (global, offset), or a function.
  bool constantAddress(const Constant *C, Operand &Op) {
    C = C->stripPointerCasts();
    if (auto *GA = dyn_cast<GlobalAlias>(C))
      if (const Constant *Aliasee = GA->getAliasee())
        return constantAddress(Aliasee, Op);
    if (auto *G = dyn_cast<GlobalVariable>(C)) {
      Op.K = Operand::Kind::Global;
      Op.Bits = 64;
      Op.Index = globalIndex(G);
      Op.Imm = 0;
      return true;
    }
    if (auto *F = dyn_cast<Function>(C)) {
      Op.K = Operand::Kind::Function;
      Op.Bits = 64;
      Op.Index = functionName(F->getName());
      return true;
    }
    if (auto *CE = dyn_cast<ConstantExpr>(C)) {
      if (auto *GEP = dyn_cast<GEPOperator>(CE)) {
        APInt Offset(64, 0);
        if (!GEP->accumulateConstantOffset(DL, Offset))
          return false;
        if (!constantAddress(cast<Constant>(GEP->getPointerOperand()), Op) ||
            Op.K != Operand::Kind::Global)
          return false;
        Op.Imm += Offset.getSExtValue();
        return true;
      }
      if (CE->getOpcode() == Instruction::PtrToInt ||
          CE->getOpcode() == Instruction::IntToPtr)
        return constantAddress(CE->getOperand(0), Op);
    }
    return false;
  }

private:
  void initializer(const Constant *C, GlobalInfo &Info, uint64_t At) {
    if (At >= Info.Init.size())
      return;
    Type *T = C->getType();
    if (auto *CI = dyn_cast<ConstantInt>(C)) {
      uint64_t V = CI->getValue().getLimitedValue();
      uint64_t Bytes = DL.getTypeStoreSize(T);
      for (uint64_t I = 0; I < Bytes && I < 8 && At + I < Info.Init.size(); ++I)
        Info.Init[At + I] = static_cast<uint8_t>(V >> (8 * I));
      return;
    }
    if (auto *CF = dyn_cast<ConstantFP>(C)) {
      APInt Bits = CF->getValueAPF().bitcastToAPInt();
      uint64_t Bytes = DL.getTypeStoreSize(T);
      for (uint64_t I = 0; I < Bytes && I < 8 && At + I < Info.Init.size(); ++I)
        Info.Init[At + I] =
            static_cast<uint8_t>(Bits.extractBitsAsZExtValue(8, 8 * I));
      return;
    }
    if (isa<ConstantPointerNull>(C) || isa<ConstantAggregateZero>(C) ||
        isa<UndefValue>(C))
      return;
    if (auto *CDS = dyn_cast<ConstantDataSequential>(C)) {
      uint64_t ElemSize = DL.getTypeAllocSize(CDS->getElementType());
      for (unsigned I = 0; I < CDS->getNumElements(); ++I)
        initializer(CDS->getElementAsConstant(I), Info, At + I * ElemSize);
      return;
    }
    if (auto *CS = dyn_cast<ConstantStruct>(C)) {
      const StructLayout *SL = DL.getStructLayout(CS->getType());
      for (unsigned I = 0; I < CS->getNumOperands(); ++I)
        initializer(CS->getOperand(I), Info, At + SL->getElementOffset(I));
      return;
    }
    if (auto *CA = dyn_cast<ConstantArray>(C)) {
      uint64_t ElemSize = DL.getTypeAllocSize(CA->getType()->getElementType());
      for (unsigned I = 0; I < CA->getNumOperands(); ++I)
        initializer(CA->getOperand(I), Info, At + I * ElemSize);
      return;
    }
    Operand Op;
    if (T->isPointerTy() && constantAddress(C, Op)) {
      GlobalReloc R;
      R.Offset = static_cast<int64_t>(At);
      R.ToFunction = Op.K == Operand::Kind::Function;
      R.Target = Op.Index;
      R.TargetOffset = Op.Imm;
      Info.Relocs.push_back(R);
    }
  }

  const Module &M;
  const DataLayout &DL;
  ModuleCode Out;
  DenseMap<const GlobalVariable *, uint32_t> GlobalIndex;
  StringMap<uint32_t> FunctionNameIndex;
  std::map<std::pair<std::string, std::string>, uint16_t> FileIndex;
  DenseMap<const DIType *, uint32_t> LayoutIndex;
};

FunctionDecoder::FunctionDecoder(ModuleDecoder &MD, const Function &F)
    : MD(MD), F(F), DL(MD.dataLayout()) {
  Names.shareLayouts(MD.layouts(), MD.layoutIndex());
}

uint32_t FunctionDecoder::reg(const Value *V) {
  auto It = Regs.find(V);
  if (It != Regs.end())
    return It->second;
  uint32_t R = Out.NumRegs++;
  Regs[V] = R;
  return R;
}

uint32_t FunctionDecoder::name(const std::string &S) {
  if (S.empty())
    return 0;
  auto It = NameIndex.find(S);
  if (It != NameIndex.end())
    return It->second;
  Out.Names.push_back(S);
  uint32_t Index = static_cast<uint32_t>(Out.Names.size() - 1);
  NameIndex.emplace(S, Index);
  return Index;
}

Operand FunctionDecoder::operand(const Value *V) {
  Operand Op;
  Op.Bits = scalarBits(V->getType());
  Op.Pointer = V->getType()->isPointerTy();
  if (isa<Argument>(V) || isa<Instruction>(V)) {
    Op.K = Operand::Kind::Reg;
    Op.Index = reg(V);
    return Op;
  }
  if (auto *CI = dyn_cast<ConstantInt>(V)) {
    if (CI->getBitWidth() > 64) {
      Op.K = Operand::Kind::Unknown;
      return Op;
    }
    Op.K = Operand::Kind::Int;
    Op.Imm = static_cast<int64_t>(CI->getZExtValue());
    return Op;
  }
  if (isa<ConstantPointerNull>(V)) {
    Op.K = Operand::Kind::Null;
    return Op;
  }
  if (isa<UndefValue>(V)) {
    Op.K = Operand::Kind::Undef;
    return Op;
  }
  if (auto *CF = dyn_cast<ConstantFP>(V)) {
    Op.K = Operand::Kind::Float;
    Op.FImm = CF->getValueAPF().convertToDouble();
    if (CF->getType()->isFloatTy() || CF->getType()->isDoubleTy())
      return Op;
    Op.K = Operand::Kind::Unknown;
    return Op;
  }
  if (auto *C = dyn_cast<Constant>(V)) {
    if (MD.constantAddress(C, Op))
      return Op;
    if (auto *CE = dyn_cast<ConstantExpr>(C))
      if (CE->getOpcode() == Instruction::IntToPtr)
        if (auto *CI = dyn_cast<ConstantInt>(CE->getOperand(0))) {
          Op.K = Operand::Kind::Int;
          Op.Imm = static_cast<int64_t>(CI->getZExtValue());
          return Op;
        }
  }
  Op.K = Operand::Kind::Unknown;
  return Op;
}

Instr &FunctionDecoder::emit(Opcode Op, const Instruction &I,
                             std::initializer_list<const Value *> Ops) {
  Instr In;
  In.Op = Op;
  In.Loc = MD.loc(I.getDebugLoc().get());
  In.InAssumption = Assumed.Members.contains(&I);
  In.FirstOperand = static_cast<uint32_t>(Out.Operands.size());
  for (const Value *V : Ops)
    Out.Operands.push_back(operand(V));
  In.NumOperands = static_cast<uint16_t>(Ops.size());
  Out.Instrs.push_back(In);
  return Out.Instrs.back();
}

Instr &FunctionDecoder::emitOperands(Opcode Op, const Instruction &I,
                                     std::initializer_list<Operand> Ops) {
  Instr In;
  In.Op = Op;
  In.Loc = MD.loc(I.getDebugLoc().get());
  In.InAssumption = Assumed.Members.contains(&I);
  In.FirstOperand = static_cast<uint32_t>(Out.Operands.size());
  for (const Operand &O : Ops)
    Out.Operands.push_back(O);
  In.NumOperands = static_cast<uint16_t>(Ops.size());
  Out.Instrs.push_back(In);
  return Out.Instrs.back();
}

Operand FunctionDecoder::registerOperand(uint32_t Reg, uint16_t Bits,
                                         bool Pointer) {
  Operand Op;
  Op.K = Operand::Kind::Reg;
  Op.Index = Reg;
  Op.Bits = Bits;
  Op.Pointer = Pointer;
  return Op;
}

void FunctionDecoder::nameAccess(Instr &In, const Value *Pointer) {
  In.Name = name(Names.addressText(Pointer));
  In.PtrName = name(Names.pointerText(Pointer));
  if (In.Op == Opcode::Load) {
    Out.RegName.resize(Out.NumRegs + 1, 0);
    Out.RegName[In.Dest] = In.Name;
  }
}

// `atomicrmw OP p, v` is `old = *p; *p = old OP v;` with old as its result:
// what C11's atomic_fetch_OP and GCC's __atomic_* / __sync_* builtins do,
// one thread at a time (a path is one thread).
bool FunctionDecoder::decodeAtomicRMW(const AtomicRMWInst &A) {
  using BinOp = AtomicRMWInst::BinOp;
  Opcode Op = Opcode::Nop;       // Xchg: the new value is v itself
  std::optional<Predicate> Keep; // min/max: keep old when old Keep v
  bool Nand = false;
  switch (A.getOperation()) {
  case BinOp::Xchg:
    break;
  case BinOp::Add:
    Op = Opcode::Add;
    break;
  case BinOp::Sub:
    Op = Opcode::Sub;
    break;
  case BinOp::And:
    Op = Opcode::And;
    break;
  case BinOp::Nand:
    Op = Opcode::And;
    Nand = true;
    break;
  case BinOp::Or:
    Op = Opcode::Or;
    break;
  case BinOp::Xor:
    Op = Opcode::Xor;
    break;
  case BinOp::Max:
    Keep = Predicate::Sgt;
    break;
  case BinOp::Min:
    Keep = Predicate::Slt;
    break;
  case BinOp::UMax:
    Keep = Predicate::Ugt;
    break;
  case BinOp::UMin:
    Keep = Predicate::Ult;
    break;
  case BinOp::FAdd:
    Op = Opcode::FAdd;
    break;
  case BinOp::FSub:
    Op = Opcode::FSub;
    break;
  default:
    return false;
  }
  Type *T = A.getType();
  const uint16_t Bits = scalarBits(T);
  if (!Bits || T->isVectorTy())
    return false;
  const bool Float = T->isFloatingPointTy(), Pointer = T->isPointerTy();
  const auto Size = static_cast<uint32_t>(DL.getTypeStoreSize(T));
  const Value *P = A.getPointerOperand();
  {
    Instr &Load = emit(Opcode::Load, A, {P});
    setResult(Load, A);
    Load.Size = Size;
    nameAccess(Load, P);
  }
  const Operand Old = registerOperand(reg(&A), Bits, Pointer);
  const Operand V = operand(A.getValOperand());
  // One step of the operation, into a register of its own.
  auto Step = [&](Opcode StepOp, std::initializer_list<Operand> Ops,
                  uint16_t StepBits, bool StepFloat) {
    Instr &In = emitOperands(StepOp, A, Ops);
    In.Bits = StepBits;
    In.IsFloat = StepFloat;
    In.IsPointer = StepOp == Opcode::Select && Pointer;
    In.Dest = scratchRegister();
    return registerOperand(In.Dest, StepBits, In.IsPointer);
  };
  Operand New = V;
  if (Keep) {
    Operand Kept = Step(Opcode::ICmp, {Old, V}, 1, false);
    Out.Instrs.back().Pred = *Keep;
    New = Step(Opcode::Select, {Kept, Old, V}, Bits, false);
  } else if (Op != Opcode::Nop) {
    New = Step(Op, {Old, V}, Bits, Float);
    if (Nand) {
      Operand Ones;
      Ones.K = Operand::Kind::Int;
      Ones.Bits = Bits;
      Ones.Imm = static_cast<int64_t>(Bits == 64 ? ~uint64_t(0)
                                                 : (uint64_t(1) << Bits) - 1);
      New = Step(Opcode::Xor, {New, Ones}, Bits, false);
    }
  }
  Instr &Store = emitOperands(Opcode::Store, A, {New, operand(P)});
  Store.Size = Size;
  nameAccess(Store, P);
  return true;
}

// `cmpxchg p, expected, desired` is `old = *p; ok = old == expected; *p = ok
// ? desired : old;` with {old, ok} as its result (extractvalue reads the
// parts). A weak one may also fail spuriously; it is taken as strong (the
// failure only makes its retry loop go round again).
void FunctionDecoder::decodeCmpXchg(const AtomicCmpXchgInst &A) {
  Type *T = A.getNewValOperand()->getType();
  const uint16_t Bits = scalarBits(T);
  // The aggregate itself: a stand-in no one should need but extractvalue.
  {
    Instr &Whole = emit(Opcode::Opaque, A, {});
    setResult(Whole, A);
  }
  if (!Bits || T->isVectorTy() || T->isFloatingPointTy()) {
    Instr &In = emit(Opcode::Opaque, A, {A.getPointerOperand()});
    In.Imm = 1;
    In.Size = static_cast<uint32_t>(DL.getTypeStoreSize(T));
    return;
  }
  const bool Pointer = T->isPointerTy();
  const auto Size = static_cast<uint32_t>(DL.getTypeStoreSize(T));
  const Value *P = A.getPointerOperand();
  const uint32_t OldReg = scratchRegister();
  {
    Instr &Load = emitOperands(Opcode::Load, A, {operand(P)});
    Load.Bits = Bits;
    Load.IsPointer = Pointer;
    Load.Dest = OldReg;
    Load.Size = Size;
    nameAccess(Load, P);
  }
  const Operand Old = registerOperand(OldReg, Bits, Pointer);
  const uint32_t OkReg = scratchRegister();
  {
    Instr &Cmp =
        emitOperands(Opcode::ICmp, A, {Old, operand(A.getCompareOperand())});
    Cmp.Bits = 1;
    Cmp.Dest = OkReg;
    Cmp.IsPointer = Pointer;
    Cmp.Pred = Predicate::Eq;
  }
  const uint32_t NewReg = scratchRegister();
  {
    Instr &Pick = emitOperands(
        Opcode::Select, A,
        {registerOperand(OkReg, 1, false), operand(A.getNewValOperand()), Old});
    Pick.Bits = Bits;
    Pick.IsPointer = Pointer;
    Pick.Dest = NewReg;
  }
  Instr &Store = emitOperands(
      Opcode::Store, A, {registerOperand(NewReg, Bits, Pointer), operand(P)});
  Store.Size = Size;
  nameAccess(Store, P);
  CmpXchgParts[&A] = {OldReg, OkReg};
}

void FunctionDecoder::setResult(Instr &In, const Instruction &I) {
  Type *T = I.getType();
  In.Bits = scalarBits(T);
  In.IsPointer = T->isPointerTy();
  In.IsFloat = T->isFloatingPointTy();
  if (!T->isVoidTy())
    In.Dest = reg(&I);
  if (In.Bits == 0 && !T->isVoidTy()) {
    // Aggregates, vectors, wide integers: an opaque 64-bit stand-in.
    In.Bits = 64;
    In.IsFloat = true;
  }
}

void FunctionDecoder::unsupported(const Instruction &I,
                                  const std::string &What) {
  if (!Out.Unsupported.empty())
    return;
  CodeLoc L = MD.loc(I.getDebugLoc().get());
  Out.Unsupported = What + (L.Line ? " at line " + std::to_string(L.Line) : "");
}

std::optional<std::pair<const StructType *, uint64_t>>
FunctionDecoder::memberOf(const Value *Ptr, const Type *&Field) {
  auto *G = dyn_cast<GEPOperator>(Ptr);
  if (!G || G->getNumIndices() < 2)
    return std::nullopt;
  // Past the first index (which object of an array of them), the indices
  // select members and elements; the member is the last struct's.
  const Type *T = G->getSourceElementType();
  const StructType *Inner = nullptr;
  uint64_t Offset = 0;
  bool LastIsMember = false;
  for (auto It = G->idx_begin() + 1; It != G->idx_end(); ++It) {
    if (auto *ST = dyn_cast<StructType>(T)) {
      auto *CI = dyn_cast<ConstantInt>(It->get());
      if (!CI || ST->isOpaque())
        return std::nullopt;
      unsigned K = static_cast<unsigned>(CI->getZExtValue());
      if (K >= ST->getNumElements())
        return std::nullopt;
      Inner = ST;
      Offset = DL.getStructLayout(const_cast<StructType *>(ST))
                   ->getElementOffset(K);
      T = ST->getElementType(K);
      LastIsMember = true;
    } else if (auto *AT = dyn_cast<ArrayType>(T)) {
      T = AT->getElementType();
      LastIsMember = false;
    } else {
      return std::nullopt;
    }
  }
  // A struct of no tag ("struct.anon.3") is numbered per unit: its name
  // means nothing across units.
  if (!LastIsMember || !Inner || !Inner->hasName() ||
      Inner->getName().starts_with("union.") ||
      Inner->getName().contains(".anon"))
    return std::nullopt;
  Field = T;
  return std::make_pair(Inner, Offset);
}

void FunctionDecoder::noteMember(Instr &In, const Value *Ptr, uint64_t Size) {
  const Type *Field = nullptr;
  auto Member = memberOf(Ptr, Field);
  if (!Member || Field->isAggregateType() ||
      DL.getTypeStoreSize(const_cast<Type *>(Field)) != Size)
    return;
  In.Extra = name(Member->first->getName().str() + "+" +
                  std::to_string(Member->second) + ":" + std::to_string(Size));
}

void FunctionDecoder::noteMemberAddress(const GEPOperator &G) {
  const Type *Field = nullptr;
  auto Member = memberOf(&G, Field);
  if (!Member)
    return;
  for (const User *U : G.users()) {
    if (auto *L = dyn_cast<LoadInst>(U); L && L->getPointerOperand() == &G)
      continue;
    if (auto *S = dyn_cast<StoreInst>(U); S && S->getPointerOperand() == &G)
      continue;
    if (auto *Next = dyn_cast<GEPOperator>(U);
        Next && Next->getPointerOperand() == &G) {
      noteMemberAddress(*Next);
      continue;
    }
    // Any member of a struct held there, or this one.
    const Type *T = Field;
    while (auto *AT = dyn_cast<ArrayType>(T))
      T = AT->getElementType();
    std::string Key;
    if (auto *ST = dyn_cast<StructType>(T))
      Key = ST->hasName() && !ST->getName().contains(".anon")
                ? ST->getName().str() + "+"
                : "";
    else
      Key = Member->first->getName().str() + "+" +
            std::to_string(Member->second) + ":";
    if (!Key.empty())
      Out.WrittenMembers.push_back(name(Key));
    return;
  }
}

void FunctionDecoder::decodeGep(const GetElementPtrInst &G) {
  noteMemberAddress(cast<GEPOperator>(G));
  Instr &In = emit(Opcode::Gep, G, {G.getPointerOperand()});
  setResult(In, G);
  MapVector<Value *, APInt> Variable;
  APInt Constant(64, 0);
  if (!G.collectOffset(DL, 64, Variable, Constant)) {
    In.Op = Opcode::Opaque;
    return;
  }
  In.Imm = Constant.getSExtValue();
  In.Extra = static_cast<uint32_t>(Out.GepIndices.size());
  for (auto &[V, Scale] : Variable) {
    GepIndex Index;
    Index.Index = operand(V);
    Index.Scale = Scale.getSExtValue();
    Out.GepIndices.push_back(Index);
  }
  In.NumExtra = static_cast<uint16_t>(Variable.size());
  In.Name = name(Names.addressText(&G));
}

void FunctionDecoder::decodeCall(const CallBase &CB) {
  if (auto *II = dyn_cast<IntrinsicInst>(&CB)) {
    switch (II->getIntrinsicID()) {
    case Intrinsic::dbg_declare:
    case Intrinsic::dbg_value:
    case Intrinsic::dbg_label:
    case Intrinsic::lifetime_start:
    case Intrinsic::lifetime_end:
    case Intrinsic::experimental_noalias_scope_decl:
    case Intrinsic::var_annotation:
    case Intrinsic::ptr_annotation:
    case Intrinsic::annotation:
    case Intrinsic::stackrestore:
    case Intrinsic::vaend:
    case Intrinsic::donothing:
    case Intrinsic::prefetch:
      emit(Opcode::Nop, CB, {});
      return;
    case Intrinsic::assume:
      emit(Opcode::Assume, CB, {CB.getArgOperand(0)});
      return;
    case Intrinsic::memcpy:
    case Intrinsic::memmove:
    case Intrinsic::memcpy_inline: {
      Instr &In =
          emit(Opcode::Memcpy, CB,
               {CB.getArgOperand(0), CB.getArgOperand(1), CB.getArgOperand(2)});
      In.Name = name(Names.valueText(CB.getArgOperand(0)->stripPointerCasts()));
      In.PtrName =
          name(Names.valueText(CB.getArgOperand(1)->stripPointerCasts()));
      return;
    }
    case Intrinsic::memset:
    case Intrinsic::memset_inline: {
      Instr &In =
          emit(Opcode::Memset, CB,
               {CB.getArgOperand(0), CB.getArgOperand(1), CB.getArgOperand(2)});
      In.Name = name(Names.valueText(CB.getArgOperand(0)->stripPointerCasts()));
      return;
    }
    case Intrinsic::trap:
    case Intrinsic::ubsantrap:
      emit(Opcode::Unreachable, CB, {});
      return;
    case Intrinsic::expect:
    case Intrinsic::expect_with_probability: {
      Instr &In = emit(Opcode::BitCast, CB, {CB.getArgOperand(0)});
      setResult(In, CB);
      return;
    }
    case Intrinsic::vastart:
    case Intrinsic::vacopy: {
      // The va_list is written with values we do not track.
      Instr &In = emit(Opcode::Call, CB, {CB.getArgOperand(0)});
      In.Op = Opcode::Opaque;
      In.Imm = 1; // scramble the memory operand 0 points to
      In.Size = static_cast<uint32_t>(DL.getPointerSize()) * 3;
      return;
    }
    default:
      break;
    }
  }
  std::vector<const Value *> Ops;
  const Value *Callee = CB.getCalledOperand();
  if (auto *Asm = dyn_cast<InlineAsm>(Callee)) {
    // Inline assembly: its register outputs are the call's result (unknown
    // values); a memory output ("=m", "+m": an indirect output, passed as a
    // pointer) is written through its argument with an unknown value. An
    // input is only read.
    unsigned Arg = 0;
    for (const InlineAsm::ConstraintInfo &C : Asm->ParseConstraints()) {
      if (C.Type == InlineAsm::isClobber ||
          (C.Type == InlineAsm::isOutput && !C.isIndirect))
        continue;
      if (Arg >= CB.arg_size())
        break;
      unsigned K = Arg++;
      if (C.Type != InlineAsm::isOutput)
        continue;
      Type *Written = CB.getParamElementType(K);
      if (!Written || !Written->isSized())
        continue;
      Instr &Write = emit(Opcode::Opaque, CB, {CB.getArgOperand(K)});
      Write.Imm = 1; // scramble the memory operand 0 points to
      Write.Size = static_cast<uint32_t>(DL.getTypeStoreSize(Written));
    }
    Instr &In = emit(Opcode::Opaque, CB, {});
    setResult(In, CB);
    return;
  }
  Instr In;
  In.Op = Opcode::Call;
  In.Loc = MD.loc(CB.getDebugLoc().get());
  In.FirstOperand = static_cast<uint32_t>(Out.Operands.size());
  Out.Operands.push_back(operand(Callee->stripPointerCasts()));
  for (const Use &Arg : CB.args()) {
    if (Out.OperandNames.size() < Out.Operands.size() + 1)
      Out.OperandNames.resize(Out.Operands.size() + 1, 0);
    Out.OperandNames[Out.Operands.size()] =
        name(Names.argumentText(Arg.get()));
    if (Arg->getType()->isPointerTy())
      if (uint32_t L = Names.layoutOrStride(Names.pointeeType(Arg.get()))) {
        Out.OperandPointees.resize(Out.Operands.size() + 1, 0);
        Out.OperandPointees[Out.Operands.size()] = L;
      }
    Out.Operands.push_back(operand(Arg.get()));
  }
  In.NumOperands = static_cast<uint16_t>(1 + CB.arg_size());
  In.Name = name(Names.callText(CB));
  In.Pure = CB.onlyReadsMemory() && !CB.getType()->isVoidTy();
  // A call through a pointer loaded from a global (`on_error(msg)`): Imm is
  // 1 + the global's index, for Program::settleCallTargets, which keeps it
  // only where the global holds nothing but functions that never return.
  if (auto *Load = dyn_cast<LoadInst>(Callee->stripPointerCasts())) {
    Operand From = operand(Load->getPointerOperand());
    if (From.K == Operand::Kind::Global && From.Imm == 0)
      In.Imm = static_cast<int64_t>(From.Index) + 1;
  }
  Out.Instrs.push_back(In);
  setResult(Out.Instrs.back(), CB);
  if (auto *Inv = dyn_cast<InvokeInst>(&CB)) {
    // An invoke returns to its normal destination, or unwinds to its
    // landing pad when the callee throws.
    Instr &Call = Out.Instrs.back();
    Call.Extra = static_cast<uint32_t>(Out.Targets.size());
    Call.NumExtra = 2;
    Out.Targets.push_back(Target{Blocks.lookup(Inv->getNormalDest()), 0});
    Out.Targets.push_back(Target{Blocks.lookup(Inv->getUnwindDest()), 0});
  }
  if (!Out.Instrs.back().Dest && !CB.getType()->isVoidTy())
    Out.Instrs.back().Dest = reg(&CB);
}

void FunctionDecoder::decode(const Instruction &I) {
  switch (I.getOpcode()) {
  case Instruction::Alloca: {
    auto &AI = cast<AllocaInst>(I);
    const Value *Count = AI.getArraySize();
    Instr &In = emit(Opcode::Alloca, I, {Count});
    setResult(In, I);
    In.Size = static_cast<uint32_t>(DL.getTypeAllocSize(AI.getAllocatedType()));
    In.Imm = 0;
    if (auto *CI = dyn_cast<ConstantInt>(Count))
      In.Imm = static_cast<int64_t>(CI->getZExtValue());
    return;
  }
  case Instruction::Load: {
    auto &LI = cast<LoadInst>(I);
    Instr &In = emit(Opcode::Load, I, {LI.getPointerOperand()});
    setResult(In, I);
    In.Size = static_cast<uint32_t>(DL.getTypeStoreSize(LI.getType()));
    In.Name = name(Names.addressText(LI.getPointerOperand(),
                                     DL.getTypeSizeInBits(LI.getType())));
    In.PtrName = name(Names.pointerText(LI.getPointerOperand()));
    noteMember(In, LI.getPointerOperand(), In.Size);
    Out.RegName.resize(Out.NumRegs + 1, 0);
    Out.RegName[In.Dest] = In.Name;
    return;
  }
  case Instruction::Store: {
    auto &SI = cast<StoreInst>(I);
    Instr &In =
        emit(Opcode::Store, I, {SI.getValueOperand(), SI.getPointerOperand()});
    In.Size = static_cast<uint32_t>(
        DL.getTypeStoreSize(SI.getValueOperand()->getType()));
    In.Name = name(Names.addressText(
        SI.getPointerOperand(),
        DL.getTypeSizeInBits(SI.getValueOperand()->getType())));
    In.PtrName = name(Names.pointerText(SI.getPointerOperand()));
    noteMember(In, SI.getPointerOperand(), In.Size);
    return;
  }
  case Instruction::GetElementPtr:
    decodeGep(cast<GetElementPtrInst>(I));
    return;
  case Instruction::ICmp:
  case Instruction::FCmp: {
    auto &CI = cast<CmpInst>(I);
    bool Vector = I.getType()->isVectorTy();
    Instr &In = emit(Vector                               ? Opcode::Opaque
                     : I.getOpcode() == Instruction::ICmp ? Opcode::ICmp
                                                          : Opcode::FCmp,
                     I, {CI.getOperand(0), CI.getOperand(1)});
    setResult(In, I);
    In.IsPointer = CI.getOperand(0)->getType()->isPointerTy();
    In.Pred = I.getOpcode() == Instruction::ICmp
                  ? icmpPredicate(CI.getPredicate())
                  : fcmpPredicate(CI.getPredicate());
    return;
  }
  case Instruction::Select: {
    auto &S = cast<SelectInst>(I);
    Instr &In = emit(Opcode::Select, I,
                     {S.getCondition(), S.getTrueValue(), S.getFalseValue()});
    setResult(In, I);
    if (S.getCondition()->getType()->isVectorTy())
      In.Op = Opcode::Opaque;
    return;
  }
  case Instruction::PHI: {
    auto &P = cast<PHINode>(I);
    Instr In;
    In.Op = Opcode::Phi;
    In.Loc = MD.loc(I.getDebugLoc().get());
    In.FirstOperand = static_cast<uint32_t>(Out.Operands.size());
    In.Extra = static_cast<uint32_t>(Out.Targets.size());
    for (unsigned K = 0; K < P.getNumIncomingValues(); ++K) {
      Out.Operands.push_back(operand(P.getIncomingValue(K)));
      Out.Targets.push_back(Target{Blocks.lookup(P.getIncomingBlock(K)), K});
    }
    In.NumOperands = static_cast<uint16_t>(P.getNumIncomingValues());
    In.NumExtra = In.NumOperands;
    Out.Instrs.push_back(In);
    setResult(Out.Instrs.back(), I);
    return;
  }
  case Instruction::Br: {
    auto &B = cast<BranchInst>(I);
    Instr &In = B.isConditional() ? emit(Opcode::CondBr, I, {B.getCondition()})
                                  : emit(Opcode::Br, I, {});
    if (auto It = Assumed.Branches.find(&B); It != Assumed.Branches.end())
      In.Imm = It->second < 0    ? EitherWayHolds
               : It->second == 0 ? TrueWayFails
                                 : FalseWayFails;
    In.Extra = static_cast<uint32_t>(Out.Targets.size());
    In.NumExtra = static_cast<uint16_t>(B.getNumSuccessors());
    for (unsigned K = 0; K < B.getNumSuccessors(); ++K)
      Out.Targets.push_back(Target{Blocks.lookup(B.getSuccessor(K)), 0});
    return;
  }
  case Instruction::Switch: {
    auto &S = cast<SwitchInst>(I);
    Instr &In = emit(Opcode::Switch, I, {S.getCondition()});
    In.Extra = static_cast<uint32_t>(Out.Targets.size());
    Out.Targets.push_back(Target{Blocks.lookup(S.getDefaultDest()), 0});
    for (auto &Case : S.cases())
      Out.Targets.push_back(Target{Blocks.lookup(Case.getCaseSuccessor()),
                                   Case.getCaseValue()->getSExtValue()});
    In.NumExtra = static_cast<uint16_t>(S.getNumCases() + 1);
    return;
  }
  case Instruction::Ret: {
    auto &R = cast<ReturnInst>(I);
    if (R.getReturnValue())
      emit(Opcode::Ret, I, {R.getReturnValue()});
    else
      emit(Opcode::Ret, I, {});
    return;
  }
  case Instruction::Call:
  case Instruction::Invoke:
    decodeCall(cast<CallBase>(I));
    return;
  case Instruction::Unreachable:
    emit(Opcode::Unreachable, I, {});
    return;
  case Instruction::Resume:
    emit(Opcode::Resume, I, {});
    return;
  case Instruction::LandingPad: {
    // The `catch` clauses' type infos; filters (exception specifications)
    // select nothing here, nor does the pad Clang adds where a cleanup's
    // call may throw, which only calls std::terminate.
    auto &LP = cast<LandingPadInst>(I);
    bool Terminates = false;
    for (const Instruction &J : *LP.getParent())
      if (auto *C = dyn_cast<CallBase>(&J))
        if (const Function *Callee = C->getCalledFunction())
          Terminates |= Callee->getName() == "__clang_call_terminate" ||
                        Callee->getName() == "_ZSt9terminatev";
    Instr In;
    In.Op = Opcode::LandingPad;
    In.Loc = MD.loc(I.getDebugLoc().get());
    In.FirstOperand = static_cast<uint32_t>(Out.Operands.size());
    for (unsigned K = 0; K < LP.getNumClauses() && !Terminates; ++K)
      if (LP.isCatch(K))
        Out.Operands.push_back(operand(LP.getClause(K)->stripPointerCasts()));
    In.NumOperands =
        static_cast<uint16_t>(Out.Operands.size() - In.FirstOperand);
    In.Imm = LP.isCleanup();
    Out.Instrs.push_back(In);
    return;
  }
  case Instruction::Fence:
    emit(Opcode::Nop, I, {});
    return;
  case Instruction::IndirectBr: {
    auto &B = cast<IndirectBrInst>(I);
    Instr &In = emit(Opcode::IndirectBr, I, {B.getAddress()});
    In.Extra = static_cast<uint32_t>(Out.Targets.size());
    llvm::SmallPtrSet<const BasicBlock *, 16> Seen;
    for (unsigned K = 0; K < B.getNumDestinations(); ++K)
      if (Seen.insert(B.getDestination(K)).second)
        Out.Targets.push_back(Target{Blocks.lookup(B.getDestination(K)), 0});
    In.NumExtra = static_cast<uint16_t>(Seen.size());
    return;
  }
  case Instruction::CallBr:
  case Instruction::CatchSwitch:
  case Instruction::CatchRet:
  case Instruction::CleanupRet:
    unsupported(I, std::string("'") + I.getOpcodeName() + "'");
    emit(Opcode::Unreachable, I, {});
    return;
  case Instruction::AtomicRMW:
    if (!decodeAtomicRMW(cast<AtomicRMWInst>(I))) {
      // An operation the VM has no arithmetic for (uinc_wrap, fmax...):
      // it writes memory through operand 0 with a value we do not track.
      Instr &In = emit(Opcode::Opaque, I, {I.getOperand(0)});
      setResult(In, I);
      In.Imm = 1;
      In.Size = static_cast<uint32_t>(DL.getTypeStoreSize(I.getType()));
    }
    return;
  case Instruction::AtomicCmpXchg:
    decodeCmpXchg(cast<AtomicCmpXchgInst>(I));
    return;
  case Instruction::ExtractValue: {
    auto &EV = cast<ExtractValueInst>(I);
    // What a landing pad caught: the exception object or the selector.
    if (isa<LandingPadInst>(EV.getAggregateOperand()) &&
        EV.getNumIndices() == 1 && EV.getIndices()[0] < 2) {
      Instr &In = emit(Opcode::Caught, I, {});
      setResult(In, I);
      In.Imm = EV.getIndices()[0];
      return;
    }
    // A part of a compare-and-exchange's result: its old value or success.
    auto It = CmpXchgParts.find(EV.getAggregateOperand());
    if (It != CmpXchgParts.end() && EV.getNumIndices() == 1 &&
        EV.getIndices()[0] < 2) {
      bool Success = EV.getIndices()[0] == 1;
      Instr &In = emitOperands(
          Opcode::BitCast, I,
          {registerOperand(Success ? It->second.second : It->second.first,
                           Success ? 1 : scalarBits(EV.getType()),
                           EV.getType()->isPointerTy())});
      setResult(In, I);
      return;
    }
    break;
  }
  default:
    break;
  }
  if (I.getType()->isVectorTy()) {
    Instr &In = emit(Opcode::Opaque, I, {});
    setResult(In, I);
    return;
  }
  if (auto *BO = dyn_cast<BinaryOperator>(&I)) {
    static const std::pair<unsigned, Opcode> Map[] = {
        {Instruction::Add, Opcode::Add},   {Instruction::Sub, Opcode::Sub},
        {Instruction::Mul, Opcode::Mul},   {Instruction::UDiv, Opcode::UDiv},
        {Instruction::SDiv, Opcode::SDiv}, {Instruction::URem, Opcode::URem},
        {Instruction::SRem, Opcode::SRem}, {Instruction::Shl, Opcode::Shl},
        {Instruction::LShr, Opcode::LShr}, {Instruction::AShr, Opcode::AShr},
        {Instruction::And, Opcode::And},   {Instruction::Or, Opcode::Or},
        {Instruction::Xor, Opcode::Xor},   {Instruction::FAdd, Opcode::FAdd},
        {Instruction::FSub, Opcode::FSub}, {Instruction::FMul, Opcode::FMul},
        {Instruction::FDiv, Opcode::FDiv}, {Instruction::FRem, Opcode::FRem}};
    for (auto [LLVMOp, Op] : Map)
      if (BO->getOpcode() == LLVMOp) {
        Instr &In = emit(Op, I, {BO->getOperand(0), BO->getOperand(1)});
        setResult(In, I);
        if (In.IsFloat && In.Op < Opcode::FAdd)
          In.Op = Opcode::Opaque; // wide integers
        if (isa<OverflowingBinaryOperator>(BO))
          In.NoSignedWrap = BO->hasNoSignedWrap();
        else if (isa<PossiblyExactOperator>(BO))
          In.NoSignedWrap = BO->isExact(); // `(p - q) / sizeof(T)`
        In.Name = name(Names.valueText(BO->getOperand(1)));
        return;
      }
  }
  if (I.getOpcode() == Instruction::FNeg) {
    Instr &In = emit(Opcode::FNeg, I, {I.getOperand(0)});
    setResult(In, I);
    return;
  }
  if (auto *C = dyn_cast<CastInst>(&I)) {
    static const std::pair<unsigned, Opcode> Map[] = {
        {Instruction::ZExt, Opcode::ZExt},
        {Instruction::SExt, Opcode::SExt},
        {Instruction::Trunc, Opcode::Trunc},
        {Instruction::PtrToInt, Opcode::PtrToInt},
        {Instruction::IntToPtr, Opcode::IntToPtr},
        {Instruction::BitCast, Opcode::BitCast},
        {Instruction::AddrSpaceCast, Opcode::BitCast},
        {Instruction::FPToSI, Opcode::FPToSI},
        {Instruction::FPToUI, Opcode::FPToUI},
        {Instruction::SIToFP, Opcode::SIToFP},
        {Instruction::UIToFP, Opcode::UIToFP},
        {Instruction::FPTrunc, Opcode::FPTrunc},
        {Instruction::FPExt, Opcode::FPExt}};
    for (auto [LLVMOp, Op] : Map)
      if (C->getOpcode() == LLVMOp) {
        Instr &In = emit(Op, I, {C->getOperand(0)});
        setResult(In, I);
        if (scalarBits(C->getOperand(0)->getType()) == 0 ||
            scalarBits(C->getType()) == 0)
          In.Op = Opcode::Opaque;
        return;
      }
  }
  if (I.getOpcode() == Instruction::Freeze) {
    Instr &In = emit(Opcode::BitCast, I, {I.getOperand(0)});
    setResult(In, I);
    return;
  }
  // extractvalue, insertvalue, va_arg, landingpad...: an unknown value.
  Instr &In = emit(Opcode::Opaque, I, {});
  setResult(In, I);
}

FunctionCode FunctionDecoder::run() {
  Out.LinkageName = F.getName().str();
  Out.Name = Out.LinkageName;
  Out.Names.push_back("");
  Out.Variables.push_back(VariableInfo{});
  if (const DISubprogram *SP = F.getSubprogram()) {
    Out.Name = SP->getName().str();
    Out.Loc.File = MD.fileIndex(SP->getFile());
    Out.Loc.Line = SP->getLine();
  }
  Out.IsVariadic = F.isVarArg();
  Out.Internal = F.hasLocalLinkage();
  Out.Shared = F.hasLinkOnceLinkage() || F.hasWeakLinkage() ||
               F.hasAvailableExternallyLinkage();
  for (const Argument &A : F.args()) {
    Out.ParamRegs.push_back(reg(&A));
    Out.ParamBits.push_back(scalarBits(A.getType()) ? scalarBits(A.getType())
                                                    : 64);
    Out.ParamIsPointer.push_back(A.getType()->isPointerTy());
  }
  Out.ReturnBits = scalarBits(F.getReturnType());
  if (!F.getReturnType()->isVoidTy() && Out.ReturnBits == 0)
    Out.ReturnBits = 64;
  Out.ReturnsPointer = F.getReturnType()->isPointerTy();
  uint32_t Index = 0;
  for (const BasicBlock &BB : F)
    Blocks[&BB] = Index++;
  Assumed = assumedConditions(F);
  // Variables first, so that value names can use them.
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (auto *DD = dyn_cast<DbgDeclareInst>(&I)) {
        auto *AI = dyn_cast_or_null<AllocaInst>(DD->getAddress());
        DILocalVariable *Var = DD->getVariable();
        if (!AI || !Var)
          continue;
        VariableInfo VI;
        VI.Name = Var->getName().str();
        VI.Declared = MD.loc(DD->getDebugLoc().get());
        VI.Declared.Line = Var->getLine();
        VI.Arg = Var->getArg();
        VI.Layout = Names.layout(Var->getType());
        // The struct a pointer points to is in the module's table even when
        // no call passes it on: a unit that only declares the struct (an
        // opaque handle) names its members by this one.
        VI.Pointee = Names.pointeeLayout(Var->getType());
        uint32_t R = reg(AI);
        Out.Variables.push_back(VI);
        if (Out.RegVariable.size() <= R)
          Out.RegVariable.resize(R + 1, 0);
        Out.RegVariable[R] = static_cast<uint32_t>(Out.Variables.size() - 1);
        Names.addVariable(AI, Var);
      }
  for (const BasicBlock &BB : F) {
    Block B;
    B.First = static_cast<uint32_t>(Out.Instrs.size());
    for (const Instruction &I : BB)
      decode(I);
    B.Count = static_cast<uint32_t>(Out.Instrs.size()) - B.First;
    Out.Blocks.push_back(B);
  }
  Out.RegVariable.resize(Out.NumRegs + 1, 0);
  Out.RegName.resize(Out.NumRegs + 1, 0);
  Out.OperandNames.resize(Out.Operands.size(), 0);
  Out.OperandPointees.resize(Out.Operands.size(), 0);
  Out.RegDef.assign(Out.NumRegs + 1, 0);
  for (uint32_t K = 0; K < Out.Instrs.size(); ++K)
    if (Out.Instrs[K].Bits != 0)
      Out.RegDef[Out.Instrs[K].Dest] = K + 1;
  return std::move(Out);
}

} // namespace

ModuleCode decodeModule(const llvm::Module &M) {
  return ModuleDecoder(M).run();
}

} // namespace pathsim
