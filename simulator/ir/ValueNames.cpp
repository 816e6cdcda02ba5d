//===- simulator/ir/ValueNames.cpp - source-level names of IR values ------===//
#include "simulator/ir/ValueNames.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/BinaryFormat/Dwarf.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DataLayout.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"

#include <algorithm>

namespace pathsim {

using namespace llvm;

namespace {

constexpr int MaxDepth = 8;

/// The type with typedefs and qualifiers removed.
const DIType *strip(const DIType *T) {
  while (auto *D = dyn_cast_or_null<DIDerivedType>(T)) {
    unsigned Tag = D->getTag();
    if (Tag != dwarf::DW_TAG_typedef && Tag != dwarf::DW_TAG_const_type &&
        Tag != dwarf::DW_TAG_volatile_type &&
        Tag != dwarf::DW_TAG_restrict_type && Tag != dwarf::DW_TAG_atomic_type)
      break;
    T = D->getBaseType();
  }
  return T;
}

/// For a pointer (or reference) type, the type pointed to.
const DIType *pointee(const DIType *T) {
  auto *D = dyn_cast_or_null<DIDerivedType>(strip(T));
  if (D && (D->getTag() == dwarf::DW_TAG_pointer_type ||
            D->getTag() == dwarf::DW_TAG_reference_type ||
            D->getTag() == dwarf::DW_TAG_rvalue_reference_type))
    return D->getBaseType();
  return nullptr;
}

/// For an array type, the type of its elements; else null.
const DIType *element(const DIType *T) {
  auto *Arr = dyn_cast_or_null<DICompositeType>(strip(T));
  if (Arr && Arr->getTag() == dwarf::DW_TAG_array_type)
    return Arr->getBaseType();
  return nullptr;
}

/// The value without its pointer casts; unlike stripPointerCasts, a GEP
/// of zeros stays: it names a member at offset 0 (`seq.items.start`).
const Value *castsStripped(const Value *V) {
  while (auto *Op = dyn_cast<Operator>(V)) {
    if (Op->getOpcode() != Instruction::BitCast &&
        Op->getOpcode() != Instruction::AddrSpaceCast)
      break;
    V = Op->getOperand(0);
  }
  return V;
}

/// Whether the struct type \p T has the layout of \p ST: its size, and
/// each data member at the offset of one of ST's elements, of its size.
bool sameLayout(const DICompositeType *T, StructType *ST,
                const DataLayout &DL) {
  if (T->getTag() != dwarf::DW_TAG_structure_type &&
      T->getTag() != dwarf::DW_TAG_class_type)
    return false;
  const StructLayout *SL = DL.getStructLayout(ST);
  if (T->getSizeInBits() != SL->getSizeInBits())
    return false;
  for (const DINode *E : T->getElements()) {
    auto *DM = dyn_cast<DIDerivedType>(E);
    if (!DM || DM->getTag() != dwarf::DW_TAG_member || DM->isStaticMember() ||
        DM->isBitField())
      continue;
    const DIType *MT = strip(DM->getBaseType());
    uint64_t Bits = MT ? MT->getSizeInBits() : DM->getSizeInBits();
    bool Found = false;
    for (unsigned K = 0; K < ST->getNumElements() && !Found; ++K)
      Found = SL->getElementOffset(K) == DM->getOffsetInBits() / 8 &&
              DL.getTypeAllocSizeInBits(ST->getElementType(K)) == Bits;
    if (!Found)
      return false;
  }
  return true;
}

/// The members at offset 0 that lead from \p T (a union, or a struct whose
/// first member is one) to a struct with the layout of \p ST. Clang reaches
/// `u.seq.items.start` by a GEP on the type of `items` from the union's
/// address: no index selects a union's member, and a GEP of zeros
/// (`seq.items` at offset 0) is no step of the address. Sets \p Ambiguous
/// when several members of a union have that layout (a sequence's items
/// and a mapping's pairs): the IR does not say which.
bool zeroOffsetPath(const DIType *T, StructType *ST, const DataLayout &DL,
                    std::vector<const DIDerivedType *> &Path, bool &Ambiguous,
                    int Depth) {
  auto *Comp = dyn_cast_or_null<DICompositeType>(strip(T));
  if (!Comp || Depth > MaxDepth)
    return false;
  bool Union = Comp->getTag() == dwarf::DW_TAG_union_type;
  std::vector<const DIDerivedType *> Found;
  for (const DINode *E : Comp->getElements()) {
    auto *DM = dyn_cast<DIDerivedType>(E);
    if (!DM || DM->getTag() != dwarf::DW_TAG_member || DM->isStaticMember() ||
        DM->getOffsetInBits() != 0)
      continue;
    auto *MT = dyn_cast_or_null<DICompositeType>(strip(DM->getBaseType()));
    std::vector<const DIDerivedType *> Inner{DM};
    if (!DM->getName().empty() && MT &&
        (sameLayout(MT, ST, DL) ||
         zeroOffsetPath(MT, ST, DL, Inner, Ambiguous, Depth + 1))) {
      if (!Found.empty()) {
        Ambiguous = true;
        return false;
      }
      Found = std::move(Inner);
    }
    if (Ambiguous)
      return false;
    if (!Union)
      break; // a struct's first member only
  }
  Path.insert(Path.end(), Found.begin(), Found.end());
  return !Found.empty();
}

} // namespace

void ValueNames::addVariable(const AllocaInst *Alloca,
                             const DILocalVariable *Var) {
  Vars[Alloca] = Var;
}

std::string ValueNames::addressText(const Value *Addr, uint64_t Bits) {
  return accessed(address(Addr, 0), Bits).Text;
}

ValueNames::Described ValueNames::accessed(Described D, uint64_t Bits) {
  if (D.Text.empty() || !Bits)
    return D;
  for (int Depth = 0; Depth < MaxDepth; ++Depth) {
    auto *Comp = dyn_cast_or_null<DICompositeType>(strip(D.Type));
    if (!Comp || Comp->getSizeInBits() <= Bits ||
        (Comp->getTag() != dwarf::DW_TAG_structure_type &&
         Comp->getTag() != dwarf::DW_TAG_class_type))
      break;
    const DIDerivedType *First = nullptr;
    for (const DINode *E : Comp->getElements())
      if (auto *DM = dyn_cast<DIDerivedType>(E);
          DM && DM->getTag() == dwarf::DW_TAG_member && !DM->isStaticMember()) {
        First = DM;
        break;
      }
    if (!First || First->getOffsetInBits() != 0 || First->isBitField() ||
        First->getName().empty())
      break;
    // `*p` is written `p->m`; `**p` and `*(...)` keep their parentheses.
    std::string &Text = D.Text;
    if (Text[0] == '*' && Text.size() > 1 && Text[1] != '*' && Text[1] != '(')
      Text = Text.substr(1) + "->";
    else if (Text[0] == '*')
      Text = "(" + Text + ").";
    else
      Text += ".";
    Text += First->getName().str();
    D.Type = First->getBaseType();
  }
  return D;
}

std::string ValueNames::pointerText(const Value *Addr) {
  const Value *Base = Addr->stripPointerCasts();
  while (auto *G = dyn_cast<GEPOperator>(Base))
    Base = G->getPointerOperand()->stripPointerCasts();
  if (isa<AllocaInst>(Base) || isa<GlobalVariable>(Base))
    return "";
  return value(Base, 0).Text;
}

std::string ValueNames::valueText(const Value *V) { return value(V, 0).Text; }

std::string ValueNames::argumentText(const Value *V) {
  std::string Text = valueText(V);
  if (!Text.empty())
    return Text;
  while (auto *Cast = dyn_cast<CastInst>(V))
    V = Cast->getOperand(0);
  auto *BO = dyn_cast<BinaryOperator>(V);
  if (!BO || !BO->getType()->isIntegerTy())
    return {};
  const char *Op = BO->getOpcode() == Instruction::Add   ? " + "
                   : BO->getOpcode() == Instruction::Sub ? " - "
                   : BO->getOpcode() == Instruction::Mul ? " * "
                                                         : nullptr;
  if (!Op)
    return {};
  std::string L = valueText(BO->getOperand(0)),
              R = valueText(BO->getOperand(1));
  if (L.empty() || R.empty())
    return {};
  if (BO->getOpcode() == Instruction::Add && R[0] == '-')
    return L + " - " + R.substr(1); // `n - 1`, which Clang adds as -1
  return L + Op + R;
}

std::string ValueNames::callText(const CallBase &Call) {
  const Value *Callee = Call.getCalledOperand()->stripPointerCasts();
  if (auto *F = dyn_cast<Function>(Callee)) {
    if (const DISubprogram *SP = F->getSubprogram())
      return SP->getName().str();
    return F->getName().str();
  }
  std::string Text = value(Callee, 0).Text;
  return Text.empty() ? "function pointer" : "(*" + Text + ")";
}

const DIType *ValueNames::pointeeType(const Value *V) {
  V = V->stripPointerCasts();
  if (isa<GEPOperator>(V) || isa<AllocaInst>(V) || isa<GlobalVariable>(V))
    return address(V, 0).Type;
  return pointee(value(V, 0).Type);
}

uint32_t ValueNames::strideLayout(const DIType *T) {
  // A scalar, a pointer, an enum: no members, only the stride of an array of
  // it (`s[1]` for the byte at offset 1 of a `char *s`).
  const DIType *S = strip(T);
  if (!Layouts || !S || element(S) || S->getSizeInBits() % 8 != 0 ||
      !S->getSizeInBits())
    return 0;
  if (auto *Comp = dyn_cast<DICompositeType>(S);
      Comp && Comp->getTag() != dwarf::DW_TAG_enumeration_type)
    return 0;
  if (auto It = LayoutIndex->find(S); It != LayoutIndex->end())
    return It->second;
  if (Layouts->empty())
    Layouts->emplace_back();
  uint32_t Index = static_cast<uint32_t>(Layouts->size());
  (*LayoutIndex)[S] = Index;
  Layouts->emplace_back();
  Layouts->back().Size = S->getSizeInBits() / 8;
  return Index;
}

uint32_t ValueNames::arrayLayout(const DIType *T, int Hops) {
  // One member of no name: the elements (`a[2]`, `a[1].name`).
  auto *Arr = dyn_cast_or_null<DICompositeType>(strip(T));
  if (!Layouts || !Arr || Arr->getTag() != dwarf::DW_TAG_array_type)
    return 0;
  const DIType *E = strip(Arr->getBaseType());
  if (!E || !E->getSizeInBits() || !Arr->getSizeInBits() || element(E))
    return 0;
  if (auto It = LayoutIndex->find(Arr); It != LayoutIndex->end())
    return It->second;
  if (Layouts->empty())
    Layouts->emplace_back();
  uint32_t Index = static_cast<uint32_t>(Layouts->size());
  (*LayoutIndex)[Arr] = Index;
  Layouts->emplace_back();
  MemberInfo M;
  M.Size = Arr->getSizeInBits() / 8;
  M.ElementSize = E->getSizeInBits() / 8;
  uint32_t Nested = layout(E, Hops);
  (*Layouts)[Index].Members.push_back(M);
  (*Layouts)[Index].Members.back().Nested = Nested;
  (*Layouts)[Index].Size = M.Size;
  return Index;
}

uint32_t ValueNames::layoutOrStride(const DIType *T, int Hops) {
  if (uint32_t L = layout(T, Hops))
    return L;
  if (uint32_t L = arrayLayout(T, Hops))
    return L;
  return strideLayout(T);
}

uint32_t ValueNames::layout(const DIType *T, int Hops) {
  auto *Comp = dyn_cast_or_null<DICompositeType>(strip(T));
  if (!Layouts || !Comp ||
      (Comp->getTag() != dwarf::DW_TAG_structure_type &&
       Comp->getTag() != dwarf::DW_TAG_class_type &&
       Comp->getTag() != dwarf::DW_TAG_union_type))
    return 0;
  if (auto It = LayoutIndex->find(Comp); It != LayoutIndex->end())
    return It->second;
  if (Layouts->empty())
    Layouts->emplace_back();
  // Numbered before its members: a struct may point to itself (a list).
  uint32_t Index = static_cast<uint32_t>(Layouts->size());
  (*LayoutIndex)[Comp] = Index;
  Layouts->emplace_back();
  std::vector<MemberInfo> Members;
  for (const DINode *E : Comp->getElements()) {
    auto *DM = dyn_cast<DIDerivedType>(E);
    // A base class's members are the derived object's (`doc.first`), at
    // the base's offset in it.
    if (DM && DM->getTag() == dwarf::DW_TAG_inheritance) {
      if (DM->getFlags() & DINode::FlagVirtual)
        continue; // where a virtual base lies is known at run time
      uint32_t Base = layout(DM->getBaseType(), Hops);
      if (!Base)
        continue;
      std::vector<MemberInfo> Inherited = (*Layouts)[Base].Members;
      for (MemberInfo &M : Inherited) {
        M.Offset += DM->getOffsetInBits() / 8;
        Members.push_back(std::move(M));
      }
      continue;
    }
    if (!DM || DM->getTag() != dwarf::DW_TAG_member || DM->isStaticMember() ||
        DM->isBitField() || DM->getName().empty())
      continue;
    MemberInfo M;
    M.Name = DM->getName().str();
    M.Offset = DM->getOffsetInBits() / 8;
    const DIType *MT = strip(DM->getBaseType());
    M.Size = (MT ? MT->getSizeInBits() : DM->getSizeInBits()) / 8;
    if (auto *Arr = dyn_cast_or_null<DICompositeType>(MT);
        Arr && Arr->getTag() == dwarf::DW_TAG_array_type) {
      const DIType *ET = strip(Arr->getBaseType());
      M.ElementSize = ET ? ET->getSizeInBits() / 8 : 0;
      MT = ET;
    }
    M.Nested = layout(MT, Hops);
    if (!M.ElementSize && Hops > 0)
      M.Pointee = layoutOrStride(pointee(MT), Hops - 1);
    if (M.Size)
      Members.push_back(std::move(M));
  }
  (*Layouts)[Index].Members = std::move(Members);
  (*Layouts)[Index].Size = Comp->getSizeInBits() / 8;
  (*Layouts)[Index].Name = Comp->getIdentifier().empty()
                               ? Comp->getName().str()
                               : Comp->getIdentifier().str();
  return Index;
}

uint32_t ValueNames::pointeeLayout(const DIType *T) {
  return layout(pointee(T));
}

ValueNames::Described ValueNames::value(const Value *V, int Depth) {
  if (Depth > MaxDepth)
    return {};
  V = V->stripPointerCasts();
  if (auto *L = dyn_cast<LoadInst>(V)) {
    // The member read: Clang emits no GEP for a member at offset 0.
    uint64_t Bits =
        L->getType()->isSized()
            ? L->getModule()->getDataLayout().getTypeSizeInBits(L->getType())
            : 0;
    return accessed(address(L->getPointerOperand(), Depth + 1), Bits);
  }
  if (auto *C = dyn_cast<CallBase>(V)) {
    // A smart pointer's `p->` and `*p` (std::unique_ptr::operator->): the
    // pointer is named by the object, as the user wrote it.
    std::string Callee = callText(*C);
    if ((Callee == "operator->" || Callee == "operator*") &&
        C->arg_size() == 1 && C->getArgOperand(0)->getType()->isPointerTy()) {
      std::string Object = value(C->getArgOperand(0), Depth + 1).Text;
      if (Object.size() > 1 && Object[0] == '&')
        return {Object.substr(1), nullptr};
      if (!Object.empty())
        return {"(*" + Object + ")", nullptr};
    }
    // The type the callee returns, by which `f()->member` is named.
    const DIType *Returned = nullptr;
    if (auto *Fn =
            dyn_cast<Function>(C->getCalledOperand()->stripPointerCasts()))
      if (const DISubprogram *SP = Fn->getSubprogram())
        if (const DISubroutineType *ST = SP->getType();
            ST && ST->getTypeArray().size() > 0)
          Returned = ST->getTypeArray()[0];
    return {Callee + "()", Returned};
  }
  if (isa<GEPOperator>(V) || isa<AllocaInst>(V) || isa<GlobalVariable>(V)) {
    Described D = address(V, Depth + 1);
    if (D.Text.empty())
      return {};
    return {"&" + D.Text, nullptr};
  }
  if (auto *CI = dyn_cast<ConstantInt>(V))
    return {std::to_string(CI->getSExtValue()), nullptr};
  if (auto *Cast = dyn_cast<CastInst>(V))
    return value(Cast->getOperand(0), Depth + 1);
  return {};
}

ValueNames::Described ValueNames::address(const Value *Addr, int Depth) {
  if (Depth > MaxDepth)
    return {};
  Addr = castsStripped(Addr);
  if (auto *AI = dyn_cast<AllocaInst>(Addr)) {
    auto It = Vars.find(AI);
    if (It == Vars.end())
      return {};
    return {It->second->getName().str(), It->second->getType()};
  }
  if (auto *G = dyn_cast<GlobalVariable>(Addr)) {
    SmallVector<DIGlobalVariableExpression *, 1> GVs;
    G->getDebugInfo(GVs);
    if (!GVs.empty())
      return {GVs.front()->getVariable()->getName().str(),
              GVs.front()->getVariable()->getType()};
    if (G->hasPrivateLinkage())
      return {"string literal", nullptr};
    return {G->getName().str(), nullptr};
  }
  auto *GEP = dyn_cast<GEPOperator>(Addr);
  if (!GEP) {
    // An address computed otherwise (loaded, returned): the object is *it,
    // or, for a struct, its first member (Clang emits no GEP for offset 0).
    Described P = value(Addr, Depth + 1);
    if (P.Text.empty())
      return {};
    const DIType *T = pointee(P.Type);
    if (auto *Comp = dyn_cast_or_null<DICompositeType>(strip(T));
        Comp && (Comp->getTag() == dwarf::DW_TAG_structure_type ||
                 Comp->getTag() == dwarf::DW_TAG_class_type))
      for (const DINode *E : Comp->getElements())
        if (auto *DM = dyn_cast<DIDerivedType>(E);
            DM && DM->getTag() == dwarf::DW_TAG_member &&
            !DM->isStaticMember()) {
          if (DM->getOffsetInBits() == 0)
            return {P.Text + "->" + DM->getName().str(), DM->getBaseType()};
          break;
        }
    return {"*" + P.Text, T};
  }
  const Value *Base = castsStripped(GEP->getPointerOperand());
  // An array's decay to a pointer to its first element (a GEP of zeros on
  // the array) is no element of it: `&c->buf[i]`, not `c->buf[0][i]`.
  while (auto *Z = dyn_cast<GEPOperator>(Base))
    if (Z->hasAllZeroIndices() && isa<ArrayType>(Z->getSourceElementType()))
      Base = castsStripped(Z->getPointerOperand());
    else
      break;
  bool ThroughPointer = !isa<AllocaInst>(Base) && !isa<GlobalVariable>(Base) &&
                        !isa<GEPOperator>(Base);
  Described D;
  const DIType *T;
  if (ThroughPointer) {
    D = value(Base, Depth + 1);
    T = pointee(D.Type);
  } else {
    D = address(Base, Depth + 1);
    T = D.Type;
  }
  if (D.Text.empty())
    return {};
  std::string Text = D.Text;
  auto IndexText = [&](const Value *Index) {
    if (auto *CI = dyn_cast<ConstantInt>(Index))
      return std::to_string(CI->getSExtValue());
    std::string S = value(Index, Depth + 1).Text;
    return S.empty() ? std::string("...") : S;
  };
  // The first index steps over whole objects: p[i]. Zero means "this object".
  auto Idx = GEP->idx_begin();
  bool Pending = ThroughPointer; // a '*' not yet written: becomes '->' or [0]
  if (Idx != GEP->idx_end()) {
    const Value *First = *Idx++;
    auto *CI = dyn_cast<ConstantInt>(First);
    if (!CI || !CI->isZero() || Idx == GEP->idx_end()) {
      Text += "[" + IndexText(First) + "]";
      Pending = false;
      T = ThroughPointer ? T : nullptr;
    }
  }
  const Module *M =
      isa<Instruction>(GEP) ? cast<Instruction>(GEP)->getModule() : nullptr;
  Type *Cur = GEP->getSourceElementType();
  for (; Idx != GEP->idx_end(); ++Idx) {
    const DIType *S = strip(T);
    // A member of an array's first element, the array named for the element
    // (its zero index folded away): `field[0].start`, not a member of the
    // array. One `[0]` per dimension.
    if (auto *A = dyn_cast_or_null<DICompositeType>(S);
        A && A->getTag() == dwarf::DW_TAG_array_type && isa<StructType>(Cur)) {
      if (Pending)
        Text = "(*" + Text + ")";
      Pending = false;
      for (size_t D = 0, N = std::max<size_t>(1, A->getElements().size());
           D < N; ++D)
        Text += "[0]";
      T = A->getBaseType();
      S = strip(T);
    }
    // A GEP on the type of a member at offset 0 (of a union's member, or
    // past GEPs of zeros): the members that lead there are named too; a
    // union whose members the IR does not tell apart is named itself.
    if (auto *C = dyn_cast_or_null<DICompositeType>(S);
        C && M && isa<StructType>(Cur) &&
        !sameLayout(C, cast<StructType>(Cur), M->getDataLayout())) {
      std::vector<const DIDerivedType *> Path;
      bool Ambiguous = false;
      if (zeroOffsetPath(C, cast<StructType>(Cur), M->getDataLayout(), Path,
                         Ambiguous, 0))
        for (const DIDerivedType *DM : Path) {
          Text += (Pending ? "->" : ".") + DM->getName().str();
          Pending = false;
          T = DM->getBaseType();
          S = strip(T);
        }
      else if (C->getTag() == dwarf::DW_TAG_union_type)
        return {Pending ? "*" + Text : Text, nullptr};
    }
    if (auto *ST = dyn_cast<StructType>(Cur)) {
      auto *CI = dyn_cast<ConstantInt>(*Idx);
      if (!CI || !M)
        return {};
      unsigned Field = static_cast<unsigned>(CI->getZExtValue());
      uint64_t Offset =
          M->getDataLayout().getStructLayout(ST)->getElementOffset(Field) * 8;
      Cur = ST->getElementType(Field);
      std::string Member;
      const DIType *MemberType = nullptr, *BaseType = nullptr;
      if (auto *Comp = dyn_cast_or_null<DICompositeType>(S)) {
        for (const DINode *E : Comp->getElements()) {
          auto *DM = dyn_cast<DIDerivedType>(E);
          // A base class's subobject: its members are named as the
          // derived object's (`this->first`, not `this-><field 0>.first`).
          if (DM && DM->getTag() == dwarf::DW_TAG_inheritance &&
              !(DM->getFlags() & DINode::FlagVirtual) &&
              DM->getOffsetInBits() == Offset && !BaseType)
            BaseType = DM->getBaseType();
          if (!DM || DM->getTag() != dwarf::DW_TAG_member ||
              DM->isStaticMember())
            continue;
          // Bit-fields share a storage unit: the first member at that offset.
          uint64_t MOff = DM->isBitField() ? DM->getOffsetInBits() / 8 * 8
                                           : DM->getOffsetInBits();
          if (MOff == Offset) {
            Member = DM->getName().str();
            MemberType = DM->getBaseType();
            break;
          }
        }
      }
      if (Member.empty() && BaseType) {
        T = BaseType;
        continue;
      }
      if (Member.empty())
        Member = "<field " + std::to_string(Field) + ">";
      Text += (Pending ? "->" : ".") + Member;
      Pending = false;
      T = MemberType;
    } else if (auto *AT = dyn_cast<ArrayType>(Cur)) {
      Cur = AT->getElementType();
      if (Pending)
        Text = "(*" + Text + ")";
      Pending = false;
      Text += "[" + IndexText(*Idx) + "]";
      auto *Comp = dyn_cast_or_null<DICompositeType>(S);
      T = Comp && Comp->getTag() == dwarf::DW_TAG_array_type
              ? Comp->getBaseType()
              : nullptr;
    } else {
      return {};
    }
  }
  if (Pending)
    Text = "*" + Text;
  return {Text, T};
}

} // namespace pathsim
