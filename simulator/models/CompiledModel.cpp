//===- simulator/models/CompiledModel.cpp - a model resolved for emulation ===//
#include "simulator/models/CompiledModel.h"

#include "modellang/Numbering.h"
#include "modellang/Operators.h"
#include "modellang/Printer.h"
#include "simulator/models/AllocationSites.h"
#include "simulator/models/ModelTerms.h"
#include "simulator/outcome/Outcome.h"

#include <algorithm>
#include <cassert>
#include <deque>

namespace pathsim {

std::optional<Predicate> predicateOf(Operator Op) {
  switch (Op) {
  case Operator::Ieq:
  case Operator::Ueq:
  case Operator::Peq:
  case Operator::PeqAddr:
    return Predicate::Eq;
  case Operator::Ine:
  case Operator::Une:
  case Operator::Pne:
  case Operator::PneAddr:
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
         Op == Operator::Ple || Op == Operator::Pgt || Op == Operator::Pge ||
         Op == Operator::PeqAddr || Op == Operator::PneAddr;
}

bool CompiledCase::hasConstraint(uint32_t Op) const {
  auto C = constraints();
  return std::find(C.begin(), C.end(), Op) != C.end();
}

const std::string &CompiledModel::reason(const CompiledCase &C) const {
  static const std::string None;
  return C.Reason < 0 ? None : Reasons[static_cast<size_t>(C.Reason)];
}

namespace {

/// "function returns 0", "function returns a new memory block".
const char *returnText(const Case &C, bool Allocates) {
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
  case ReturnType::ReturnTypeUnknown:
    return "function returns";
  case ReturnType::Longjmp:
    return "function longjmps";
  case ReturnType::Exit:
    return "function exits";
  case ReturnType::Throw:
    return "function throws";
  case ReturnType::Defect:
    return "function fails at a defect";
  }
  return "function returns";
}

/// Whether the result Op says something of the returned value only, and
/// changes nothing else (CompiledModel::WritesNothing).
bool onlyOfTheReturn(const ModelOperation &Op,
                     const std::vector<ModelVariable> &Variables) {
  switch (Op.Op) {
  case Operator::MemoryNew:
  case Operator::MemoryNewStack:
  case Operator::MemoryFamily:
  case Operator::MemoryFreed:
  case Operator::Input:
  case Operator::MemoryLost:
  case Operator::StringCopy:
  case Operator::StringWritten:
  case Operator::ResourceNew:
  case Operator::ResourceState:
  case Operator::ResourceNotState:
    return false;
  default:
    break;
  }
  const ModelOperand *V = Op.variable();
  if (!V || V->Index >= Variables.size())
    return false;
  const ModelVariable &Var = Variables[V->Index];
  return Var.B == ModelVariable::Base::Return && Var.Derefs.empty();
}

/// Builds one CompiledModel: slots for variables, ids for operations.
class Compiler {
public:
  explicit Compiler(const Model &M) : M(M) {
    Out.Name = M.Name;
    for (const VariableDef &P : M.Params)
      Out.Params.push_back(P.Name);
  }

  CompiledModel run() {
    for (const Case &C : M.Cases)
      Out.Cases.push_back(compile(C));
    Out.Operations.shrink_to_fit();
    Out.Variables.shrink_to_fit();
    for (const CompiledCase &C : Out.Cases) {
      for (uint32_t Op : C.results())
        Out.WritesNothing &=
            onlyOfTheReturn(Out.Operations[Op], Out.Variables);
      Out.AnyAllocation |= C.Allocates;
      // Not a `throw` case: an exception is a call's error exit (a
      // std::string's length_error, a vector's bad_alloc), which the code
      // after the call is not written to have ruled out; going on past the
      // call is the normal way, no guess (PREfix's exit and longjmp cases
      // are another matter: a test framework's fail function returns only
      // after an earlier failure).
      Out.AnyNoReturn |= C.Return && (*C.Return == ReturnType::Exit ||
                                      *C.Return == ReturnType::Longjmp);
    }
    Out.SameAnswer = sameAnswer();
    return std::move(Out);
  }

private:
  /// CompiledModel::SameAnswer: what a result may change is the return
  /// value (`return`) and the block it points to (`*return`), and what is
  /// returned is found in memory: static storage (`memory_static return`:
  /// getenv's environment, strerror's messages) or an argument's block
  /// (`pointer_comparable return s`). A model that says nothing of what it
  /// returns may be called for what it does that the language cannot say
  /// (setenv, signal: the environment, a handler), and a value from outside
  /// the program (`input return`: rand) differs at every call.
  bool sameAnswer() const {
    if (Out.Params.empty() || !Out.Resources.empty())
      return false;
    bool FromMemory = false;
    for (const CompiledCase &C : Out.Cases)
      for (uint32_t K = 0; K < C.Ops.size(); ++K) {
        const ModelOperation &O = Out.Operations[C.Ops[K]];
        switch (O.Op) {
        case Operator::MemoryNew:
        case Operator::MemoryNewStack:
        case Operator::MemoryFreed:
        case Operator::MemoryLost:
        case Operator::ResourceNew:
        case Operator::ResourceState:
        case Operator::ResourceNotState:
          return false;
        default:
          break;
        }
        if (K < C.ResultsAt)
          continue;
        const ModelOperand *V = O.variable();
        if (!V)
          return false;
        const ModelVariable &Var = Out.Variables[V->Index];
        if (Var.B != ModelVariable::Base::Return || Var.Derefs.size() > 1 ||
            (O.Op == Operator::Input && Var.Derefs.empty()))
          return false;
        const ModelOperand &Y = O.Operands[1];
        FromMemory |=
            Var.Derefs.empty() &&
            (O.Op == Operator::MemoryStatic ||
             ((O.Op == Operator::PointerComparable || O.Op == Operator::Peq) &&
              Y.K == ModelOperand::Kind::Variable &&
              Out.Variables[Y.Index].B == ModelVariable::Base::Param));
      }
    return FromMemory;
  }

  CompiledCase compile(const Case &C) {
    CompiledCase Out;
    Out.Kind = C.Kind;
    Out.Return = C.Return;
    if (C.Reason) {
      auto [It, New] = ReasonNumbers.emplace(
          *C.Reason, static_cast<int32_t>(this->Out.Reasons.size()));
      if (New)
        this->Out.Reasons.push_back(*C.Reason);
      Out.Reason = It->second;
    }
    Out.Unstated = C.Reason && *C.Reason == UnstatedReason;
    this->Out.Work += C.Operations.size();
    std::vector<uint32_t> Guards, Constraints, Results;
    for (const Operation &Op : C.Operations) {
      uint32_t Index = operation(Op);
      switch (Op.Kind) {
      case OperationKind::Guard:
        Guards.push_back(Index);
        break;
      case OperationKind::Constraint:
        Constraints.push_back(Index);
        break;
      case OperationKind::Result:
        Out.Allocates |= Op.Op == Operator::MemoryNew;
        Results.push_back(Index);
        break;
      }
    }
    const auto &Ops = this->Out.Operations;
    std::stable_sort(
        Results.begin(), Results.end(),
        [&](uint32_t A, uint32_t B) { return Ops[A].Depth < Ops[B].Depth; });
    definedTempsFirst(Results);
    Out.Ops = std::move(Guards);
    Out.ConstraintsAt = static_cast<uint32_t>(Out.Ops.size());
    Out.Ops.insert(Out.Ops.end(), Constraints.begin(), Constraints.end());
    Out.ResultsAt = static_cast<uint32_t>(Out.Ops.size());
    Out.Ops.insert(Out.Ops.end(), Results.begin(), Results.end());
    Out.Ops.shrink_to_fit();
    Out.ReturnText = returnText(C, Out.Allocates);
    return Out;
  }

  /// The temporary a result defines (`(result compute t1<4:0> ...)`, the
  /// value of a bare temporary), or -1.
  int64_t definedTemp(uint32_t Op) const {
    const ModelOperation &O = Out.Operations[Op];
    const ModelOperand *V = O.variable();
    if (!V || O.Computes == ModelOperation::Computation::None)
      return -1;
    const ModelVariable &MV = Out.Variables[V->Index];
    return MV.B == ModelVariable::Base::Temp && MV.Derefs.empty()
               ? static_cast<int64_t>(MV.Index)
               : -1;
  }

  /// Results that define temporaries come first, each after those whose
  /// temporaries it reads (the printed order is alphabetical: `compute
  /// return ... t1` before `compute t1 ...`).
  void definedTempsFirst(std::vector<uint32_t> &Results) const {
    std::vector<uint32_t> Defining, Rest;
    for (uint32_t Op : Results)
      (definedTemp(Op) >= 0 ? Defining : Rest).push_back(Op);
    if (Defining.empty())
      return;
    std::vector<bool> Defined(Out.Temps, false);
    auto Ready = [&](uint32_t Op) {
      const ModelOperation &O = Out.Operations[Op];
      for (size_t K = 2; K < O.NumOperands; ++K) {
        const ModelOperand &X = O.Operands[K];
        if (X.K != ModelOperand::Kind::Variable)
          continue;
        const ModelVariable &MV = Out.Variables[X.Index];
        if (MV.B != ModelVariable::Base::Temp || MV.Index >= Defined.size() ||
            Defined[MV.Index])
          continue;
        if (std::any_of(Defining.begin(), Defining.end(), [&](uint32_t D) {
              return D != Op && definedTemp(D) == MV.Index;
            }))
          return false;
      }
      return true;
    };
    std::vector<uint32_t> Ordered;
    while (!Defining.empty()) {
      auto It = std::find_if(Defining.begin(), Defining.end(), Ready);
      if (It == Defining.end())
        It = Defining.begin(); // a cycle: no order makes it right
      Defined[static_cast<size_t>(definedTemp(*It))] = true;
      Ordered.push_back(*It);
      Defining.erase(It);
    }
    Ordered.insert(Ordered.end(), Rest.begin(), Rest.end());
    Results = std::move(Ordered);
  }

  /// The index of Op in Operations: equal operations
  /// (Operation::operator==, which their printing follows) share one.
  uint32_t operation(const Operation &Op) {
    auto [N, New] = OperationNumbers.number(Op);
    if (New)
      Out.Operations.push_back(compile(Op));
    return N;
  }

  ModelOperation compile(const Operation &Op) {
    ModelOperation O;
    O.Kind = Op.Kind;
    O.Op = Op.Op;
    O.Pred = predicateOf(Op.Op);
    O.Pointer = isPointerOperator(Op.Op);
    O.NumOperands =
        static_cast<uint8_t>(std::min<size_t>(Op.Operands.size(), 4));
    for (size_t K = 0; K < O.NumOperands; ++K) {
      O.Operands[K] = operand(Op.Operands[K], Op.Op == Operator::MemoryNew);
      O.ReadsGlobal |=
          O.Operands[K].K == ModelOperand::Kind::Variable &&
          Out.Variables[O.Operands[K].Index].B == ModelVariable::Base::Global;
    }
    if (Op.Op == Operator::Compute && Op.Operands.size() == 4)
      if (const auto *S = std::get_if<StringConst>(&Op.Operands[1].V)) {
        using C = ModelOperation::Computation;
        if (S->Value == "iadd")
          O.Computes = C::Add;
        else if (S->Value == "isub")
          O.Computes = C::Sub;
        else if (S->Value == "imul")
          O.Computes = C::Mul;
        else if (auto Rel = modellang::operatorFromSpelling(S->Value))
          if (auto P = predicateOf(*Rel);
              P && modellang::isComputeOperation(S->Value)) {
            O.Computes = C::Compare;
            O.ComputePred = *P;
          }
      }
    const ModelOperand *Field = O.variable();
    O.TestsFieldAgainstConstant =
        Field && !Out.Variables[Field->Index].Derefs.empty() &&
        O.NumOperands > 1 && O.Operands[1].K == ModelOperand::Kind::Integer;
    // A test of links: pointers read from one parameter's memory compared
    // with NULL or with each other (`p->left->right == p`); a pointer
    // compared with another argument (a key) is a search's, not the shape's.
    O.TestsLinks = O.Pointer && O.Kind == modellang::OperationKind::Guard &&
                   O.NumOperands == 2 && !O.ReadsGlobal;
    bool ThroughLink = false;
    const ModelVariable *Base = nullptr;
    for (size_t K = 0; K < O.NumOperands && O.TestsLinks; ++K) {
      const ModelOperand &X = O.Operands[K];
      if (X.K == ModelOperand::Kind::Variable) {
        const ModelVariable &MV = Out.Variables[X.Index];
        ThroughLink |= !MV.Derefs.empty();
        O.TestsLinks = MV.B == ModelVariable::Base::Param &&
                       (!Base || Base->Index == MV.Index);
        Base = &MV;
      } else if (X.K != ModelOperand::Kind::Null) {
        O.TestsLinks = false;
      }
    }
    O.TestsLinks &= ThroughLink;
    if (const auto *V = std::get_if<Variable>(&Op.Operands[0].V)) {
      // memory_family and memory_lost describe the block their variable
      // points to: one deeper, after the memory_new that makes the block.
      O.Depth =
          static_cast<uint32_t>(V->Derefs.size()) +
          (Op.Op == Operator::MemoryFamily || Op.Op == Operator::MemoryLost);
      O.OnVarArgs = V->Name == "...";
      // A pointer the caller gave that the callee kept: read before any
      // result writes the caller's memory, while it still holds it.
      if (Op.Op == Operator::MemoryLost && V->Input)
        O.Depth = 0;
    }
    return O;
  }

  ModelOperand operand(const MOperand &X, bool InMemoryNew) {
    ModelOperand O;
    if (const auto *V = std::get_if<Variable>(&X.V)) {
      O.K = ModelOperand::Kind::Variable;
      O.Index = slot(*V);
    } else if (const auto *C = std::get_if<IntegerConst>(&X.V)) {
      O.K = ModelOperand::Kind::Integer;
      O.Int = C->Value;
    } else if (const auto *Sp = std::get_if<SpecialConst>(&X.V)) {
      O.K = Sp->K == SpecialConst::Null  ? ModelOperand::Kind::Null
            : Sp->K == SpecialConst::Eof ? ModelOperand::Kind::Eof
                                         : ModelOperand::Kind::Default;
    } else if (const auto *S = std::get_if<StringConst>(&X.V)) {
      // memory_new's string operand says where the callee allocated.
      O.K =
          InMemoryNew ? ModelOperand::Kind::Sites : ModelOperand::Kind::String;
      if (InMemoryNew) {
        O.Index = static_cast<uint32_t>(Out.Sites.size());
        Out.Sites.push_back(parseAllocationSites(S->Value));
      } else {
        O.Index = static_cast<uint32_t>(Out.Strings.size());
        Out.Strings.push_back(S->Value);
      }
    } else if (const auto *R = std::get_if<ResourceSpec>(&X.V)) {
      O.K = ModelOperand::Kind::Resource;
      O.Index = static_cast<uint32_t>(Out.Resources.size());
      Out.Resources.push_back(*R);
    }
    return O;
  }

  /// The slot of V: equal variables share one.
  uint32_t slot(const Variable &V) {
    // `p@` is `p` at a call: nothing ran yet. Memory on entry (`*p@`) is
    // apart: results read it as it was before the call wrote it.
    SlotKeys.push_back(V);
    SlotKeys.back().Input = entryMemory(V);
    auto [N, New] = Slots.number(SlotKeys.back());
    if (New)
      Out.Variables.push_back(variable(V));
    else
      SlotKeys.pop_back();
    return N;
  }

  bool isGlobal(const std::string &Name) const {
    return std::any_of(M.Globals.begin(), M.Globals.end(),
                       [&](const VariableDef &G) { return G.Name == Name; });
  }

  /// `*p@`, `g@`: memory as it was on entry.
  bool entryMemory(const Variable &V) const {
    bool Param =
        std::any_of(M.Params.begin(), M.Params.end(),
                    [&](const VariableDef &P) { return P.Name == V.Name; });
    return V.Input && (!V.Derefs.empty() || (!Param && isGlobal(V.Name)));
  }

  ModelVariable variable(const Variable &V) {
    ModelVariable Out;
    Out.Name = V.Name;
    Out.Input = entryMemory(V);
    auto Param =
        std::find_if(M.Params.begin(), M.Params.end(),
                     [&](const VariableDef &P) { return P.Name == V.Name; });
    if (V.Name == "return") {
      Out.B = ModelVariable::Base::Return;
    } else if (V.Name == "...") {
      Out.B = ModelVariable::Base::VarArgs;
    } else if (Param != M.Params.end()) {
      Out.B = ModelVariable::Base::Param;
      Out.Index = static_cast<uint32_t>(Param - M.Params.begin());
    } else if (isGlobal(V.Name)) {
      Out.B = ModelVariable::Base::Global;
      auto [It, New] = GlobalNumbers.emplace(
          V.Name, static_cast<uint32_t>(this->Out.Globals.size()));
      if (New)
        this->Out.Globals.push_back(V.Name);
      Out.Index = It->second;
      if (V.Field && V.Field->Offset)
        Out.Offset = static_cast<int64_t>(*V.Field->Offset);
      if (V.Field && V.Field->Size == ByteField::SizeKind::Bytes)
        Out.Size = static_cast<int64_t>(V.Field->Bytes);
    } else {
      // A temporary or a static: one value per name for the whole call.
      Out.B = ModelVariable::Base::Temp;
      auto [It, New] = TempNumbers.emplace(V.Name, this->Out.Temps);
      if (New)
        ++this->Out.Temps;
      Out.Index = It->second;
      if (V.Field && V.Field->Size == ByteField::SizeKind::Bytes)
        Out.Size = static_cast<int64_t>(V.Field->Bytes);
    }
    // Dereferences apply innermost first: Derefs.back() to the value.
    for (size_t K = V.Derefs.size(); K-- > 0;) {
      const auto &Field = V.Derefs[K].Field;
      ModelVariable::Deref D;
      if (Field && Field->Offset)
        D.Offset = static_cast<int64_t>(*Field->Offset);
      if (Field && Field->Size == ByteField::SizeKind::Bytes)
        D.Size = static_cast<int64_t>(Field->Bytes);
      D.Whole = Field && Field->Size == ByteField::SizeKind::All;
      Out.Derefs.push_back(D);
    }
    Out.Chain = chain(Out);
    if (V.Bits && V.Bits->Width > 0 && V.Bits->Width <= 64 &&
        V.Bits->Lsb < 64) {
      Out.BitWidth = static_cast<uint8_t>(V.Bits->Width);
      Out.BitLsb = static_cast<uint8_t>(V.Bits->Lsb);
    }
    // Fields of the memory reached keep the model's notation (`*<4:40>p`):
    // the model speaks of bytes, not of the caller's field names.
    for (const auto &D : V.Derefs) {
      Out.Fields += "*";
      if (D.Field && (D.Field->Offset.value_or(0) != 0 || V.Derefs.size() > 1))
        Out.Fields +=
            modellang::printByteField(*D.Field, /*SignedOffset=*/true);
    }
    return Out;
  }

  /// The chain of V: its base and the offsets of all its '*'s but the last
  /// (the pointers read on the way are read whole, whatever their field's
  /// size).
  uint32_t chain(const ModelVariable &V) {
    if (V.Derefs.empty() || (V.B != ModelVariable::Base::Param &&
                             V.B != ModelVariable::Base::Global))
      return 0;
    std::string ChainKey = std::to_string(static_cast<int>(V.B)) + " " +
                           std::to_string(V.Index) + " " +
                           std::to_string(V.Offset);
    for (size_t K = 0; K + 1 < V.Derefs.size(); ++K)
      ChainKey += " " + std::to_string(V.Derefs[K].Offset);
    auto [It, New] = ChainNumbers.emplace(ChainKey, Out.Chains + 1);
    if (New)
      ++Out.Chains;
    return It->second;
  }

  const Model &M;
  CompiledModel Out;
  modellang::Numbering<Operation> OperationNumbers;
  modellang::Numbering<Variable> Slots;
  std::deque<Variable> SlotKeys; ///< the variables Slots numbers
  std::unordered_map<std::string, uint32_t> TempNumbers, GlobalNumbers,
      ChainNumbers;
  std::unordered_map<std::string, int32_t> ReasonNumbers;
};

} // namespace

CompiledModel compileModel(const Model &M) { return Compiler(M).run(); }

const std::vector<int32_t> &GlobalBindings::of(const CompiledModel &M) {
  auto [It, New] = Bound.try_emplace(&M);
  if (New)
    for (const std::string &Name : M.Globals) {
      auto Found = Module.GlobalByName.find(Name);
      It->second.push_back(Found == Module.GlobalByName.end()
                               ? -1
                               : static_cast<int32_t>(Found->second));
    }
  return It->second;
}

} // namespace pathsim

namespace pathsim {

namespace {

/// An operand as the model writes it (the model's own names).
std::string operandText(const CompiledModel &M, const ModelOperand &O) {
  switch (O.K) {
  case ModelOperand::Kind::Variable: {
    const ModelVariable &V = M.Variables[O.Index];
    if (V.BitWidth)
      return V.Fields + V.Name + ".<" + std::to_string(V.BitWidth) + ":" +
             std::to_string(V.BitLsb) + ">";
    return V.Fields + V.Name;
  }
  case ModelOperand::Kind::Integer:
    return std::to_string(O.Int);
  case ModelOperand::Kind::Null:
    return "NULL";
  case ModelOperand::Kind::Eof:
    return "EOF";
  case ModelOperand::Kind::Default:
    return "default";
  case ModelOperand::Kind::Resource: {
    const modellang::ResourceSpec &R = M.Resources[O.Index];
    return "(" + R.Type + " " + R.State + ")";
  }
  case ModelOperand::Kind::String:
  case ModelOperand::Kind::Sites:
    return "\"...\"";
  case ModelOperand::Kind::None:
    break;
  }
  return "";
}

} // namespace

std::string caseText(const CompiledModel &M, uint32_t Case) {
  assert(Case < M.Cases.size() && "a case of the model");
  const CompiledCase &C = M.Cases[Case];
  std::string Text = "case " + std::to_string(Case + 1) + " of " +
                     std::to_string(M.Cases.size());
  if (C.guards().empty())
    return Text + " (no guard)";
  const char *Sep = ": ";
  for (uint32_t Op : C.guards()) {
    const ModelOperation &G = M.Operations[Op];
    Text += Sep;
    Text += "(guard " + std::string(modellang::spelling(G.Op));
    for (uint8_t K = 0; K < G.NumOperands; ++K)
      Text += " " + operandText(M, G.Operands[K]);
    Text += ")";
    Sep = " ";
  }
  return Text;
}

} // namespace pathsim
