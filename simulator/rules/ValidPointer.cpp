//===- simulator/rules/ValidPointer.cpp - a pointer used must be valid ----===//
#include "simulator/rules/Rules.h"

#include "simulator/exec/FlagPointers.h"

namespace pathsim {

namespace {

/// Constant "pointers" in this range are flags, not addresses (PREfix: a
/// constant such as 1, which some library functions use to signal errors).
/// Larger constants may be real addresses (memory-mapped I/O).
bool isInvalidConstant(uint64_t X) { return isInvalidPointerConstant(X); }

} // namespace

PointerVerdict Rules::validPointer(const Value &Ptr, const PointerUse &U) {
  bool Deref = U.K == PointerUse::Kind::Deref;
  Value P = S.Cons.resolve(Ptr);
  // The defect's origin (docs/analysis.md, "One defect, one warning"): the
  // value's source (a NULL a call returned, copied anywhere), the symbol
  // known NULL, the freed block; the pointer's name where it has none (a
  // NULL the function wrote itself).
  auto OriginOf = [&](RegionId Freed) {
    if (Freed)
      return std::tuple<uint8_t, uint64_t, std::string>{0, Freed, ""};
    if (P.K == Value::Kind::Sym)
      return std::tuple<uint8_t, uint64_t, std::string>{1, P.Id, ""};
    if (Ptr.Tag)
      return std::tuple<uint8_t, uint64_t, std::string>{2, Ptr.Tag, ""};
    bool Constant = P.K == Value::Kind::Int && P.bits() != 0 &&
                    !P.NullDerived && !U.NullBase;
    return std::tuple<uint8_t, uint64_t, std::string>{
        3, Constant ? P.bits() : 0, U.Name()};
  };
  // Where the pointer is taken to point from its report on: memory nothing
  // is known of (a freed block's content is gone too), at the pointer's
  // offset (`&p->b` with p NULL is b's place in it).
  auto TakenAsValid = [&](RegionId R) {
    int64_t Offset = P.K == Value::Kind::Int   ? P.signedValue()
                     : P.K == Value::Kind::Ptr ? P.B
                     : P.K == Value::Kind::Sym ? P.B
                                               : 0;
    bool Known = P.K != Value::Kind::Ptr || P.A == 0;
    if (P.hasUninitBits())
      Offset = 0, Known = false;
    return Address{R, Offset, Known};
  };
  auto Violation = [&](WarningKind Kind, const char *DerefText,
                       const char *ArgumentText, RegionId Freed = 0) {
    auto Origin = OriginOf(Freed);
    // Reported on this path already: the same defect, and the path goes on
    // as it did after the report.
    if (auto It = S.Excused.find(Origin); It != S.Excused.end())
      return PointerVerdict{Verdict::Holds, TakenAsValid(It->second)};
    // An uninitialized value reported already where it was used (passed,
    // tested): the same defect.
    if (P.hasUninitBits() && Ptr.Tag && S.UninitReported.count(Ptr.Tag)) {
      RegionId R = S.Mem.create(RegionKind::Unknown, Fill::Unknown, -1);
      S.Mem.region(R).Guess = true;
      S.Excused.emplace(std::move(Origin), R);
      return PointerVerdict{Verdict::Holds, TakenAsValid(R)};
    }
    std::string Name = U.Name();
    report(Kind, U.Loc,
           (Deref ? DerefText : ArgumentText) + quotedName(Name) +
               (Deref ? "" : " to '" + U.Callee + "'"),
           Deref ? Name : "", &Ptr, 0, {},
           Freed ? freedNote(Freed) : std::vector<RelatedNote>{}, Name);
    if (Supposing || Ctx.StopAtDefects)
      return PointerVerdict{Verdict::Violated, std::nullopt};
    // The path goes on with the pointer taken as valid from here: what
    // follows the defect is still this path's (a leak a line later).
    RegionId R = S.Mem.create(RegionKind::Unknown, Fill::Unknown, -1);
    S.Mem.region(R).Guess = true;
    S.Excused.emplace(std::move(Origin), R);
    if (P.hasUninitBits())
      S.noteUninitReported(Ptr);
    S.Reported.back().Fatal = true;
    // A NULL a callee's case gave that the function never compared: what
    // follows is found as well where the case went the other way, but for
    // what is computed from the guess that the NULL is valid.
    if (Kind == WarningKind::NullDeref && Ptr.Tag && !P.hasUninitBits()) {
      const ValueSource &Src = S.Sources[Ptr.Tag];
      if (Src.Choice && !Src.Compared) {
        S.Reported.back().Unchecked = true;
        S.noteGuess(Ptr.Tag, R);
      }
    }
    return PointerVerdict{Verdict::Violated, TakenAsValid(R)};
  };
  // A value the rule cannot judge (a large constant, a float): a pointer
  // into memory nothing is known of.
  auto Somewhere = [&]() {
    if (!Deref)
      return PointerVerdict{};
    RegionId R = S.Mem.create(RegionKind::Unknown, Fill::Unknown, -1);
    return PointerVerdict{Verdict::Holds, Address{R, 0, true}};
  };
  // NULL only because a callee's model tested it (an inlined defensive
  // check): not this path's fault. A dereference cannot go on.
  auto WeakNull = [&]() {
    return PointerVerdict{Deref ? Verdict::Infeasible : Verdict::Holds,
                          std::nullopt};
  };
  if (P.hasUninitBits())
    return Deref ? Violation(WarningKind::UninitDeref,
                             "dereferencing uninitialized pointer", "")
                 : Violation(WarningKind::UninitUse, "",
                             "passing uninitialized pointer");
  switch (P.K) {
  case Value::Kind::Int:
    if ((P.bits() == 0 && S.excusedNull(Ptr, U.Loc)) || U.WeakNullBase)
      return WeakNull();
    if (P.bits() == 0 || P.NullDerived || U.NullBase)
      return Violation(WarningKind::NullDeref, "dereferencing NULL pointer",
                       "passing NULL pointer");
    if (isInvalidConstant(P.bits()))
      return Violation(WarningKind::InvalidDeref,
                       "dereferencing invalid pointer",
                       "passing invalid pointer");
    return Somewhere();
  case Value::Kind::Ptr:
    // An address computed from the caller's pointer is used: that pointer
    // must be valid (State::PendingValid).
    if (!S.PendingValid.empty())
      if (auto It = S.PendingValid.find(P.Id); It != S.PendingValid.end()) {
        DeferredTest D = It->second;
        D.Loc = U.Loc;
        S.PendingValid.erase(It);
        S.defer(D);
      }
    if (S.Mem.region(P.Id).Freed)
      return Violation(WarningKind::FreedDeref, "using freed memory",
                       "passing pointer to freed memory", P.Id);
    if (!Deref)
      return PointerVerdict{};
    return PointerVerdict{Verdict::Holds, Address{P.Id, P.B, P.A == 0}};
  case Value::Kind::Sym: {
    Value Zero = Value::integer(0, P.Bits);
    Tri IsNull = S.Cons.test(Predicate::Eq, P, Zero);
    if (IsNull == Tri::True)
      return S.excusedNull(P, U.Loc) || S.macroNullElsewhere(Ptr, U.Loc)
                 ? WeakNull()
                 : Violation(WarningKind::NullDeref,
                             "dereferencing NULL pointer",
                             "passing NULL pointer");
    if (P.A != 1 && Deref)
      return Somewhere();
    if (P.A == 1) {
      RegionId Pointee = S.Cons.info(P.Id).Pointee;
      if (Pointee && S.Mem.region(Pointee).Freed)
        return Violation(WarningKind::FreedDeref, "using freed memory",
                         "passing pointer to freed memory", Pointee);
      S.noteUse(P);
      if (Deref)
        S.Origins[P.Id].Pointer = true;
      // The caller's pointer: valid is a constraint of the function's model.
      if (S.isInput(P.Id)) {
        Value Base = P;
        Base.B = 0;
        S.defer(
            DeferredTest::of(DeferredTest::Kind::ValidPointer, Base, U.Loc));
      }
    }
    // The path goes on with a valid pointer: the one it was computed from
    // is not NULL either (`p->flags`, the address p + 4, says p != NULL;
    // p + 4 != 0 alone would leave a later `if (p)` undecided).
    if (P.A == 1 && P.B != 0) {
      Value Base = P;
      Base.B = 0;
      if (!S.Cons.assume(Predicate::Ne, Base, Zero, /*Choice=*/false))
        return PointerVerdict{Verdict::Infeasible, std::nullopt};
    } else if (IsNull == Tri::Unknown &&
               !S.Cons.assume(Predicate::Ne, P, Zero, /*Choice=*/false))
      return PointerVerdict{Verdict::Infeasible, std::nullopt};
    // Nor is it a flag the function compares pointers with (a sentinel
    // state, `(State *)2`): a later test for it is no case of the
    // function's, and no guard of its model.
    if (P.A == 1) {
      Value Base = P;
      Base.B = 0;
      for (uint64_t Flag : Ctx.FlagPointers)
        if (!S.Cons.assume(Predicate::Ne, Base, Value::integer(Flag, P.Bits),
                           /*Choice=*/false))
          return PointerVerdict{Verdict::Infeasible, std::nullopt};
    }
    if (!Deref)
      return PointerVerdict{};
    return PointerVerdict{
        Verdict::Holds,
        Address{S.pointeeRegion(P.Id, S.isInput(P.Id)), P.B, true}};
  }
  default:
    return Somewhere();
  }
}

Verdict Rules::validCallee(const Value &Target, const CodeLoc &Loc,
                           const std::string &Name) {
  if (Target.hasUninitBits()) {
    report(WarningKind::UninitDeref, Loc,
           "calling through uninitialized function pointer" + quotedName(Name),
           Name, &Target);
    return Verdict::Violated;
  }
  if (Target.K == Value::Kind::Int && Target.bits() == 0) {
    report(WarningKind::NullDeref, Loc,
           "calling through NULL function pointer" + quotedName(Name), Name,
           &Target);
    return Verdict::Violated;
  }
  return Verdict::Holds;
}

} // namespace pathsim
