//===- simulator/outcome/Namer.cpp - values named after externals ---------===//
#include "simulator/outcome/Namer.h"

namespace pathsim::outcome {

std::string paramName(const FunctionCode &F, uint32_t Index) {
  for (const VariableInfo &V : F.Variables)
    if (V.Arg == Index + 1 && !V.Name.empty())
      return V.Name;
  return "arg" + std::to_string(Index + 1);
}

ByteField field(uint64_t Size, uint64_t Offset) {
  ByteField B;
  B.Size = ByteField::SizeKind::Bytes;
  B.Bytes = Size;
  B.Offset = Offset;
  return B;
}

MOperand operand(std::variant<Variable, IntegerConst, StringConst, SpecialConst,
                              ResourceSpec>
                     V) {
  MOperand O;
  O.V = std::move(V);
  return O;
}

Operation operation(OperationKind K, Operator Op, std::vector<MOperand> Ops) {
  Operation O;
  O.Kind = K;
  O.Op = Op;
  O.Operands = std::move(Ops);
  return O;
}

Operator comparison(Predicate P, bool Pointer) {
  if (Pointer && (P == Predicate::Eq || P == Predicate::Ne))
    return P == Predicate::Eq ? Operator::Peq : Operator::Pne;
  switch (P) {
  case Predicate::Eq:
    return Operator::Ieq;
  case Predicate::Ne:
    return Operator::Ine;
  case Predicate::Slt:
    return Operator::Ilt;
  case Predicate::Sle:
    return Operator::Ile;
  case Predicate::Sgt:
    return Operator::Igt;
  case Predicate::Sge:
    return Operator::Ige;
  case Predicate::Ult:
    return Operator::Ult;
  case Predicate::Ule:
    return Operator::Ule;
  case Predicate::Ugt:
    return Operator::Ugt;
  case Predicate::Uge:
    return Operator::Uge;
  case Predicate::FOrdEq:
    return Operator::Feq;
  case Predicate::FOrdNe:
    return Operator::Fne;
  case Predicate::FOrdLt:
    return Operator::Flt;
  case Predicate::FOrdLe:
    return Operator::Fle;
  case Predicate::FOrdGt:
    return Operator::Fgt;
  default:
    return Operator::Fge;
  }
}

MOperand pointerConstant(MOperand O) {
  if (auto *C = std::get_if<IntegerConst>(&O.V); C && C->Value == 0)
    O.V = SpecialConst{SpecialConst::Null};
  return O;
}

std::optional<Variable> Namer::input(SymbolId Sym, int Depth) const {
  // A bit-field of an input word: that word's bits (`*<2:8>p@.<1:8>`).
  if (Depth == 0 && Sym != 0 && Sym < S.Cons.size()) {
    const SymbolInfo &Info = S.Cons.info(Sym);
    if (Info.Def == DefOp::Bits) {
      const Value &Word = Info.DefL;
      if (Word.K != Value::Kind::Sym || Word.A != 1 || Word.B != 0 ||
          !S.isInput(Word.Id))
        return std::nullopt;
      auto V = input(Word.Id, 1);
      if (!V)
        return std::nullopt;
      auto [Lo, Width] = Constraints::bitRangeOf(Info);
      V->Bits = modellang::BitField{Width, Lo};
      return V;
    }
  }
  // From Sym to the parameter or global it was read through: each memory on
  // the way is one '*' more, the first found the leftmost.
  std::vector<Deref> Derefs;
  for (;; ++Depth) {
    if (Depth > 8 || Sym == 0 || Sym >= S.Origins.size())
      return std::nullopt;
    const SymbolOrigin &O = S.Origins[Sym];
    if (O.K == SymbolOrigin::Kind::Param) {
      Variable V;
      V.Derefs = std::move(Derefs);
      V.Name = paramName(F, O.Index);
      V.Input = true;
      V.Field =
          field(F.ParamBits[O.Index] == 1 ? 1 : F.ParamBits[O.Index] / 8, 0);
      return V;
    }
    if (O.K != SymbolOrigin::Kind::Memory || !O.Input)
      return std::nullopt;
    const Region &Reg = S.Mem.region(O.Index);
    if (Reg.Kind == RegionKind::Global) {
      Variable V;
      V.Derefs = std::move(Derefs);
      V.Name = R.context().Module.Globals[Reg.Global].Name;
      V.Input = true;
      V.Field = field(O.Size, static_cast<uint64_t>(O.Offset));
      return V;
    }
    if (Reg.Kind != RegionKind::External)
      return std::nullopt;
    Deref D;
    D.Field = field(O.Size, static_cast<uint64_t>(O.Offset));
    Derefs.push_back(D);
    Sym = Reg.Owner;
  }
}

std::optional<MOperand> Namer::value(const Value &V0) const {
  Value V = S.Cons.resolve(V0);
  if (V.K == Value::Kind::Int) {
    IntegerConst C;
    C.Value = V.modelValue();
    return operand(C);
  }
  if (V.K == Value::Kind::Sym && V.A == 1 && V.B == 0)
    if (auto Var = input(V.Id))
      return operand(*Var);
  return std::nullopt;
}

std::optional<Variable> Namer::object(RegionId Reg, int64_t Offset) const {
  const Region &RG = S.Mem.region(Reg);
  if (RG.Kind == RegionKind::Global && RG.Input) {
    Variable V;
    V.Name = R.context().Module.Globals[RG.Global].Name;
    if (Offset) {
      ByteField B;
      B.Offset = static_cast<uint64_t>(Offset);
      V.Field = B;
    }
    return V;
  }
  if (RG.Kind != RegionKind::External)
    return std::nullopt;
  auto Base = input(RG.Owner);
  if (!Base)
    return std::nullopt;
  Deref D;
  if (Offset) {
    ByteField B;
    B.Offset = static_cast<uint64_t>(Offset);
    D.Field = B;
  }
  Base->Derefs.insert(Base->Derefs.begin(), D);
  Base->Input = false;
  return Base;
}

std::optional<Variable> Namer::pointee(SymbolId Ptr, int64_t Offset) const {
  auto Base = input(Ptr);
  if (!Base || Base->Bits)
    return std::nullopt;
  Deref D;
  ByteField B;
  B.Offset = static_cast<uint64_t>(Offset);
  D.Field = B;
  Base->Derefs.insert(Base->Derefs.begin(), D);
  Base->Input = false;
  return Base;
}

bool Namer::isPointer(SymbolId Sym) const {
  return Sym < S.Origins.size() && S.Origins[Sym].Pointer;
}

} // namespace pathsim::outcome
