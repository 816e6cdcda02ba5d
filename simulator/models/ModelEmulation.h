//===- simulator/models/ModelEmulation.h - one call emulated from a model -===//
//
// PREfix's model emulation: (i) the model was found by the caller; (ii) the
// guards of each case are evaluated, three-valued, to find the eligible
// outcomes; (iii) one is chosen at a choice point; (iv) its unknown guards
// are assumed; (v) its constraints are tested, violations reported at the
// call; (vi) its results are applied. Private to the simulator.
//
#pragma once

#include "modellang/Model.h"
#include "simulator/exec/Executor.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace pathsim {

/// The comparison a relational operator makes, if it is one.
std::optional<Predicate> predicateOf(modellang::Operator Op);
/// peq, pne, plt...: operators on pointers.
bool isPointerOperator(modellang::Operator Op);
/// "function returns 0", "function returns a new memory block".
std::string returnText(const modellang::Case &C, bool Allocates);
/// True if the case allocates (memory_new).
bool allocates(const modellang::Case &C);

/// One emulation of one call: the bindings of the model's names.
class ModelEmulation {
public:
  ModelEmulation(PathRunner &R, const Instr &I, const ModelRef &Ref,
                 const std::string &Callee, const std::string &CallText,
                 std::vector<Value> Args)
      : R(R), S(R.state()), I(I), M(*Ref.M), Origin(Ref.Origin), Callee(Callee),
        CallText(CallText), Args(std::move(Args)) {}

  bool run();

private:
  /// Where an operand lives: a value only (a parameter, a constant), the
  /// call's return value, or bytes of memory.
  struct Place {
    enum class Kind { Value, Return, Memory } K = Kind::Value;
    Value V;          ///< Kind::Value
    RegionId Reg = 0; ///< Kind::Memory
    int64_t Offset = 0;
    int64_t Size = -1; ///< bytes; -1: to the end of the object
    bool KnownOffset = true;
    bool Whole = false; ///< `<all>`: every byte from Offset on
  };

  std::optional<Place> place(const modellang::Variable &V, bool Create);
  std::optional<Value> value(const modellang::Operand &O, uint16_t Bits,
                             bool Create);
  std::optional<Value> readPlace(const Place &P, uint16_t Bits, bool Pointer);
  bool writePlace(const Place &P, const Value &V);
  Value ensureReturn(bool Pointer, bool NonNull);
  /// Where a result on Var writes, or none when nothing is left to do (no
  /// such place; the return value, made to exist now).
  std::optional<Place> writtenPlace(const modellang::Variable *Var,
                                    bool Pointer, bool NonNull);
  std::string nameOf(const modellang::Operand &O) const;
  /// While an operation on `...` is applied to each variadic argument: which.
  size_t VarArg = 0;
  /// The argument as the caller wrote it ("buf", "&x"), if it has a name.
  std::optional<std::string> writtenArg(size_t Param) const;
  /// writtenArg, or else the model's parameter name.
  std::string argName(size_t Param) const;
  /// O is a parameter whose argument has no name (free("x")).
  bool unnamedArg(const modellang::Operand &O) const;
  Resource *resourceOf(const Place &P);
  std::optional<Place> holder(const Place &P);
  bool attach(Resource &Res, const Place &P);
  /// ` 'x'`, ` 'x' (4 bytes at offset 8)`: the memory O points to; "" if
  /// unnamed.
  std::string memoryPhrase(const modellang::Operand &O) const;

  /// A value the callee wrote through a pointer argument, or returned, that
  /// the path knows nothing more of.
  Value calleeWritten(uint16_t Bits, bool Pointer);
  Value calleeReturned(uint16_t Bits, bool Pointer);
  Value calleeValue(SymbolOrigin::Kind K, uint16_t Bits, bool Pointer);
  Tri guard(const modellang::Operation &Op);
  /// An operand of Op is (or is reached through) a global of the model.
  bool readsGlobal(const modellang::Operation &Op) const;
  /// Op compares a field (`*<4:0>o@`) with an integer constant.
  static bool testsFieldAgainstConstant(const modellang::Operation &Op);
  bool assumeGuard(const modellang::Operation &Op);
  bool constraint(const modellang::Operation &Op);
  bool result(const modellang::Operation &Op);
  bool compare(const modellang::Operation &Op, Tri &Out, Predicate &P, Value &L,
               Value &Rv, bool Create);
  /// Whether the chosen case holds under conditions its model cannot state
  /// and Op is not a constraint of every eligible case: a violation of Op
  /// then says the case does not apply on this path, not that the caller is
  /// wrong (Rules::suppose).
  bool conditionalConstraint(const modellang::Operation &Op) const;

  PathRunner &R;
  State &S;
  const Instr &I;
  const modellang::Model &M;
  ModelOrigin Origin;
  std::string Callee, CallText;
  std::vector<Value> Args;
  std::optional<Value> Return;
  std::map<std::string, Value> Temps;
  /// The cases whose guards do not fail at this call; the one chosen.
  std::vector<const modellang::Case *> Eligible;
  const modellang::Case *Chosen = nullptr;
};

} // namespace pathsim
