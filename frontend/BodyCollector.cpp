//===- frontend/BodyCollector.cpp - source text of one function body ------===//
#include "frontend/BodyCollector.h"

#include "frontend/ExprText.h"
#include "frontend/SourceMapBuilder.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseSet.h"

namespace pathsim::frontend {

using namespace clang;

namespace {

bool isComparison(const Expr *E) {
  if (const auto *B = dyn_cast<BinaryOperator>(E))
    return B->isComparisonOp();
  if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
    return Op->getNumArgs() == 2 &&
           BinaryOperator::isComparisonOp(
               BinaryOperator::getOverloadedOpcode(Op->getOperator()));
  if (const auto *R = dyn_cast<CXXRewrittenBinaryOperator>(E))
    return BinaryOperator::isComparisonOp(R->getOperator());
  return false;
}

/// Walks a body; the Visit* functions record what each node contributes.
class BodyVisitor : public RecursiveASTVisitor<BodyVisitor> {
public:
  BodyVisitor(const ASTContext &Ctx, SourceMapBuilder &Builder)
      : Ctx(Ctx), Builder(Builder) {}

  // What is never evaluated emits no code and holds no condition; it may
  // hold what only a template's pattern has (C++20's std::construct_at
  // declares its type with decltype(::new ...) and noexcept(noexcept(::new
  // ...)), whose operator new is unresolved: asking it crashed).
  bool TraverseDecltypeTypeLoc(DecltypeTypeLoc) { return true; }
  bool TraverseTypeOfExprTypeLoc(TypeOfExprTypeLoc) { return true; }
  bool TraverseCXXNoexceptExpr(CXXNoexceptExpr *, DataRecursionQueue * = nullptr) {
    return true;
  }
  bool TraverseRequiresExpr(RequiresExpr *, DataRecursionQueue * = nullptr) {
    return true;
  }
  bool TraverseConceptSpecializationExpr(ConceptSpecializationExpr *,
                                         DataRecursionQueue * = nullptr) {
    return true;
  }

  bool VisitCompoundStmt(CompoundStmt *S) {
    for (Stmt *Child : S->body())
      statement(Child);
    return true;
  }

  bool VisitIfStmt(IfStmt *S) {
    statement(S->getInit());
    condition(S->getCond(), S->getConditionVariable(), S->getIfLoc());
    statement(S->getThen());
    statement(S->getElse());
    return true;
  }

  // Loop conditions are not split by CodeGen (EvaluateExprAsBool, not
  // EmitBranchOnBoolExpr): a conversion to bool it adds sits on the location
  // current at that point, the 'while'/'for' keyword, or for a do-while the
  // end of its body.
  bool VisitWhileStmt(WhileStmt *S) {
    condition(S->getCond(), S->getConditionVariable(), S->getWhileLoc());
    loopCondition(S->getWhileLoc(), S->getCond(), S->getConditionVariable());
    statement(S->getBody());
    return true;
  }

  bool VisitDoStmt(DoStmt *S) {
    statement(S->getBody());
    condition(S->getCond(), nullptr, S->getWhileLoc());
    loopCondition(lastLocation(S->getBody(), S->getDoLoc()), S->getCond(),
                  nullptr);
    return true;
  }

  bool VisitForStmt(ForStmt *S) {
    statement(S->getInit());
    condition(S->getCond(), S->getConditionVariable(), S->getForLoc());
    loopCondition(S->getForLoc(), S->getCond(), S->getConditionVariable());
    if (S->getInc())
      Builder.addStatementLine(S->getInc()->getBeginLoc());
    statement(S->getBody());
    return true;
  }

  bool VisitCXXForRangeStmt(CXXForRangeStmt *S) {
    statement(S->getInit());
    if (const Expr *Cond = S->getCond()) {
      // The implicit "__begin != __end" sits on the ':'.
      std::string Range = expressionText(*S->getRangeInit(), Ctx);
      ConditionText Text{Range + " has more elements",
                         Range + " has no more elements"};
      Builder.addCondition(Cond->getExprLoc(), Text, KeyRank::Leaf, *Cond);
    }
    statement(S->getBody());
    return true;
  }

  /// Whether \p S switches on a value of a closed enumeration that is not a
  /// set of flags, has no `default:`, and has a case for each enumerator.
  bool coversEveryEnumerator(const SwitchStmt &S, const Expr &Cond) {
    const auto *Enum = Cond.IgnoreParenImpCasts()->getType()->getAs<EnumType>();
    const EnumDecl *D = Enum ? Enum->getDecl()->getDefinition() : nullptr;
    if (!D || !D->isClosedNonFlag() || D->enumerators().empty())
      return false;
    std::vector<std::pair<llvm::APSInt, llvm::APSInt>> Cases;
    for (const SwitchCase *C = S.getSwitchCaseList(); C;
         C = C->getNextSwitchCase()) {
      const auto *Case = dyn_cast<CaseStmt>(C);
      if (!Case)
        return false; // default:
      std::optional<llvm::APSInt> Lo =
          Case->getLHS()->getIntegerConstantExpr(Ctx);
      std::optional<llvm::APSInt> Hi =
          Case->getRHS() ? Case->getRHS()->getIntegerConstantExpr(Ctx) : Lo;
      if (!Lo || !Hi)
        return false;
      Cases.emplace_back(*Lo, *Hi);
    }
    for (const EnumConstantDecl *E : D->enumerators()) {
      const llvm::APSInt &V = E->getInitVal();
      bool Found = false;
      for (const auto &[Lo, Hi] : Cases)
        Found |= llvm::APSInt::compareValues(Lo, V) <= 0 &&
                 llvm::APSInt::compareValues(V, Hi) <= 0;
      if (!Found)
        return false;
    }
    return true;
  }

  bool VisitSwitchStmt(SwitchStmt *S) {
    statement(S->getInit());
    if (const Expr *Cond = S->getCond()) {
      Builder.addStatementLine(Cond->getBeginLoc());
      std::string Text =
          S->getConditionVariable()
              ? variableText(*S->getConditionVariable())
              : expressionText(*Cond->IgnoreParenImpCasts(), Ctx);
      // CodeGen puts the switch instruction on the 'switch' keyword.
      Builder.addSwitch(S->getSwitchLoc(), Text);
      if (coversEveryEnumerator(*S, *Cond))
        Builder.addEnumSwitch(S->getSwitchLoc());
    }
    statement(S->getBody());
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *E) {
    if (E->isLogicalOp())
      tree(E, SourceLocation());
    else if (E->isComparisonOp())
      whole(E);
    return true;
  }

  bool VisitUnaryOperator(UnaryOperator *E) {
    if (E->getOpcode() == UO_LNot)
      tree(E, SourceLocation());
    return true;
  }

  bool VisitConditionalOperator(ConditionalOperator *E) {
    tree(E->getCond(), E->getQuestionLoc());
    return true;
  }

  bool VisitBinaryConditionalOperator(BinaryConditionalOperator *E) {
    tree(E->getCommon(), E->getQuestionLoc());
    return true;
  }

  bool VisitCXXRewrittenBinaryOperator(CXXRewrittenBinaryOperator *E) {
    if (isComparison(E))
      whole(E);
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (isComparison(E))
      whole(E);
    call(E);
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    call(E);
    return true;
  }

  // C++ conditions CodeGen adds on its own: a null check before a delete
  // or a dynamic_cast, after a nothrow new, and a static local's guard.
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    call(E);
    if (E->getOperatorNew() && !E->isTypeDependent() &&
        E->shouldNullCheckAllocation())
      implicitNullCheck(E, expressionText(*E, Ctx));
    return true;
  }

  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    call(E);
    implicitNullCheck(E,
                      expressionText(*E->getArgument()->IgnoreImpCasts(), Ctx));
    return true;
  }

  bool VisitCXXDynamicCastExpr(CXXDynamicCastExpr *E) {
    if (E->getType()->isPointerType())
      implicitNullCheck(
          E, expressionText(*E->getSubExpr()->IgnoreImpCasts(), Ctx));
    return true;
  }

  bool VisitVarDecl(VarDecl *V) {
    const Expr *Init = V->getInit();
    if (!V->isStaticLocal() || !Init || V->hasConstantInitialization())
      return true;
    std::string Name = "static '" + V->getName().str() + "'";
    Builder.addCondition(V->getBeginLoc(),
                         ConditionText{Name + " not yet initialized",
                                       Name + " already initialized"},
                         KeyRank::Leaf, *Init);
    return true;
  }

private:
  /// A statement of a block or the body of a control statement: its first
  /// line is a statement line, unless it executes nothing.
  void statement(const Stmt *S) {
    if (!S)
      return;
    if (const auto *L = dyn_cast<LabelStmt>(S))
      return statement(L->getSubStmt());
    if (const auto *C = dyn_cast<SwitchCase>(S))
      return statement(C->getSubStmt());
    if (const auto *A = dyn_cast<AttributedStmt>(S))
      return statement(A->getSubStmt());
    if (isa<CompoundStmt, NullStmt>(S))
      return;
    if (const auto *D = dyn_cast<DeclStmt>(S)) {
      bool Executes = false;
      for (const Decl *Member : D->decls())
        if (const auto *V = dyn_cast<VarDecl>(Member))
          Executes |= (V->hasInit() && !V->isStaticLocal()) ||
                      V->getType()->isVariableArrayType();
      if (!Executes)
        return;
    }
    Builder.addStatementLine(S->getBeginLoc());
  }

  /// "q = find(x)" for a condition variable.
  std::string variableText(const VarDecl &V) {
    std::string Text = V.getName().str();
    if (const Expr *Init = V.getInit())
      Text += " = " + expressionText(*Init->IgnoreImplicit(), Ctx);
    return Text;
  }

  /// The condition of an if or loop; Keyword: the statement's keyword.
  void condition(const Expr *Cond, const VarDecl *Variable,
                 SourceLocation Keyword) {
    if (!Cond)
      return;
    Builder.addStatementLine(Cond->getBeginLoc());
    if (!Variable)
      return tree(Cond, Keyword);
    std::string Text = variableText(*Variable);
    leaf(Cond, ConditionText{Text, "!(" + Text + ")"}, Keyword);
  }

  /// A loop condition, whole, at the location CodeGen converts it at.
  void loopCondition(SourceLocation Loc, const Expr *Cond,
                     const VarDecl *Variable) {
    if (!Cond)
      return;
    if (!Variable)
      return Builder.addCondition(Loc, conditionText(*Cond, Ctx), KeyRank::Leaf,
                                  *Cond);
    std::string Text = variableText(*Variable);
    Builder.addCondition(Loc, ConditionText{Text, "!(" + Text + ")"},
                         KeyRank::Leaf, *Cond);
  }

  /// The debug location CodeGen has current after emitting S (Before if S
  /// emits none): a block's '}', a simple statement's start. Invalid after
  /// a control statement: its own condition's location stays current, and
  /// the loop condition shares it.
  static SourceLocation lastLocation(const Stmt *S, SourceLocation Before) {
    if (!S || isa<NullStmt>(S))
      return Before;
    if (const auto *Block = dyn_cast<CompoundStmt>(S))
      return Block->getRBracLoc();
    if (isa<IfStmt, WhileStmt, DoStmt, ForStmt, CXXForRangeStmt, SwitchStmt,
            LabelStmt, AttributedStmt, SwitchCase>(S))
      return SourceLocation();
    return S->getBeginLoc();
  }

  /// A condition as CodeGen's EmitBranchOnBoolExpr splits it: a branch per
  /// leaf of &&, || and ?:, with '!' swapping the targets. Construct: where
  /// the branch on E is written (the `if`, `&&` or `?` whose condition E
  /// is; invalid where E decides no branch).
  void tree(const Expr *E, SourceLocation Construct) {
    E = E->IgnoreParens();
    if (const auto *Full = dyn_cast<FullExpr>(E))
      E = Full->getSubExpr()->IgnoreParens();
    if (!Seen.insert(E).second)
      return;
    if (const auto *B = dyn_cast<BinaryOperator>(E); B && B->isLogicalOp()) {
      whole(E);
      tree(B->getLHS(), B->getOperatorLoc());
      return tree(B->getRHS(), B->getOperatorLoc());
    }
    if (const auto *U = dyn_cast<UnaryOperator>(E);
        U && U->getOpcode() == UO_LNot) {
      whole(E);
      return tree(U->getSubExpr(), Construct);
    }
    if (const auto *C = dyn_cast<ConditionalOperator>(E)) {
      tree(C->getCond(), C->getQuestionLoc());
      tree(C->getTrueExpr(), Construct);
      return tree(C->getFalseExpr(), Construct);
    }
    leaf(E, conditionText(*E, Ctx), Construct);
  }

  /// A leaf: CodeGen gives the instruction producing its i1 the leaf's own
  /// expression location (implicit casts included, so "c->next" converted to
  /// bool sits on 'c'); the operand's location and the start are fallbacks.
  void leaf(const Expr *E, const ConditionText &Text,
            SourceLocation Construct) {
    Builder.addCondition(E->getExprLoc(), Text, KeyRank::Leaf, *E);
    Builder.addCondition(E->IgnoreParenImpCasts()->getExprLoc(), Text,
                         KeyRank::Alternative, *E);
    Builder.addCondition(E->getBeginLoc(), Text, KeyRank::Alternative, *E);
    if (writtenInMacroBody(Construct))
      Builder.addMacroBranch(E->getExprLoc());
  }

  /// Whether Loc is a token of a macro's own text, not of an argument the
  /// expansion was given (followed through macros that pass it on).
  bool writtenInMacroBody(SourceLocation Loc) const {
    const SourceManager &SM = Ctx.getSourceManager();
    while (Loc.isMacroID() && SM.isMacroArgExpansion(Loc))
      Loc = SM.getImmediateSpellingLoc(Loc);
    return Loc.isMacroID();
  }

  void whole(const Expr *E) {
    Builder.addCondition(E->getExprLoc(), conditionText(*E, Ctx),
                         KeyRank::Whole, *E);
  }

  /// The "p == nullptr" test CodeGen emits at E's start.
  void implicitNullCheck(const Expr *E, const std::string &Pointer) {
    if (Pointer.empty())
      return;
    ConditionText Text{Pointer + " == nullptr", Pointer + " != nullptr"};
    Builder.addCondition(E->getBeginLoc(), Text, KeyRank::Leaf, *E);
    Builder.addCondition(E->getExprLoc(), Text, KeyRank::Alternative, *E);
  }

  void call(const Expr *E) {
    std::string Text = expressionText(*E, Ctx);
    Builder.addCall(E->getExprLoc(), Text, KeyRank::Leaf, *E);
    Builder.addCall(E->getBeginLoc(), Text, KeyRank::Alternative, *E);
  }

  const ASTContext &Ctx;
  SourceMapBuilder &Builder;
  llvm::DenseSet<const Expr *> Seen;
};

} // namespace

void collectBody(const FunctionDecl &Definition, const ASTContext &Ctx,
                 SourceMapBuilder &Builder) {
  BodyVisitor Visitor(Ctx, Builder);
  // The whole declaration, so that constructor initializers are included.
  Visitor.TraverseDecl(const_cast<FunctionDecl *>(&Definition));
}

} // namespace pathsim::frontend
