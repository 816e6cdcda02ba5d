//===- simulator/models/ModelOperands.cpp ---------------------------------===//
// A model operand at a call: place, value, name.
#include "simulator/models/ModelEmulation.h"
#include "simulator/models/ModelTerms.h"

#include "modellang/Printer.h"

namespace pathsim {

std::optional<Predicate> predicateOf(Operator Op) {
  switch (Op) {
  case Operator::Ieq:
  case Operator::Ueq:
  case Operator::Peq:
    return Predicate::Eq;
  case Operator::Ine:
  case Operator::Une:
  case Operator::Pne:
    return Predicate::Ne;
  case Operator::Ilt:
    return Predicate::Slt;
  case Operator::Ile:
    return Predicate::Sle;
  case Operator::Igt:
    return Predicate::Sgt;
  case Operator::Ige:
    return Predicate::Sge;
  case Operator::Ult:
  case Operator::Plt:
    return Predicate::Ult;
  case Operator::Ule:
  case Operator::Ple:
    return Predicate::Ule;
  case Operator::Ugt:
  case Operator::Pgt:
    return Predicate::Ugt;
  case Operator::Uge:
  case Operator::Pge:
    return Predicate::Uge;
  case Operator::Feq:
    return Predicate::FOrdEq;
  case Operator::Fne:
    return Predicate::FOrdNe;
  case Operator::Flt:
    return Predicate::FOrdLt;
  case Operator::Fle:
    return Predicate::FOrdLe;
  case Operator::Fgt:
    return Predicate::FOrdGt;
  case Operator::Fge:
    return Predicate::FOrdGe;
  default:
    return std::nullopt;
  }
}

bool isPointerOperator(Operator Op) {
  return Op == Operator::Peq || Op == Operator::Pne || Op == Operator::Plt ||
         Op == Operator::Ple || Op == Operator::Pgt || Op == Operator::Pge;
}

std::string returnText(const Case &C, bool Allocates) {
  if (Allocates)
    return "function returns a new memory block";
  if (!C.Return)
    return "function returns";
  switch (*C.Return) {
  case ReturnType::Return0:
    return "function returns 0";
  case ReturnType::Return1:
    return "function returns 1";
  case ReturnType::ReturnMinus1:
    return "function returns -1";
  case ReturnType::ReturnX:
    return "function returns a value";
  case ReturnType::ReturnVoid:
    return "function returns";
  case ReturnType::ReturnTypeUnknown:
    return "function returns";
  case ReturnType::Longjmp:
    return "function longjmps";
  case ReturnType::Exit:
    return "function exits";
  }
  return "function returns";
}

bool allocates(const Case &C) {
  for (const Operation &Op : C.Operations)
    if (Op.Kind == OperationKind::Result && Op.Op == Operator::MemoryNew)
      return true;
  return false;
}

std::optional<std::string> ModelEmulation::writtenArg(size_t Param) const {
  if (Param + 1 < I.NumOperands) {
    uint32_t Slot = I.FirstOperand + static_cast<uint32_t>(Param) + 1;
    if (Slot < R.function().OperandNames.size() &&
        R.function().OperandNames[Slot])
      return R.function().Names[R.function().OperandNames[Slot]];
  }
  return std::nullopt;
}

std::string ModelEmulation::argName(size_t Param) const {
  // The model's parameter name if the argument has no name (a constant).
  if (auto Written = writtenArg(Param))
    return *Written;
  return Param < M.Params.size() ? M.Params[Param].Name : "argument";
}

bool ModelEmulation::unnamedArg(const MOperand &O) const {
  const auto *V = std::get_if<Variable>(&O.V);
  if (!V || !V->Derefs.empty())
    return false;
  for (size_t K = 0; K < M.Params.size(); ++K)
    if (M.Params[K].Name == V->Name)
      return !writtenArg(K);
  return false;
}

std::string ModelEmulation::nameOf(const MOperand &O) const {
  const auto *V = std::get_if<Variable>(&O.V);
  if (!V)
    return "";
  std::string Base = V->Name;
  for (size_t K = 0; K < M.Params.size(); ++K)
    if (M.Params[K].Name == V->Name)
      Base = argName(K);
  // Fields of the memory reached keep the model's notation (`*<4:40>state`):
  // the model speaks of bytes, not of the caller's field names.
  std::string Out;
  for (const auto &D : V->Derefs) {
    Out += "*";
    if (D.Field && (D.Field->Offset.value_or(0) != 0 || V->Derefs.size() > 1))
      Out += modellang::printByteField(*D.Field);
  }
  if (!V->Derefs.empty() && Base.find_first_of("&-+ ") != std::string::npos)
    Base = "(" + Base + ")";
  return Out + Base;
}

Value ModelEmulation::ensureReturn(bool Pointer, bool NonNull) {
  if (Return)
    return *Return;
  SymbolOrigin O;
  O.K = SymbolOrigin::Kind::CallReturn;
  O.Loc = I.Loc;
  O.Name = Callee;
  O.Pointer = Pointer;
  O.FromModel = true;
  uint16_t Bits = I.Bits ? I.Bits : 64;
  Value V = Value::symbol(S.newSymbol(Bits, O), Bits);
  if (NonNull)
    S.Cons.assume(Predicate::Ne, V, Value::integer(0, Bits));
  Return = V;
  return V;
}

std::optional<ModelEmulation::Place> ModelEmulation::place(const Variable &V,
                                                           bool Create) {
  Place P;
  Value Base;
  bool HaveBase = false;
  if (V.Name == "return") {
    if (V.Derefs.empty()) {
      P.K = Place::Kind::Return;
      return P;
    }
    if (!Return && !Create)
      return std::nullopt;
    Base = ensureReturn(true, true);
    HaveBase = true;
  }
  if (V.Name == "...") {
    // One of the variadic arguments: the one being visited.
    size_t K = M.Params.size() + VarArg;
    if (K >= Args.size())
      return std::nullopt;
    Base = Args[K];
    HaveBase = true;
  }
  for (size_t K = 0; !HaveBase && K < M.Params.size(); ++K)
    if (M.Params[K].Name == V.Name) {
      if (K >= Args.size())
        return std::nullopt;
      Base = Args[K];
      HaveBase = true;
    }
  if (!HaveBase) {
    for (const VariableDef &G : M.Globals)
      if (G.Name == V.Name) {
        // A global the model names: the program's global of that name.
        auto Found = R.context().Module.GlobalByName.find(V.Name);
        if (Found != R.context().Module.GlobalByName.end()) {
          uint32_t Index = Found->second;
          {
            Place GP;
            GP.K = Place::Kind::Memory;
            GP.Reg = R.global(Index);
            GP.Size =
                static_cast<int64_t>(R.context().Module.Globals[Index].Size);
            if (V.Field && V.Field->Offset)
              GP.Offset = static_cast<int64_t>(*V.Field->Offset);
            if (V.Derefs.empty())
              return GP;
            auto Ptr = readPlace(GP, 64, true);
            if (!Ptr)
              return std::nullopt;
            Base = *Ptr;
            HaveBase = true;
          }
        }
        if (!HaveBase)
          return std::nullopt; // a global this program does not have
      }
  }
  if (!HaveBase) {
    auto It = Temps.find(V.Name);
    if (It == Temps.end()) {
      if (!Create)
        return std::nullopt;
      It = Temps.emplace(V.Name, Value::symbol(S.newSymbol(64), 64)).first;
    }
    Base = It->second;
  }
  if (V.Derefs.empty()) {
    P.V = Base;
    return P;
  }
  // Dereferences apply innermost first: Derefs.back() to the variable's value.
  Value Ptr = Base;
  for (size_t K = V.Derefs.size(); K-- > 0;) {
    auto A = R.pointee(Ptr, Create);
    if (!A)
      return std::nullopt;
    const auto &Field = V.Derefs[K].Field;
    Place MP;
    MP.K = Place::Kind::Memory;
    MP.Reg = A->R;
    MP.Offset =
        A->Offset +
        (Field && Field->Offset ? static_cast<int64_t>(*Field->Offset) : 0);
    MP.KnownOffset = A->KnownOffset;
    if (Field && Field->Size == ByteField::SizeKind::Bytes)
      MP.Size = static_cast<int64_t>(Field->Bytes);
    MP.Whole = Field && Field->Size == ByteField::SizeKind::All;
    if (K == 0)
      return MP;
    MP.Size = 8;
    auto Next = readPlace(MP, 64, true);
    if (!Next)
      return std::nullopt;
    Ptr = *Next;
  }
  return std::nullopt;
}

std::optional<Value> ModelEmulation::readPlace(const Place &P, uint16_t Bits,
                                               bool Pointer) {
  switch (P.K) {
  case Place::Kind::Value:
    return P.V;
  case Place::Kind::Return:
    if (!Return)
      return std::nullopt;
    return *Return;
  case Place::Kind::Memory: {
    if (!P.KnownOffset)
      return Value::symbol(S.newSymbol(Bits), Bits);
    uint32_t Bytes = P.Size > 0 && P.Size <= 8 ? static_cast<uint32_t>(P.Size)
                                               : (Pointer ? 8 : Bits / 8);
    Value V = R.read(Address{P.Reg, P.Offset}, Bytes,
                     static_cast<uint16_t>(Bytes * 8));
    if (Pointer && V.K == Value::Kind::Sym)
      S.Origins[V.Id].Pointer = true;
    return V;
  }
  }
  return std::nullopt;
}

bool ModelEmulation::writePlace(const Place &P, const Value &V) {
  switch (P.K) {
  case Place::Kind::Value:
    return false;
  case Place::Kind::Return:
    Return = V;
    return true;
  case Place::Kind::Memory: {
    Region &Reg = S.Mem.region(P.Reg);
    if (Reg.Constant)
      return false;
    // A pointer a callee overwrites may have been kept elsewhere by it (its
    // model cannot say): what it pointed to is lost, not leaked.
    for (const auto &[At, C] : Reg.Cells)
      if (C.K == Cell::Kind::Val &&
          (!P.KnownOffset || (At < P.Offset + std::max<int64_t>(P.Size, 1) &&
                              At + static_cast<int64_t>(C.Size) > P.Offset)))
        S.escape(C.V);
    if (!P.KnownOffset) {
      // Written somewhere in the caller's memory: what V points to is held
      // there (a local array dies with the frame).
      if (Reg.Kind != RegionKind::Local)
        S.escape(V);
      S.Mem.havoc(P.Reg);
      return true;
    }
    if (P.Whole) {
      // `(result ieq *<all>return 0)`: every byte (calloc's zeroed block).
      Value X = S.Cons.resolve(V);
      int64_t Left = Reg.Size >= 0 ? Reg.Size - P.Offset : -1;
      if (X.K == Value::Kind::Int && Left > 0 && (X.bits() == 0 || X.Bits == 8))
        S.Mem.fill(P.Reg, P.Offset, static_cast<uint64_t>(Left),
                   static_cast<uint8_t>(X.bits()));
      else if (X.K == Value::Kind::Int && X.bits() == 0 && P.Offset == 0) {
        S.Mem.havoc(P.Reg);
        Reg.Default = Fill::Zero;
      } else if (Left > 0)
        S.Mem.scramble(P.Reg, P.Offset, static_cast<uint64_t>(Left));
      else
        S.Mem.havoc(P.Reg);
      return true;
    }
    uint32_t Bytes = P.Size > 0 ? static_cast<uint32_t>(P.Size) : V.Bits / 8;
    S.Mem.write(P.Reg, P.Offset, Bytes ? Bytes : 8, V);
    return true;
  }
  }
  return false;
}

std::optional<Value> ModelEmulation::value(const MOperand &O, uint16_t Bits,
                                           bool Create) {
  if (Bits == 0)
    Bits = 64;
  if (const auto *C = std::get_if<IntegerConst>(&O.V))
    return Value::integer(static_cast<uint64_t>(C->Value), Bits);
  if (const auto *Sp = std::get_if<SpecialConst>(&O.V)) {
    if (Sp->K == SpecialConst::Null)
      return Value::integer(0, Bits);
    if (Sp->K == SpecialConst::Eof)
      return Value::integer(static_cast<uint64_t>(-1), Bits);
    return Value::symbol(S.newSymbol(Bits), Bits);
  }
  if (std::get_if<StringConst>(&O.V)) {
    Value V = Value::symbol(S.newSymbol(64), 64);
    S.Cons.assume(Predicate::Ne, V, Value::integer(0, 64));
    return V;
  }
  const auto *V = std::get_if<Variable>(&O.V);
  if (!V)
    return std::nullopt;
  auto P = place(*V, Create);
  if (!P)
    return std::nullopt;
  return readPlace(*P, Bits, false);
}

Resource *ModelEmulation::resourceOf(const Place &P) {
  for (auto It = S.Resources.rbegin(); It != S.Resources.rend(); ++It) {
    if (P.K == Place::Kind::Memory && It->Region == P.Reg &&
        It->Offset == P.Offset)
      return &*It;
    if (P.K != Place::Kind::Memory) {
      Value V =
          S.Cons.resolve(P.K == Place::Kind::Return && Return ? *Return : P.V);
      if (V.K == Value::Kind::Sym && It->Sym == V.Id)
        return &*It;
    }
  }
  return nullptr;
}

std::optional<ModelEmulation::Place> ModelEmulation::holder(const Place &P) {
  // A scalar in memory (a descriptor in an array) holds its resource in its
  // value; an object (a FILE, a mutex) holds it itself.
  if (P.K != Place::Kind::Memory || P.Size <= 0 || P.Size > 8)
    return P;
  uint16_t Bits = static_cast<uint16_t>(P.Size * 8);
  auto V = readPlace(P, Bits, false);
  Place Out;
  Out.K = Place::Kind::Value;
  if (!V || V->K != Value::Kind::Sym) {
    SymbolOrigin O;
    O.K = SymbolOrigin::Kind::CallOut;
    O.Loc = I.Loc;
    O.Name = Callee;
    O.FromModel = true;
    Value Fresh = Value::symbol(S.newSymbol(Bits, O), Bits);
    writePlace(P, Fresh);
    Out.V = Fresh;
    return Out;
  }
  Out.V = *V;
  return Out;
}

bool ModelEmulation::attach(Resource &Res, const Place &P) {
  if (P.K == Place::Kind::Memory) {
    Res.Region = P.Reg;
    Res.Offset = P.Offset;
    return true;
  }
  Value V = P.K == Place::Kind::Return ? ensureReturn(I.IsPointer, false) : P.V;
  V = S.Cons.resolve(V);
  if (V.K != Value::Kind::Sym)
    return false;
  Res.Sym = V.Id;
  return true;
}

std::string ModelEmulation::memoryPhrase(const MOperand &O) const {
  // The memory `*p` denotes, as the caller would name it: for `&x`, 'x';
  // for `*<4:8>(&x)`, 'x' (4 bytes at offset 8).
  std::string N = nameOf(O);
  if (N.empty())
    return "";
  if (N[0] != '*')
    return " '" + N + "'";
  N = N.substr(1);
  std::string Bytes;
  if (N[0] == '<') {
    size_t Colon = N.find(':'), Close = N.find('>');
    if (Colon == std::string::npos || Close == std::string::npos ||
        Colon > Close)
      return "*" + N;
    std::string Size = N.substr(1, Colon - 1),
                Offset = N.substr(Colon + 1, Close - Colon - 1);
    if (Offset != "0")
      Bytes = " (" + Size + " bytes at offset " + Offset + ")";
    N = N.substr(Close + 1);
  }
  if (N.size() > 3 && N.compare(0, 2, "(&") == 0 && N.back() == ')')
    N = N.substr(2, N.size() - 3);
  else if (!N.empty() && N[0] == '&')
    N = N.substr(1);
  else
    N = "*" + N;
  return " '" + N + "'" + Bytes;
}

} // namespace pathsim
