//===- simulator/outcome/Namer.h - values named after externals -----------===//
//
// How an outcome names what a path did in the model language: a value is
// the entry value of a parameter (`size@<4:0>`), of memory reached from one
// (`*<4:8>p@<8:0>`) or of a global, or a constant; memory is an object of the
// caller's. With the small builders of model terms the outcome's phases
// share. Private to simulator/outcome/.
//
#pragma once

#include "simulator/exec/Executor.h"
#include "simulator/models/ModelTerms.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace pathsim::outcome {

/// The name of F's parameter Index: from debug info, else `argN`.
std::string paramName(const FunctionCode &F, uint32_t Index);
/// The byte field `<Size:Offset>`.
ByteField field(uint64_t Size, uint64_t Offset);
/// An operand holding V.
MOperand operand(std::variant<Variable, IntegerConst, StringConst, SpecialConst,
                              ResourceSpec>
                     V);
/// `(K Op Ops...)`.
Operation operation(OperationKind K, Operator Op, std::vector<MOperand> Ops);
/// The operator of the comparison P (on pointers: peq, pne).
Operator comparison(Predicate P, bool Pointer);
/// The right operand of a comparison with a pointer: NULL for zero.
MOperand pointerConstant(MOperand O);

/// Names values in terms of the function's externals.
class Namer {
public:
  explicit Namer(const PathRunner &R) : R(R), S(R.state()), F(R.function()) {}

  /// The external an input symbol is the entry value of: `size@<4:0>`,
  /// `*<4:8>p@<8:0>`, `counter@<4:0>`.
  std::optional<Variable> input(SymbolId Sym, int Depth = 0) const;
  /// A value as an operand: an input, or a constant.
  std::optional<MOperand> value(const Value &V0) const;
  /// The object at Offset of an input region: `*p`, `*<:8>p`, or a global.
  std::optional<Variable> object(RegionId Reg, int64_t Offset) const;
  /// The memory \p Offset bytes into what the input pointer \p Ptr points
  /// to (`*<:8>this`), for its address (peq_addr); nullopt if Ptr is no
  /// input.
  std::optional<Variable> pointee(SymbolId Ptr, int64_t Offset) const;
  /// The symbol is used as a pointer (peq, not ieq).
  bool isPointer(SymbolId Sym) const;

private:
  const PathRunner &R;
  const State &S;
  const FunctionCode &F;
};

} // namespace pathsim::outcome
