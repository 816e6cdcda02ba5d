//===- modellang/Operators.cpp - the table from Operators.def -------------===//
#include "modellang/Operators.h"

#include <algorithm>
#include <cassert>

namespace pathsim::modellang {

namespace {

const OperatorInfo Table[] = {
#define PATHSIM_OPERATOR(Id, Spelling, Kinds, Min, Max, ...)                   \
  {Operator::Id, Spelling, Kinds, Min, Max, {__VA_ARGS__}},
#include "modellang/Operators.def"
};

constexpr bool tableIsConsistent() {
  unsigned Index = 0;
#define PATHSIM_OPERATOR(Id, Spelling, Kinds, Min, Max, ...)                   \
  if (static_cast<unsigned>(Operator::Id) != Index++ || (Min) > (Max) ||       \
      (Max) > MaxOperandsOfAnyOperator ||                                      \
      std::array<unsigned, MaxOperandsOfAnyOperator>{__VA_ARGS__}[(Max)-1] ==  \
          0)                                                                   \
    return false;
#include "modellang/Operators.def"
  return true;
}
static_assert(tableIsConsistent(),
              "Operators.def: every operator needs Min <= Max <= 4 and one "
              "operand class per position");

} // namespace

std::span<const OperatorInfo> allOperators() { return Table; }

const OperatorInfo &operatorInfo(Operator Op) {
  auto Index = static_cast<size_t>(Op);
  assert(Index < std::size(Table) && "operator out of range");
  return Table[Index];
}

std::optional<Operator> operatorFromSpelling(std::string_view Spelling) {
  for (const OperatorInfo &Info : Table)
    if (Info.Spelling == Spelling)
      return Info.Op;
  return std::nullopt;
}

std::string_view spelling(Operator Op) { return operatorInfo(Op).Spelling; }

unsigned kindBit(OperationKind Kind) {
  switch (Kind) {
  case OperationKind::Guard:
    return InGuard;
  case OperationKind::Constraint:
    return InConstraint;
  case OperationKind::Result:
    return InResult;
  }
  return 0;
}

bool isComputeOperation(std::string_view Name) {
  static constexpr std::string_view Names[] = {
      "iadd", "isub", "imul", "ieq", "ine", "ilt", "ile", "igt", "ige",
      "ueq",  "une",  "ult",  "ule", "ugt", "uge", "peq", "pne"};
  return std::find(std::begin(Names), std::end(Names), Name) !=
         std::end(Names);
}

} // namespace pathsim::modellang
