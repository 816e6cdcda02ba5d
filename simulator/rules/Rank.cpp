//===- simulator/rules/Rank.cpp - how sure a warning is
//---------------------===//
//
// The rank of a warning from the path that found it (docs/analysis.md,
// "Ranks"). A NULL only a callee's guard gave is ranked here as likely and
// marked (Warning::NullFrom): the analysis of the whole program decides
// between likely and possible, by how the rest of it treats that callee.
//
#include "simulator/rules/Rank.h"

#include <algorithm>

namespace pathsim {

namespace {
/// Whether what a defect depends on is its value (Subject) and the path's
/// tests: a value whose provenance the path knows (a symbol, memory, a
/// constant a callee's case made, an uninitialized value and the memory it
/// was read from). A defect on a memory's state (freed, a resource's state,
/// its kind) or on another constant (a NULL the function put in a variable
/// a callee may have been meant to write, a NULL a later callee read from
/// memory and returned) may depend on what a callee did to memory its
/// value does not show: any weak choice before it counts.
bool dependsOnItsValue(const State &S, WarningKind Kind,
                       const Value *Subject) {
  if (!Subject)
    return false;
  switch (Kind) {
  case WarningKind::NullDeref:
  case WarningKind::InvalidDeref:
  case WarningKind::BadArgument:
  case WarningKind::DivZero:
  case WarningKind::UninitUse:
  case WarningKind::UninitDeref:
  case WarningKind::Leak:
  case WarningKind::ResourceLeak:
    break;
  default:
    return false;
  }
  switch (Subject->K) {
  case Value::Kind::Sym:
  case Value::Kind::FloatUnknown:
  case Value::Kind::Ptr:
    return true;
  default:
    if (!Subject->Tag || Subject->Tag >= S.Sources.size())
      return false;
    return S.Sources[Subject->Tag].Made || S.Sources[Subject->Tag].Region;
  }
}
} // namespace

void rankWarning(const State &S, const Value *Subject, bool InMain,
                 Warning &W) {
  const uint32_t SubjectTag = Subject ? Subject->Tag : 0;
  const ValueSource *Written = SubjectTag && S.Sources[SubjectTag].NullWritten
                                   ? &S.Sources[SubjectTag]
                                   : nullptr;
  // A callee case chosen on what the function never examined, and never
  // tested by it afterwards: a defect that depends on it depends on the
  // callee's guess. It does when its value is one the case gave (its
  // result, what it wrote or made; for an uninitialized value, memory
  // passed to it), when the path tested such a value before, or when the
  // path goes on only because of the case. Another defect has the rank it
  // would have without the choice. (The choice that gave the subject
  // itself, returned or written through an out-parameter, is judged below,
  // but for a case only an out-of-range value reaches: its NULL is as much
  // a guess as the rest.) The path's own guess that a NULL it went on past
  // is valid (WeakChoice::Guess) concerns only that pointer: a defect on
  // another memory's state, or a resource the function opened, whose value
  // the path does not follow, keeps its rank.
  const bool ByValue = dependsOnItsValue(S, W.Kind, Subject);
  for (const WeakChoice &C : S.WeakChoices)
    if (!C.Confirmed && (!SubjectTag || C.Tag != SubjectTag || C.OutOfRange) &&
        !(Written && C.Step == Written->ChoiceStep) &&
        (C.Always || C.Steered ||
         (ByValue ? S.givenBy(C, *Subject) : !C.Guess))) {
      W.Rank = WarningRank::Possible;
      return;
    }
  // Leaks are found where a path returns: what main holds then is released
  // by the program's exit.
  if (InMain &&
      (W.Kind == WarningKind::Leak || W.Kind == WarningKind::ResourceLeak)) {
    W.Rank = WarningRank::Possible;
    return;
  }
  if (SubjectTag && (W.Kind == WarningKind::NullDeref ||
                     W.Kind == WarningKind::InvalidDeref)) {
    const ValueSource &Src = S.Sources[SubjectTag];
    if (!Src.NullCallee.empty()) {
      // Tested by the function itself: its own test, whatever the callers
      // of the callee do.
      W.Rank = WarningRank::Likely;
      if (Src.Compared)
        return;
      // Compared only with a node the function holds (a climb's exit
      // test, `p == node`), and NULL only where a link of memory the
      // function never examined ends (the parent of a node below the
      // walk's start): the function expects the node it climbs to, and
      // only the structure's shape, which it cannot see, says otherwise.
      if (Src.NullOnShape && Src.ComparedWithNode) {
        W.Rank = WarningRank::Possible;
        return;
      }
      // Written through an out-parameter: the kind of guard decides, as
      // for a returned NULL with too few calls to count.
      if (Src.NullWritten) {
        if (Src.NullOnFieldTest)
          W.Rank = WarningRank::Possible;
        return;
      }
      W.NullFrom = Src.NullCallee;
      W.NullFromFieldTest = Src.NullOnFieldTest;
      return;
    }
  }
  // A test of the function's own, or a callee's guard the call could not
  // decide that chose one of its returning cases among others (a lookup's
  // NULL when the map's size is small, an early return when a length read
  // from the caller's memory is 0): the path is not taken whatever the
  // inputs, so it is not certain.
  bool OwnTest = std::any_of(
      S.Assumptions.begin(), S.Assumptions.end(),
      [](const Assumption &A) { return !A.InCallee || A.Chose; });
  // A case the function chose by its own test of the call's result.
  bool ConfirmedChoice =
      std::any_of(S.WeakChoices.begin(), S.WeakChoices.end(),
                  [](const WeakChoice &C) { return C.Confirmed; });
  W.Rank =
      OwnTest || ConfirmedChoice ? WarningRank::Likely : WarningRank::Certain;
}

namespace {
/// Higher is surer: the rank, then, among likely ones, how much the census
/// of the callee's callers could still lower it (to possible).
int strength(const Warning &W) {
  int Base = 4 * (2 - static_cast<int>(W.Rank));
  if (W.NullFrom.empty())
    return Base + 2;
  return Base + (W.NullFromFieldTest ? 0 : 1);
}
} // namespace

bool outranks(const Warning &A, const Warning &B) {
  return strength(A) > strength(B);
}

} // namespace pathsim
