//===- simulator/rules/NonZero.cpp - a divisor must not be 0 --------------===//
#include "simulator/rules/Rules.h"

namespace pathsim {

bool Rules::fromOutside(const Value &V, const NonZeroUse &U) {
  // The value itself (not n - 1), read by an input function, that nothing
  // on the path compared with anything: a test of any kind (n == 0, a
  // range, a loop bound) says the program thought of its value. A divisor,
  // or what a callee divides by (the int_non_zero a division made its
  // model's constraint: sink(data), a global a sink reads).
  uint32_t From = S.untestedOutside(V);
  if (!From)
    return false;
  SymbolId Id = S.Cons.resolve(V).Id;
  bool Computed = Id < S.Origins.size() && S.Origins[Id].OutsideComputed;
  const OutsideRead &Read = S.Outside[From - 1];
  SourceLocation At = Ctx.location(Read.Loc);
  std::string File = At.File.substr(At.File.rfind('/') + 1);
  std::string Name = U.Name();
  std::string Quoted = Name.empty() ? "a value" : "'" + Name + "'";
  std::string Origin =
      (Computed ? "computed from a value read by '" : "read by '") +
      Read.Callee + "' at " + File + ":" + std::to_string(At.Line) +
      " and never compared with 0";
  report(WarningKind::DivZero, U.Loc,
         U.K == NonZeroUse::Kind::Divisor
             ? "dividing by " + Quoted + ", " + Origin
             : "'" + U.Callee + "' divides by " + Quoted + ", " + Origin,
         Name, nullptr, 0, {},
         {RelatedNote{At, "value read from outside the program by '" +
                              Read.Callee + "' here"}});
  return true;
}

Verdict Rules::nonZero(const Value &V0, const NonZeroUse &U) {
  Value V = S.Cons.resolve(V0);
  auto Violation = [&]() {
    // A divisor this path reported already as 0 (the same symbol, or the
    // same constant from the same source): the same defect.
    const bool Integer = V.K == Value::Kind::Int || V.K == Value::Kind::Sym;
    if (U.K == NonZeroUse::Kind::Divisor && Integer && !Supposing) {
      std::tuple<uint8_t, uint64_t, std::string> Origin{
          4, V.K == Value::Kind::Sym ? V.Id : V0.Tag,
          V.K == Value::Kind::Sym || V0.Tag ? std::string() : U.Name()};
      if (!S.Excused.emplace(std::move(Origin), 0).second)
        return Verdict::Violated;
    }
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
    // An integer division by zero traps: the path goes on with a guess.
    if (U.K == NonZeroUse::Kind::Divisor && Integer && !Supposing)
      S.Reported.back().Fatal = true;
    return Verdict::Violated;
  };
  if (V.K == Value::Kind::Int)
    return V.bits() != 0 ? Verdict::Holds : Violation();
  if (V.K == Value::Kind::Float)
    return V.F != 0 ? Verdict::Holds : Violation();
  if (V.K == Value::Kind::FloatUnknown) {
    if (fromOutside(V, U))
      return Verdict::Violated;
    // What the analyzed function received: its own constraint
    // (float_non_zero), so that callers passing a value read from outside
    // are checked.
    if (S.isInputValue(V))
      S.defer(DeferredTest::of(DeferredTest::Kind::NonZero, V, U.Loc));
    return Verdict::Holds;
  }
  if (V.K != Value::Kind::Sym)
    return Verdict::Holds;
  Value Zero = Value::integer(0, V.Bits);
  Tri T = S.Cons.test(Predicate::Eq, V, Zero);
  if (T == Tri::True)
    return Violation();
  if (T == Tri::Unknown && fromOutside(V, U)) {
    // Reported; the path goes on where it is not 0.
    if (!S.Cons.assume(Predicate::Ne, V, Zero, /*Choice=*/false))
      return Verdict::Infeasible;
    return Verdict::Holds;
  }
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
