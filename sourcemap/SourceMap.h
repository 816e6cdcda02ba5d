//===- sourcemap/SourceMap.h ----------------------------------------------===//
// Source text of conditions, calls, statements.
//
// Plain data (std only): the simulator includes this header. Everything is
// keyed the way LLVM debug info identifies a place: a normalized path (see
// normalizePath) and the (line, column) of a DILocation.
//
//===----------------------------------------------------------------------===//
#pragma once

#include <compare>
#include <cstdint>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace pathsim::frontend {

/// A 1-based line and column, as in a DILocation (column 0: unknown).
struct SourcePos {
  uint32_t Line = 0, Col = 0;
  auto operator<=>(const SourcePos &) const = default;
};

/// Text of one branch condition leaf as written, and its negation:
/// "size > 0" / "size <= 0", "p == NULL" / "p != NULL", "p" / "!p",
/// "!p" / "p", "f(x)" / "!f(x)", "x & 4" / "!(x & 4)".
struct ConditionText {
  std::string Text, Negated;
  bool operator==(const ConditionText &) const = default;
};

/// A function's declaration as the unit sees it: where, and its parameters
/// (what a model of it must agree with).
struct FunctionDeclaration {
  std::string Name;          ///< source name
  std::string File;          ///< normalized path of the declaration
  uint32_t Line = 0;         ///< line of the name
  uint32_t Params = 0;       ///< named parameters
  bool Variadic = false;     ///< ends in `...`
  bool Prototype = true;     ///< false for a K&R `int f();`
  std::vector<bool> Pointer; ///< per parameter: pointer, array or function
  /// `__attribute__((format(printf|scanf, N, M)))`, declared or implied by
  /// Clang for the C library's own (printf, scanf, syslog, err...).
  enum class Format : uint8_t { None, Printf, Scanf };
  Format FormatStyle = Format::None;
  uint32_t FormatArg = 0; ///< the format's argument, 0-based (`this` counts)
  /// The first argument the format consumes, 0-based; 0: none (a va_list).
  uint32_t FirstFormatArg = 0;
  bool operator==(const FunctionDeclaration &) const = default;
};

/// Where a function defined in the translation unit is written.
struct FunctionSource {
  std::string Name;        ///< source name, e.g. "f" or "ns::C::m"
  std::string LinkageName; ///< mangled or C name, = llvm::Function name
  std::string File;        ///< normalized path, see normalizePath
  uint32_t Line = 0;       ///< line of the name
  uint32_t BodyBegin = 0;  ///< line of the body's '{'
  uint32_t BodyEnd = 0;    ///< line of the body's '}'
  /// Defined in a system header (<vector>, <stdlib.h>): simulated for its
  /// model, but its own warnings are not the user's to fix.
  bool System = false;
  /// A private member function (of a class, not a template's): only its
  /// class's members and friends can call it. Set when the frontend could
  /// list them: Callers then holds those that must be defined in the run
  /// for every call of it to be in the program (members with no body here,
  /// or one that names it), each as its linkage names, any one of which
  /// will do (a constructor's complete and base objects), joined by ' '.
  bool PrivateMember = false;
  std::vector<std::string> MemberCallers;
  bool operator==(const FunctionSource &) const = default;
};

/// Source text the simulator's messages need, for every file of one
/// translation unit that holds a function definition (headers too).
class SourceMap {
public:
  SourceMap();
  SourceMap(SourceMap &&) noexcept;
  SourceMap &operator=(SourceMap &&) noexcept;
  ~SourceMap();

  /// Condition leaf whose expression location (what Clang's CodeGen puts in
  /// the DILocation of the icmp/fcmp/trunc/xor/call that feeds a conditional
  /// branch or select) is File:Pos; null if none is known. How to look up:
  /// - use the DILocation of the instruction producing the i1, not the
  ///   branch's (the branch sits on the statement, an '&&' or the keyword);
  /// - a phi (a loop condition or a select on "a && b" / "a || b" in a value
  ///   context): the left operand branched already; look up the incoming
  ///   value of the edge taken ("b", or "a && b" for a bare operand that
  ///   CodeGen converted at the operator);
  /// - no text at an inlined instruction's location (an always_inline
  ///   function's return value): try each DILocation::getInlinedAt() in
  ///   turn, innermost first; the call is the condition there.
  /// Leaves of one macro invocation share its location and get the
  /// invocation's text ("BOTH(x, y)").
  const ConditionText *condition(const std::string &File, SourcePos Pos) const;

  /// Source text of the call expression at that location (e.g.
  /// "malloc(size)"), as CodeGen's DILocation of the call instruction.
  const std::string *callText(const std::string &File, SourcePos Pos) const;

  /// Text of a switch statement's condition at the DILocation of the IR
  /// switch instruction ("x", "c->kind").
  const std::string *switchCondition(const std::string &File,
                                     SourcePos Pos) const;

  /// True if a statement (or a loop/if condition) begins on that line: lines
  /// used to print "path includes N statements on lines ...".
  bool isStatementLine(const std::string &File, uint32_t Line) const;

  /// True if File:Pos is where a macro is expanded whose own text (its
  /// body, not an argument) holds a branch: an `if`, a loop, `&&`, `||` or
  /// `?:` of `#define IS_SET(p) ((p) != NULL && (p)->set)`. Every
  /// instruction of an expansion has its place, so the conditions there
  /// are the macro's (a defensive check the caller did not write).
  bool isMacroBranch(const std::string &File, SourcePos Pos) const;

  /// True if the switch statement at File:Pos (its IR switch's DILocation)
  /// is over a value of an enumeration type, without `default:`, and has a
  /// case for every enumerator: the value is taken to be one of them, as
  /// -Wswitch takes it (an enum with `__attribute__((flag_enum))` or open
  /// extensibility does not count).
  bool coversEveryEnumerator(const std::string &File, SourcePos Pos) const;

  /// Function whose llvm::Function name is LinkageName (definitions in this
  /// translation unit); null if unknown.
  const FunctionSource *function(const std::string &LinkageName) const;

  /// Line Line of File (1-based) without its newline, read lazily and
  /// cached; empty if unreadable. Thread-safe.
  std::string lineText(const std::string &File, uint32_t Line) const;

  /// Records (or replaces) the condition text at File:Pos.
  void setCondition(const std::string &File, SourcePos Pos, ConditionText Text);
  /// Records (or replaces) the call text at File:Pos.
  void setCallText(const std::string &File, SourcePos Pos, std::string Text);
  /// Records (or replaces) the switch condition text at File:Pos.
  void setSwitchCondition(const std::string &File, SourcePos Pos,
                          std::string Text);
  /// Records that a statement begins on File:Line.
  void addStatementLine(const std::string &File, uint32_t Line);
  /// Records that File:Pos expands a macro whose body branches.
  void addMacroBranch(const std::string &File, SourcePos Pos);
  /// Records that the switch at File:Pos covers every enumerator.
  void addEnumSwitch(const std::string &File, SourcePos Pos);
  /// Records a function definition, keyed by its LinkageName.
  void addFunction(FunctionSource Function);

  /// Which arguments of the function LinkageName (declared or defined in
  /// this unit), in the IR's order (a returned struct's address, `this`,
  /// the parameters), point to const (`const char *s`, the `this` of a
  /// const method): a call without a model does not write what they point
  /// to. Null if unknown; arguments past the end are not read-only.
  const std::vector<bool> *readOnlyParams(const std::string &LinkageName) const;
  void setReadOnlyParams(const std::string &LinkageName,
                         std::vector<bool> ReadOnly);

  /// The declaration of the function LinkageName that the unit calls or
  /// defines; null if unknown.
  const FunctionDeclaration *declaration(const std::string &LinkageName) const;
  void setDeclaration(const std::string &LinkageName,
                      FunctionDeclaration Declaration);
  /// Every declaration recorded, keyed by linkage name.
  const std::unordered_map<std::string, FunctionDeclaration> &
  declarations() const {
    return Data.Declarations;
  }

  /// Every function recorded, in no particular order.
  std::vector<const FunctionSource *> functions() const;
  /// Every file that has an entry, sorted.
  std::vector<std::string> files() const;
  /// Statement lines recorded for File, ascending.
  std::vector<uint32_t> statementLines(const std::string &File) const;
  /// Number of condition entries, over all files.
  size_t conditionCount() const;

  /// The texts recorded for one file.
  struct FileTexts {
    std::map<SourcePos, ConditionText> Conditions;
    std::map<SourcePos, std::string> Calls;
    std::map<SourcePos, std::string> Switches;
    std::set<uint32_t> StatementLines;
    std::set<SourcePos> MacroBranches;
    std::set<SourcePos> EnumSwitches;
    bool operator==(const FileTexts &) const = default;
  };
  /// Everything a SourceMap records (all but its cache of source lines),
  /// for storing a map whole (automodel/UnitCodec) and comparing two.
  struct Contents {
    std::unordered_map<std::string, FileTexts> Files;
    std::unordered_map<std::string, std::vector<bool>> ReadOnlyParams;
    std::unordered_map<std::string, FunctionDeclaration> Declarations;
    std::unordered_map<std::string, FunctionSource> Functions;
    bool operator==(const Contents &) const = default;
  };
  const Contents &contents() const { return Data; }
  /// A map holding \p C.
  explicit SourceMap(Contents C);
  bool operator==(const SourceMap &Other) const { return Data == Other.Data; }

  /// The texts recorded for File, or nullptr: for a caller that asks of one
  /// file many times (a path's statements) without hashing its name each
  /// time.
  const FileTexts *find(const std::string &File) const;

private:
  struct LineCache;

  Contents Data;
  std::unique_ptr<LineCache> Lines;
};

/// How files are identified everywhere: an absolute, lexically normalized
/// path (no "..", no ".", no repeated '/'), from a (directory, name) pair as
/// in a DIFile or a compile command. A relative Directory is taken relative
/// to the current working directory; an absolute Name ignores Directory.
std::string normalizePath(const std::string &Directory,
                          const std::string &Name);

/// How every message spells a file: \p Path (absolute, normalized) relative
/// to the current directory when it is under it, otherwise as it is. One
/// spelling everywhere, whichever directory a compile command ran in.
std::string pathForDisplay(const std::string &Path);

} // namespace pathsim::frontend
