//===- simulator/rules/ResourceRules.cpp - resources in the right state ---===//
#include "simulator/rules/Rules.h"

namespace pathsim {

Verdict Rules::resourceState(const Resource &Res, const std::string &Type,
                             const std::string &State, bool Not,
                             const ResourceUse &U) {
  if (Res.Type != Type)
    return Verdict::Holds;
  bool Same = Res.State == State;
  if (Same != Not)
    return Verdict::Holds;
  std::string Held = U.Name();
  std::string HeldQuoted =
      Held.empty() ? "" : " '" + (Held[0] == '*' ? Held.substr(1) : Held) + "'";
  report(WarningKind::ResourceState, U.Loc,
         "'" + U.Callee + "' needs " + Type + HeldQuoted +
             (Not ? " not to be " + State
                  : " to be " + State + ", but it is " + Res.State),
         Held, nullptr);
  return Verdict::Violated;
}

namespace {
/// The caller's resource required in (or, \p Not, not in) Res.State: a
/// constraint of the function's model.
DeferredTest callerResourceTest(const Resource &Res, bool Not,
                                const CodeLoc &Loc) {
  DeferredTest D;
  D.K = DeferredTest::Kind::ResourceState;
  D.Not = Not;
  D.Loc = Loc;
  D.Type = Res.Type;
  D.State = Res.State;
  D.Region = Res.Region;
  D.Offset = Res.Offset;
  if (Res.Sym)
    D.V = Value::symbol(Res.Sym, 64);
  return D;
}
} // namespace

void Rules::assumeCallerResource(Resource Res, const CodeLoc &Loc) {
  S.defer(callerResourceTest(Res, /*Not=*/false, Loc));
  S.Resources.push_back(std::move(Res));
}

void Rules::assumeCallerNotInState(const Resource &Res, const CodeLoc &Loc) {
  // Nothing is known of the resource's state afterwards: no resource is
  // recorded, only the constraint.
  S.defer(callerResourceTest(Res, /*Not=*/true, Loc));
}

} // namespace pathsim
