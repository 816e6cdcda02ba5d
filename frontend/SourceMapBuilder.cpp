//===- frontend/SourceMapBuilder.cpp - collects a SourceMap, keyed as CodeGen //
#include "frontend/SourceMapBuilder.h"

#include "frontend/ExprText.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"

#include <map>
#include <set>
#include <vector>

namespace pathsim::frontend {

using namespace clang;

namespace {
/// A file (index into the builder's names) and a position in it.
using Key = std::pair<unsigned, SourcePos>;

/// A text offered for a key, and what decides collisions.
template <typename T> struct Candidate {
  T Value;
  KeyRank Rank;
  const Expr *Source; ///< null once merged into a macro invocation's text
};

ConditionText macroValue(const std::string &Text, const ConditionText &) {
  return ConditionText{Text, negateText(Text)};
}
std::string macroValue(const std::string &Text, const std::string &) {
  return Text;
}
} // namespace

struct SourceMapBuilder::Impl {
  const ASTContext &Ctx;
  std::string CompilationDir;
  llvm::StringMap<unsigned> FileIndex;
  std::vector<std::string> Files;
  std::map<Key, Candidate<ConditionText>> Conditions;
  std::map<Key, Candidate<std::string>> Calls;
  std::map<Key, std::string> Switches;
  std::set<std::pair<unsigned, uint32_t>> Lines;
  std::set<Key> MacroBranches;
  std::set<Key> EnumSwitches;

  std::optional<Key> key(SourceLocation Loc) {
    if (Loc.isInvalid())
      return std::nullopt;
    const SourceManager &SM = Ctx.getSourceManager();
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
    if (P.isInvalid())
      return std::nullopt;
    llvm::StringRef Name = P.getFilename();
    if (Name.empty() || Name.startswith("<"))
      return std::nullopt;
    auto [It, New] = FileIndex.try_emplace(Name, Files.size());
    if (New)
      Files.push_back(normalizePath(CompilationDir, Name.str()));
    return Key{It->second, SourcePos{P.getLine(), P.getColumn()}};
  }

  template <typename T>
  void offer(std::map<Key, Candidate<T>> &Map, SourceLocation Loc, T Value,
             KeyRank Rank, const Expr &E) {
    std::optional<Key> K = key(Loc);
    if (!K)
      return;
    Candidate<T> New{std::move(Value), Rank, &E};
    auto [It, Inserted] = Map.try_emplace(*K, New);
    Candidate<T> &Old = It->second;
    if (Inserted || Rank > Old.Rank || Old.Value == New.Value)
      return;
    if (Rank < Old.Rank ||
        (Old.Source && isWrittenWithin(*Old.Source, E, Ctx))) {
      Old = std::move(New);
      return;
    }
    if (Old.Source && isWrittenWithin(E, *Old.Source, Ctx))
      return;
    std::string Invocation = invocationText(Loc, Ctx);
    if (!Invocation.empty())
      Old.Value = macroValue(Invocation, Old.Value);
    Old.Source = nullptr;
  }
};

SourceMapBuilder::SourceMapBuilder(const ASTContext &Ctx,
                                   std::string CompilationDir)
    : I(new Impl{
          Ctx, std::move(CompilationDir), {}, {}, {}, {}, {}, {}, {}, {}}) {}

SourceMapBuilder::~SourceMapBuilder() = default;

std::optional<std::pair<std::string, SourcePos>>
SourceMapBuilder::place(SourceLocation Loc) {
  std::optional<Key> K = I->key(Loc);
  if (!K)
    return std::nullopt;
  return std::make_pair(I->Files[K->first], K->second);
}

void SourceMapBuilder::addCondition(SourceLocation Loc, ConditionText Text,
                                    KeyRank Rank, const Expr &E) {
  if (!Text.Text.empty())
    I->offer(I->Conditions, Loc, std::move(Text), Rank, E);
}

void SourceMapBuilder::addCall(SourceLocation Loc, std::string Text,
                               KeyRank Rank, const Expr &E) {
  if (!Text.empty())
    I->offer(I->Calls, Loc, std::move(Text), Rank, E);
}

void SourceMapBuilder::addSwitch(SourceLocation Loc, std::string Text) {
  if (std::optional<Key> K = I->key(Loc); K && !Text.empty())
    I->Switches.try_emplace(*K, std::move(Text));
}

void SourceMapBuilder::addEnumSwitch(SourceLocation Loc) {
  if (std::optional<Key> K = I->key(Loc))
    I->EnumSwitches.insert(*K);
}

void SourceMapBuilder::addStatementLine(SourceLocation Loc) {
  if (std::optional<Key> K = I->key(Loc))
    I->Lines.insert({K->first, K->second.Line});
}

void SourceMapBuilder::addMacroBranch(SourceLocation Loc) {
  if (!Loc.isMacroID())
    return;
  if (std::optional<Key> K = I->key(Loc))
    I->MacroBranches.insert(*K);
}

void SourceMapBuilder::flush(SourceMap &Sources) {
  for (auto &[K, C] : I->Conditions)
    Sources.setCondition(I->Files[K.first], K.second, std::move(C.Value));
  for (auto &[K, C] : I->Calls)
    Sources.setCallText(I->Files[K.first], K.second, std::move(C.Value));
  for (auto &[K, Text] : I->Switches)
    Sources.setSwitchCondition(I->Files[K.first], K.second, std::move(Text));
  for (auto [File, Line] : I->Lines)
    Sources.addStatementLine(I->Files[File], Line);
  for (const Key &K : I->MacroBranches)
    Sources.addMacroBranch(I->Files[K.first], K.second);
  for (const Key &K : I->EnumSwitches)
    Sources.addEnumSwitch(I->Files[K.first], K.second);
  I->Conditions.clear();
  I->Calls.clear();
  I->Switches.clear();
  I->Lines.clear();
  I->MacroBranches.clear();
  I->EnumSwitches.clear();
}

} // namespace pathsim::frontend
