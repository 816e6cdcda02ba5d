//===- simulator/ExecModel.cpp - emulating a call from the callee's model -===//
//
// PREfix's model emulation: (i) the model was found by the caller; (ii) the
// guards of each case are evaluated, three-valued, to find the eligible
// outcomes; (iii) one is chosen at a choice point; (iv) its unknown guards
// are assumed; (v) its constraints are tested, violations reported at the
// call; (vi) its results are applied.
//
#include "simulator/Executor.h"

#include "simulator/AllocationSites.h"
#include "simulator/Outcome.h"

#include "modellang/Operators.h"
#include "modellang/Printer.h"
#include "simulator/Predicate.h"

#include <cstdlib>

namespace pathsim {

using modellang::ByteField;
using modellang::Case;
using modellang::CaseKind;
using modellang::IntegerConst;
using modellang::Model;
using modellang::Operation;
using modellang::OperationKind;
using modellang::Operator;
using modellang::ResourceSpec;
using modellang::ReturnType;
using modellang::SpecialConst;
using modellang::StringConst;
using modellang::Variable;
using modellang::VariableDef;
using MOperand = modellang::Operand;

namespace {

std::optional<Predicate> predicateOf(Operator Op) {
  switch (Op) {
  case Operator::Ieq: case Operator::Ueq: case Operator::Peq: return Predicate::Eq;
  case Operator::Ine: case Operator::Une: case Operator::Pne: return Predicate::Ne;
  case Operator::Ilt: return Predicate::Slt;
  case Operator::Ile: return Predicate::Sle;
  case Operator::Igt: return Predicate::Sgt;
  case Operator::Ige: return Predicate::Sge;
  case Operator::Ult: case Operator::Plt: return Predicate::Ult;
  case Operator::Ule: case Operator::Ple: return Predicate::Ule;
  case Operator::Ugt: case Operator::Pgt: return Predicate::Ugt;
  case Operator::Uge: case Operator::Pge: return Predicate::Uge;
  case Operator::Feq: return Predicate::FOrdEq;
  case Operator::Fne: return Predicate::FOrdNe;
  case Operator::Flt: return Predicate::FOrdLt;
  case Operator::Fle: return Predicate::FOrdLe;
  case Operator::Fgt: return Predicate::FOrdGt;
  case Operator::Fge: return Predicate::FOrdGe;
  default: return std::nullopt;
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
  case ReturnType::Return0: return "function returns 0";
  case ReturnType::Return1: return "function returns 1";
  case ReturnType::ReturnMinus1: return "function returns -1";
  case ReturnType::ReturnX: return "function returns a value";
  case ReturnType::ReturnVoid: return "function returns";
  case ReturnType::ReturnTypeUnknown: return "function returns";
  case ReturnType::Longjmp: return "function longjmps";
  case ReturnType::Exit: return "function exits";
  }
  return "function returns";
}

bool allocates(const Case &C) {
  for (const Operation &Op : C.Operations)
    if (Op.Kind == OperationKind::Result && Op.Op == Operator::MemoryNew)
      return true;
  return false;
}

} // namespace

/// One emulation of one call: the bindings of the model's names.
class ModelEmulation {
public:
  ModelEmulation(PathRunner &R, const Instr &I, const ModelRef &Ref,
                 const std::string &Callee, const std::string &CallText,
                 std::vector<Value> Args)
      : R(R), S(R.S), I(I), M(*Ref.M), Origin(Ref.Origin), Callee(Callee),
        CallText(CallText), Args(std::move(Args)) {}

  bool run();

private:
  /// Where an operand lives: a value only (a parameter, a constant), the
  /// call's return value, or bytes of memory.
  struct Place {
    enum class Kind { Value, Return, Memory } K = Kind::Value;
    Value V;                 ///< Kind::Value
    RegionId Reg = 0;        ///< Kind::Memory
    int64_t Offset = 0;
    int64_t Size = -1;       ///< bytes; -1: to the end of the object
    bool KnownOffset = true;
    bool Whole = false;      ///< `<all>`: every byte from Offset on
  };

  std::optional<Place> place(const Variable &V, bool Create);
  std::optional<Value> value(const MOperand &O, uint16_t Bits, bool Create);
  std::optional<Value> readPlace(const Place &P, uint16_t Bits, bool Pointer);
  bool writePlace(const Place &P, const Value &V);
  std::optional<PathRunner::Address> pointee(const Value &Ptr, bool Create);
  Value ensureReturn(bool Pointer, bool NonNull);
  std::string nameOf(const MOperand &O) const;
  /// While an operation on `...` is applied to each variadic argument: which.
  size_t VarArg = 0;
  std::string argName(size_t Param) const;
  Resource *resourceOf(const Place &P);
  std::optional<Place> holder(const Place &P);
  bool attach(Resource &Res, const Place &P);
  std::string memoryName(const MOperand &O) const;

  Tri guard(const Operation &Op);
  bool assumeGuard(const Operation &Op);
  bool constraint(const Operation &Op);
  bool result(const Operation &Op);
  bool compare(const Operation &Op, Tri &Out, Predicate &P, Value &L, Value &Rv,
               bool Create);
  void violation(WarningKind K, const std::string &Message, const Value *Subject);

  PathRunner &R;
  State &S;
  const Instr &I;
  const Model &M;
  ModelOrigin Origin;
  std::string Callee, CallText;
  std::vector<Value> Args;
  std::optional<Value> Return;
  std::map<std::string, Value> Temps;
  const Case *Chosen = nullptr;
};

std::string ModelEmulation::argName(size_t Param) const {
  // The argument as the caller wrote it; the model's parameter name if the
  // argument has no name (a constant).
  if (Param + 1 < I.NumOperands) {
    uint32_t Slot = I.FirstOperand + static_cast<uint32_t>(Param) + 1;
    if (Slot < R.F.OperandNames.size() && R.F.OperandNames[Slot])
      return R.F.Names[R.F.OperandNames[Slot]];
  }
  return Param < M.Params.size() ? M.Params[Param].Name : "argument";
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

std::optional<PathRunner::Address> ModelEmulation::pointee(const Value &Ptr0,
                                                           bool Create) {
  Value P = S.Cons.resolve(Ptr0);
  if (P.K == Value::Kind::Ptr)
    return PathRunner::Address{P.Id, P.B, P.A == 0};
  if (P.K == Value::Kind::Sym && P.A == 1) {
    if (S.Cons.test(Predicate::Eq, P, Value::integer(0, P.Bits)) == Tri::True)
      return std::nullopt;
    // What the caller gave us is laid out on demand; other unknown pointers
    // only when a result writes through them.
    if (!S.Cons.info(P.Id).Pointee && !Create && !S.isInput(P.Id))
      return std::nullopt;
    S.Origins[P.Id].Pointer = true;
    return PathRunner::Address{R.pointeeRegion(P.Id, S.isInput(P.Id)), P.B, true};
  }
  return std::nullopt;
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
        for (uint32_t Index = 0; Index < R.Ctx.Module.Globals.size(); ++Index)
          if (R.Ctx.Module.Globals[Index].Name == V.Name &&
              !R.Ctx.Module.Globals[Index].Literal) {
            Place GP;
            GP.K = Place::Kind::Memory;
            GP.Reg = R.globalRegion(Index);
            GP.Size = static_cast<int64_t>(R.Ctx.Module.Globals[Index].Size);
            if (V.Field && V.Field->Offset)
              GP.Offset = static_cast<int64_t>(*V.Field->Offset);
            if (V.Derefs.empty())
              return GP;
            auto Ptr = readPlace(GP, 64, true);
            if (!Ptr)
              return std::nullopt;
            Base = *Ptr;
            HaveBase = true;
            break;
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
    auto A = pointee(Ptr, Create);
    if (!A)
      return std::nullopt;
    const auto &Field = V.Derefs[K].Field;
    Place MP;
    MP.K = Place::Kind::Memory;
    MP.Reg = A->R;
    MP.Offset = A->Offset + (Field && Field->Offset ? static_cast<int64_t>(*Field->Offset) : 0);
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
    Value V = R.readAt(P.Reg, P.Offset, Bytes, static_cast<uint16_t>(Bytes * 8), false);
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
          (!P.KnownOffset ||
           (At < P.Offset + std::max<int64_t>(P.Size, 1) &&
            At + static_cast<int64_t>(C.Size) > P.Offset)))
        R.escape(C.V);
    if (!P.KnownOffset) {
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
    if (P.K == Place::Kind::Memory && It->Region == P.Reg && It->Offset == P.Offset)
      return &*It;
    if (P.K != Place::Kind::Memory) {
      Value V = S.Cons.resolve(P.K == Place::Kind::Return && Return ? *Return : P.V);
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

std::string ModelEmulation::memoryName(const MOperand &O) const {
  // The memory `*p` denotes, as the caller would name it: for `&x`, `x`.
  std::string N = nameOf(O);
  if (N.empty() || N[0] != '*')
    return N;
  N = N.substr(1);
  if (N.size() > 3 && N.compare(0, 2, "(&") == 0 && N.back() == ')')
    return N.substr(2, N.size() - 3);
  if (!N.empty() && N[0] == '&')
    return N.substr(1);
  return "*" + N;
}

bool ModelEmulation::compare(const Operation &Op, Tri &Out, Predicate &P,
                             Value &L, Value &Rv, bool Create) {
  auto Pred = predicateOf(Op.Op);
  if (!Pred || Op.Operands.size() != 2)
    return false;
  P = *Pred;
  bool Pointer = isPointerOperator(Op.Op);
  auto Left = value(Op.Operands[0], Pointer ? 64 : 0, Create);
  if (!Left)
    return false;
  L = *Left;
  uint16_t Bits = L.Bits ? L.Bits : 64;
  auto Right = value(Op.Operands[1], Bits, Create);
  if (!Right)
    return false;
  Rv = *Right;
  if (Rv.K == Value::Kind::Int && Rv.Bits != Bits)
    Rv = Value::integer(Rv.bits(), Bits);
  Out = R.testCompare(P, L, Rv);
  return true;
}

Tri ModelEmulation::guard(const Operation &Op) {
  Tri T;
  Predicate P;
  Value L, Rv;
  if (compare(Op, T, P, L, Rv, false))
    return T;
  switch (Op.Op) {
  case Operator::ResourceState:
  case Operator::ResourceNotState: {
    const auto *V = std::get_if<Variable>(&Op.Operands[0].V);
    const auto *Spec = std::get_if<ResourceSpec>(&Op.Operands[1].V);
    if (!V || !Spec)
      return Tri::Unknown;
    auto Pl = place(*V, false);
    Resource *Res = Pl ? resourceOf(*Pl) : nullptr;
    if (!Res || Res->Type != Spec->Type)
      return Tri::Unknown;
    bool Same = Res->State == Spec->State;
    return triOf(Op.Op == Operator::ResourceState ? Same : !Same);
  }
  case Operator::MemoryValidPointer:
  case Operator::IntNonZero: {
    auto V = value(Op.Operands[0], 64, false);
    if (!V)
      return Tri::Unknown;
    return triNot(R.testCompare(Predicate::Eq, *V, Value::integer(0, V->Bits ? V->Bits : 64)));
  }
  default:
    return Tri::Unknown;
  }
}

bool ModelEmulation::assumeGuard(const Operation &Op) {
  Tri T;
  Predicate P;
  Value L, Rv;
  if (compare(Op, T, P, L, Rv, true)) {
    if (T != Tri::Unknown)
      return T == Tri::True;
    if (!S.Cons.assume(P, S.Cons.resolve(L), S.Cons.resolve(Rv)))
      return false;
    // A callee testing a pointer against NULL does not make the caller's
    // pointer NULL: a dereference that is NULL only because of such a guard
    // is not reported (Clang calls these inlined defensive checks).
    if (P == Predicate::Eq && Rv.K == Value::Kind::Int && Rv.bits() == 0 &&
        L.K == Value::Kind::Sym && isPointerOperator(Op.Op))
      S.WeakNull.insert(L.Id);
    // A condition of the path, as the caller would write it.
    std::string Left = nameOf(Op.Operands[0]);
    std::string Right = std::holds_alternative<SpecialConst>(Op.Operands[1].V) &&
                                std::get<SpecialConst>(Op.Operands[1].V).K == SpecialConst::Null
                            ? "NULL"
                        : std::holds_alternative<IntegerConst>(Op.Operands[1].V)
                            ? std::to_string(std::get<IntegerConst>(Op.Operands[1].V).Value)
                            : nameOf(Op.Operands[1]);
    std::string Text = Left + " " + std::string(predicateSpelling(P)) + " " + Right +
                       " in '" + Callee + "'";
    S.Assumptions.push_back(Assumption{I.Loc, Text, static_cast<uint32_t>(S.Steps.size())});
    S.Steps.push_back(Step{PathStep::Kind::Condition, I.Loc, Text});
    return true;
  }
  if (Op.Op == Operator::MemoryValidPointer || Op.Op == Operator::IntNonZero) {
    auto V = value(Op.Operands[0], 64, true);
    if (V && V->K == Value::Kind::Sym)
      return S.Cons.assume(Predicate::Ne, *V, Value::integer(0, V->Bits));
  }
  return true;
}

void ModelEmulation::violation(WarningKind K, const std::string &Message,
                               const Value *Subject) {
  R.report(K, I.Loc, Message, "", Subject);
}

bool ModelEmulation::constraint(const Operation &Op) {
  const MOperand &First = Op.Operands[0];
  std::string Name = nameOf(First);
  std::string Quoted = Name.empty() ? "" : " '" + Name + "'";
  std::string To = " to '" + Callee + "'";
  switch (Op.Op) {
  case Operator::MemoryValidPointer: {
    auto V0 = value(First, 64, false);
    if (!V0)
      return true;
    Value V = S.Cons.resolve(*V0);
    if (V.hasUninitBits()) {
      violation(WarningKind::UninitUse, "passing uninitialized pointer" + Quoted + To, V0.operator->());
      return true;
    }
    if (V.K == Value::Kind::Int && V.bits() == 0 && R.weaklyNull(*V0))
      return true;
    if (V.K == Value::Kind::Int) {
      if (V.bits() == 0 || V.NullDerived)
        violation(WarningKind::NullDeref, "passing NULL pointer" + Quoted + To, V0.operator->());
      else if (static_cast<int64_t>(V.bits()) > -4096 && static_cast<int64_t>(V.bits()) < 4096)
        violation(WarningKind::InvalidDeref, "passing invalid pointer" + Quoted + To, V0.operator->());
      return true;
    }
    if (V.K == Value::Kind::Ptr) {
      if (S.Mem.region(V.Id).Freed)
        violation(WarningKind::FreedDeref, "passing pointer to freed memory" + Quoted + To, V0.operator->());
      return true;
    }
    if (V.K == Value::Kind::Sym) {
      Tri Null = S.Cons.test(Predicate::Eq, V, Value::integer(0, V.Bits));
      if (Null == Tri::True) {
        if (!R.weaklyNull(*V0))
          violation(WarningKind::NullDeref, "passing NULL pointer" + Quoted + To, V0.operator->());
        return true;
      }
      if (V.A == 1) {
        if (RegionId Reg = S.Cons.info(V.Id).Pointee; Reg && S.Mem.region(Reg).Freed) {
          violation(WarningKind::FreedDeref, "passing pointer to freed memory" + Quoted + To, V0.operator->());
          return true;
        }
        S.noteUse(V);
        if (S.isInput(V.Id)) {
          Value B = V;
          B.B = 0;
          S.defer(DeferredTest::of(DeferredTest::Kind::ValidPointer, B, I.Loc));
        }
      }
      if (Null == Tri::Unknown)
        return S.Cons.assume(Predicate::Ne, V, Value::integer(0, V.Bits), /*Choice=*/false);
    }
    return true;
  }
  case Operator::MemoryInitialized: {
    const auto *Var = std::get_if<Variable>(&First.V);
    if (!Var)
      return true;
    auto Pl = place(*Var, false);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Memory) {
      const Region &Reg = S.Mem.region(Pl->Reg);
      int64_t Size = Pl->Size > 0 ? Pl->Size
                     : Reg.Size > Pl->Offset ? Reg.Size - Pl->Offset : 1;
      if (Pl->KnownOffset && S.Mem.allUninit(Pl->Reg, Pl->Offset, static_cast<uint64_t>(Size))) {
        std::string What = memoryName(First);
        violation(WarningKind::UninitUse,
                  "passing pointer to uninitialized memory" +
                      (What.empty() ? "" : " '" + What + "'") + To,
                  nullptr);
        // Reported once: the callee's reading it must not warn again.
        if (!S.Mem.region(Pl->Reg).Constant)
          S.Mem.scramble(Pl->Reg, Pl->Offset, static_cast<uint64_t>(Size));
      }
      return true;
    }
    auto V = readPlace(*Pl, 64, false);
    if (V && V->K == Value::Kind::Uninit)
      violation(WarningKind::UninitUse, "passing uninitialized value" + Quoted + To, &*V);
    else if (V)
      S.noteUse(S.Cons.resolve(*V));
    return true;
  }
  case Operator::MemoryFreeable: {
    auto V0 = value(First, 64, false);
    if (!V0)
      return true;
    Value V = S.Cons.resolve(*V0);
    RegionId Reg = 0;
    int64_t Offset = 0;
    if (V.K == Value::Kind::Ptr) {
      Reg = V.Id;
      Offset = V.A == 0 ? V.B : 0;
    } else if (V.K == Value::Kind::Sym && V.A == 1 && S.Cons.info(V.Id).Pointee) {
      Reg = S.Cons.info(V.Id).Pointee;
      Offset = V.B;
    }
    if (V.hasUninitBits()) {
      violation(WarningKind::UninitUse, "freeing uninitialized pointer" + Quoted, V0.operator->());
      return true;
    }
    if (V.K == Value::Kind::Sym && S.isInput(V.Id) &&
        (!Reg || S.Mem.region(Reg).Kind == RegionKind::External)) {
      if (!Reg || !S.Mem.region(Reg).Freed) {
        // The caller's pointer: freeable is a constraint of our model.
        DeferredTest D;
        D.K = DeferredTest::Kind::Freeable;
        D.V = V;
        D.Loc = I.Loc;
        S.defer(D);
        return true;
      }
    }
    if (!Reg)
      return true;
    const Region &RG = S.Mem.region(Reg);
    if (RG.Freed) {
      R.report(WarningKind::DoubleFree, I.Loc, "freeing freed memory" + Quoted, Name, nullptr);
      return true;
    }
    std::string Kind;
    if (RG.Kind == RegionKind::Local || RG.Kind == RegionKind::Stack)
      Kind = "a local variable";
    else if (RG.Kind == RegionKind::Global)
      Kind = RG.Constant && R.Ctx.Module.Globals.size() > RG.Global &&
                     R.Ctx.Module.Globals[RG.Global].Literal
                 ? "a string literal"
                 : "a global variable";
    if (!Kind.empty()) {
      // free(&x) or free(buf): the object itself is named.
      std::string Object = Name.size() > 1 && Name[0] == '&' ? Name.substr(1) : Name;
      bool Direct = Object != Name || (RG.Kind == RegionKind::Local && RG.Variable &&
                                       R.F.Variables[RG.Variable].Name == Name);
      violation(WarningKind::FreeNonHeap,
                "freeing memory not from the heap: '" + Object + "' " +
                    (Direct ? "is " : "points to ") + Kind,
                nullptr);
      return true;
    }
    if (RG.Kind == RegionKind::Heap && Offset != 0)
      violation(WarningKind::FreeNonHeap,
                "freeing a pointer" + Quoted + " that does not point to the start of its block",
                nullptr);
    return true;
  }
  case Operator::ResourceState:
  case Operator::ResourceNotState: {
    const auto *Var = std::get_if<Variable>(&First.V);
    const auto *Spec = std::get_if<ResourceSpec>(&Op.Operands[1].V);
    if (!Var || !Spec)
      return true;
    auto Pl = place(*Var, false);
    if (Pl)
      Pl = holder(*Pl);
    Resource *Res = Pl ? resourceOf(*Pl) : nullptr;
    if (!Res && Pl && Op.Op == Operator::ResourceState) {
      // Not created on this path: the caller's. The function requires the
      // state (a constraint of its model) and knows it from now on.
      DeferredTest D;
      D.K = DeferredTest::Kind::ResourceState;
      D.Loc = I.Loc;
      D.Type = Spec->Type;
      D.State = Spec->State;
      Resource In;
      In.Type = Spec->Type;
      In.State = Spec->State;
      if (attach(In, *Pl)) {
        D.Region = In.Region;
        D.Offset = In.Offset;
        if (In.Sym)
          D.V = Value::symbol(In.Sym, 64);
        S.defer(D);
        S.Resources.push_back(std::move(In));
      }
      return true;
    }
    if (!Res || Res->Type != Spec->Type)
      return true;
    bool Same = Res->State == Spec->State;
    Quoted = Name.empty() ? "" : " '" + (Name[0] == '*' ? Name.substr(1) : Name) + "'";
    if (Op.Op == Operator::ResourceState && !Same)
      R.report(WarningKind::ResourceState, I.Loc,
               "'" + Callee + "' needs " + Spec->Type + Quoted + " to be " + Spec->State +
                   ", but it is " + Res->State,
               Name, nullptr);
    else if (Op.Op == Operator::ResourceNotState && Same)
      R.report(WarningKind::ResourceState, I.Loc,
               "'" + Callee + "' needs " + Spec->Type + Quoted + " not to be " + Spec->State,
               Name, nullptr);
    return true;
  }
  case Operator::IntNonZero: {
    auto V = value(First, 0, false);
    if (!V)
      return true;
    Tri T = R.testCompare(Predicate::Ne, *V, Value::integer(0, V->Bits ? V->Bits : 32));
    if (T == Tri::False)
      R.report(WarningKind::BadArgument, I.Loc,
               "argument" + Quoted + " of '" + Callee + "' must not be 0", Name, &*V);
    else if (T == Tri::Unknown && V->K == Value::Kind::Sym)
      return S.Cons.assume(Predicate::Ne, *V, Value::integer(0, V->Bits), /*Choice=*/false);
    return true;
  }
  default: {
    Tri T;
    Predicate P;
    Value L, Rv;
    if (!compare(Op, T, P, L, Rv, false))
      return true;
    // A relation on a value needs the value (the paper's appendix).
    if (L.hasUninitBits()) {
      violation(WarningKind::UninitUse, "passing uninitialized value" + Quoted + To, &L);
      return true;
    }
    S.noteUse(S.Cons.resolve(L));
    if (T == Tri::False) {
      // The constraint as the model states it, on its parameter names.
      // The caller's argument where it has a name; the model's parameter
      // where it is a constant (`argument 'size' of 'realloc'`).
      auto ModelText = [&](const MOperand &O) -> std::string {
        const auto *V = std::get_if<Variable>(&O.V);
        if (!V)
          return "";
        std::string Base = V->Name;
        for (size_t K = 0; K < M.Params.size(); ++K)
          if (M.Params[K].Name == V->Name) {
            std::string Arg = argName(K);
            if (!Arg.empty() && !isdigit(static_cast<unsigned char>(Arg[0])) && Arg[0] != '-')
              Base = Arg;
          }
        return std::string(V->Derefs.size(), '*') + Base;
      };
      std::string Left = ModelText(First), Right = ModelText(Op.Operands[1]);
      if (Right.empty() && Rv.K == Value::Kind::Int)
        Right = std::to_string(Value::signExtend(Rv.bits(), Rv.Bits));
      R.report(WarningKind::BadArgument, I.Loc,
               "argument '" + Left + "' of '" + Callee + "' violates its constraint '" +
                   Left + " " + std::string(predicateSpelling(P)) + " " + Right + "'",
               Name, &L);
      return true;
    }
    if (T == Tri::Unknown)
      return S.Cons.assume(P, S.Cons.resolve(L), S.Cons.resolve(Rv), /*Choice=*/false);
    return true;
  }
  }
}

bool ModelEmulation::result(const Operation &Op) {
  const MOperand &First = Op.Operands[0];
  const auto *Var = std::get_if<Variable>(&First.V);
  switch (Op.Op) {
  case Operator::MemoryNew:
  case Operator::MemoryNewStack: {
    if (!Var)
      return true;
    int64_t Size = -1;
    Value SizeValue;
    std::string Sites;
    for (size_t K = 1; K < Op.Operands.size(); ++K) {
      if (const auto *Str = std::get_if<StringConst>(&Op.Operands[K].V)) {
        Sites = Str->Value; // where inside the callee it was allocated
        continue;
      }
      if (auto N = value(Op.Operands[K], 64, false); N) {
        SizeValue = S.Cons.resolve(*N);
        if (SizeValue.K == Value::Kind::Int)
          Size = static_cast<int64_t>(SizeValue.bits());
      }
    }
    bool Heap = Op.Op == Operator::MemoryNew;
    RegionId Reg = S.Mem.create(Heap ? RegionKind::Heap : RegionKind::Stack,
                                Fill::Uninit, Size);
    Region &RG = S.Mem.region(Reg);
    RG.SizeValue = SizeValue;
    RG.InnerSites = parseAllocationSites(Sites);
    RG.AllocLoc = I.Loc;
    RG.AllocStep = static_cast<uint32_t>(S.Steps.size());
    RG.HeapSerial = ++S.HeapCount;
    S.Allocators.push_back(Callee);
    RG.Allocator = static_cast<uint32_t>(S.Allocators.size() - 1);
    auto Pl = place(*Var, true);
    if (Pl)
      writePlace(*Pl, Value::pointer(Reg, 0));
    return true;
  }
  case Operator::MemoryFreed: {
    auto V0 = value(First, 64, false);
    if (!V0)
      return true;
    Value V = S.Cons.resolve(*V0);
    RegionId Reg = 0;
    if (V.K == Value::Kind::Ptr)
      Reg = V.Id;
    else if (V.K == Value::Kind::Sym && V.A == 1)
      Reg = S.Cons.info(V.Id).Pointee
                ? S.Cons.info(V.Id).Pointee
                : R.pointeeRegion(V.Id, S.isInput(V.Id));
    if (Reg) {
      Region &RG = S.Mem.region(Reg);
      if (RG.Kind == RegionKind::Heap || RG.Kind == RegionKind::External ||
          RG.Kind == RegionKind::Unknown) {
        RG.Freed = true;
        RG.FreeLoc = I.Loc;
      }
    }
    return true;
  }
  case Operator::MemoryInitialized: {
    if (!Var)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Return) {
      if (!Return)
        ensureReturn(I.IsPointer, false);
      return true;
    }
    if (Pl->K == Place::Kind::Memory) {
      Region &RG = S.Mem.region(Pl->Reg);
      if (RG.Constant)
        return true;
      if (!Pl->KnownOffset) {
        S.Mem.havoc(Pl->Reg);
        return true;
      }
      int64_t Size = Pl->Size > 0 ? Pl->Size
                     : RG.Size > Pl->Offset ? RG.Size - Pl->Offset : -1;
      // Pointers in the bytes overwritten may still be what the callee left
      // there: what they point to is lost, not leaked.
      std::vector<Value> Held;
      for (const auto &[At, C] : RG.Cells)
        if (C.K == Cell::Kind::Val && At + static_cast<int64_t>(C.Size) > Pl->Offset &&
            (Size < 0 || At < Pl->Offset + Size))
          Held.push_back(C.V);
      for (const Value &V : Held)
        R.escape(V);
      // An object of unknown size: everything from the offset on.
      if (Size <= 0 && Pl->Offset > 0)
        Size = int64_t(1) << 24;
      if (Size > 0)
        S.Mem.scramble(Pl->Reg, Pl->Offset, static_cast<uint64_t>(Size));
      else
        S.Mem.havoc(Pl->Reg);
      RG.Clobbered = true;
    }
    return true;
  }
  case Operator::MemoryValidPointer: {
    if (!Var)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Return) {
      if (!Return)
        ensureReturn(true, true);
      return true;
    }
    if (Pl->K == Place::Kind::Memory) {
      SymbolOrigin O;
      O.K = SymbolOrigin::Kind::CallOut;
      O.Loc = I.Loc;
      O.Name = Callee;
      O.Pointer = true;
      O.FromModel = true;
      Value P = Value::symbol(S.newSymbol(64, O), 64);
      S.Cons.assume(Predicate::Ne, P, Value::integer(0, 64));
      writePlace(*Pl, P);
    }
    return true;
  }
  case Operator::ResourceNew:
  case Operator::ResourceState: {
    const auto *Spec = Op.Operands.size() > 1 ? std::get_if<ResourceSpec>(&Op.Operands[1].V)
                                              : nullptr;
    if (!Var || !Spec)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl)
      return true;
    Pl = holder(*Pl);
    if (!Pl)
      return true;
    if (Op.Op == Operator::ResourceState) {
      if (Resource *Res = resourceOf(*Pl); Res && Res->Type == Spec->Type) {
        Res->State = Spec->State;
      } else if (!Res) {
        // A resource the caller gave us: its new state is part of our model.
        Resource In;
        In.Type = Spec->Type;
        In.State = Spec->State;
        attach(In, *Pl);
        S.Resources.push_back(std::move(In));
      }
      return true;
    }
    Resource Res;
    Res.Type = Spec->Type;
    Res.State = Spec->State;
    Res.Created = Spec->State;
    Res.Loc = I.Loc;
    Res.Callee = Callee;
    Res.CallText = CallText;
    if (!attach(Res, *Pl))
      return true;
    S.Resources.push_back(std::move(Res));
    return true;
  }
  case Operator::IntNonZero: {
    if (!Var)
      return true;
    auto Pl = place(*Var, true);
    if (!Pl)
      return true;
    if (Pl->K == Place::Kind::Return && !Return)
      ensureReturn(I.IsPointer, false);
    auto V = readPlace(*Pl, 0, false);
    if (V && V->K == Value::Kind::Sym)
      return S.Cons.assume(Predicate::Ne, *V, Value::integer(0, V->Bits));
    return true;
  }
  default:
    break;
  }
  // Relations: `(result ieq return 0)` sets, `(result ige return 0)` narrows.
  auto Pred = predicateOf(Op.Op);
  if (!Pred || !Var || Op.Operands.size() != 2)
    return true;
  auto Pl = place(*Var, true);
  if (!Pl)
    return true;
  bool Pointer = isPointerOperator(Op.Op);
  uint16_t Bits = Pl->K == Place::Kind::Return ? (I.Bits ? I.Bits : 64)
                  : Pl->K == Place::Kind::Memory && Pl->Size > 0 && Pl->Size <= 8
                      ? static_cast<uint16_t>(Pl->Size * 8)
                      : (Pointer ? 64 : 32);
  auto Rhs = value(Op.Operands[1], Bits, false);
  if (!Rhs)
    return true;
  Value Rv = *Rhs;
  if (Rv.K == Value::Kind::Int && Rv.Bits != Bits)
    Rv = Value::integer(Rv.bits(), Bits);
  if (*Pred == Predicate::Eq && Pl->K != Place::Kind::Value) {
    if (Bits == 64 && Rv.K == Value::Kind::Int && Rv.bits() == 0 && Chosen->Reason &&
        *Chosen->Reason == UnstatedReason) {
      // A NULL this outcome leaves under conditions its model cannot state.
      Value Weak = Value::symbol(S.newSymbol(Bits), Bits);
      S.Cons.assume(Predicate::Eq, Weak, Value::integer(0, Bits), /*Choice=*/false);
      S.WeakNull.insert(Weak.Id);
      Rv = Weak;
    }
    writePlace(*Pl, Rv);
    return true;
  }
  // Anything else constrains the location's new value.
  Value Target;
  if (Pl->K == Place::Kind::Value) {
    Target = Pl->V;
  } else if (Pl->K == Place::Kind::Return && Return) {
    Target = *Return;
  } else {
    SymbolOrigin O;
    O.K = Pl->K == Place::Kind::Return ? SymbolOrigin::Kind::CallReturn
                                       : SymbolOrigin::Kind::CallOut;
    O.Loc = I.Loc;
    O.Name = Callee;
    O.Pointer = Pointer;
    Target = Value::symbol(S.newSymbol(Bits, O), Bits);
    writePlace(*Pl, Target);
  }
  Tri T = R.testCompare(*Pred, Target, Rv);
  if (T == Tri::False)
    return false;
  if (T == Tri::Unknown)
    return S.Cons.assume(*Pred, S.Cons.resolve(Target), S.Cons.resolve(Rv));
  return true;
}

bool ModelEmulation::run() {
  // Passing an uninitialized value reads it: reported once, whatever the
  // model says, and the callee sees an unknown value.
  R.checkArguments(I, Callee, Args);
  // (ii) eligible outcomes.
  std::vector<const Case *> Eligible;
  std::vector<Alternative> Alts;
  bool AnyAllocation = false;
  for (const Case &C : M.Cases)
    AnyAllocation |= allocates(C);
  for (const Case &C : M.Cases) {
    if (R.Ctx.Config.MallocNeverFails && AnyAllocation && C.Kind == CaseKind::Error &&
        !allocates(C))
      continue;
    bool Possible = true;
    for (const Operation &Op : C.Operations)
      if (Op.Kind == OperationKind::Guard && guard(Op) == Tri::False) {
        Possible = false;
        break;
      }
    if (!Possible)
      continue;
    Eligible.push_back(&C);
    Alternative A;
    A.Class = C.Return ? static_cast<uint32_t>(*C.Return) + 1 : 0;
    Alts.push_back(A);
  }
  if (Eligible.empty())
    return R.conservativeCall(I, Callee, CallText, Args);
  // (iii) the choice point.
  // The loop bound holds for outcomes too: a loop that runs until a call
  // fails (while (getline(...) != -1)) leaves after a few iterations.
  std::vector<uint32_t> Keys;
  for (const Case *C : Eligible)
    Keys.push_back(static_cast<uint32_t>(C - M.Cases.data()));
  unsigned Pick = Eligible.size() > 1 ? R.chooseAt(I, Alts, Keys) : 0;
  Chosen = Eligible[Pick];
  // (iv) assume the unknown guards.
  for (const Operation &Op : Chosen->Operations)
    if (Op.Kind == OperationKind::Guard && !assumeGuard(Op)) {
      R.Stopped = true;
      R.End = PathEnd::Infeasible;
      return false;
    }
  // Record the model used before checking: warnings name it.
  ModelUseRecord Use;
  Use.Loc = I.Loc;
  Use.Callee = Callee;
  Use.CallText = CallText;
  Use.Origin = std::string(originName(Origin));
  Use.ReturnText = returnText(*Chosen, allocates(*Chosen));
  Use.Reason = Chosen->Reason.value_or("");
  Use.Step = static_cast<uint32_t>(S.Steps.size());
  S.Models.push_back(Use);
  S.Steps.push_back(Step{PathStep::Kind::ModelOutcome, I.Loc,
                         Use.ReturnText + (Use.Reason.empty() ? "" : " (" + Use.Reason + ")")});
  // An operation on `...` applies to each variadic argument in turn.
  auto Apply = [&](const Operation &Op, bool (ModelEmulation::*Fn)(const Operation &)) {
    const auto *V = std::get_if<Variable>(&Op.Operands[0].V);
    if (!V || V->Name != "...")
      return (this->*Fn)(Op);
    for (VarArg = 0; M.Params.size() + VarArg < Args.size(); ++VarArg)
      if (!(this->*Fn)(Op))
        return false;
    VarArg = 0;
    return true;
  };
  // (v) constraints.
  for (const Operation &Op : Chosen->Operations)
    if (Op.Kind == OperationKind::Constraint && !Apply(Op, &ModelEmulation::constraint)) {
      R.Stopped = true;
      R.End = PathEnd::Infeasible;
      return false;
    }
  if (R.Stopped)
    return false;
  // (vi) results: first those that set a variable itself (return = a new
  // block), then those that write through one (*return = 0), whatever order
  // the model lists them in.
  for (bool Through : {false, true})
    for (const Operation &Op : Chosen->Operations) {
      if (Op.Kind != OperationKind::Result)
        continue;
      const auto *V = std::get_if<Variable>(&Op.Operands[0].V);
      if ((V && !V->Derefs.empty()) != Through)
        continue;
      if (!Apply(Op, &ModelEmulation::result)) {
        R.Stopped = true;
        R.End = PathEnd::Infeasible;
        return false;
      }
    }
  if (Chosen->Return && (*Chosen->Return == ReturnType::Exit ||
                         *Chosen->Return == ReturnType::Longjmp)) {
    R.Stopped = true;
    R.End = PathEnd::NoReturn;
    R.Longjmped = *Chosen->Return == ReturnType::Longjmp;
    return false;
  }
  if (I.Bits) {
    Value V;
    if (Return) {
      V = *Return;
    } else if (Chosen->Return && (*Chosen->Return == ReturnType::Return0 ||
                                  *Chosen->Return == ReturnType::Return1 ||
                                  *Chosen->Return == ReturnType::ReturnMinus1)) {
      int64_t X = *Chosen->Return == ReturnType::Return0   ? 0
                  : *Chosen->Return == ReturnType::Return1 ? 1
                                                           : -1;
      V = Value::integer(static_cast<uint64_t>(X), I.Bits);
    } else {
      // Unrestricted: any value, a pointer that may or may not be NULL.
      V = ensureReturn(I.IsPointer, false);
    }
    if (I.IsFloat && V.K == Value::Kind::Sym)
      V = Value::unknownFloat(V.Id, I.Bits);
    if (I.IsPointer && Chosen->Reason && *Chosen->Reason == UnstatedReason) {
      // NULL, but only under conditions the callee's model cannot state.
      Value Null = S.Cons.resolve(V);
      if (Null.K == Value::Kind::Int && Null.bits() == 0) {
        V = Value::symbol(S.newSymbol(I.Bits), I.Bits);
        S.Cons.assume(Predicate::Eq, V, Value::integer(0, I.Bits), /*Choice=*/false);
        S.WeakNull.insert(V.Id);
      }
    }
    V.Tag = S.addSource(I.Loc, "value comes from return value of '" + Callee + "' here");
    S.Sources[V.Tag].Reason = Chosen->Reason.value_or("");
    R.setResult(I, V);
  }
  if (I.NumExtra)
    return R.jump(R.F.targets(I)[0].Block);
  return true;
}

bool PathRunner::emulate(const Instr &I, const ModelRef &Ref,
                         const std::string &Callee, const std::string &CallText,
                         std::vector<Value> Args) {
  ModelEmulation E(*this, I, Ref, Callee, CallText, std::move(Args));
  return E.run();
}

} // namespace pathsim
