//===- simulator/exec/Executor.h - runs one path of a function on the VM --===//
//
// The PathRunner simulates one path from the function's entry with a fresh
// State: it evaluates each instruction, applies the consistency rules
// (rules/) where an instruction uses a value, asks its Chooser at every choice
// point, records assumptions, and stops at a return, a call that does not
// return, a defect that makes the rest of the path meaningless, or a limit.
//
#pragma once

#include "simulator/Settings.h"
#include "simulator/Warning.h"
#include "simulator/exec/Chooser.h"
#include "simulator/exec/RunContext.h"
#include "simulator/ir/FunctionCode.h"
#include "simulator/ir/ModuleCode.h"
#include "simulator/models/ModelSet.h"
#include "simulator/rules/Rules.h"
#include "simulator/state/State.h"

#include <map>
#include <optional>
#include <set>

namespace pathsim {

class FormatCall;

class PathRunner {
public:
  PathRunner(const RunContext &Ctx, const FunctionCode &F, Chooser &C);
  PathEnd run();
  const State &state() const { return S; }
  const FunctionCode &function() const { return F; }
  const RunContext &context() const { return Ctx; }
  /// Where the path returned (valid after PathEnd::Returned).
  const CodeLoc &returnLoc() const { return ReturnLoc; }
  /// After PathEnd::NoReturn: true if a longjmp ended it (else an exit).
  bool endedByLongjmp() const { return Longjmped; }
  /// After PathEnd::NoReturn: true if an exception left the function.
  bool endedByThrow() const { return Threw; }
  /// The loop bound kept this path from a direction it could have taken.
  bool bounded() const { return Bounded; }

  /// End-of-path analysis after PathEnd::Returned: addresses of this frame
  /// left in externals (and, with models, leaks).
  void checkEndOfPath() { Check.endOfPath(ReturnLoc); }
  /// Checking the relations between members (RunContext::BrokenRelations):
  /// marks those the path's stores may leave broken as it leaves.
  void checkRelations();

  /// Source location as plain data, for warnings.
  SourceLocation location(const CodeLoc &L) const { return Ctx.location(L); }

  // The path as a call emulated from a model sees it (models/). Emulation
  // changes the path only through these and through the State; the runner's
  // own fields (where it is, whether it stopped) are written by it alone.

  /// The path's state: values, memory, symbols, assumptions.
  State &state() { return S; }
  /// Bytes bytes at A read as a Bits-bit value; bytes whose content is
  /// unknown get a symbol named after them (the same one when read again).
  Value read(const Address &A, uint32_t Bytes, uint16_t Bits,
             bool Float = false);
  /// Where the pointer Ptr points, without checking it (a model's
  /// constraints do): a known region, or what an unknown pointer points to,
  /// laid out now if it is the caller's or Create is set. None for NULL.
  std::optional<Address> pointee(const Value &Ptr, bool Create);
  /// The region of the module's global number Index.
  RegionId global(uint32_t Index);
  /// The module's global of each global M names (-1: none).
  const std::vector<int32_t> &globalsOf(const CompiledModel &M);
  /// Three-valued comparison; \p Pointers: L and R are pointers (a pointer
  /// some bytes into an object, &s->field, is then never NULL).
  Tri test(Predicate P, const Value &L, const Value &R, bool Pointers = false);
  /// A choice point at I between Alts (Keys identify them across the path's
  /// visits, for the loop bound): the index chosen.
  unsigned choose(const Instr &I, std::vector<Alternative> &Alts,
                  const std::vector<uint32_t> &Keys);
  /// The consistency rules, applied to this path: where warnings are raised.
  Rules &rules() { return Check; }
  /// The unsigned bit range [Lo, Lo + Width) of the Bits-bit word Word (a
  /// bit-field of it), as a Bits-bit value: exact when the word is, else
  /// the one symbol defined as that range of the word (the same however
  /// the path or a model reads it: `(w >> 8) & 1`, a model's
  /// `*<2:8>p@.<1:8>`). None for a word no range can be taken of.
  std::optional<Value> bitRange(const Value &Word, unsigned Lo, unsigned Width,
                                uint16_t Bits);
  /// Ends the path here (Longjmp: a NoReturn by longjmp).
  void stop(PathEnd End, bool Longjmp = false);
  bool stopped() const { return Stopped; }
  /// Whether Callee is a function of a system header (the standard
  /// library's) whose automatic model changes nothing but its result
  /// (CompiledModel::WritesNothing): two calls agree, as a pure one's do.
  bool libraryPure(const std::string &Callee) const;
  /// Uninitialized values passed by value: reported, then taken as unknown.
  void checkArguments(const Instr &I, const std::string &Callee,
                      std::vector<Value> &Args);
  /// The call I as PREfix's conservative rule has it (no model).
  bool conservativeCall(const Instr &I, const std::string &Callee,
                        const std::string &CallText,
                        const std::vector<Value> &Args);
  /// The call I returned Result (if it has a value): the path goes on after
  /// it. False if the path left the block (an invoke's normal destination).
  bool returnFromCall(const Instr &I, const Value &Result);
  /// The call I threw S.Exception: the path goes on at the invoke's landing
  /// pad, or leaves the function by the exception. Always false (the path
  /// left the block).
  bool unwind(const Instr &I);
  /// Whether the call I is an invoke whose landing pad has `catch` clauses
  /// (a `try` block's call): a callee that may throw is then a choice.
  bool inTryBlock(const Instr &I) const;

private:
  // Executor.cpp: the instruction loop and control flow.
  void initialize();
  /// Whether the function's time limit ran out or an interrupt came. A read
  /// of the clock costs more than a step: it is read when the costs of the
  /// checks since the last read reach 1,024 (an instruction costs 1, a call
  /// 32: a call without a model can take many steps' time).
  bool outOfTime(uint32_t Cost);
  bool execute(const Instr &I);
  Value eval(const Operand &Op);
  void setResult(const Instr &I, Value V);
  bool jump(uint32_t Block);
  std::optional<bool> decide(const Value &Cond, const Instr &I,
                             int32_t TrueBlock, int32_t FalseBlock);
  bool branch(const Instr &I);
  /// A comparison of inputs returned (`return p != nullptr;`, an
  /// iterator's `!=`): the path splits on its truth, so that the model has
  /// a case per answer, each with its guard, and a caller that tests the
  /// result takes the case consistent with its other uses of the inputs.
  /// False if the path cannot be.
  bool splitReturnedComparison(const Instr &I, const Value &V);
  bool switchOn(const Instr &I);
  bool indirectJump(const Instr &I);
  /// A landing pad: which of its `catch` clauses the exception selects.
  void landingPad(const Instr &I);
  void noteStatement(const Instr &I);
  std::string conditionText(const Instr &I, const Value &Cond, bool Truth);
  /// Whether the condition at Loc is a branch a macro's body makes
  /// (frontend::SourceMap::isMacroBranch).
  bool macroBranchAt(const CodeLoc &Loc) const;
  /// "catch (E) takes the exception", for a landing pad's selector
  /// compared with a type's; "" for any other comparison.
  std::string caughtTypeText(const Instr &Cmp, bool Truth) const;
  bool assumeTruth(const Value &Cond, bool Truth, bool Choice = true);
  /// Whether a condition is known true or false on the path.
  Tri truthOf(const Value &C) const;
  /// decide() for a test inside an assumption's condition (Instr::Imm).
  std::optional<bool> decideAssumed(Value C, const Instr &I, int32_t TrueBlock,
                                    int32_t FalseBlock);
  /// What the program states holds (llvm.assume): false ends the path as
  /// infeasible, silently; else the path goes on knowing it.
  bool assumeStated(const Value &Cond);

  // ExecArith.cpp: integer, float and pointer arithmetic, casts, compares.
  Value binary(const Instr &I, Value L, Value R);
  /// binary() of resolved integer or pointer operands, their uses noted.
  Value integerBinary(const Instr &I, Value L, Value R);
  Value bitwise(const Instr &I, const Value &L, const Value &R);
  /// integerBinary() without word views (State::Words).
  Value plainBinary(const Instr &I, Value L, Value R);
  /// `w & ~M`, `w | F`, `w & F` of a word w the path does not know: the
  /// word with those bits known and the others its own (a Partial with a
  /// base), or the range of w tested; none for other operations.
  std::optional<Value> bitField(const Instr &I, const Value &L, const Value &R);
  /// `!c` of a truth value c (a 1-bit symbol): the opposite comparison.
  Value negation(const Value &Truth);
  Value cast(const Instr &I, Value V);
  Value compare(const Instr &I, Value L, Value R);
  /// C's `p - q` in elements of Scale bytes (State::pointerDifference), the
  /// same symbol for the same pointers on the path; nullopt where it is
  /// no difference within one object.
  std::optional<Value> difference(const Value &P, const Value &Q,
                                  int64_t Scale, uint16_t Bits);
  Value derived(uint8_t Op, uint8_t Extra, const Value &L, const Value &R,
                uint16_t Bits, bool Float, bool NoWrap = false);
  bool divisorOk(const Instr &I, const Value &Divisor);
  /// The path goes on after a rule's verdict, or stops: at a defect, or as
  /// infeasible.
  bool goesOn(Verdict V);

  // ExecMemory.cpp: addresses, loads, stores, copies, semantic pointer tests.
  std::optional<Address> deref(const Value &Ptr, const Instr &I,
                               uint32_t NameIndex);
  bool load(const Instr &I);
  /// Reg is a table the program never writes, every aligned word of which
  /// is an address or a constant other than 0: no pointer read from it is
  /// NULL, at whatever index.
  bool tableOfAddresses(const Region &Reg) const;
  bool store(const Instr &I);
  Value gep(const Instr &I);
  /// NULL (Raw, as the path holds it) plus an unknown index, or a NULL
  /// only a callee's check gave plus anything.
  Value nullPlusIndex(const Value &Raw, __int128 Const);
  Value gepOf(const Value &Base, __int128 Const, SymbolId OffSym, __int128 OffA,
              bool Unknown, const Instr &I);
  /// Offset is a length read from the caller's object that Ptr was read
  /// from, beside it (`s->data + s->len`).
  bool lengthBeside(SymbolId Ptr, SymbolId Offset) const;
  bool memCopy(const Instr &I);
  bool memSet(const Instr &I);
  void allocaRegion(const Instr &I);
  /// Whether the byte at Offset, the last of the room a call wrote a string
  /// into, must be its NUL: every byte before it is known not to be one.
  bool stringEndsHere(const Region &Reg, int64_t Offset) const;
  /// The origin of bytes [Offset, Offset+Bytes) of region R when a cell
  /// holds them as part of a value read from memory before (the type of a
  /// struct copied from input memory): those bytes of that memory.
  std::optional<SymbolOrigin> partOfMemorySymbol(RegionId R, int64_t Offset,
                                                 uint32_t Bytes) const;
  RegionId functionRegion(uint32_t NameIndex);
  CodeLoc derefLoc(const Instr &I, const Operand &Addr) const;
  bool nullBased(const Operand &Addr);
  bool weaklyNullBase(const Operand &Addr, const CodeLoc &Use);
  void scrambleReachable(const Value &V, std::vector<RegionId> &Seen);
  /// Stores V (Bytes bytes, Pointer: of pointer type) through Ptr, which
  /// points into region R at an offset the path does not know.
  void storeSomewhere(RegionId R, const Value &Ptr, uint32_t Bytes,
                      const Value &V, bool Pointer);
  /// What V's pointee points to, not the pointee itself (a `const T *`
  /// argument of a call without a model).
  void scrambleBeyond(const Value &V, std::vector<RegionId> &Seen);
  void havocGlobals();

  // ExecCall.cpp: calls (conservative rules; model emulation).
  bool call(const Instr &I);
  /// Whether two calls of \p Callee by \p I on the same arguments and
  /// memory give the same answer (a pure function's, SameAnswer.h).
  bool sameAnswer(const Instr &I, const std::string &Callee) const;
  /// The call to Callee, from its model or by the conservative rule.
  bool callee(const Instr &I, const std::string &Callee,
              const std::string &CallText, std::vector<Value> Args,
              FormatCall *Format);
  /// A call the VM does itself: nullopt if Name is none; else what the
  /// instruction loop goes on with.
  std::optional<bool> builtin(const Instr &I, const std::string &Name);
  /// The C++ ABI's exception calls (__cxa_throw, __cxa_begin_catch...).
  std::optional<bool> exceptionCall(const Instr &I, const std::string &Name);
  // ExecModel.cpp
  bool emulate(const Instr &I, const ModelRef &Ref, const std::string &Callee,
               const std::string &CallText, std::vector<Value> Args,
               FormatCall *Format);

  // Executor.cpp: the rules as instructions use them.
  /// The initialized rule on an operand of I named by NameIndex.
  bool checkInitialized(const Value &V, const Instr &I, uint32_t NameIndex);
  /// The name of a register's value as the source writes it, or "".
  std::string regName(const Operand &Op) const;
  /// The divisor of division \p I as the message names it.
  std::string divisorName(const Instr &I) const;

  const RunContext &Ctx;
  const FunctionCode &F;
  Chooser &Choices;
  State S;
  Rules Check{Ctx, F, S};
  /// Globals bound here when the context binds none.
  std::optional<GlobalBindings> OwnGlobals;
  uint32_t Block = 0, PrevBlock = UINT32_MAX;
  uint32_t LastStatementLine = 0;
  /// The statement lines of the function's file, as the source map records
  /// them (nullptr: none recorded); looked up once, not at each statement.
  const std::set<uint32_t> *StatementLines = nullptr;
  CodeLoc ReturnLoc;
  /// Checking relations: the objects whose members of a relation the
  /// path stored (region, the member's offset, the relation member).
  std::vector<std::pair<Address, const RelationMember *>> RelationStores;
  /// A first read V of a member of the caller's memory at A (load K): the
  /// relations it takes part in, assumed; false if the path contradicts
  /// them.
  bool assumeRelations(const Address &A, const Value &V, size_t K);
  /// Checking a writer: an unsigned member of FR below a quarter of its
  /// range (assumed); false if the path contradicts it.
  bool withinCountRange(const FieldRelation &FR, const Value &V);
  /// Past a defect it went on from, the path chose where every direction
  /// was used up (choose()): it is cut before its next instruction.
  bool Spinning = false;
  bool Longjmped = false;
  bool Threw = false;
  bool Bounded = false;
  /// Per branch: the last unknown condition it tested, and how many times in
  /// a row it was the same.
  std::map<uint32_t, std::pair<Value, uint32_t>> Repeated;
  /// Per choice point: how often this path took each alternative.
  std::map<uint32_t, std::map<uint32_t, uint32_t>> Taken;
  /// Per call site: how often this path emulated it.
  std::map<uint32_t, uint32_t> Emulations;
  bool Stopped = false;
  PathEnd End = PathEnd::Returned;
  /// What outOfTime() may still be charged before it reads the clock.
  uint32_t ClockCredit = 0;
};

} // namespace pathsim
