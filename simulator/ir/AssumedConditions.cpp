//===- simulator/ir/AssumedConditions.cpp - the tests inside an assumption ===//
#include "simulator/ir/AssumedConditions.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/PatternMatch.h"

namespace pathsim {

using namespace llvm;

namespace {

/// What the assumption needs of a value: true, false, or either (a part of
/// it whose effect the walk cannot tell).
enum class Need { True, False, Either };

/// Notes \p B's dead way in \p Branches; a branch seen twice (two ways to
/// see it, or two assumptions) keeps only what both say.
void noteBranch(DenseMap<const BranchInst *, int> &Branches,
                const BranchInst *B, int Dead) {
  auto [It, New] = Branches.try_emplace(B, Dead);
  if (!New && It->second != Dead)
    It->second = -1;
}

Need flipped(Need N) {
  return N == Need::True    ? Need::False
         : N == Need::False ? Need::True
                            : Need::Either;
}

class Walk {
public:
  explicit Walk(const DebugLoc &At) : At(At) {}

  AssumedConditions Out;

  void value(const Value *V, Need N, unsigned Depth = 0) {
    using namespace PatternMatch;
    if (Depth > 32 || !Seen.insert({V, static_cast<int>(N)}).second)
      return;
    member(V);
    const Value *X = nullptr;
    ICmpInst::Predicate P;
    if (match(V, m_Xor(m_Value(X), m_One())) ||
        match(V, m_Xor(m_One(), m_Value(X))))
      return value(X, V->getType()->isIntegerTy(1) ? flipped(N) : Need::Either,
                   Depth + 1);
    if (match(V, m_ZExt(m_Value(X))))
      return value(X, N, Depth + 1);
    if (match(V, m_ICmp(P, m_Value(X), m_Zero())) &&
        (P == ICmpInst::ICMP_NE || P == ICmpInst::ICMP_EQ) &&
        X->getType()->isIntegerTy())
      return value(X, P == ICmpInst::ICMP_NE ? N : flipped(N), Depth + 1);
    if (auto *Phi = dyn_cast<PHINode>(V))
      for (unsigned K = 0; K < Phi->getNumIncomingValues(); ++K)
        incoming(Phi, K, N, Depth);
  }

private:
  void incoming(const PHINode *Phi, unsigned K, Need N, unsigned Depth) {
    const Value *In = Phi->getIncomingValue(K);
    const BasicBlock *From = Phi->getIncomingBlock(K);
    auto *Term = dyn_cast<BranchInst>(From->getTerminator());
    if (Term && Term->isConditional()) {
      // `a && b`: the branch on `a` goes straight to the phi with false.
      int Dead = -1;
      auto *C = dyn_cast<ConstantInt>(In);
      if (C && N != Need::Either && C->isOne() != (N == Need::True))
        Dead = Term->getSuccessor(0) == Phi->getParent() ? 0 : 1;
      noteBranch(Out.Branches, Term, Dead);
      // What the branch tested is needed as the dead way says.
      value(Term->getCondition(),
            Dead < 0 ? Need::Either : (Dead == 1 ? Need::True : Need::False),
            Depth + 1);
    } else if (const BasicBlock *Pred = From->getSinglePredecessor()) {
      // `c ? x : y`: the arms' blocks come from the branch on `c`.
      auto *Up = dyn_cast<BranchInst>(Pred->getTerminator());
      if (Up && Up->isConditional()) {
        noteBranch(Out.Branches, Up, -1);
        value(Up->getCondition(), Need::Either, Depth + 1);
      }
    }
    value(In, N, Depth + 1);
  }

  /// V and what it is computed from, while they are at the assumption's
  /// position.
  void member(const Value *V) {
    auto *I = dyn_cast<Instruction>(V);
    if (!I || isa<AllocaInst>(I) || isa<CallBase>(I) || !At ||
        !I->getDebugLoc() || I->getDebugLoc().getLine() != At.getLine() ||
        I->getDebugLoc().getCol() != At.getCol() ||
        !Out.Members.insert(I).second)
      return;
    for (const Value *Op : I->operands())
      member(Op);
  }

  const DebugLoc &At;
  DenseSet<std::pair<const Value *, int>> Seen;
};

} // namespace

AssumedConditions assumedConditions(const Function &F) {
  AssumedConditions Out;
  for (const BasicBlock &BB : F)
    for (const Instruction &I : BB)
      if (auto *II = dyn_cast<IntrinsicInst>(&I);
          II && II->getIntrinsicID() == Intrinsic::assume) {
        Walk W(I.getDebugLoc());
        W.value(II->getArgOperand(0), Need::True);
        for (auto [B, Dead] : W.Out.Branches)
          noteBranch(Out.Branches, B, Dead);
        Out.Members.insert(W.Out.Members.begin(), W.Out.Members.end());
      }
  return Out;
}

} // namespace pathsim
