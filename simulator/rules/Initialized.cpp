//===- simulator/rules/Initialized.cpp - a value used must be initialized -===//
#include "simulator/rules/Rules.h"

#include <algorithm>

namespace pathsim {

bool Rules::initialized(const Value &V, const ValueUse &U) {
  bool Uninitialized = U.EveryBit ? V.hasUninitBits()
                                  : V.K == Value::Kind::Uninit ||
                                        (V.K == Value::Kind::Partial &&
                                         V.UninitMask == Value::mask(V.Bits));
  if (!Uninitialized)
    return true;
  // A copy of a value this path reported (`c = *line`, then `c` tested
  // twice): the same defect.
  if (V.Tag && S.UninitReported.count(V.Tag))
    return false;
  // The expression read ("p.y") names it best; a copy of it (the return
  // slot) is named by the variable it came from.
  std::string Name = U.Name();
  if (Name.empty() && V.Tag && !U.ModelNotation)
    Name = S.Sources[V.Tag].Variable;
  // One defect, one warning: `int x; if (c) x = 1;` then three reads of x
  // is the one missing initialization, reported where the path first
  // reads it (whether this path or another first reported that site).
  if (!Name.empty()) {
    if (std::find(S.UninitUsed.begin(), S.UninitUsed.end(), Name) !=
        S.UninitUsed.end())
      return false;
    S.UninitUsed.push_back(Name);
  }
  std::string Message;
  switch (U.K) {
  case ValueUse::Kind::Operand:
    Message = "using uninitialized memory";
    break;
  case ValueUse::Kind::Returned:
    Message = "returning uninitialized value";
    break;
  case ValueUse::Kind::Argument:
    Message = "passing uninitialized value";
    break;
  }
  Message += quotedName(Name);
  if (U.K == ValueUse::Kind::Argument)
    Message += " to '" + U.Callee + "'";
  report(WarningKind::UninitUse, U.Loc, std::move(Message),
         U.ModelNotation ? "" : Name, &V);
  S.noteUninitReported(V);
  return false;
}

bool Rules::initializedMemory(const Address &A, int64_t Size,
                              const CodeLoc &Loc, const std::string &Callee,
                              LazyName Phrase, const std::vector<Value> *Args) {
  if (!A.KnownOffset ||
      !S.Mem.allUninit(A.R, A.Offset, static_cast<uint64_t>(Size)))
    return true;
  // A block the path made empty (`malloc(n * 3)` where the loop that fills
  // it ran no time: `j < n` false at j == 0), handed with a count that is
  // not positive either, computed on the path (`fwrite(buf, n * 3, 1,
  // fp)`): no byte of it is read. A callee told no count (one that reads a
  // header: pcre2test.c:5089) still reads it.
  const Region &Reg = S.Mem.region(A.R);
  auto NotPositive = [&](const Value &V) {
    Value X = S.Cons.resolve(V);
    return X.K == Value::Kind::Sym &&
           S.Cons.test(Predicate::Sgt, X, Value::integer(0, X.Bits)) ==
               Tri::False;
  };
  if (Args && Reg.Size < 0 && Reg.SizeValue.K == Value::Kind::Sym &&
      NotPositive(Reg.SizeValue) &&
      std::any_of(Args->begin(), Args->end(), NotPositive))
    return true;
  const Value Memory = Value::pointer(A.R, A.Offset);
  report(WarningKind::UninitUse, Loc,
         "passing pointer to uninitialized memory" + Phrase() + " to '" +
             Callee + "'",
         "", &Memory);
  // Reported once: the callee's reading it must not warn again.
  if (!S.Mem.region(A.R).Constant)
    S.Mem.scramble(A.R, A.Offset, static_cast<uint64_t>(Size));
  return false;
}

} // namespace pathsim
