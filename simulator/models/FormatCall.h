//===- simulator/models/FormatCall.h - a call with a constant format ------===//
//
// A call to a function declared with a printf or scanf format (the C
// library's, which Clang knows, or a user's `__attribute__((format(...)))`)
// whose format is a constant string: each conversion decides what its
// argument must be. Before the call, the rules judge the arguments read (%s:
// a valid pointer to initialized memory) and the pointers written through
// (%n, every scanf conversion: valid); after it, what the call wrote is
// written (%n's count; the targets scanf assigned, as many as its result
// says). Private to the simulator.
//
#pragma once

#include "simulator/exec/Executor.h"
#include "simulator/models/FormatString.h"

#include <optional>
#include <string>
#include <vector>

namespace pathsim {

class FormatCall {
public:
  /// The format of the call I to IRCallee (its name in the IR), if the
  /// callee takes one and the format is a constant string pathsim can read
  /// (or, for scanf, whatever the format).
  static std::optional<FormatCall> of(PathRunner &R, const Instr &I,
                                      const std::string &IRCallee,
                                      const std::vector<Value> &Args);

  /// The rules on what each conversion reads or writes through, reported at
  /// the call. False if the path cannot go on.
  bool check();
  /// What the call wrote through its arguments: printf's %n counts, and the
  /// targets of as many scanf conversions as Returned says (every target
  /// when Counted is false: an automatic model, which says nothing of its
  /// result's meaning). False if the path cannot go on.
  bool written(const Value &Returned, bool Counted);
  /// The format was read: it, not a model's result on `...`, says which
  /// arguments the call writes.
  bool decidesWrites() const { return Known; }

private:
  FormatCall(PathRunner &R, const Instr &I, std::string Callee,
             const std::vector<Value> &Args)
      : R(R), I(I), Callee(std::move(Callee)), Args(Args) {}
  /// V may be NULL on this path.
  bool mayBeNull(const Value &V) const;
  /// The argument K as the call writes it ("&x", "buf").
  std::string argName(size_t K) const;
  /// Marks the Bytes bytes (0: to the end of the object) Ptr points to as
  /// written by the call.
  void write(const Value &Ptr, uint32_t Bytes);

  PathRunner &R;
  const Instr &I;
  std::string Callee; ///< as messages name it ("scanf")
  std::vector<Value> Args;
  bool Scanf = false;
  /// The format is a constant pathsim read (else, for scanf, every argument
  /// after it is taken as a target it may assign).
  bool Known = true;
  /// The callee is a printf-like function of the program with a formatter
  /// of its own: a `%s` that may be NULL is not judged.
  bool NullStrings = false;
  /// Per conversion that consumes an argument: which, and what it asks.
  std::vector<std::pair<size_t, FormatArgument>> Conversions;
};

} // namespace pathsim
