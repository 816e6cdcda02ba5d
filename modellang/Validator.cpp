//===- modellang/Validator.cpp - semantic checks of models ----------------===//
#include "modellang/Validator.h"

#include "modellang/Keywords.h"
#include "modellang/Operators.h"
#include "modellang/Printer.h"

#include <fmt/format.h>

#include <map>
#include <string>

namespace pathsim::modellang {

namespace {

/// "a, b or c".
std::string joinOr(const std::vector<std::string> &Items) {
  std::string Out;
  for (size_t I = 0; I < Items.size(); ++I) {
    if (I > 0)
      Out += I + 1 == Items.size() ? " or " : ", ";
    Out += Items[I];
  }
  return Out;
}

std::string describeKinds(unsigned Kinds) {
  std::vector<std::string> Names;
  if (Kinds & InGuard)
    Names.push_back("a guard");
  if (Kinds & InConstraint)
    Names.push_back("a constraint");
  if (Kinds & InResult)
    Names.push_back("a result");
  return joinOr(Names);
}

std::string describeClasses(unsigned Classes) {
  std::vector<std::string> Names;
  if (Classes & OpVar)
    Names.push_back("a variable");
  if (Classes & OpInt)
    Names.push_back("an integer");
  if (Classes & OpSpecial)
    Names.push_back("NULL, EOF, default");
  if (Classes & OpString)
    Names.push_back("a string");
  if (Classes & OpResource)
    Names.push_back("a resource specification such as (FILE open)");
  return joinOr(Names);
}

unsigned classOf(const Operand &O) {
  switch (O.V.index()) {
  case 0:
    return OpVar;
  case 1:
    return OpInt;
  case 2:
    return OpString;
  case 3:
    return OpSpecial;
  default:
    return OpResource;
  }
}

std::string describeOperand(const Operand &O) {
  std::string Text = printOperand(O);
  switch (classOf(O)) {
  case OpVar:
    return "the variable '" + Text + "'";
  case OpInt:
    return "the integer " + Text;
  case OpString:
    return "the string " + Text;
  case OpSpecial:
    return "'" + Text + "'";
  default:
    return "the resource specification " + Text;
  }
}

/// "resource_new, resource_state or resource_not_state": the operators that
/// accept operands of class \p Class somewhere.
std::string operatorsAccepting(unsigned Class) {
  std::vector<std::string> Names;
  for (const OperatorInfo &Info : allOperators())
    for (unsigned I = 0; I < Info.MaxOperands; ++I)
      if (Info.Accepts[I] & Class) {
        Names.emplace_back(Info.Spelling);
        break;
      }
  return joinOr(Names);
}

bool returnsNothing(std::optional<ReturnType> R) {
  return R == ReturnType::ReturnVoid || R == ReturnType::Longjmp ||
         R == ReturnType::Exit || R == ReturnType::Throw ||
         R == ReturnType::Defect;
}

/// The value \p O stands for when it is a constant that a comparison with
/// 'return' can pin down (integers, NULL, EOF).
std::optional<int64_t> constantValue(const Operand &O) {
  if (auto *I = std::get_if<IntegerConst>(&O.V))
    return I->Value;
  if (auto *S = std::get_if<SpecialConst>(&O.V))
    return specialConstValue(S->K);
  return std::nullopt;
}

/// Whether \p V equals \p Target, also when \p V is \p Target's bit pattern in
/// a narrower return value (0xffffffff is -1 in 4 bytes).
bool sameValue(int64_t V, int64_t Target, const std::optional<ByteField> &F) {
  if (V == Target)
    return true;
  uint64_t Bytes = F && F->Size == ByteField::SizeKind::Bytes ? F->Bytes : 4;
  if (Bytes == 0 || Bytes >= 8 || V < 0 || (uint64_t(V) >> (8 * Bytes)) != 0)
    return false;
  uint64_t Mask = (uint64_t(1) << (8 * Bytes)) - 1;
  return (uint64_t(V) & Mask) == (uint64_t(Target) & Mask);
}

enum class NameKind { Param, Global, Static, Temp };

class ModelValidator {
public:
  ModelValidator(const Model &M, std::string_view FileName)
      : M(M), FileName(FileName) {}

  std::vector<Diagnostic> run() {
    if (!isIdentifier(M.Name))
      report(M.Loc, fmt::format("'{}' is not a valid model name (a C "
                                "identifier)",
                                M.Name));
    declare(M.Params, NameKind::Param);
    declare(M.Globals, NameKind::Global);
    declare(M.Statics, NameKind::Static);
    declare(M.Temps, NameKind::Temp);
    if (M.Cases.empty())
      report(M.Loc, fmt::format("model '{}' has no cases; it needs at least "
                                "one (normal ...), (error ...) or "
                                "(alternate ...)",
                                M.Name));
    for (const Case &C : M.Cases)
      checkCase(C);
    return std::move(Errors);
  }

private:
  void report(SourceLoc Loc, std::string Message) {
    Errors.push_back({std::string(FileName), Loc, std::move(Message)});
  }

  void checkField(const std::optional<ByteField> &F, SourceLoc Loc) {
    if (F && F->Size == ByteField::SizeKind::Bytes && F->Bytes == 0)
      report(Loc, "byte field size must be at least 1");
  }

  void declare(const std::vector<VariableDef> &Vars, NameKind Kind) {
    for (const VariableDef &V : Vars) {
      checkField(V.Field, V.Loc);
      if (isSpecialName(V.Name)) {
        report(V.Loc, fmt::format("'{}' is a special name and cannot be "
                                  "declared",
                                  V.Name));
        continue;
      }
      if (!isIdentifier(V.Name)) {
        report(V.Loc, fmt::format("'{}' is not a valid name (a C identifier)",
                                  V.Name));
        continue;
      }
      auto [It, Inserted] = Declared.try_emplace(V.Name, Kind, V.Loc);
      if (!Inserted)
        report(V.Loc,
               fmt::format("'{}' is declared twice (first at {}:{})", V.Name,
                           It->second.second.Line, It->second.second.Col));
    }
  }

  void checkCase(const Case &C) {
    for (const Operation &O : C.Operations) {
      checkOperation(C, O);
      checkReturnConsistency(C, O);
    }
  }

  void checkOperation(const Case &C, const Operation &O) {
    const OperatorInfo &Info = operatorInfo(O.Op);
    if (!(Info.Kinds & kindBit(O.Kind)))
      report(O.Loc, fmt::format("'{}' cannot be used in {}; it is allowed only "
                                "in {}",
                                Info.Spelling, describeKinds(kindBit(O.Kind)),
                                describeKinds(Info.Kinds)));
    size_t N = O.Operands.size();
    if (N < Info.MinOperands || N > Info.MaxOperands) {
      std::string Takes = std::to_string(Info.MinOperands);
      if (Info.MaxOperands != Info.MinOperands)
        Takes += (Info.MaxOperands == Info.MinOperands + 1 ? " or " : " to ") +
                 std::to_string(Info.MaxOperands);
      report(N > Info.MaxOperands ? O.Operands[Info.MaxOperands].Loc : O.Loc,
             fmt::format("'{}' takes {} operand{}, not {}", Info.Spelling,
                         Takes, Info.MaxOperands == 1 ? "" : "s", N));
    }
    for (size_t I = 0; I < N; ++I) {
      const Operand &Opnd = O.Operands[I];
      if (I < Info.MaxOperands)
        checkClass(Info, I, Opnd);
      if (auto *Str = std::get_if<StringConst>(&Opnd.V);
          Str && O.Op == Operator::Compute && I == 1 &&
          !isComputeOperation(Str->Value))
        report(Opnd.Loc,
               fmt::format("'compute' cannot compute \"{}\"; it computes "
                           "iadd, isub, imul or a comparison (ieq, ine, ilt, "
                           "ile, igt, ige, ueq, une, ult, ule, ugt, uge, peq, "
                           "pne)",
                           Str->Value));
      // memory_new's offset follows its allocation sites (a size may come
      // before them, so an integer alone there would be ambiguous).
      if (O.Op == Operator::MemoryNew && I >= 2 && I < Info.MaxOperands &&
          std::holds_alternative<IntegerConst>(Opnd.V) &&
          !std::holds_alternative<StringConst>(O.Operands[I - 1].V))
        report(Opnd.Loc, "the offset of 'memory_new' (an integer) must "
                         "follow its allocation sites (a string)");
      if (auto *V = std::get_if<Variable>(&Opnd.V))
        checkVariable(C, O, *V, Opnd.Loc);
      else if (auto *S = std::get_if<SpecialConst>(&Opnd.V);
               S && S->K == SpecialConst::Default &&
               O.Kind != OperationKind::Result)
        report(Opnd.Loc, "'default' (an unspecified value) can only be used "
                         "in a result");
      else if (auto *R = std::get_if<ResourceSpec>(&Opnd.V);
               R && (!isIdentifier(R->Type) || !isIdentifier(R->State)))
        report(Opnd.Loc, "a resource type and state must be names (C "
                         "identifiers)");
    }
  }

  void checkClass(const OperatorInfo &Info, size_t Index, const Operand &O) {
    unsigned Class = classOf(O);
    if (Info.Accepts[Index] & Class)
      return;
    if (Class == OpResource || Class == OpString) {
      bool AcceptedElsewhere = false;
      for (unsigned I = 0; I < Info.MaxOperands; ++I)
        AcceptedElsewhere |= (Info.Accepts[I] & Class) != 0;
      if (!AcceptedElsewhere) {
        report(O.Loc,
               fmt::format("{} can only be an operand of {}",
                           Class == OpResource ? "a resource specification"
                                               : "a string",
                           operatorsAccepting(Class)));
        return;
      }
    }
    report(O.Loc,
           fmt::format("operand {} of '{}' must be {}, not {}", Index + 1,
                       Info.Spelling, describeClasses(Info.Accepts[Index]),
                       describeOperand(O)));
  }

  void checkVariable(const Case &C, const Operation &O, const Variable &V,
                     SourceLoc Loc) {
    for (const Deref &D : V.Derefs)
      checkField(D.Field, Loc);
    checkField(V.Field, Loc);
    if (V.Bits) {
      // Within the value: its byte field's size when it has one, else 64.
      const std::optional<ByteField> &Unit =
          V.Derefs.empty() ? V.Field : V.Derefs.front().Field;
      uint64_t Limit =
          Unit && Unit->Size == ByteField::SizeKind::Bytes && Unit->Bytes < 8
              ? Unit->Bytes * 8
              : 64;
      if (V.Bits->Width < 1)
        report(Loc, "bit field width must be at least 1");
      else if (V.Bits->Lsb >= Limit || V.Bits->Width > Limit - V.Bits->Lsb)
        report(Loc, fmt::format("bit field .<{}:{}> lies outside the {} bits "
                                "of the value it selects from",
                                V.Bits->Width, V.Bits->Lsb, Limit));
    }
    if (specialConstFromSpelling(V.Name)) {
      report(Loc, fmt::format("'{}' is a constant; it cannot be dereferenced "
                              "or take '@' or a byte field",
                              V.Name));
      return;
    }
    if (V.Name == "return") {
      if (V.Input)
        report(Loc, "'return' has no input value; remove the '@'");
      if (O.Kind != OperationKind::Result)
        report(Loc, fmt::format("'return' cannot be used in a {}: {}s are "
                                "evaluated before the call, when there is no "
                                "return value",
                                spelling(O.Kind), spelling(O.Kind)));
      else if (returnsNothing(C.Return))
        report(Loc, fmt::format("'return' is set in a case that {} ({})",
                                C.Return == ReturnType::ReturnVoid
                                    ? "returns void"
                                    : "does not return",
                                spelling(*C.Return)));
      return;
    }
    if (V.Name == "...")
      return;
    auto It = Declared.find(V.Name);
    if (It == Declared.end()) {
      report(Loc, fmt::format("undeclared name '{}'; declare it in (param "
                              "...), (global ...), (static ...) or (temp ...)",
                              V.Name));
      return;
    }
    if (V.Input && It->second.first == NameKind::Temp)
      report(Loc, fmt::format("'{}' is a temporary; only parameters, globals "
                              "and statics have an input value ('@')",
                              V.Name));
  }

  /// `(result ieq return 5)` in a return_0 case contradicts the header.
  void checkReturnConsistency(const Case &C, const Operation &O) {
    if (!C.Return || O.Kind != OperationKind::Result ||
        O.Operands.size() != 2 ||
        (O.Op != Operator::Ieq && O.Op != Operator::Ueq &&
         O.Op != Operator::Peq))
      return;
    auto *V = std::get_if<Variable>(&O.Operands[0].V);
    auto Value = constantValue(O.Operands[1]);
    if (!V || V->Name != "return" || !V->Derefs.empty() || V->Input || !Value)
      return;
    bool Consistent = true;
    switch (*C.Return) {
    case ReturnType::Return0:
      Consistent = sameValue(*Value, 0, V->Field);
      break;
    case ReturnType::Return1:
      Consistent = sameValue(*Value, 1, V->Field);
      break;
    case ReturnType::ReturnMinus1:
      Consistent = sameValue(*Value, -1, V->Field);
      break;
    case ReturnType::ReturnX:
      Consistent = !sameValue(*Value, 0, V->Field) &&
                   !sameValue(*Value, 1, V->Field) &&
                   !sameValue(*Value, -1, V->Field);
      break;
    default:
      break;
    }
    if (!Consistent)
      report(O.Operands[1].Loc,
             fmt::format("this result makes the return value {} but the "
                         "case's return type is {}",
                         printOperand(O.Operands[1]), spelling(*C.Return)));
  }

  const Model &M;
  std::string_view FileName;
  std::map<std::string, std::pair<NameKind, SourceLoc>, std::less<>> Declared;
  std::vector<Diagnostic> Errors;
};

} // namespace

std::vector<Diagnostic> validateModel(const Model &M,
                                      std::string_view FileName) {
  return ModelValidator(M, FileName).run();
}

std::vector<Diagnostic> validateModels(const std::vector<Model> &Models,
                                       std::string_view FileName) {
  std::vector<Diagnostic> Errors;
  std::map<std::string, SourceLoc, std::less<>> First;
  for (const Model &M : Models) {
    for (Diagnostic &D : validateModel(M, FileName))
      Errors.push_back(std::move(D));
    auto [It, Inserted] = First.try_emplace(M.Name, M.Loc);
    if (!Inserted)
      Errors.push_back(
          {std::string(FileName), M.Loc,
           fmt::format("model '{}' defined twice (first at {})", M.Name,
                       formatLocation(std::string(FileName), It->second))});
  }
  return Errors;
}

} // namespace pathsim::modellang
