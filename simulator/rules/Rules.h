//===- simulator/rules/Rules.h - the consistency rules of one path --------===//
//
// PREfix's consistency rules, each written once: a pointer used is valid, a
// value used is initialized, memory freed is freeable, a divisor (or an
// argument a model says is non-zero) is not 0, a resource is in the state its
// model asks, an argument satisfies its callee's relations, and at the end of
// a path nothing leaks and no external holds a local's address or freed
// memory. The VM's instructions (exec/) and the constraints of models
// (models/) both call them, saying how the value is used; every warning is
// raised here, by Rules::report.
//
// A rule that cannot be decided on a value the function received from its
// caller becomes a deferred test (a constraint of the function's model); on
// other values it is assumed to hold for the rest of the path.
//
#pragma once

#include "simulator/exec/RunContext.h"
#include "simulator/ir/FunctionCode.h"
#include "simulator/state/State.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>
#include <string>
#include <vector>

namespace pathsim {

/// What a rule found.
enum class Verdict : uint8_t {
  Holds,      ///< it holds, or is assumed to from now on
  Violated,   ///< a defect: reported (unless a supposition is checked)
  Infeasible, ///< the path cannot be real (what the rule assumes contradicts
              ///< it, or a pointer is NULL only by a callee's check)
};

/// A name computed only when a warning needs it (printing is not free). It
/// refers to a callable that must outlive the use: a named lambda.
using LazyName = llvm::function_ref<std::string()>;
/// The name of what has none.
inline constexpr auto NoName = [] { return std::string(); };

/// How a pointer is used: it decides the messages and, for a dereference,
/// that the memory pointed to is laid out.
struct PointerUse {
  enum class Kind : uint8_t {
    Deref,    ///< a load, a store, a copy: "dereferencing NULL pointer 'p'"
    Argument, ///< passed where a model wants a valid pointer: "passing NULL
              ///< pointer 'p' to 'strlen'"
  };
  Kind K = Kind::Deref;
  CodeLoc Loc;
  LazyName Name = NoName; ///< the pointer as written ("s->next")
  std::string Callee;     ///< Argument: the function it is passed to
  /// Deref: the address was computed from NULL (&s->a.b with s NULL) / from
  /// a pointer NULL only because a callee's model tested it.
  bool NullBase = false, WeakNullBase = false;
};

/// The pointer rule's verdict and, for a dereference that holds, where the
/// pointer points.
struct PointerVerdict {
  Verdict V = Verdict::Holds;
  std::optional<Address> At;
};

/// How a value is used, for the initialized rule.
struct ValueUse {
  enum class Kind : uint8_t {
    Operand,  ///< "using uninitialized memory 'x'"
    Returned, ///< "returning uninitialized value 'x'"
    Argument, ///< "passing uninitialized value 'x' to 'f'"
  };
  Kind K = Kind::Operand;
  CodeLoc Loc;
  LazyName Name = NoName; ///< the value as written
  std::string Callee;     ///< Argument: the function it is passed to
  /// Every bit is read (arithmetic, a test, a callee's relation on it). A
  /// value only copied (returned, passed) is reported when none of its bits
  /// is initialized: a word of bit-fields partly set is copied whole.
  bool EveryBit = true;
  /// Named in a model's notation (`*<4:8>p`): not a variable of the
  /// program, so the warning names no variable and an unnamed value is not
  /// named after the variable it was read from.
  bool ModelNotation = false;
};

/// A pointer freed by a model's memory_freeable constraint.
struct FreeUse {
  CodeLoc Loc;
  LazyName Name = NoName; ///< the argument as written ("&x", "buf")
  bool Unnamed = false;   ///< the argument is an expression without a name
  /// A callee frees its argument this many bytes past where it points (it
  /// advanced its parameter first); Callee names it.
  int64_t Advanced = 0;
  std::string Callee;
};

/// A value that must not be 0.
struct NonZeroUse {
  enum class Kind : uint8_t {
    Divisor,  ///< of a division: "division by zero ('n' is 0)"
    Argument, ///< int_non_zero: "argument 'n' of 'f' must not be 0"
  };
  Kind K = Kind::Divisor;
  CodeLoc Loc;
  LazyName Name = NoName;
  std::string Callee;
};

/// A relation a callee's model requires of an argument (`ige n 0`).
struct RelationUse {
  CodeLoc Loc;
  std::string Callee;
  LazyName Name = NoName; ///< the argument as the warning names it
  /// The two sides as the constraint is stated to the user ("n", "0").
  llvm::function_ref<std::pair<std::string, std::string>()> Sides;
};

/// A resource state a callee's model requires.
struct ResourceUse {
  CodeLoc Loc;
  std::string Callee;
  LazyName Name = NoName; ///< what holds the resource (model notation)
};

/// The consistency rules applied on one path.
class Rules {
public:
  Rules(const RunContext &Ctx, const FunctionCode &F, State &S)
      : Ctx(Ctx), F(F), S(S) {}

  // Values used (rules/ValidPointer.cpp, Initialized.cpp, NonZero.cpp).

  /// A pointer dereferenced or passed where a valid one is needed: not
  /// uninitialized, NULL, a small constant (1, -1) or into freed memory.
  PointerVerdict validPointer(const Value &Ptr, const PointerUse &U);
  /// The function pointer of an indirect call: not uninitialized, not NULL.
  Verdict validCallee(const Value &Target, const CodeLoc &Loc,
                      const std::string &Name);
  /// V holds no uninitialized bit that the use reads. False if reported.
  bool initialized(const Value &V, const ValueUse &U);
  /// Some byte of Size bytes at A is initialized (a model's
  /// memory_initialized on `*p`). Reported once: the bytes are then taken as
  /// initialized. Phrase names the memory (" 'buf'"). Args, the call's
  /// arguments when known: a count among them that is not positive reads
  /// nothing from a block the path made empty.
  bool initializedMemory(const Address &A, int64_t Size, const CodeLoc &Loc,
                         const std::string &Callee, LazyName Phrase,
                         const std::vector<Value> *Args = nullptr);
  /// V is not 0.
  Verdict nonZero(const Value &V, const NonZeroUse &U);

  // What a callee's model requires (rules/Freeable.cpp, Relation.cpp,
  // ResourceRules.cpp).

  /// Ptr may be freed: the start of a heap block not freed yet.
  Verdict freeable(const Value &Ptr, const FreeUse &U);
  /// A block released by a deallocator of family Family ("free", "delete",
  /// "delete[]") was allocated for it: mismatched-dealloc otherwise.
  Verdict family(const Value &Ptr, const std::string &Family, const FreeUse &U);
  /// L P R holds, where T is what the path knows of it.
  Verdict relation(Predicate P, const Value &L, const Value &R, Tri T,
                   const RelationUse &U);
  /// Res (of type Type) is in State, or with Not, is not.
  Verdict resourceState(const Resource &Res, const std::string &Type,
                        const std::string &State, bool Not,
                        const ResourceUse &U);
  /// A resource the caller gave (none was created on this path): the state
  /// is required of the caller (a constraint of the function's model) and
  /// known from now on.
  void assumeCallerResource(Resource Res, const CodeLoc &Loc);
  /// A model requires a resource this path has not seen not to be in
  /// Res.State (pthread_mutex_lock: the caller must not hold the lock):
  /// that becomes a constraint of the function on its caller's resource.
  void assumeCallerNotInState(const Resource &Res, const CodeLoc &Loc);

  /// A defect the callee reaches on the inputs the call gives it (a
  /// `defect` constraint of the case taken: its kind and place in the
  /// callee, whose key is \p CalleeKey), reported at the call at \p Loc.
  /// \p Forced: no guard of the case was unknown at the call.
  void calleeDefect(WarningKind Kind, int64_t Line, int64_t Col,
                    const CodeLoc &Loc, const std::string &Callee,
                    const std::string &CalleeKey, bool Forced);

  // The end of a path that returned (rules/EndOfPath.cpp).

  /// Leaks, addresses of this frame and freed memory
  /// left in externals, at the return at ReturnLoc.
  void endOfPath(const CodeLoc &ReturnLoc);

  /// __pathsim_eval's answer, for the engine's own tests.
  void debugEval(Tri T, const CodeLoc &Loc);

  /// While a constraint of a callee's case that may not apply on this path
  /// is checked (see models/ModelConditions.cpp): a violation reports
  /// nothing, it says the case does not apply. Returns whether one occurred
  /// since the supposition began.
  void suppose(bool On) {
    Supposing = On;
    Contradicted = false;
  }
  bool contradicted() const { return Contradicted; }

private:
  /// Raises a warning with the path that leads to it (rules/Report.cpp),
  /// once per kind, location and \p Extra; a leak (memory or resource) once
  /// per allocation site (\p Extra) and rank, whichever exit it leaks at.
  void report(WarningKind Kind, const CodeLoc &Loc, std::string Message,
              std::string Variable, const Value *Subject, uint64_t Extra = 0,
              std::vector<RelatedNote> AllocationStack = {},
              std::vector<RelatedNote> Related = {}, std::string Pointer = {},
              std::string CalleeDefect = {}, bool CalleeForced = false);
  /// A divisor read from outside the program (fgets, read, rand...) that
  /// the path never tested: reported. False if it is not one.
  bool fromOutside(const Value &V, const NonZeroUse &U);
  /// "memory freed here" at the free of region R, if it is known.
  std::vector<RelatedNote> freedNote(RegionId R) const;
  void checkLeaks(const CodeLoc &ReturnLoc);
  /// A descriptor the path knows to be 0, 1 or 2: a standard stream,
  /// which code opens on purpose where one was closed (open() returns the
  /// lowest free descriptor) and leaves open. Not leaked.
  bool standardStream(const Resource &Res) const;
  /// The local variable (or member of one) still holding a pointer to R at
  /// the end of the path ("items.start"); empty if none does.
  std::string holderOf(RegionId R) const;
  void checkFrameAddresses(const CodeLoc &ReturnLoc);

  const RunContext &Ctx;
  const FunctionCode &F;
  State &S;
  bool Supposing = false, Contradicted = false;
  /// While a leak is reported: whether a variable of the function still
  /// holds it where the path returns (in main, the program's exit releases
  /// it), or it was lost before (a block each turn of a loop drops).
  bool LeakHeld = true;
};

/// ` 'x'`, or "" for an empty name.
std::string quotedName(const std::string &Name);

} // namespace pathsim
