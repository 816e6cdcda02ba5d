//===- simulator/state/State.h - the memory state of one path -------------===//
//
// Everything a path knows: register values, memory regions, symbols with
// their predicates and origins, the assumptions made at choice points, the
// deferred tests on externals, and the steps taken. Every path starts from a
// fresh State.
//
#pragma once

#include "simulator/Warning.h"
#include "simulator/ir/FunctionCode.h"
#include "simulator/state/Constraints.h"
#include "simulator/state/Memory.h"
#include "simulator/state/Value.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace pathsim {

struct CompiledModel;

/// Where a symbol's value comes from: what names it in messages and models.
struct SymbolOrigin {
  enum class Kind : uint8_t {
    Fresh,      ///< computed on the path (x * y, a comparison)
    Param,      ///< the input value of parameter Index (0-based)
    Global,     ///< the input value of global Index
    Memory,     ///< the bytes [Offset, Offset+Size) of region Index on entry
                ///< (or when first read, for regions of unknown origin)
    CallReturn, ///< the value returned by the call at Loc (callee Name)
    CallOut,    ///< written by the call at Loc through a pointer argument
    /// The offset, from its argument, of a pointer the call at Loc returned
    /// into that argument's block (strchr, basename: pointer_comparable).
    IntoArgument,
  };
  Kind K = Kind::Fresh;
  uint32_t Index = 0;
  int64_t Offset = 0;
  uint32_t Size = 0;
  CodeLoc Loc;
  std::string Name; ///< CallReturn/CallOut: the callee as written
  /// Memory: the bytes still held what the caller put there when read.
  bool Input = false;
  bool Pointer = false; ///< the value is used as a pointer (peq, not ieq)
  /// Made by a model's result: what it points to is new, not shared with
  /// code we cannot see.
  bool FromModel = false;
  /// Read from outside the program (a model's `input` result): an index
  /// + 1 into State::Outside; 0 if not.
  uint32_t Outside = 0;
  /// Outside: computed from such a value (`r ^ k`, `r << 15`, `(double)r`),
  /// not read as it is.
  bool OutsideComputed = false;
  /// The path compared the value (a branch, a switch, a callee's guard).
  bool Tested = false;
};

/// Where a value from outside the program was read: by which call.
struct OutsideRead {
  std::string Callee; ///< "fgets"
  CodeLoc Loc;
};

/// An assumption made at a choice point: the path's conditions.
struct Assumption {
  CodeLoc Loc;
  std::string Text;  ///< the condition as it holds on this path: "size <= 0"
  uint32_t Step = 0; ///< index into State::Steps
  bool InCallee = false; ///< a callee's guard, not the function's own test
  /// A callee's guard that chose its case among others that could return
  /// at the call: the path's way depends on what the guard read, a test
  /// the callee made for the function (docs/analysis.md, "Ranks": such a
  /// path is likely, not certain).
  bool Chose = false;
};

/// A callee case the path chose on conditions the function's own code did
/// not decide: guards unknown at the call (on data the function never
/// examined), or conditions the case's model cannot state. A warning after it
/// that depends on it is ranked 'possible', unless the function's own code
/// compared the call's result (it chose the case by its own test): one on a
/// value the case gave (its result, what it wrote, memory it made, memory
/// passed to it that it left unwritten), or reached through a test of such a
/// value. docs/analysis.md, "Ranks".
struct WeakChoice {
  uint32_t Tag = 0;  ///< Sources tag of the call's result; 0 for a void call
  uint32_t Step = 0; ///< index into State::Steps when it was made
  bool Confirmed = false; ///< the function compared the result afterwards
  /// A comparison of the result can confirm it: no other eligible case
  /// returned the same kind of value.
  bool ResultDecides = true;
  /// Every later defect depends on it: the path goes on only because of it
  /// (the other eligible cases do not return), or what it decided is not a
  /// value (a disjunction's side, a constraint checked at the call).
  bool Always = true;
  /// The path tested a value the case gave (and the test did not confirm
  /// the case): what follows the test depends on the choice.
  bool Steered = false;
  /// A case only a value no real run gives reaches (an out_of_range
  /// guard): its own result is a guess too (localtime's NULL).
  bool OutOfRange = false;
  /// What the case gave: the symbols, value sources (Value::Tag) and memory
  /// regions made while its results were applied, [Lo, Hi) each.
  SymbolId SymLo = 0, SymHi = 0;
  uint32_t TagLo = 0, TagHi = 0;
  RegionId RegLo = 0, RegHi = 0;
  /// Symbols the path computed from those since, in increasing order.
  std::vector<SymbolId> Computed;
  /// Value sources a call given such values made since ([Lo, Hi) each):
  /// its result, a constant (strchr's NULL in a string the case gave).
  std::vector<std::pair<uint32_t, uint32_t>> ComputedTags;
  /// Not a callee's case: the path's own guess that a NULL it went on past
  /// (a callee's case the function never compared) is a valid pointer
  /// (State::noteGuess). Tag is the NULL's source, the region the memory
  /// it is taken to point to.
  bool Guess = false;
  /// The symbols its unknown guards assumed something of: a later call
  /// whose case a guard on them decides inherits the guess
  /// (ModelEmulation::decidedByAGuess).
  std::vector<SymbolId> Assumed;
  /// The memory the call's pointer arguments point to, and what pointers
  /// in it point to: what the case left there may be a write it left out,
  /// a block it did not free or keep.
  std::vector<RegionId> ArgRegions;
  /// State::givenBy's answers so far, by symbol: whether the symbol is
  /// what the case gave, or defined from it, within a number of steps
  /// (definitions, memory read, pointers followed). The low three bits L:
  /// not within fewer than L steps; the next three H: within H - 1 steps
  /// or more (H = 0: not known). A symbol's definition and origin never
  /// change and lead only to what was made before it, so an answer holds
  /// while no symbol becomes one the case gave (markComputed: new symbols
  /// only, given at once) and no uninitialized value's memory is learnt
  /// (State::GivenEpoch: all forgotten). A symbol without an origin yet is
  /// not remembered.
  mutable std::vector<uint8_t> GivenMemo;
  mutable uint32_t GivenMemoEpoch = 0;
};

/// A call of a pure function on this path and what it returned: the same
/// call with the same arguments, while memory is unchanged and no other call
/// was made, returns the same value (`if (strrchr(s, '/')) s = strrchr(s,
/// '/') + 1;`).
struct PureCall {
  std::string Callee;
  std::vector<Value> Args; ///< resolved
  Value Result;
  uint64_t Changes = 0; ///< Memory::changes() when it returned
};

/// A semantic test on an external that was deferred to the model.
struct DeferredTest {
  enum class Kind : uint8_t {
    ValidPointer,  ///< the pointer must be valid (dereferenced)
    Initialized,   ///< the value must be initialized (used)
    NonZero,       ///< must not be zero (divisor)
    Freeable,      ///< the pointer must be freeable (freed)
    ResourceState, ///< the resource must be in state State (of type Type)
    Relation,      ///< V P Bound must hold (a callee's constraint, fd >= 0)
  };
  Kind K = Kind::ValidPointer;
  Value V; ///< the value tested; for resources on memory, 0
  CodeLoc Loc;
  RegionId Region = 0; ///< ResourceState on memory: the object
  int64_t Offset = 0;
  std::string Type, State;
  /// ResourceState: the resource must not be in State (a lock the caller
  /// must not hold).
  bool Not = false;
  Predicate P = Predicate::Eq; ///< Relation
  Value Bound;                 ///< Relation: a constant

  static DeferredTest of(Kind K, const Value &V, const CodeLoc &Loc) {
    DeferredTest D;
    D.K = K;
    D.V = V;
    D.Loc = Loc;
    return D;
  }
};

/// A defect this path reported (Rules::report), judged when the path ends:
/// when the assumptions it made before the defect (the first Facts of
/// Constraints::assumptions()) are all stated as guards on the function's
/// inputs, its callers decide (docs/analysis.md, "A function's callers
/// decide"): the defect is a `defect` constraint of the path's case too.
struct ReportedDefect {
  WarningKind Kind = WarningKind::UninitUse;
  CodeLoc Loc;
  uint64_t Extra = 0;
  uint32_t Facts = 0;
  /// Its value is an outcome of the environment a callee's hand-written
  /// case states (malloc's "memory exhausted"): no caller decides that.
  bool Environment = false;
  /// The program would fail there (a NULL dereferenced, a division by
  /// zero): the path went on past it with a guess (the pointer taken as
  /// valid, the quotient unknown).
  bool Fatal = false;
  /// Fatal, on a NULL a choice of this path gave (a callee's case) that
  /// the function never compared: what the path finds later is found as
  /// well where the choice went the other way, unless it depends on the
  /// guess that the NULL is valid (a WeakChoice of its own, State::
  /// noteGuess), which ranks it; Rules::report does not lower it.
  bool Unchecked = false;
};

/// Where a value came from, for the notes of a warning.
struct ValueSource {
  CodeLoc Loc;
  std::string Text;     ///< "variable declared here", "value comes from ..."
  std::string Variable; ///< the variable it names, if any
  std::string Reason;   ///< the model outcome's reason ("memory exhausted")
  /// A NULL a callee's case returned, not an outcome of its environment
  /// (malloc's): the callee, and whether the case's guard tested a field
  /// against a constant (a type tag, a state). How the rest of the program
  /// treats that callee's result ranks a warning on it.
  std::string NullCallee;
  bool NullOnFieldTest = false;
  /// The call that returned that NULL: what it passed as keys is looked at
  /// only for a warning (memberKeysPassed).
  const Instr *NullCall = nullptr;
  /// The NULL was written where the caller looks (an out-parameter), not
  /// returned: no census of how callers test it is made.
  bool NullWritten = false;
  uint32_t ChoiceStep = 0; ///< NullWritten: the choice's WeakChoice::Step
  bool Compared = false;   ///< the function's own code compared this value
  /// The case that gave this NULL was chosen only on the shape of the
  /// memory its argument reaches (links found NULL or equal to each other:
  /// `p->left == NULL` in a find-the-parent), not on data.
  bool NullOnShape = false;
  /// The function compared the value only with pointers it knows are not
  /// NULL (`p == node`, a climb's exit test): a test that expects a node
  /// of the structure, not one for NULL (Compared stays false).
  bool ComparedWithNode = false;
  /// An uninitialized value read from memory: the region it was read from,
  /// and where in it (Size 0: not known exactly).
  RegionId Region = 0;
  int64_t Offset = 0;
  uint32_t Size = 0;
  /// A constant the callee's case made itself (its return_0, a NULL it
  /// writes), not one it read from memory or an argument: the value's
  /// provenance is the call.
  bool Made = false;
  /// 1 + the index, among the path's choices, of the choice of the callee's
  /// case that gave the value; 0 when no choice did (one case eligible).
  uint32_t Choice = 0;
};

/// One step of the path, in order.
struct Step {
  PathStep::Kind K = PathStep::Kind::Statement;
  CodeLoc Loc;
  std::string Text;
};

/// A resource (file, descriptor, lock...) a model created: its type and
/// state are names from the models. It belongs to memory (`*return`: the
/// FILE object) or to a value (`return`: a descriptor).
struct Resource {
  std::string Type, State;
  std::string Created;  ///< the state it was created in: must be released
  bool Escaped = false; ///< handed to code we cannot see: lost, not leaked
  RegionId Region = 0;  ///< the memory it is associated with, or 0
  int64_t Offset = 0;   ///< where in that memory (a lock inside a struct)
  SymbolId Sym = 0;     ///< the value it is associated with, or 0
  CodeLoc Loc;          ///< where it was created
  std::string Callee;   ///< by which function
  std::string CallText;
};

/// A model used at a call, for "used system model 'malloc'" notes.
struct ModelUseRecord {
  CodeLoc Loc;
  std::string Callee, CallText, Origin, ReturnText, Reason;
  uint32_t Step = 0;
  /// An automatic model and the index of the case taken in it, named in
  /// words only when a warning reports the path (caseText()).
  const CompiledModel *Model = nullptr;
  uint32_t Case = 0;
};

/// An operation on operand values, identifying the value it derives.
struct DerivedKey {
  uint8_t Op = 0, Extra = 0;
  uint16_t Bits = 0;
  Value L, R;
  bool operator==(const DerivedKey &O) const {
    return Op == O.Op && Extra == O.Extra && Bits == O.Bits && L.sameAs(O.L) &&
           R.sameAs(O.R);
  }
};

struct DerivedKeyHash {
  size_t operator()(const DerivedKey &K) const {
    auto Mix = [](size_t H, uint64_t X) {
      return H ^ (X + 0x9e3779b97f4a7c15ULL + (H << 6) + (H >> 2));
    };
    size_t H = (size_t(K.Op) << 24) ^ (size_t(K.Extra) << 16) ^ K.Bits;
    for (const Value *V : {&K.L, &K.R}) {
      H = Mix(H, static_cast<uint64_t>(V->K));
      H = Mix(H, V->Id);
      H = Mix(H, static_cast<uint64_t>(V->B));
      H = Mix(H, static_cast<uint64_t>(V->A));
    }
    return H;
  }
};

/// The state of one path through one function.
/// The exception a path is throwing, or last caught.
struct InFlight {
  Value Object;      ///< the thrown object (__cxa_allocate_exception's)
  int64_t Type = -1; ///< its type info: a global's index; -1 unknown
  Value Selector;    ///< what the last landing pad selected
};

struct State {
  std::vector<Value> Regs;
  Memory Mem;
  Constraints Cons;
  std::vector<SymbolOrigin> Origins{SymbolOrigin{}}; ///< by symbol; [0] unused
  std::vector<Assumption> Assumptions;
  std::vector<DeferredTest> Deferred;
  std::vector<ReportedDefect> Reported;
  std::set<
      std::tuple<uint8_t, uint32_t, int64_t, RegionId, int64_t, std::string>>
      DeferredSeen;
  std::vector<Step> Steps;
  std::vector<ModelUseRecord> Models;
  std::vector<Resource> Resources;
  std::vector<std::string> Allocators; ///< Region::Allocator names
  std::vector<OutsideRead> Outside;    ///< SymbolOrigin/Region::Outside - 1
  std::vector<ValueSource> Sources{ValueSource{}}; ///< Value::Tag; [0] unused
  std::vector<uint32_t> BlockVisits;
  std::map<uint32_t, RegionId> GlobalRegions; ///< global index -> region
  /// The C library's errno, the same int at every `__errno_location()` of
  /// the path (simulator/models/ModelErrno.cpp); 0 until first used.
  RegionId Errno = 0;
  std::map<SymbolId, RegionId> UnknownPointees;
  /// Hash-consing of derived values: the same operation on the same
  /// operands gives the same symbol, so that repeated tests agree.
  std::unordered_map<DerivedKey, Value, DerivedKeyHash> Derived;
  /// What is known of the bits of a word some of whose bit-fields the path
  /// stored into a word it does not know (`(w & ~M) | 4`): a Partial whose
  /// base (A, Id) is w, by the symbol that stands for the word. The word
  /// is that symbol everywhere else (arithmetic, comparisons, calls).
  std::unordered_map<SymbolId, Value> Words;
  /// The word view of V (Words), or V itself.
  const Value &wordView(const Value &V) const {
    if (V.K == Value::Kind::Sym && V.A == 1 && V.B == 0 && !Words.empty())
      if (auto It = Words.find(V.Id); It != Words.end())
        return It->second;
    return V;
  }
  std::vector<SymbolId> UsedInputs; ///< inputs the path used, first use first
  /// Inputs whose bits a masking moved into a symbol, unused yet (a
  /// bit-field store: `(w & ~M) | v`): (symbol, input) pairs.
  std::vector<std::pair<SymbolId, SymbolId>> MovedInputs;
  /// Symbols that merged moved bits (the `|` of a bit-field store): storing
  /// them uses nothing.
  std::vector<SymbolId> MergedBits;
  /// Per symbol, what UsedInputs and MovedInputs hold of it, so that a use
  /// looks only at its own: whether UsedInputs holds it, and the pairs of
  /// MovedInputs it is the holder of (index + 1 of the first and the last;
  /// MovedNext links each pair to the next of its holder).
  struct InputUse {
    bool Used = false;
    uint32_t FirstMoved = 0, LastMoved = 0;
  };
  std::vector<InputUse> InputUses;
  std::vector<uint32_t> MovedNext; ///< per pair of MovedInputs: next + 1
  uint32_t firstMoved(SymbolId S) const {
    return S < InputUses.size() ? InputUses[S].FirstMoved : 0;
  }
  InputUse &inputUse(SymbolId S) {
    if (S >= InputUses.size())
      InputUses.resize(S + 1);
    return InputUses[S];
  }
  /// Symbols NULL only because a callee's model guard said so.
  std::set<SymbolId> WeakNull;
  /// Int inputs (a descriptor parameter) handed to code we cannot see,
  /// which may have closed or kept what they stand for: the model says so
  /// (`memory_lost fd@`), and the caller's resource is lost, not leaked.
  std::set<SymbolId> EscapedInputs;
  /// Pointers the caller gave (a parameter, or read from its memory) that
  /// the path stored where no outcome names the place (an element at an
  /// unknown index, memory behind a pointer of unknown origin) or that a
  /// callee's model says it kept before their memory was laid out: what
  /// they point to is handed on, and the model says so (`memory_lost
  /// *__x@`). Only pointers: a number stored so says nothing of ownership,
  /// and noting every one swells the models (docs/analysis.md).
  std::vector<SymbolId> HandedOn;
  /// Symbols NULL only because the function tested a variable for the NULL
  /// it may have put there itself, while the variable held them
  /// (exec/OwnNulls.h).
  std::set<SymbolId> OwnNullGuess;
  /// Symbols NULL only because a test a macro's body makes said so (a
  /// defensive check in `#define IS_SET(p) ((p) != NULL && ...)`), with the
  /// place of that expansion: a use elsewhere is not reported.
  std::map<SymbolId, CodeLoc> MacroNull;
  /// Regions of the caller's pointers that the path only computed an
  /// address from (`p + n`, `s.data_ + s.size_`), by region: the pointer
  /// must be valid (a constraint of the model) only once an address into
  /// the region is used (dereferenced, or passed where a callee needs it
  /// valid), since NULL plus an index compared or returned is no defect
  /// (exec/ExecMemory.cpp, gepOf; rules/ValidPointer.cpp).
  std::map<RegionId, DeferredTest> PendingValid;
  std::vector<WeakChoice> WeakChoices;
  /// Changes when the memory an uninitialized value was read from is
  /// recorded (setSourceRegion): what givenBy remembered may change.
  uint32_t GivenEpoch = 0;
  std::vector<PureCall> PureCalls;
  /// Variables whose uninitialized value this path has used (Rules::
  /// initialized): a later use of the same one is the same defect.
  std::vector<std::string> UninitUsed;
  /// After a defect the path goes on (docs/analysis.md, "One defect, one
  /// warning"). The defects reported on this path, by their origin: a
  /// pointer's (a NULL's or an uninitialized value's source, a symbol
  /// known NULL, a freed block, a constant), a zero divisor's. A later use
  /// of the same origin is the same defect: not reported again. For a
  /// pointer, the memory it is taken to point to from the first report
  /// on: memory nothing is known of.
  std::map<std::tuple<uint8_t, uint64_t, std::string>, RegionId> Excused;
  /// Uninitialized values reported (their Value::Tag): a copy of one used
  /// later is the same defect. The memory it was read from is taken as
  /// initialized, with an unknown value, from the report on.
  std::set<uint32_t> UninitReported;
  /// Notes that the uninitialized value V was reported: see UninitReported.
  void noteUninitReported(const Value &V);
  /// Whether V is a pointer this path reported and took as valid from then
  /// on (Excused, by its source, symbol or freed block).
  bool takenAsValid(const Value &V) const;
  std::optional<Value> ReturnValue;
  InFlight Exception;
  uint64_t Executed = 0;
  uint32_t HeapCount = 0;
  /// How many choices the path has made (the explorer's choice points).
  uint32_t Choices = 0;
  /// The choice (ValueSource::Choice) that gave the value of the last
  /// defect reported (0: none), and whether no path reported it before:
  /// when that defect ends the path, the explorer takes the other
  /// alternatives of that choice next, so the rest of the function is
  /// explored past it.
  uint32_t DefectChoice = 0;
  bool DefectNew = false;

  /// A new symbol with its origin.
  SymbolId newSymbol(uint16_t Bits, SymbolOrigin Origin = {});
  /// The pointer difference (P - Q) / Scale in Bits bits (C's `p - q`,
  /// std::vector's size()): exact for pointers into one object at known
  /// offsets, else a new symbol of that Origin defined as the difference
  /// (not 0 only when neither is NULL); nullopt where an integer stands for
  /// a pointer or the pointers are to two objects the path knows.
  std::optional<Value> pointerDifference(const Value &P, const Value &Q,
                                         int64_t Scale, uint16_t Bits,
                                         SymbolOrigin Origin = {});
  /// A tag for values that come from Source.
  uint32_t addSource(CodeLoc Loc, std::string Text, std::string Variable = {}) {
    ValueSource Src;
    Src.Loc = Loc;
    Src.Text = std::move(Text);
    Src.Variable = std::move(Variable);
    Sources.push_back(std::move(Src));
    return static_cast<uint32_t>(Sources.size() - 1);
  }
  /// Records that the uninitialized values of source Tag were read from
  /// region R (Size bytes at Offset; Size 0 if not known exactly).
  void setSourceRegion(uint32_t Tag, RegionId R, int64_t Offset = 0,
                       uint32_t Size = 0) {
    Sources[Tag].Region = R;
    Sources[Tag].Offset = Offset;
    Sources[Tag].Size = Size;
    ++GivenEpoch;
  }
  /// Records the origin of symbols Constraints created itself.
  void syncOrigins() { Origins.resize(Cons.size()); }
  /// True if the symbol denotes a value the caller provided: a parameter, a
  /// global, or memory reachable from them on entry.
  bool isInput(SymbolId S) const;
  /// True if region R is an object a call on this path created and
  /// returned (fopen's FILE): no value from before the path points to it.
  bool isNewObject(RegionId R) const;
  /// True if the value is derived from an input (its symbol is an input).
  bool isInputValue(const Value &V) const;
  /// Notes that the path used V: an input it uses must be initialized,
  /// and so must the inputs whose bits a masking moved into V.
  void noteUse(const Value &V);
  /// Notes that Result, a symbol that `&` or `|` made of L and R, holds
  /// their bits without using them: a field's bits cleared (`w & ~M`) and
  /// new bits or-ed in, as a bit-field store does, read no field. An input
  /// or-ed in as it is (`*p |= 1`) is used.
  void noteMovedBits(bool Or, const Value &L, const Value &R,
                     const Value &Result);
  /// Notes that the path stored V: bits masked but never merged (`*p &=
  /// ~F`, `*p = a & b`) were used.
  void noteStored(const Value &V);
  /// Notes that the function's own code compared V (a test, a branch): if V
  /// is a call's result, the callee's case was chosen by the function's own
  /// test.
  void noteCompared(const Value &V);
  /// Notes that the function compared V for equality with a pointer it
  /// knows is not NULL: as noteCompared, but no test of V for NULL.
  void noteComparedWithNode(const Value &V);
  /// Notes that the path tested V (or a value defined from it): the
  /// program, or a callee's guard, looked at its value. A weak choice that
  /// gave V steers the path from here (WeakChoice::Steered).
  void noteTested(const Value &V);
  /// Whether the symbol Field holds bytes read from the object that the
  /// pointer Address points into: a member compared with an address
  /// inside its own object (a std::string's data pointer with its inline
  /// buffer), what peq_addr states.
  bool pointsIntoItsOwnObject(SymbolId Field, const Value &Address) const;
  /// Whether V is, or is defined from, a value weak choice C gave: its
  /// result, what it wrote, memory it made, or what is in memory passed to
  /// it (what the case left there: another case may have written it).
  bool givenBy(const WeakChoice &C, const Value &V) const;
  /// Notes that the symbols from \p From on were computed from L and R
  /// (an arithmetic operation, a conversion, a call's arguments): computed
  /// from what a weak choice gave, they are what it gave
  /// (WeakChoice::Computed).
  void noteComputed(SymbolId From, const Value &L, const Value &R = {});
  /// The same for a call made from Operands (its arguments): the symbols
  /// from \p From
  /// and the value sources from \p TagFrom on are its results. Only the
  /// weak choices before \p Before, and guesses made in the call (its
  /// own case is no result of itself).
  void noteCallComputed(SymbolId From, uint32_t TagFrom, size_t Before,
                        const std::vector<Value> &Operands);
  /// Records that the symbols from \p From on are what C gave.
  void markComputed(WeakChoice &C, SymbolId From);
  /// The path went on past a NULL that a callee's case gave and the
  /// function never compared (the source Tag), taking it as a pointer to
  /// region R, memory nothing is known of: what a later defect computes
  /// from it depends on that guess, as on a callee's weak choice (the
  /// copy a call made of it, what it read there; docs/analysis.md, "One
  /// defect, one warning").
  void noteGuess(uint32_t Tag, RegionId R);
  /// Records in C the memory the call's arguments Args reach.
  void noteArgRegions(WeakChoice &C, const std::vector<Value> &Args);
  /// Records a deferred test once: the same test on the same value again
  /// adds nothing to the model.
  void defer(const DeferredTest &D);
  /// Where the symbol's value was read from outside the program (an index
  /// + 1 into Outside), directly or as bytes of memory that was; 0 if not.
  uint32_t outsideOrigin(SymbolId S) const;
  /// The value itself (not n - 1), or a byte of it widened without its
  /// sign, read from outside the program and never compared by the path
  /// (a test of any kind says the program thought of its value): where it
  /// was read (an index + 1 into Outside); 0 if not.
  uint32_t untestedOutside(const Value &V) const;
  /// A value computed from \p From, a value read from outside the program
  /// that the path never compared, is from outside too: \p Sym is 0 for
  /// some input as \p From is.
  void inheritOutside(SymbolId Sym, const Value &From);
  /// True if V is NULL only because a callee's guard assumed it so, or a
  /// test of the function's own that was about another NULL: its uses are
  /// not reported.
  bool weaklyNull(const Value &V) const {
    return V.K == Value::Kind::Sym &&
           (WeakNull.count(V.Id) || OwnNullGuess.count(V.Id));
  }
  /// True if V is NULL only because a macro's test made it so, and Use is
  /// not in that macro's expansion.
  bool macroNullElsewhere(const Value &V, const CodeLoc &Use) const {
    if (V.K != Value::Kind::Sym)
      return false;
    auto It = MacroNull.find(V.Id);
    return It != MacroNull.end() && !(It->second == Use);
  }
  /// True if a NULL in V is not this path's defect at Use: a callee's guess,
  /// a test about another NULL, or a macro's defensive test elsewhere.
  bool excusedNull(const Value &V, const CodeLoc &Use) const {
    return weaklyNull(V) || macroNullElsewhere(V, Use);
  }
  /// True if V is NULL only because a callee's guard assumed it so.
  bool calleeGuessedNull(const Value &V) const {
    return V.K == Value::Kind::Sym && WeakNull.count(V.Id);
  }

  // Regions and the pointers into them.
  /// The region a pointer value points into, if known (0 otherwise).
  RegionId pointedRegion(const Value &V) const;
  /// The region the pointer symbol Sym points to, laid out on first use: the
  /// caller's memory (External) if Input, else memory of unknown origin.
  RegionId pointeeRegion(SymbolId Sym, bool Input);
  /// The pointer-like values stored in region R.
  std::vector<Value> heldPointers(RegionId R) const;
  /// V was handed to code that may keep it: what it reaches (regions,
  /// resources) is lost, not leaked.
  void escape(const Value &V);
  /// V was stored, or kept by a callee, where the function's outcome cannot
  /// name the place: escaped, and if it is one of the caller's pointers
  /// (Pointer: stored as one) noted in HandedOn.
  void handOn(const Value &V, bool Pointer);
  /// True if V is a pointer: stored as one (Pointer), an address, or a
  /// symbol the path used as one.
  bool pointerLike(const Value &V, bool Pointer) const;
};

} // namespace pathsim
