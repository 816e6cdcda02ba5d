//===- simulator/Warning.h - a defect found on a path, as plain data ------===//
//
// What the simulator reports and what reports/ stores and renders. Plain data
// only: no LLVM types, so that renderers and the store need nothing else.
//
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim {

/// A position in the analyzed source. File is the normalized absolute path;
/// DisplayFile is the path as the user named it (what messages print).
struct SourceLocation {
  std::string File;
  std::string DisplayFile;
  uint32_t Line = 0, Col = 0;
  bool valid() const { return Line != 0; }
  bool operator==(const SourceLocation &) const = default;
};

enum class WarningKind : uint8_t {
#define WARNING_KIND(Enum, Id, Cwe, Severity, Short, Full) Enum,
#include "simulator/WarningKinds.def"
};

/// How sure the analysis is that a warning is a real defect, strongest first
/// (docs/analysis.md, "Ranks", says which warning gets which). `analyze` shows
/// certain and likely warnings by default; the store keeps every rank.
enum class WarningRank : uint8_t {
  Certain,  ///< reached from the function's own code and its callees' exact
            ///< outcomes, whatever the inputs
  Likely,   ///< depends on an input the function itself tested
  Possible, ///< depends only on what the function never examined: a callee's
            ///< guard, a case with unstated conditions, unseen code's writes
};

/// "certain", "likely", "possible": the rank's stable id.
std::string_view rankId(WarningRank Rank);
/// The rank with that id, if any.
std::optional<WarningRank> rankFromId(std::string_view Id);

/// Static facts about a warning kind, for renderers.
struct WarningKindInfo {
  WarningKind Kind;
  std::string_view Id;  ///< stable id, e.g. "null-deref"
  std::string_view Cwe; ///< comma-separated CWE numbers, e.g. "476,690"
  /// CVSS-like, "0.0" to "10.0" (SARIF's security-severity); empty for an
  /// internal kind (the engine's own tests), which is no SARIF rule.
  std::string_view SecuritySeverity;
  std::string_view ShortText; ///< e.g. "dereferencing NULL"
  std::string_view FullText;  ///< one-paragraph description
  bool internal() const { return SecuritySeverity.empty(); }
};

/// Every kind in declaration order.
const std::vector<WarningKindInfo> &allWarningKinds();
const WarningKindInfo &kindInfo(WarningKind Kind);
/// The kind with that id, if any.
std::optional<WarningKind> kindFromId(std::string_view Id);

/// One step of the path that leads to a warning, in execution order.
struct PathStep {
  enum class Kind : uint8_t {
    Statement,    ///< a statement executed (Text: empty or a summary)
    Condition,    ///< a branch taken under an assumption (Text: "size > 0")
    Call,         ///< a call (Text: "malloc(size)")
    ModelOutcome, ///< the outcome chosen from the callee's model (Text: reason)
    Event,        ///< the defect itself, or an event on its object ("memory
                  ///< allocated")
  };
  Kind StepKind = Kind::Statement;
  SourceLocation Loc;
  std::string Text;
  uint32_t Depth = 0; ///< call depth: 0 in the analyzed function
  bool operator==(const PathStep &) const = default;
};

/// A condition under which the warning occurs: an assumption the path made.
struct WarningCondition {
  SourceLocation Loc;
  std::string Text; ///< "size > 0"
  bool operator==(const WarningCondition &) const = default;
};

/// A callee model the path used, as in PREfix's "used system model `malloc'".
struct ModelUse {
  SourceLocation Loc;     ///< the call site
  std::string Callee;     ///< "malloc"
  std::string CallText;   ///< "malloc(size)"
  std::string Origin;     ///< "system" (libc), "user" (--models), "automatic"
  std::string ReturnText; ///< "function returns 0", "function returns a new
                          ///< memory block"
  std::string Reason;     ///< the outcome's reason string: "memory exhausted"
  /// The case of the model the path took, with its guards: "case 2 of 3:
  /// (guard igt n 10)" (an automatic model's cases have no reason to name
  /// them); empty for hand-written models.
  std::string Case;
  bool operator==(const ModelUse &) const = default;
};

/// A note pointing at a related place ("variable declared here").
struct RelatedNote {
  SourceLocation Loc;
  std::string Text;
  bool operator==(const RelatedNote &) const = default;
};

/// A defect found on one path of one function.
struct Warning {
  WarningKind Kind = WarningKind::UninitUse;
  WarningRank Rank = WarningRank::Likely;
  std::string Message;  ///< "dereferencing NULL pointer 'result'"
  std::string Function; ///< source name of the function it occurs in
  std::string FunctionLinkageName;
  SourceLocation Loc;   ///< where the defect occurs
  std::string Variable; ///< the variable involved, if any ("result")
  /// Which pointer value a pointer rule's warning is about, whether
  /// dereferenced or passed: the pointer as written and the call its value
  /// came from ("p", "dup.c:13:13", "value comes from return value of
  /// 'strdup' here", joined by \x1f). Warnings at one site about one such
  /// value are one to the user (keepStrongestPerPointer()). Empty for other
  /// rules, and for a value no call gave.
  std::string Pointer;
  /// "variable declared here", "value comes from return value of `malloc'
  /// here", in the order they should be shown.
  std::vector<RelatedNote> Related;
  /// For leaks: the call stack when the memory was allocated, innermost last
  /// ("example1.c(9) : f").
  std::vector<RelatedNote> AllocationStack;
  std::vector<WarningCondition> Conditions;
  /// "memory exhausted": the outcome reasons the defect depends on.
  std::vector<std::string> OccursWhen;
  std::vector<PathStep> Path;
  std::vector<ModelUse> Models;
  /// The NULL is one this callee's case returned under guards the function
  /// never examined (not an outcome of its environment, such as malloc's
  /// failure), and the function never tested it: how the rest of the program
  /// treats the callee's result decides between likely and possible.
  std::string NullFrom;
  bool NullFromFieldTest = false; ///< that case tested a field against a
                                  ///< constant (a type tag, a state)
  /// The members of objects the call passed as its keys ("CollSeq+0":
  /// `find(pColl->zName)`), space-separated (MemberKeys.h).
  std::string NullKeys;
  /// Every path that reached the defect did so under assumptions on the
  /// function's inputs, stated as guards of its model's cases, which carry
  /// it as a `defect` constraint: the function's callers decide whether it
  /// is reported (automodel/CalleeDefects.h).
  bool OnInputs = false;
  /// Raised at a call by such a constraint of the callee's: the callee (the
  /// name the call uses), the defect's line and column, joined by \x1f.
  std::string CalleeDefect;
  /// The call decided every guard of the callee's case (none was unknown).
  bool CalleeForced = false;
  bool operator==(const Warning &) const = default;

  /// Lines of the statements on the path, in order (PREfix's "Path includes N
  /// statements on the following lines").
  std::vector<uint32_t> statementLines() const;
};

/// Keeps, of the warnings at one site about one pointer value
/// (Warning::Pointer: `printf("%s", p)` after `p = strdup(s); free(p);` is a
/// use of freed memory on one path and of a NULL on another), the strongest:
/// the surest rank, then the highest security severity, then the kind declared
/// first. It gets a note naming each one it stands for. \p Ws keeps its order.
void keepStrongestPerPointer(std::vector<Warning> &Ws);

} // namespace pathsim
