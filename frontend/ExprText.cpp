//===- frontend/ExprText.cpp - source text of expressions and negations ---===//
#include "frontend/ExprText.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/Builtins.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

#include <algorithm>
#include <cctype>
#include <optional>

namespace pathsim::frontend {

using namespace clang;

namespace {
/// Raw source text of an expression and the file range it was read from.
struct Written {
  std::string Text;
  CharSourceRange Range;
  /// The text is a macro invocation, not the expression's own syntax.
  bool FromMacro = false;
};

/// A comparison's operator and the operator that negates it.
struct Comparison {
  SourceLocation OperatorLoc;
  const char *Negated;
};
} // namespace

/// Joins lines: a run of blanks that holds a newline becomes one space.
static std::string collapse(llvm::StringRef Raw) {
  Raw = Raw.trim();
  std::string Out;
  for (size_t I = 0; I < Raw.size();) {
    if (!std::isspace(static_cast<unsigned char>(Raw[I]))) {
      Out += Raw[I++];
      continue;
    }
    size_t J = I;
    bool Newline = false;
    while (J < Raw.size() && std::isspace(static_cast<unsigned char>(Raw[J])))
      Newline |= Raw[J++] == '\n';
    Out += Newline ? llvm::StringRef(" ") : Raw.slice(I, J);
    I = J;
  }
  return Out;
}

/// One step toward the file from Loc: a macro argument's own spelling, or
/// the invocation of the macro whose body holds Loc.
static SourceLocation caller(SourceLocation Loc, const SourceManager &SM,
                             bool Begin) {
  if (SM.isMacroArgExpansion(Loc))
    return SM.getImmediateSpellingLoc(Loc);
  CharSourceRange Invocation = SM.getImmediateExpansionRange(Loc);
  return Begin ? Invocation.getBegin() : Invocation.getEnd();
}

/// The file range of R, or of the innermost macro invocation, as written in
/// a file, that holds it; Steps counts the macro levels climbed.
static CharSourceRange fileRange(CharSourceRange R, const SourceManager &SM,
                                 const LangOptions &LO, unsigned &Steps) {
  CharSourceRange Original = R;
  for (Steps = 0; Steps < 64 && R.isValid(); ++Steps) {
    CharSourceRange File = Lexer::makeFileCharRange(R, SM, LO);
    if (File.isValid())
      return File;
    SourceLocation Begin = R.getBegin(), End = R.getEnd();
    if (Begin.isFileID() && End.isFileID())
      break;
    if (Begin.isMacroID())
      Begin = caller(Begin, SM, /*Begin=*/true);
    if (End.isMacroID())
      End = caller(End, SM, /*Begin=*/false);
    R = CharSourceRange::getTokenRange(Begin, End);
  }
  // The two ends climbed to different places: the outermost invocation.
  Steps = std::max(Steps, 1u);
  return Lexer::makeFileCharRange(SM.getExpansionRange(Original.getAsRange()),
                                  SM, LO);
}

static Written written(const Expr &E, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  Written W;
  if (E.getSourceRange().isInvalid())
    return W;
  unsigned Steps = 0;
  CharSourceRange Range = fileRange(
      CharSourceRange::getTokenRange(E.getSourceRange()), SM, LO, Steps);
  if (Range.isInvalid())
    return W;
  bool Invalid = false;
  llvm::StringRef Text = Lexer::getSourceText(Range, SM, LO, &Invalid);
  if (Invalid)
    return W;
  W.Text = Text.str();
  W.Range = Range;
  SourceLocation Loc = E.getExprLoc();
  W.FromMacro = Steps > 0 || (Loc.isMacroID() && !SM.isMacroArgExpansion(Loc));
  return W;
}

std::string expressionText(const Expr &E, const ASTContext &Ctx) {
  return collapse(written(E, Ctx).Text);
}

static const Expr *lookThrough(const Expr *E);

std::string invocationText(SourceLocation Loc, const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  // Up through macro arguments to the body of the macro that wrote Loc's
  // expression; that macro's invocation is the text.
  SourceLocation Body = Loc;
  while (Body.isMacroID() && SM.isMacroArgExpansion(Body))
    Body = SM.getImmediateSpellingLoc(Body);
  CharSourceRange Start = Body.isMacroID() ? SM.getImmediateExpansionRange(Body)
                                           : SM.getExpansionRange(Loc);
  unsigned Steps = 0;
  CharSourceRange Range = fileRange(Start, SM, LO, Steps);
  bool Invalid = Range.isInvalid();
  llvm::StringRef Text =
      Invalid ? "" : Lexer::getSourceText(Range, SM, LO, &Invalid);
  return Invalid ? std::string() : collapse(Text);
}

bool isWrittenWithin(const Expr &Inner, const Expr &Outer,
                     const ASTContext &Ctx) {
  Written In = written(*lookThrough(&Inner), Ctx);
  Written Out = written(*lookThrough(&Outer), Ctx);
  if (In.Range.isInvalid() || Out.Range.isInvalid())
    return false;
  const SourceManager &SM = Ctx.getSourceManager();
  auto [InFile, InBegin] = SM.getDecomposedLoc(In.Range.getBegin());
  auto [InEndFile, InEnd] = SM.getDecomposedLoc(In.Range.getEnd());
  auto [OutFile, OutBegin] = SM.getDecomposedLoc(Out.Range.getBegin());
  auto [OutEndFile, OutEnd] = SM.getDecomposedLoc(Out.Range.getEnd());
  return InFile == OutFile && InEndFile == OutFile && OutEndFile == OutFile &&
         OutBegin <= InBegin && InEnd <= OutEnd;
}

/// Looks through implicit casts, parentheses and __builtin_expect(!!(x), v).
static const Expr *lookThrough(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  const auto *Call = dyn_cast<CallExpr>(E);
  if (!Call || Call->getNumArgs() == 0)
    return E;
  unsigned Builtin = Call->getBuiltinCallee();
  if (Builtin != Builtin::BI__builtin_expect &&
      Builtin != Builtin::BI__builtin_expect_with_probability &&
      Builtin != Builtin::BI__builtin_unpredictable)
    return E;
  E = Call->getArg(0)->IgnoreParenImpCasts();
  while (const auto *Not = dyn_cast<UnaryOperator>(E)) {
    const auto *Inner =
        dyn_cast<UnaryOperator>(Not->getSubExpr()->IgnoreParenImpCasts());
    if (Not->getOpcode() != UO_LNot || !Inner || Inner->getOpcode() != UO_LNot)
      break;
    E = Inner->getSubExpr()->IgnoreParenImpCasts();
  }
  return E;
}

static const char *negatedOperator(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_LT:
    return ">=";
  case BO_GT:
    return "<=";
  case BO_LE:
    return ">";
  case BO_GE:
    return "<";
  case BO_EQ:
    return "!=";
  case BO_NE:
    return "==";
  default:
    return nullptr;
  }
}

static std::optional<Comparison> comparison(const Expr *E) {
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    if (const char *Negated = negatedOperator(B->getOpcode()))
      return Comparison{B->getOperatorLoc(), Negated};
  if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(E)) {
    if (Call->getNumArgs() != 2)
      return std::nullopt;
    BinaryOperatorKind Op =
        BinaryOperator::getOverloadedOpcode(Call->getOperator());
    if (const char *Negated = negatedOperator(Op))
      return Comparison{Call->getOperatorLoc(), Negated};
  }
  if (const auto *R = dyn_cast<CXXRewrittenBinaryOperator>(E))
    if (const char *Negated = negatedOperator(R->getOperator()))
      return Comparison{R->getOperatorLoc(), Negated};
  return std::nullopt;
}

/// W's text with the token at Loc replaced by Spelling, if that token lies in
/// W's range.
static std::optional<std::string> replaceToken(const Written &W,
                                               SourceLocation Loc,
                                               llvm::StringRef Spelling,
                                               const ASTContext &Ctx) {
  const SourceManager &SM = Ctx.getSourceManager();
  CharSourceRange Token = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Loc), SM, Ctx.getLangOpts());
  if (Token.isInvalid())
    return std::nullopt;
  auto [File, Begin] = SM.getDecomposedLoc(W.Range.getBegin());
  auto [EndFile, End] = SM.getDecomposedLoc(W.Range.getEnd());
  auto [TokenFile, TokenBegin] = SM.getDecomposedLoc(Token.getBegin());
  auto [TokenEndFile, TokenEnd] = SM.getDecomposedLoc(Token.getEnd());
  if (TokenFile != File || TokenEndFile != File || EndFile != File ||
      TokenBegin < Begin || TokenEnd > End || TokenEnd <= TokenBegin)
    return std::nullopt;
  std::string Text = W.Text;
  Text.replace(TokenBegin - Begin, TokenEnd - TokenBegin, Spelling.str());
  return Text;
}

/// True if "!" can be put in front of E's text without parentheses.
static bool isOperand(const Expr *E) {
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    return Op->getNumArgs() == 1 || Op->getOperator() == OO_Call ||
           Op->getOperator() == OO_Subscript || Op->getOperator() == OO_Arrow;
  return isa<DeclRefExpr, MemberExpr, CallExpr, ArraySubscriptExpr,
             UnaryOperator, IntegerLiteral, FloatingLiteral, CharacterLiteral,
             StringLiteral, CXXBoolLiteralExpr, CXXNullPtrLiteralExpr,
             ExplicitCastExpr, CXXThisExpr, UnaryExprOrTypeTraitExpr, StmtExpr,
             ParenExpr, PredefinedExpr>(E);
}

ConditionText conditionText(const Expr &Condition, const ASTContext &Ctx) {
  const Expr *E = lookThrough(&Condition);
  Written W = written(*E, Ctx);
  ConditionText Result;
  Result.Text = collapse(W.Text);
  if (Result.Text.empty())
    return Result;
  if (W.FromMacro) {
    Result.Negated = negateText(Result.Text);
    return Result;
  }
  if (std::optional<Comparison> C = comparison(E))
    if (std::optional<std::string> Negated =
            replaceToken(W, C->OperatorLoc, C->Negated, Ctx)) {
      Result.Negated = collapse(*Negated);
      return Result;
    }
  if (const auto *Not = dyn_cast<UnaryOperator>(E);
      Not && Not->getOpcode() == UO_LNot) {
    std::string Operand =
        expressionText(*Not->getSubExpr()->IgnoreParenImpCasts(), Ctx);
    if (!Operand.empty()) {
      Result.Negated = Operand;
      return Result;
    }
  }
  Result.Negated = isOperand(E) ? "!" + Result.Text : "!(" + Result.Text + ")";
  return Result;
}

/// Length of the balanced group opening at Text[I] ('(' or '['), or 0.
static size_t groupLength(llvm::StringRef Text, size_t I) {
  int Depth = 0;
  for (size_t J = I; J < Text.size(); ++J) {
    char C = Text[J];
    if (C == '(' || C == '[')
      ++Depth;
    else if (C == ')' || C == ']')
      --Depth;
    if (Depth == 0)
      return J - I + 1;
  }
  return 0;
}

/// True if Text is one operand: prefix operators, then a name, literal or
/// parenthesized group, then member accesses, calls and subscripts.
static bool isOperandText(llvm::StringRef Text) {
  size_t I = 0;
  while (I < Text.size() && llvm::StringRef("*&~!-").contains(Text[I]) &&
         !Text.substr(I).startswith("&&") && !Text.substr(I).startswith("--"))
    ++I;
  if (I == Text.size())
    return false;
  auto IsName = [](char C) {
    return std::isalnum(static_cast<unsigned char>(C)) || C == '_' || C == '.';
  };
  bool Primary = false;
  while (I < Text.size()) {
    char C = Text[I];
    if (IsName(C)) {
      ++I;
    } else if (C == '(' || C == '[') {
      size_t Length = groupLength(Text, I);
      if (!Length)
        return false;
      I += Length;
    } else if (Text.substr(I).startswith("->") ||
               Text.substr(I).startswith("::")) {
      I += 2;
    } else {
      return false;
    }
    Primary = true;
  }
  return Primary;
}

std::string negateText(const std::string &Raw) {
  std::string Text = collapse(Raw);
  if (Text.empty())
    return Text;
  llvm::StringRef T(Text);
  if (T.startswith("!") && !T.startswith("!=") &&
      isOperandText(T.drop_front())) {
    llvm::StringRef Operand = T.drop_front();
    if (Operand.startswith("(") && groupLength(Operand, 0) == Operand.size())
      Operand = Operand.drop_front().drop_back();
    return Operand.str();
  }
  return isOperandText(T) ? "!" + Text : "!(" + Text + ")";
}

} // namespace pathsim::frontend
