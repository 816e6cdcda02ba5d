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
  // A callee case chosen on what the function never examined, and never
  // tested by it afterwards: the defect depends on the callee's guess.
  // (The choice that gave the subject itself is judged below.)
  for (const WeakChoice &C : S.WeakChoices)
    if (!C.Confirmed && (!SubjectTag || C.Tag != SubjectTag)) {
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
      if (!Src.Compared) {
        W.NullFrom = Src.NullCallee;
        W.NullFromFieldTest = Src.NullOnFieldTest;
      }
      W.Rank = WarningRank::Likely;
      return;
    }
  }
  bool OwnTest = std::any_of(S.Assumptions.begin(), S.Assumptions.end(),
                             [](const Assumption &A) { return !A.InCallee; });
  W.Rank = OwnTest || !S.WeakChoices.empty() ? WarningRank::Likely
                                             : WarningRank::Certain;
}

} // namespace pathsim
