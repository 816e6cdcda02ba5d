//===- modellang/Operators.h - what each operator accepts -----------------===//
#pragma once

#include "modellang/Model.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>

namespace pathsim::modellang {

/// Bits naming the operation kinds an operator may appear in.
enum OperationKindBits : unsigned {
  InGuard = 1u << 0,
  InConstraint = 1u << 1,
  InResult = 1u << 2,
};

/// Bits naming the classes of operands accepted in one operand position.
enum OperandClassBits : unsigned {
  OpVar = 1u << 0,     ///< a variable: `p`, `*p`, `size@<4:0>`, `return`, `...`
  OpInt = 1u << 1,     ///< an integer constant
  OpSpecial = 1u << 2, ///< NULL, EOF, default
  OpString = 1u << 3,  ///< a string constant
  OpResource = 1u << 4, ///< a resource specification `(FILE open)`
};

/// The most operands any operator takes.
inline constexpr unsigned MaxOperandsOfAnyOperator = 4;

/// One row of Operators.def.
struct OperatorInfo {
  Operator Op;
  std::string_view Spelling;
  unsigned Kinds; ///< OperationKindBits
  unsigned MinOperands, MaxOperands;
  /// OperandClassBits accepted in each position below MaxOperands.
  std::array<unsigned, MaxOperandsOfAnyOperator> Accepts;
};

/// Every operator, in the order of Operators.def.
std::span<const OperatorInfo> allOperators();

/// The row of \p Op.
const OperatorInfo &operatorInfo(Operator Op);

/// The operator spelled \p Spelling (e.g. "memory_new"), if any.
std::optional<Operator> operatorFromSpelling(std::string_view Spelling);

/// The spelling of \p Op.
std::string_view spelling(Operator Op);

/// Whether \p Name is an operation `(result compute X "NAME" Y Z)` computes:
/// iadd, isub, imul, or the spelling of an integer or pointer equality or
/// comparison operator (ieq ... uge, peq, pne).
bool isComputeOperation(std::string_view Name);

/// The OperationKindBits bit of \p Kind.
unsigned kindBit(OperationKind Kind);

} // namespace pathsim::modellang
