//===- simulator/rules/Relation.cpp - a callee's relation on an argument --===//
#include "simulator/rules/Rules.h"

#include "simulator/state/Predicate.h"

namespace pathsim {

Verdict Rules::relation(Predicate P, const Value &L, const Value &R, Tri T,
                        const RelationUse &U) {
  // A relation on a value needs the value (the paper's appendix).
  ValueUse Use;
  Use.K = ValueUse::Kind::Argument;
  Use.Loc = U.Loc;
  Use.Name = U.Name;
  Use.Callee = U.Callee;
  Use.ModelNotation = true;
  if (!initialized(L, Use))
    return Verdict::Violated;
  S.noteUse(S.Cons.resolve(L));
  if (T == Tri::False) {
    auto [Left, Right] = U.Sides();
    report(WarningKind::BadArgument, U.Loc,
           "argument '" + Left + "' of '" + U.Callee +
               "' violates its constraint '" + Left + " " +
               std::string(predicateSpelling(P)) + " " + Right + "'",
           U.Name(), &L);
    return Verdict::Violated;
  }
  if (T == Tri::Unknown) {
    // On what the analyzed function received (fd >= 0 for a wrapper of
    // close): its own constraint too, so its callers are checked.
    Value Left = S.Cons.resolve(L), Right = S.Cons.resolve(R);
    if (S.isInputValue(Left) && Right.K == Value::Kind::Int) {
      DeferredTest D =
          DeferredTest::of(DeferredTest::Kind::Relation, Left, U.Loc);
      D.P = P;
      D.Bound = Right;
      S.defer(D);
    }
    if (!S.Cons.assume(P, Left, Right, /*Choice=*/false))
      return Verdict::Infeasible;
  }
  return Verdict::Holds;
}

} // namespace pathsim
