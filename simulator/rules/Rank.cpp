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

void rankWarning(const State &S, const Value *Subject, bool InMain,
                 Warning &W) {
  const uint32_t SubjectTag = Subject ? Subject->Tag : 0;
  const ValueSource *Written = SubjectTag && S.Sources[SubjectTag].NullWritten
                                   ? &S.Sources[SubjectTag]
                                   : nullptr;
  // A callee case chosen on what the function never examined, and never
  // tested by it afterwards: the defect depends on the callee's guess.
  // (The choice that gave the subject itself, returned or written through
  // an out-parameter, is judged below.)
  for (const WeakChoice &C : S.WeakChoices)
    if (!C.Confirmed && (!SubjectTag || C.Tag != SubjectTag) &&
        !(Written && C.Step == Written->ChoiceStep)) {
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
  bool OwnTest = std::any_of(S.Assumptions.begin(), S.Assumptions.end(),
                             [](const Assumption &A) { return !A.InCallee; });
  W.Rank = OwnTest || !S.WeakChoices.empty() ? WarningRank::Likely
                                             : WarningRank::Certain;
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
