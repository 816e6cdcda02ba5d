//===- simulator/models/ModelEmulation.h - one call emulated from a model -===//
//
// PREfix's model emulation: (i) the model was found by the caller; (ii) the
// guards of each case are evaluated, three-valued, to find the eligible
// outcomes; (iii) one is chosen at a choice point; (iv) its unknown guards
// are assumed; (v) its constraints are tested, violations reported at the
// call; (vi) its results are applied. It works on the compiled model
// (CompiledModel.h) and changes the path only through PathRunner's interface
// for models and the State. Private to the simulator.
//
#pragma once

#include "simulator/exec/Executor.h"
#include "simulator/models/CompiledModel.h"

#include <optional>
#include <string>
#include <vector>

namespace pathsim {

/// One emulation of one call: the bindings of the model's names.
class ModelEmulation {
public:
  ModelEmulation(PathRunner &R, const Instr &I, const ModelRef &Ref,
                 const std::string &Callee, const std::string &CallText,
                 std::vector<Value> Args, FormatCall *Format);

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

  // ModelOperands.cpp: operands at this call.
  /// Where V is. While the guards are read, the memory its chain of
  /// pointers reaches is kept for the variables that share the chain.
  std::optional<Place> place(const ModelVariable &V, bool Create);
  /// place() found by following V's pointers.
  std::optional<Place> follow(const ModelVariable &V, bool Create);
  std::optional<Place> place(const ModelOperand &O, bool Create);
  std::optional<Value> value(const ModelOperand &O, uint16_t Bits, bool Create);
  /// The address of the memory O names (peq_addr's second operand).
  std::optional<Value> addressOf(const ModelOperand &O, bool Create);
  /// value() of O's word, without its bit field (`.<W:L>`); Bits 0: as
  /// wide as the word is.
  std::optional<Value> wordValue(const ModelOperand &O, uint16_t Bits,
                                 bool Create);
  /// `(result compute X "OP" Y Z)`: X is this call's Y OP Z.
  bool computeResult(const ModelOperation &Op);
  /// A relation result `(result P V Rhs)` on a bit-field V (`.<W:L>`): the
  /// word that holds it is rewritten, its other bits as they were. False if
  /// the path cannot be.
  bool bitFieldResult(const ModelVariable &V, const Place &Pl, Predicate P,
                      const ModelOperand &Rhs);
  std::optional<Value> readPlace(const Place &P, uint16_t Bits, bool Pointer);
  bool writePlace(const Place &P, const Value &V);
  Value ensureReturn(bool Pointer, bool NonNull);
  /// Where a result on Var writes, or none when nothing is left to do (no
  /// such place; the return value, made to exist now).
  std::optional<Place> writtenPlace(const ModelOperand *Var, bool Pointer,
                                    bool NonNull);
  Resource *resourceOf(const Place &P);
  /// Frees the static storage released with Owner's resource (readdir's
  /// entries when closedir closes their DIR).
  void releaseWith(RegionId Owner);
  std::optional<Place> holder(const Place &P);
  bool attach(Resource &Res, const Place &P);

  // ModelNames.cpp: how messages name operands.
  std::string nameOf(const ModelOperand &O) const;
  /// Names V's '*'s in turn as the caller writes them, from the argument
  /// and the layouts debug info gives what it points to (`p.tokens.head`
  /// for `*<8:8>(&p)`, `s[1]` for `*<1:1>s`, `x` for `*(&x)`), into Text;
  /// how many it named (0: V is no argument with a name). \p Scalar: the
  /// last one named is known to be no struct, union or array.
  /// \p InUnion: it stopped at a union none of whose members the caller
  /// names, for bytes that are part of it; Text names the union.
  size_t sourceName(const ModelVariable &V, std::string &Text,
                    bool *Scalar = nullptr, bool *InUnion = nullptr) const;
  /// Memory reached from an argument, all of its '*'s named by sourceName;
  /// none if some is not.
  std::optional<std::string> memberName(const ModelVariable &V) const;
  /// All of V's '*'s but the last named: `a member of *p` (bytes no member
  /// holds, or of a `void *`'s object); none otherwise.
  std::optional<std::string> bytesName(const ModelVariable &V) const;
  /// `memory reached from p`: V, whose '*'s the source cannot name, by the
  /// object it is reached from.
  std::string reachedName(const ModelVariable &V) const;
  /// Table[Layout] itself, or, when this module only declares that struct,
  /// its definition in another unit of the run (the table changes too).
  void definition(const std::vector<TypeLayout> *&Table,
                  uint32_t &Layout) const;
  /// The argument as the caller wrote it ("buf", "&x"), if it has a name.
  std::optional<std::string> writtenArg(size_t Param) const;
  /// writtenArg, or else the model's parameter name.
  std::string argName(size_t Param) const;
  /// O is a parameter whose argument has no name (free("x")).
  bool unnamedArg(const ModelOperand &O) const;
  /// ` 'x'`, ` 'a member of x'`: the memory O denotes; "" if unnamed.
  std::string memoryPhrase(const ModelOperand &O) const;
  /// The operand as the caller's source names it (an argument, a member
  /// reached from one, a global, a constant), or none. \p Scalar: it is
  /// known to be no struct, union or array.
  std::optional<std::string> sourceTerm(const ModelOperand &O,
                                        bool &Scalar) const;
  /// The object whose internals O reads, as the source names it (`s` for
  /// `s._M_string_length`, `value.map_` for bytes no member of it holds);
  /// "" if none.
  std::string internalsObject(const ModelOperand &O) const;
  /// A callee's guard assumed at the call, as the caller would write it:
  /// `n + 1 == 0 (in vector)`, `(txn->flags & 0x8) != 0 (in end)`, or
  /// `a condition on the internals of s (in compare)` where an operand has
  /// no name in the source.
  std::string conditionText(const ModelOperation &Op, Predicate P) const;
  /// The operand as a violated relation states it: the caller's argument
  /// where it has a name, else the model's parameter (`*size`).
  std::string relationText(const ModelOperand &O) const;

  // ModelConditions.cpp: guards and constraints.
  Tri guard(const ModelOperation &Op);
  /// guard() of operation Op, evaluated again only if the state changed
  /// since it was last evaluated (the cases of a model share most guards).
  /// Inline: a call looks up hundreds of guards, most of them known.
  Tri sharedGuard(uint32_t Op) {
    const Evaluated &Memo = GuardValues[Op];
    if (Memo.Known && Memo.Changes == S.Mem.changes() &&
        Memo.Epoch == S.Cons.epoch())
      return Memo.T;
    return evaluateGuard(Op);
  }
  /// guard() of operation Op, kept for sharedGuard while the state stays.
  Tri evaluateGuard(uint32_t Op);
  bool assumeGuard(const ModelOperation &Op);
  bool constraint(const ModelOperation &Op);
  bool compare(const ModelOperation &Op, Tri &Out, Predicate &P, Value &L,
               Value &Rv, bool Create);
  /// Whether the chosen case holds under conditions its model cannot state
  /// and Op is not a constraint of every eligible case: a violation of Op
  /// then says the case does not apply on this path, not that the caller is
  /// wrong (Rules::suppose).
  bool conditionalConstraint(uint32_t Op) const;
  /// Whether every eligible case has the constraint Op: its violation does
  /// not depend on which of them the path chose.
  bool sharedConstraint(uint32_t Op) const;

  // ModelResults.cpp
  bool result(const ModelOperation &Op);
  /// Memory a callee wrote with values the path does not know (Size -1: to
  /// the end of the object): initialized, and what it held is lost.
  void initializeMemory(const Place &Pl);
  /// A value the callee wrote through a pointer argument, or returned, that
  /// the path knows nothing more of.
  Value calleeWritten(uint16_t Bits, bool Pointer);
  Value calleeReturned(uint16_t Bits, bool Pointer);
  Value calleeValue(SymbolOrigin::Kind K, uint16_t Bits, bool Pointer);

  // ModelStrings.cpp: string_length, string_copy.
  /// A string's bytes from where Ptr points, as far as the path knows them.
  struct StringBytes {
    std::vector<Value> Bytes; ///< exact or symbolic bytes, in order
    bool Terminated = false;  ///< Bytes ends with the NUL
    bool Open = false; ///< Bytes ends with a byte that may or may not be NUL
  };
  StringBytes stringAt(const Value &Ptr);
  bool stringLength(const ModelOperation &Op);
  bool stringCopy(const ModelOperation &Op);
  bool stringWritten(const ModelOperation &Op);
  /// Where a string result writes: the memory Dst points to, unless it is
  /// constant (a literal's).
  std::optional<Address> stringDestination(const Value &Dst);
  /// The memory at A, as a result's place.
  static Place placeAt(const Address &A);
  /// The chosen case is one only a value no real run gives reaches (an
  /// out_of_range guard), and the path does not know that value to come
  /// from outside the program.
  bool outOfRangeGuessed();

  // ExecModel.cpp: the steps.
  /// Applies Fn to Op, or for an operation on `...` to each variadic
  /// argument in turn.
  bool apply(const ModelOperation &Op,
             bool (ModelEmulation::*Fn)(const ModelOperation &));
  /// The value the call returns, when the case says nothing more of it.
  Value returnValue();
  /// Reads the memory the chosen case's results name on entry (`*p@`)
  /// into EntryValues, before any result writes.
  void readEntryMemory();

  // ModelErrno.cpp: the C library's errno, one int per path.
  /// After a C library case: an error case leaves errno positive.
  void setErrno();
  /// The address of the path's errno, when the callee is the C library's
  /// errno location (`__errno_location`); nullopt otherwise.
  std::optional<Value> errnoAddress();
  /// The path's errno as the place a model's global `errno` names (an
  /// automatic model's `(result igt errno<4:0> 0)`: the errno its callee
  /// left), when the program has no global of that name.
  std::optional<Place> errnoGlobal(const ModelVariable &V);
  /// Whether case C of an automatic model leaves errno positive (`(result
  /// igt errno 0)`): a C library call failed on its path (a wrapper of
  /// malloc that returns its NULL), an outcome of the environment.
  bool failsInLibrary(const CompiledCase &C) const;
  /// ModelConditions.cpp: `time_format_overflows`, false when strftime's
  /// constant format always fits the size given.
  Tri timeFormatOverflows(const ModelOperation &Op);

  PathRunner &R;
  State &S;
  const Instr &I;
  const CompiledModel &M;
  ModelOrigin Origin;
  bool Recursive; ///< ModelRef::Recursive
  std::string Callee, CallText;
  std::vector<Value> Args;
  /// The call's constant format, if its callee takes one.
  FormatCall *Format;
  std::optional<Value> Return;
  /// The return value is read from outside the program (`input return`):
  /// an index + 1 into State::Outside.
  uint32_t ReturnOutside = 0;
  /// Words of memory a result says are read from outside the program
  /// (`input *<4:0>p`): marked once every result is applied.
  std::vector<std::pair<Place, uint32_t>> OutsideCells;
  /// Words of the caller's memory the call read (a guard, a constraint, a
  /// result's `*p@`), by region, offset and size: an old value a result
  /// overwrites may have been kept by the callee only if it read it.
  struct ReadCell {
    RegionId Reg;
    int64_t Offset;
    uint32_t Size;
  };
  std::vector<ReadCell> ReadCells;
  /// The call read bytes [Offset, Offset + Size) of region Reg.
  bool readCell(RegionId Reg, int64_t Offset, uint32_t Size) const;
  /// Words of the caller's memory a relation of the chosen case wrote
  /// (`(result ige *<8:0>r 0)`), with the value written: the case's other
  /// results on the same word (`ile`, `memory_initialized`) say more of
  /// that one value instead of writing a new one.
  struct RelatedCell {
    RegionId Reg;
    int64_t Offset;
    int64_t Size;
    Value V;
  };
  std::vector<RelatedCell> RelatedCells;
  const Value *relatedValue(const Place &Pl) const;
  /// The chosen case has a guard the call could not decide: it may not be
  /// the case that runs, so an old pointer it overwrites is lost, not
  /// leaked, read or not.
  bool ChosenOnUnknownGuard = false;
  /// Another case than the chosen one could return at the call: the
  /// chosen case's unknown guards chose it (Assumption::Chose).
  bool ChosenAmongOthers = false;
  std::vector<std::optional<Value>> Temps;
  /// While an operation on `...` is applied to each variadic argument: which.
  size_t VarArg = 0;
  /// The cases whose guards do not fail at this call; the one chosen.
  std::vector<const CompiledCase *> Eligible;
  const CompiledCase *Chosen = nullptr;
  /// By operation: how many eligible cases have it as a constraint
  /// (sharedConstraint), counted the first time it is asked.
  mutable std::vector<uint32_t> ConstraintCases;
  /// While the guards of every case are evaluated: each variable's value as
  /// last read, by a read whose every new symbol names bytes it read, with
  /// the memory writes and knowledge it saw.
  struct Read {
    uint16_t Bits = 0; ///< 0: not read yet
    uint64_t Writes = 0, Epoch = 0;
    std::optional<Value> V;
  };
  std::vector<Read> GuardReads;
  bool ReadingGuards = false;
  /// The chosen case's guards assumed a pointer argument NULL that the path
  /// did not know to be NULL: the callee's defensive check decided.
  bool DefensiveNull = false;
  /// The symbols the chosen case's unknown guards assumed something of (a
  /// global found NULL): a weak choice keeps them (WeakChoice::Assumed).
  std::vector<SymbolId> GuardAssumed;
  /// Whether a guard of the model that the call decides reads a symbol an
  /// unconfirmed weak choice of the path assumed something of: which case
  /// the call takes follows from that guess (a second `pattern_info` after
  /// the first's case found the compiled pattern NULL).
  bool decidedByAGuess();
  /// A pointer the callee dereferences (a `memory valid_pointer`
  /// constraint) was NULL, invalid or freed in the standard library's code
  /// (RunContext::StopAtDefects): the path ends after the call's other
  /// constraints.
  bool CalleeDereferencesInvalid = false;
  /// Pointers in memory that a result of the chosen case made unknown
  /// (memory_initialized: a cursor moved), with what they held before: a
  /// deeper result's chain goes through that.
  struct MovedPointer {
    RegionId Reg = 0;
    int64_t Offset = 0;
    Value Old;
  };
  std::vector<MovedPointer> Moved;
  /// No guard of the chosen case was unknown at the call: the call's own
  /// values decided it.
  bool ChosenForced = false;
  /// A NULL the chosen case leaves is one only the callee's own cases
  /// suggest (an automatic model, one case among others, its conditions
  /// stated), and whether the case was chosen on an unknown field tested
  /// against a constant: a warning on it is ranked as issue 9's item 8
  /// says (simulator/rules/Rank.cpp).
  bool NullSuggested = false, ChosenOnFieldTest = false;
  /// The chosen case's unknown guards all test links of the memory the
  /// arguments reach (ModelOperation::TestsLinks): its NULL is the shape's.
  bool ChosenOnShape = false;
  /// State::Steps' size when the case was chosen (WeakChoice::Step).
  uint32_t ChoiceStep = 0;
  /// The path's choice of the case (ValueSource::Choice); 0: only one case
  /// was eligible.
  uint32_t CaseChoice = 0;
  /// While the guards of every case are evaluated: by operation, its value
  /// as last evaluated without changing anything, and the state it saw.
  struct Evaluated {
    bool Known = false;
    uint64_t Changes = 0, Epoch = 0;
    Tri T = Tri::Unknown;
  };
  std::vector<Evaluated> GuardValues;
  /// Where pointers the model's variables go through point, as found by a
  /// look that created nothing (the variables of a model share a few base
  /// pointers), with the memory and knowledge it saw: the same pointer
  /// points the same way again while neither changed.
  struct Pointee {
    SymbolId Sym = 0; ///< the pointer: A * Sym + B, of Bits bits
    uint16_t Bits = 0;
    int64_t A = 0, B = 0;
    uint64_t Changes = 0, Epoch = 0;
    std::optional<Address> At;
  };
  std::vector<Pointee> Pointees;
  std::optional<Address> pointeeOf(const Value &Ptr, bool Create);
  /// While the guards of every case are evaluated: by chain
  /// (ModelVariable::Chain), the memory its last pointer points to, as
  /// found by a look whose every new symbol names bytes it read, with the
  /// memory writes and knowledge it saw: the variables of a model read many
  /// fields through the same few pointers.
  struct ChainEnd {
    bool Known = false;
    uint64_t Writes = 0, Epoch = 0;
    std::optional<Address> At;
  };
  std::vector<ChainEnd> ChainEnds;
  /// While results apply: by variable, memory read on entry (`*p@`).
  std::vector<std::optional<Value>> EntryValues;
};

} // namespace pathsim
