//===- modellang/Model.h - the AST of the model language ------------------===//
//
// Plain C++ types for one model (the PREfix paper's appendix grammar). The
// reader builds them, the printer writes them back, the simulator emulates them
// and automodel generates them. Equality ignores source locations, so a model
// read back from its canonical printing compares equal to the original.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace pathsim::modellang {

/// A position in a model file: 1-based line and column (columns count bytes).
/// Line 0 means "no position" (e.g. the file itself could not be read).
struct SourceLoc {
  uint32_t Line = 0, Col = 0;
  bool operator==(const SourceLoc &) const = default;
};

/// A byte field `<SIZE:OFFSET>`: SIZE bytes (or all of them) at byte OFFSET of
/// the containing object. Written `<4>`, `<:8>`, `<4:0>`, `<all>`, `<all:0>`.
/// Invariant: a field has a size or an offset (or both); `<>` does not exist.
struct ByteField {
  enum class SizeKind { None, Bytes, All } Size = SizeKind::None;
  uint64_t Bytes = 0; ///< the size when Size == Bytes
  std::optional<uint64_t> Offset;
  bool operator==(const ByteField &) const = default;
};

/// One '*' of a dereference chain, with the optional field it selects in the
/// memory pointed to.
struct Deref {
  std::optional<ByteField> Field;
  bool operator==(const Deref &) const = default;
};

/// A bit field `.<WIDTH:LSB>` after a variable: WIDTH bits of the value the
/// variable denotes, from bit LSB (0: its least significant bit), read as
/// an unsigned number. `*<2:8>p@.<1:8>` is bit 8 of the two bytes at offset
/// 8 of what p points to: a C bit-field of the word that holds it.
struct BitField {
  uint64_t Width = 0;
  uint64_t Lsb = 0;
  bool operator==(const BitField &) const = default;
};

/// A variable operand: `*<4:8>p<8:0>`, `size@<4:0>`, `return`, `...`,
/// `*<2:8>p@.<1:8>`.
/// Derefs are in textual order: Derefs[0] is the leftmost '*', the one applied
/// last; Derefs.back() is applied first, to the variable's own value.
struct Variable {
  std::vector<Deref> Derefs;
  /// A declared name, "return", or "...". A variable named NULL, EOF or
  /// default without '*', '@' or a field is printed, and read back, as the
  /// special constant: build a SpecialConst instead.
  std::string Name;
  bool Input = false; ///< trailing '@': the value on entry to the function
  std::optional<ByteField> Field; ///< the field of the variable itself
  std::optional<BitField> Bits;   ///< bits of the value denoted
  bool operator==(const Variable &) const = default;
};

/// An integer constant: decimal, hexadecimal (0x...) or negative.
/// Hexadecimal constants are 64-bit patterns: 0xffffffffffffffff is -1.
struct IntegerConst {
  int64_t Value = 0;
  bool Hex = false; ///< written (and printed) in hexadecimal
  bool operator==(const IntegerConst &) const = default;
};

/// A C string constant; Value holds the bytes with escapes decoded.
struct StringConst {
  std::string Value;
  bool operator==(const StringConst &) const = default;
};

/// The special constants NULL (the null pointer, 0), EOF (-1) and default (an
/// unspecified value, only in results).
struct SpecialConst {
  enum Kind { Null, Eof, Default } K;
  bool operator==(const SpecialConst &) const = default;
};

/// A resource specification `(FILE open)`: a resource type and a state. Both
/// are arbitrary names; the analyzer gives them no meaning.
struct ResourceSpec {
  std::string Type, State;
  bool operator==(const ResourceSpec &) const = default;
};

/// One operand of an operation.
struct Operand {
  std::variant<Variable, IntegerConst, StringConst, SpecialConst, ResourceSpec>
      V;
  SourceLoc Loc; ///< the operand's first character
  bool operator==(const Operand &O) const { return V == O.V; }
};

/// guard (selects the case), constraint (precondition), result (postcondition).
enum class OperationKind { Guard, Constraint, Result };

/// The operators, generated from Operators.def.
enum class Operator {
#define PATHSIM_OPERATOR(Id, Spelling, Kinds, Min, Max, ...) Id,
#include "modellang/Operators.def"
};

/// `(guard|constraint|result OPERATOR OPERAND...)`.
struct Operation {
  OperationKind Kind = OperationKind::Guard;
  Operator Op = Operator::Ieq;
  std::vector<Operand> Operands;
  SourceLoc Loc; ///< the operation's '('
  bool operator==(const Operation &O) const {
    return Kind == O.Kind && Op == O.Op && Operands == O.Operands;
  }
};

/// The label of a case. They differ only for human readers: automatically
/// generated models label every case `alternate`.
enum class CaseKind { Normal, Error, Alternate };

/// The return type in a case header, generated from ReturnTypes.def.
enum class ReturnType {
#define PATHSIM_RETURN_TYPE(Id, Spelling) Id,
#include "modellang/ReturnTypes.def"
};

/// One outcome of the function: `(normal return_X "reason" OPERATION...)`.
struct Case {
  CaseKind Kind = CaseKind::Normal;
  std::optional<ReturnType> Return;
  std::optional<std::string> Reason;
  std::vector<Operation> Operations;
  SourceLoc Loc; ///< the case's '('
  bool operator==(const Case &O) const {
    return Kind == O.Kind && Return == O.Return && Reason == O.Reason &&
           Operations == O.Operations;
  }
};

/// A declared name in (param ...), (global ...), (static ...) or (temp ...).
struct VariableDef {
  std::string Name;
  std::optional<ByteField> Field;
  SourceLoc Loc; ///< the name's first character
  bool operator==(const VariableDef &O) const {
    return Name == O.Name && Field == O.Field;
  }
};

/// A model: `(name ["file" [line ["text"]]] (param ...) ... CASE...)`.
/// Invariant (the grammar's nesting): DocLine only with DocFile, DocText only
/// with DocLine.
struct Model {
  std::string Name;
  std::optional<std::string> DocFile;
  std::optional<uint64_t> DocLine;
  std::optional<std::string> DocText;
  std::vector<VariableDef> Params, Globals, Statics, Temps;
  std::vector<Case> Cases;
  SourceLoc Loc; ///< the model's '('
  bool operator==(const Model &O) const {
    return Name == O.Name && DocFile == O.DocFile && DocLine == O.DocLine &&
           DocText == O.DocText && Params == O.Params && Globals == O.Globals &&
           Statics == O.Statics && Temps == O.Temps && Cases == O.Cases;
  }
};

} // namespace pathsim::modellang
