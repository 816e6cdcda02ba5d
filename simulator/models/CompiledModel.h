//===- simulator/models/CompiledModel.h - a model resolved for emulation --===//
//
// A model of the model language compiled once, when it is loaded or built,
// into the form its emulation at a call uses (as Decoder does for IR): every
// distinct variable is an operand slot with its base (a parameter's position,
// the return value, a global, a temporary) and its byte fields resolved;
// every distinct operation is stored once, and each case lists its guards,
// constraints and results apart, the results in the order they are applied;
// what a call asks of a case (does it allocate, what does it return, is it
// unstated) is computed once. Nothing at a call compares names. The parsed
// model (modellang::Model) stays for printing and the store.
//
#pragma once

#include "modellang/Model.h"
#include "simulator/Warning.h"
#include "simulator/ir/FunctionCode.h"
#include "simulator/ir/ModuleCode.h"

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

namespace pathsim {

/// A variable of a model as a call reaches it: its base and the
/// dereferences applied to the base's value.
struct ModelVariable {
  enum class Base : uint8_t {
    Param,   ///< the argument at position Index
    VarArgs, ///< `...`: each variadic argument in turn
    Return,  ///< the value the call returns
    Global,  ///< the program's global named Globals[Index]
    Temp,    ///< a name local to the case (temp, static): number Index
  };
  /// One '*': where in the memory pointed to it selects bytes.
  struct Deref {
    int64_t Offset = 0;
    int64_t Size = -1;  ///< bytes; -1: none given
    bool Whole = false; ///< `<all>`: every byte from Offset on
  };
  Base B = Base::Temp;
  uint32_t Index = 0;
  int64_t Offset = 0; ///< Global: its own field's offset (`g<4:8>`)
  /// Global, Temp: its own field's size in bytes (`t1<4:0>`); -1: none
  int64_t Size = -1;
  /// In the order they apply: Derefs[0] to the base's value (the '*'
  /// written last).
  std::vector<Deref> Derefs;
  std::string Name;   ///< the model's name for the base
  std::string Fields; ///< its '*'s as messages print them (`*<4:40>`)
  /// `@` on memory (`*p@`, a global's `g@`): its value on entry, which a
  /// result reads as it was before any result of the call wrote it.
  bool Input = false;
  /// 1 + the index of the pointers it goes through (a parameter's or a
  /// global's, then every '*' but the last) among CompiledModel::Chains:
  /// variables that read fields of the same memory share it. 0: none (no
  /// '*', or a base whose value a call may change: the return value, a
  /// temporary, `...`).
  uint32_t Chain = 0;
  /// `.<WIDTH:LSB>`: the variable is bits [BitLsb, BitLsb + BitWidth) of
  /// the value the rest of it denotes (a bit-field of that word). 0: all.
  uint8_t BitWidth = 0, BitLsb = 0;
};

/// An operand of an operation: a variable slot or a constant.
struct ModelOperand {
  enum class Kind : uint8_t {
    None,
    Variable, ///< Index: into CompiledModel::Variables
    Integer,  ///< Int
    Null,
    Eof,
    Default,
    String,   ///< a C string (its value is never needed: a valid pointer)
    Sites,    ///< memory_new's allocation sites: Index into Sites
    Resource, ///< Index: into CompiledModel::Resources
  };
  Kind K = Kind::None;
  uint32_t Index = 0;
  int64_t Int = 0;
};

/// One guard, constraint or result.
struct ModelOperation {
  modellang::OperationKind Kind = modellang::OperationKind::Guard;
  modellang::Operator Op = modellang::Operator::Ieq;
  std::optional<Predicate> Pred; ///< the comparison a relation makes
  bool Pointer = false;          ///< peq, pne...: on pointers
  bool OnVarArgs = false;        ///< its variable is `...`: applies to each one
  uint8_t NumOperands = 0;
  uint32_t Depth = 0; ///< the '*'s of its variable (results apply by depth)
  /// An operand is (or is reached through) a global of the model.
  bool ReadsGlobal = false;
  /// It compares a field (`*<4:0>o@`) with an integer constant.
  bool TestsFieldAgainstConstant = false;
  /// It compares pointers reached through the model's inputs, at least one
  /// through a link (`peq *<8:16>p@ NULL`, `peq *<8:8>*<8:16>p@ p@`): a
  /// test of the shape of the memory, not of its data.
  bool TestsLinks = false;
  std::array<ModelOperand, 4> Operands; ///< ilinear has four
  /// `(result compute X "OP" Y Z)`: what it computes (a comparison's
  /// predicate in ComputePred).
  enum class Computation : uint8_t { None, Add, Sub, Mul, Compare };
  Computation Computes = Computation::None;
  Predicate ComputePred = Predicate::Eq;
  /// The variable (first operand), or nullptr.
  const ModelOperand *variable() const {
    return Operands[0].K == ModelOperand::Kind::Variable ? &Operands[0]
                                                         : nullptr;
  }
};

/// One case: its operations (indexes into CompiledModel::Operations), the
/// guards first, then the constraints, then the results by depth (and as
/// written within a depth: `return` is set before `*return` is).
struct CompiledCase {
  modellang::CaseKind Kind = modellang::CaseKind::Normal;
  std::optional<modellang::ReturnType> Return;
  int32_t Reason = -1; ///< into CompiledModel::Reasons; -1: none
  /// It holds under conditions its model cannot state (UnstatedReason).
  bool Unstated = false;
  bool Allocates = false;      ///< it has a memory_new result
  const char *ReturnText = ""; ///< "function returns 0", for the notes
  std::vector<uint32_t> Ops;
  uint32_t ConstraintsAt = 0, ResultsAt = 0; ///< where they start in Ops

  std::span<const uint32_t> guards() const {
    return {Ops.data(), ConstraintsAt};
  }
  std::span<const uint32_t> constraints() const {
    return {Ops.data() + ConstraintsAt, ResultsAt - ConstraintsAt};
  }
  std::span<const uint32_t> results() const {
    return {Ops.data() + ResultsAt, Ops.size() - ResultsAt};
  }
  /// True if the case has the constraint Op (an index into Operations).
  bool hasConstraint(uint32_t Op) const;
};

/// A model ready to be emulated at calls.
struct CompiledModel {
  std::string Name;
  std::vector<std::string> Params;  ///< parameter names, for messages
  std::vector<std::string> Globals; ///< names the Global variables have
  std::vector<ModelVariable> Variables;
  /// How many distinct ModelVariable::Chain there are.
  uint32_t Chains = 0;
  uint32_t Temps = 0;
  std::vector<std::vector<RelatedNote>> Sites;
  std::vector<modellang::ResourceSpec> Resources;
  std::vector<std::string> Reasons;
  /// The other string operands' values (memory_family's family).
  std::vector<std::string> Strings;
  /// Every distinct operation, once: cases refer to them.
  std::vector<ModelOperation> Operations;
  std::vector<CompiledCase> Cases;
  bool AnyAllocation = false; ///< some case allocates
  /// No case changes anything but the value returned: no result writes
  /// memory or a global, allocates, frees, hands on, reads from outside
  /// the program or touches a resource. Two calls of a function of the
  /// standard library with such a model, on the same arguments and
  /// unchanged memory, give the same answer (PathRunner::call).
  bool WritesNothing = true;
  /// Some case does not return (exit, longjmp; not throw, an error exit):
  /// a caller that goes on after the call does so because of the case it
  /// took.
  bool AnyNoReturn = false;
  /// Its function is of arguments and memory alone, so that two calls with
  /// the same arguments and no write between give the same answer: it has
  /// parameters, no resource, and no case changes anything but what it
  /// returns (a value, a static block and its bytes: getenv, strerror).
  /// Judged for hand-written models: an automatic model does not show
  /// what its function's callees read (a wrapper of rand()), so for them
  /// the program decides (automodel/SameAnswer.h).
  bool SameAnswer = false;
  /// Operations in all cases: the work one call costs (the step budget).
  uint64_t Work = 0;

  /// The reason of case C, or "".
  const std::string &reason(const CompiledCase &C) const;
};

/// Compiles M.
CompiledModel compileModel(const modellang::Model &M);

/// Case \p Case of \p M in words, with its guards in the model language:
/// "case 2 of 3: (guard igt n 10)", "case 1 of 2 (no guard)".
std::string caseText(const CompiledModel &M, uint32_t Case);

/// The globals models name, bound to one module's globals: each model's
/// names are looked up once, at its first call in the module.
class GlobalBindings {
public:
  explicit GlobalBindings(const ModuleCode &Module) : Module(Module) {}
  /// The module's global of each of M.Globals, -1 where it has none.
  const std::vector<int32_t> &of(const CompiledModel &M);

private:
  const ModuleCode &Module;
  std::unordered_map<const CompiledModel *, std::vector<int32_t>> Bound;
};

/// The comparison a relational operator makes, if it is one.
std::optional<Predicate> predicateOf(modellang::Operator Op);
/// peq, pne, plt...: operators on pointers.
bool isPointerOperator(modellang::Operator Op);

} // namespace pathsim
