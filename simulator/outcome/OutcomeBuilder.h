//===- simulator/outcome/OutcomeBuilder.h - one path's outcome, by phase --===//
//
// Builds the Outcome of the path a PathRunner just simulated, one phase at a
// time, as PREfix's model generation does for one path: the assumptions on
// inputs become guards; the inputs used and the deferred tests become
// constraints; what the path returned and left where the caller looks
// becomes results; and the case says whether it holds under conditions its
// model cannot state. Private to simulator/outcome/.
//
#pragma once

#include "simulator/outcome/Namer.h"
#include "simulator/outcome/Outcome.h"

#include <map>
#include <set>

namespace pathsim::outcome {

class OutcomeBuilder {
public:
  explicit OutcomeBuilder(const PathRunner &R)
      : R(R), S(R.state()), F(R.function()), N(R) {}

  /// The outcome of a path that returned, or (Returned false) that exited
  /// or longjmp'd: a case of that return type with its conditions only.
  Outcome build(bool Returned,
                const std::vector<const ReportedDefect *> &Defects = {},
                bool AtDefect = false);
  /// Whether the path's first \p Facts assumptions are stated as guards,
  /// one at least on the function's parameters alone (a defect after them
  /// depends on what its callers give). Use a builder for this alone.
  bool guardedOnInputs(uint32_t Facts);

private:
  // OutcomeBuilder.cpp: conditions.
  /// The path's assumptions about inputs, as guards. An assumption no guard
  /// can state makes the outcome unstated.
  void guards();
  /// Adds the guard G on inputs that follows from an assertion the build
  /// compiled out: a pointer asserted not NULL becomes the constraint
  /// memory_valid_pointer (the function's precondition); others stay guards.
  void precondition(Operation G);
  /// Every input used must be initialized; the deferred tests.
  void constraints();
  /// `(constraint defect "KIND" LINE COL)` for each of \p Defects.
  void defects(const std::vector<const ReportedDefect *> &Defects);
  /// The reason of a case holding under conditions no guard states.
  void reason();
  /// The path's statement lines.
  void lines();

  // OutcomeResults.cpp: what the path did, as results.
  /// The return type and what the return value is.
  void returnValue();
  /// What the path left in memory the caller can see.
  void externalMemory();
  /// A variadic function's writes through its variadic arguments.
  void variadicArguments();
  /// Memory the caller gave that the path freed.
  void freedMemory();
  /// Memory the caller gave that the path handed to code that may keep it
  /// (code we cannot see, a callee whose model says so): lost, not leaked,
  /// for the caller too.
  void lostMemory();
  /// Resources the caller sees: created here and not released, or the
  /// caller's own in a new state.
  void resources();
  /// The errno the path left, when a call of it set it (a C library
  /// model's error case) or the function stored a constant there.
  void errnoLeft();

  // OutcomeResults.cpp: blocks this path allocated.
  /// `(result memory_new X SIZE "sites")` when V points into a block this
  /// path allocated and did not free (with the offset last when not at its
  /// start); `peq X first` if the block was described already at First.
  std::optional<Operation> newBlock(const Value &V, const Variable &Where);
  /// Results for the block this path allocated that V points to, held at
  /// Where: memory_new, then what the function wrote into it. False if V
  /// points to no such block.
  bool describeNew(const Value &V, const Variable &Where);
  /// `(result ilinear Where Y A B)` when the integer V is A * Y + B of an
  /// input Y, other than Y itself (`return -code`, `*n = len + 1`).
  std::optional<Operation> linearResult(const Value &V,
                                        const Variable &Where) const;
  /// `(result compute Where "OP" Y Z)` when the integer V is a comparison,
  /// sum, difference or product of values named after inputs (or of such
  /// values, through temporaries the results before it define): `return
  /// (e = int(pr) * err)`, `return p != NULL`. The operations come in
  /// definition order, the last writing Where; empty if V is no such value.
  std::vector<Operation> computedResult(const Value &V, const Variable &Where);
  /// computedResult()'s operand for V: its name, or a new temporary
  /// defined in Ops.
  std::optional<MOperand> computedOperand(const Value &V, int Depth,
                                          std::vector<Operation> &Ops);
  /// The operation computing V (a comparison, +, -, * of two symbols'
  /// values) into Where, with its operands defined in Ops first.
  std::optional<Operation> computation(const Value &V, const Variable &Where,
                                       int Depth, std::vector<Operation> &Ops);
  /// The input pointer whose block the pointer V points into at a computed
  /// offset (`&a->e[i]`, `v->start + i`, `&a->e[2]`); nullopt if none.
  std::optional<Variable> blockPointedInto(const Value &V) const;
  /// Results for a word of the caller's at [At, At+Size) of region RId
  /// that holds V, when V is that word with some bit-fields stored (a
  /// Partial with the word's entry value as its base): each field stored,
  /// by its bits. False if V is no such word.
  bool storedFields(const Value &V, RegionId RId, int64_t At, uint32_t Size,
                    const Variable &Where);
  /// `(result input Where)` when V was read from outside the program
  /// (fscanf's, rand's) and the path never compared it: its callers get a
  /// value from outside too.
  void outsideInput(const Value &V, const Variable &Where,
                    bool InOutsideMemory = false);
  /// Results for the contents of a new block held at Where, which points
  /// Base bytes into it.
  void describeBlock(const Region &Block, const Variable &Where,
                     int64_t Base = 0);
  /// How the caller names what holds a resource.
  std::optional<Variable> resourceHolder(const Resource &Res) const;

  void add(Operation Op) { Out.Case.Operations.push_back(std::move(Op)); }
  /// Adds Op unless an equal operation is there already.
  void addOnce(Operation Op);

  const PathRunner &R;
  const State &S;
  const FunctionCode &F;
  Namer N;
  Outcome Out;
  /// Some condition of the path is not stated by a guard.
  bool Unstated = false;
  /// guards() reads the first FactLimit assumptions only.
  size_t FactLimit = SIZE_MAX;
  /// Temporaries the results define (computedResult), numbered from 1.
  uint32_t TempCount = 0;
  /// `return`, as results name it.
  Variable Ret;
  /// Blocks described already, by the location first holding them: a
  /// second location holding the same block is that location.
  std::map<RegionId, Variable> Blocks;
  /// How far into each of Blocks its first holder points.
  std::map<RegionId, int64_t> BlockOffsets;
  /// Blocks held at two offsets: lost, not leaked (newBlock).
  std::set<RegionId> LostBlocks;
};

} // namespace pathsim::outcome
