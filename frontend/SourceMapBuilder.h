//===- frontend/SourceMapBuilder.h - collects a SourceMap, keyed as CodeGen =//
//
// Internal to frontend/: Clang types are declared forward only.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "sourcemap/SourceMap.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace clang {
class ASTContext;
class Expr;
class SourceLocation;
} // namespace clang

namespace pathsim::frontend {

/// How strongly a text claims its location; the lowest rank wins.
enum class KeyRank : unsigned {
  Leaf = 0,        ///< the location CodeGen gives the expression's value
  Whole = 1,       ///< a whole condition or a comparison in a value context
  Alternative = 2, ///< another location of the same expression
};

/// Records texts at the keys CodeGen's debug info will name (expansion
/// location, presumed file/line/column, path normalized against the
/// compilation directory) and settles which text a key keeps when several
/// land on it; then writes them to a SourceMap.
class SourceMapBuilder {
public:
  SourceMapBuilder(const clang::ASTContext &Ctx, std::string CompilationDir);
  ~SourceMapBuilder();

  /// The normalized file and position CodeGen gives Loc; none for an invalid
  /// location or a pseudo-file ("<built-in>").
  std::optional<std::pair<std::string, SourcePos>>
  place(clang::SourceLocation Loc);

  /// Offers Text for the condition at Loc; E is the expression it describes.
  /// Of two different texts of equal rank on one key, the one whose
  /// expression contains the other wins; unrelated ones (leaves of one
  /// macro) give way to the text of the macro invocation.
  void addCondition(clang::SourceLocation Loc, ConditionText Text, KeyRank Rank,
                    const clang::Expr &E);
  /// Offers Text for the call at Loc, with the same rules.
  void addCall(clang::SourceLocation Loc, std::string Text, KeyRank Rank,
               const clang::Expr &E);
  /// Records a switch statement's condition text at Loc (the switch).
  void addSwitch(clang::SourceLocation Loc, std::string Text);
  /// Records that the switch at Loc covers every enumerator of its
  /// condition's enumeration: SourceMap::coversEveryEnumerator.
  void addEnumSwitch(clang::SourceLocation Loc);
  /// Records that a statement begins at Loc's line.
  void addStatementLine(clang::SourceLocation Loc);
  /// Records that the condition at Loc (a leaf, in a macro's expansion)
  /// is a branch the macro's body makes: SourceMap::isMacroBranch.
  void addMacroBranch(clang::SourceLocation Loc);

  /// Writes everything recorded to Sources.
  void flush(SourceMap &Sources);

private:
  struct Impl;
  std::unique_ptr<Impl> I;
};

} // namespace pathsim::frontend
