//===- simulator/rules/NonZero.cpp - a divisor must not be 0 --------------===//
#include "simulator/rules/Rules.h"

namespace pathsim {

Verdict Rules::nonZero(const Value &V0, const NonZeroUse &U) {
  Value V = S.Cons.resolve(V0);
  auto Violation = [&]() {
    std::string Name = U.Name();
    if (U.K == NonZeroUse::Kind::Divisor)
      report(WarningKind::DivZero, U.Loc,
             "division by zero" +
                 (Name.empty() ? std::string() : " ('" + Name + "' is 0)"),
             Name, &V0);
    else
      report(WarningKind::BadArgument, U.Loc,
             "argument" + quotedName(Name) + " of '" + U.Callee +
                 "' must not be 0",
             Name, &V0);
    return Verdict::Violated;
  };
  if (V.K == Value::Kind::Int)
    return V.bits() != 0 ? Verdict::Holds : Violation();
  if (V.K != Value::Kind::Sym)
    return Verdict::Holds;
  Value Zero = Value::integer(0, V.Bits);
  Tri T = S.Cons.test(Predicate::Eq, V, Zero);
  if (T == Tri::True)
    return Violation();
  if (T == Tri::Unknown) {
    // On what the analyzed function received: its own constraint too.
    if (S.isInputValue(V))
      S.defer(DeferredTest::of(DeferredTest::Kind::NonZero, V, U.Loc));
    if (!S.Cons.assume(Predicate::Ne, V, Zero, /*Choice=*/false))
      return Verdict::Infeasible;
  }
  return Verdict::Holds;
}

} // namespace pathsim
