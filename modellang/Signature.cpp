//===- modellang/Signature.cpp - a model's parameters against a C declaration //
#include "modellang/Signature.h"

#include <fmt/format.h>

namespace pathsim::modellang {

namespace {

/// What an operator says of its first operand, when that operand is a
/// parameter itself (not memory it points to).
ParamUse useOf(Operator Op) {
  switch (Op) {
  case Operator::MemoryNew:
  case Operator::MemoryNewStack:
  case Operator::MemoryStatic:
  case Operator::MemoryFamily:
  case Operator::MemoryFreed:
  case Operator::MemoryFreeable:
  case Operator::MemoryValidPointer:
  case Operator::MemoryInvalidPointer:
  case Operator::MemoryValidOffset:
  case Operator::PointerComparable:
  case Operator::PointerIncomparable:
  case Operator::StringCopy:
  case Operator::StringWritten:
  case Operator::Peq:
  case Operator::Pne:
  case Operator::Plt:
  case Operator::Ple:
  case Operator::Pgt:
  case Operator::Pge:
  case Operator::PeqAddr:
  case Operator::PneAddr:
  case Operator::TimeFormatOverflows:
    return ParamUse::Pointer;
  case Operator::IntNonZero:
  case Operator::Ieq:
  case Operator::Ine:
  case Operator::Ilt:
  case Operator::Ile:
  case Operator::Igt:
  case Operator::Ige:
  case Operator::Ueq:
  case Operator::Une:
  case Operator::Ult:
  case Operator::Ule:
  case Operator::Ugt:
  case Operator::Uge:
  case Operator::FloatNonZero:
  case Operator::Feq:
  case Operator::Fne:
  case Operator::Flt:
  case Operator::Fle:
  case Operator::Fgt:
  case Operator::Fge:
    return ParamUse::Scalar;
  default:
    return ParamUse::Unknown;
  }
}

void note(ParamUse &Slot, ParamUse Use, std::vector<bool> &Conflict, size_t K) {
  if (Use == ParamUse::Unknown || Conflict[K])
    return;
  if (Slot != ParamUse::Unknown && Slot != Use) {
    Conflict[K] = true;
    Slot = ParamUse::Unknown;
    return;
  }
  Slot = Use;
}

} // namespace

size_t namedParamCount(const Model &M) {
  size_t N = 0;
  for (const VariableDef &P : M.Params)
    N += P.Name != "...";
  return N;
}

std::vector<ParamUse> paramUses(const Model &M) {
  std::vector<std::string> Names;
  for (const VariableDef &P : M.Params)
    if (P.Name != "...")
      Names.push_back(P.Name);
  std::vector<ParamUse> Uses(Names.size(), ParamUse::Unknown);
  std::vector<bool> Conflict(Names.size(), false);
  auto IndexOf = [&](const std::string &Name) -> std::optional<size_t> {
    for (size_t K = 0; K < Names.size(); ++K)
      if (Names[K] == Name)
        return K;
    return std::nullopt;
  };
  for (const Case &C : M.Cases)
    for (const Operation &Op : C.Operations)
      for (size_t I = 0; I < Op.Operands.size(); ++I) {
        const auto *V = std::get_if<Variable>(&Op.Operands[I].V);
        if (!V)
          continue;
        auto K = IndexOf(V->Name);
        if (!K)
          continue;
        if (!V->Derefs.empty()) {
          // `*p`: p is dereferenced, so it is a pointer.
          note(Uses[*K], ParamUse::Pointer, Conflict, *K);
          continue;
        }
        // The operator's first operand is the thing it is about; a second
        // operand of a comparison is of the same kind as the first.
        ParamUse Use = useOf(Op.Op);
        if (I > 0 && Use == ParamUse::Pointer &&
            Op.Op != Operator::PointerComparable &&
            Op.Op != Operator::PointerIncomparable && Op.Op != Operator::Peq &&
            Op.Op != Operator::Pne)
          Use = ParamUse::Unknown; // memory_new's size, peq_addr's object
        if (I > 0 && Op.Op == Operator::MemoryNew)
          Use = ParamUse::Scalar;
        // The string's pointer; strncpy's count.
        if (I == 1 &&
            (Op.Op == Operator::StringLength || Op.Op == Operator::StringCopy))
          Use = ParamUse::Pointer;
        if (I == 2 && Op.Op == Operator::StringCopy)
          Use = ParamUse::Scalar;
        if (I == 1 && Op.Op == Operator::StringWritten)
          Use = ParamUse::Scalar; // snprintf's count
        note(Uses[*K], Use, Conflict, *K);
      }
  return Uses;
}

std::optional<std::string> signatureMismatch(const Model &M,
                                             const DeclaredSignature &D,
                                             bool CheckPointers) {
  if (!D.Prototype)
    return std::nullopt;
  size_t N = namedParamCount(M);
  if (N != D.Params && !(D.Variadic && N > D.Params))
    return fmt::format("the model has {} parameter{} but the function is "
                       "declared with {}{}",
                       N, N == 1 ? "" : "s", D.Params,
                       D.Variadic ? " and '...'" : "");
  if (!CheckPointers)
    return std::nullopt;
  std::vector<ParamUse> Uses = paramUses(M);
  for (size_t K = 0; K < D.Params && K < Uses.size(); ++K) {
    bool Pointer = K < D.Pointer.size() && D.Pointer[K];
    if (Uses[K] == ParamUse::Pointer && !Pointer)
      return fmt::format("the model uses parameter {} ('{}') as a pointer but "
                         "it is not declared as one",
                         K + 1, M.Params[K].Name);
    if (Uses[K] == ParamUse::Scalar && Pointer)
      return fmt::format("the model uses parameter {} ('{}') as a number but "
                         "it is declared as a pointer",
                         K + 1, M.Params[K].Name);
  }
  return std::nullopt;
}

} // namespace pathsim::modellang
