//===- simulator/rules/Report.cpp - the one place warnings are raised -----===//
#include "simulator/models/CompiledModel.h"
#include "simulator/rules/Rules.h"

#include "simulator/ir/MemberKeys.h"
#include "simulator/outcome/Outcome.h"
#include "simulator/rules/Rank.h"
#include "simulator/rules/ReadableNames.h"

#include <algorithm>

namespace pathsim {

std::string quotedName(const std::string &Name) {
  return Name.empty() ? Name : " '" + Name + "'";
}

std::vector<RelatedNote> Rules::freedNote(RegionId R) const {
  const Region &Reg = S.Mem.region(R);
  if (!Reg.FreeLoc.Line)
    return {};
  return {RelatedNote{Ctx.location(Reg.FreeLoc), "memory freed here"}};
}

void Rules::debugEval(Tri T, const CodeLoc &Loc) {
  const char *Text = T == Tri::True    ? "TRUE"
                     : T == Tri::False ? "FALSE"
                                       : "UNKNOWN";
  report(WarningKind::DebugEval, Loc, Text, "", nullptr);
}

void Rules::calleeDefect(WarningKind Kind, int64_t Line, int64_t Col,
                         const CodeLoc &Loc, const std::string &Callee,
                         const std::string &CalleeKey, bool Forced) {
  // Told apart from the callee's other defects at this call by their place;
  // the callee's message and path replace this one once every function is
  // done (automodel/CalleeDefects.cpp).
  uint64_t Extra = (static_cast<uint64_t>(Line) << 16) ^
                   static_cast<uint64_t>(Col) ^
                   (static_cast<uint64_t>(Kind) << 56);
  report(Kind, Loc,
         "the call of '" + Callee + "' reaches a defect in it (line " +
             std::to_string(Line) + ")",
         "", nullptr, Extra, {}, {}, {},
         CalleeKey + '\x1f' + std::to_string(Line) + '\x1f' +
             std::to_string(Col),
         Forced);
}

void Rules::report(WarningKind Kind, const CodeLoc &Loc, std::string Message,
                   std::string Variable, const Value *Subject, uint64_t Extra,
                   std::vector<RelatedNote> AllocationStack,
                   std::vector<RelatedNote> Related, std::string Pointer,
                   std::string CalleeDefect, bool CalleeForced) {
  if (Supposing) {
    Contradicted = true;
    return;
  }
  // The path went on past a defect at which the program would fail, at
  // another statement (one call's other arguments are no later).
  const bool PastFatal =
      std::any_of(S.Reported.begin(), S.Reported.end(),
                  [&](const ReportedDefect &D) {
                    return D.Fatal && !D.Unchecked && !(D.Loc == Loc);
                  });
  // A leak is one defect whichever exit it is found at: it is reported once
  // per allocation site and path class (its rank, known below).
  const bool PerSite =
      Kind == WarningKind::Leak || Kind == WarningKind::ResourceLeak;
  DefectKey Key{Kind, PerSite ? CodeLoc{} : Loc, Extra};
  // Whether its callers decide is judged when the path ends, by the
  // assumptions made so far (a leak is judged by its site, not here).
  if (!PerSite && Kind != WarningKind::DebugEval) {
    const std::string *Reason =
        Subject && Subject->Tag && Subject->Tag < S.Sources.size()
            ? &S.Sources[Subject->Tag].Reason
            : nullptr;
    S.Reported.push_back(ReportedDefect{
        Kind, Loc, Extra, static_cast<uint32_t>(S.Cons.assumptions().size()),
        Reason && !Reason->empty() && *Reason != UnstatedReason});
  }
  // Another path reported this defect already: this one replaces it only
  // with a surer rank, so it is ranked (before anything else is built) only
  // when it could be.
  const Warning *Kept = PerSite || !Ctx.Kept ? nullptr : Ctx.Kept(Key);
  // A defect on a value a choice of this path gave (a callee's case): if it
  // ends the path, or is the first the path went on past as a guess, the
  // explorer may take that choice's other alternatives next, so the code
  // after it is not lost, nor found only after a guess.
  if (!PastFatal) {
    S.DefectChoice =
        Subject && Subject->Tag ? S.Sources[Subject->Tag].Choice : 0;
    S.DefectNew = !Kept;
  }
  if (Kept && unbeatable(*Kept))
    return;
  Warning W;
  W.Kind = Kind;
  rankWarning(S, Subject, /*InMain=*/F.Name == "main" && LeakHeld, W);
  // Found after the path went on past a defect at which the program would
  // fail (a NULL dereferenced, taken as valid from there): real only if
  // that one is not, so no surer than possible (docs/analysis.md, "One
  // defect, one warning").
  if (PastFatal)
    W.Rank = WarningRank::Possible;
  if (PerSite) {
    Key.Extra ^= uint64_t(static_cast<uint8_t>(W.Rank)) << 44;
    if (Ctx.Kept && Ctx.Kept(Key))
      return;
  } else if (Kept && !outranks(W, *Kept)) {
    return;
  }
  // What keys the search that gave the NULL was passed: read only for a
  // warning kept (its rank does not depend on them; the census's does).
  if (!W.NullFrom.empty())
    if (const Instr *Call = S.Sources[Subject->Tag].NullCall)
      W.NullKeys = memberKeysPassed(F, Ctx.Module, *Call);
  W.Message = std::move(Message);
  W.CalleeDefect = std::move(CalleeDefect);
  W.CalleeForced = CalleeForced;
  W.Function = F.Name;
  W.FunctionLinkageName = F.LinkageName;
  W.Loc = Ctx.location(Loc);
  W.Variable = std::move(Variable);
  W.AllocationStack = std::move(AllocationStack);
  W.Related = std::move(Related);
  if (Subject) {
    size_t Before = W.Related.size();
    if (Subject->Tag) {
      const ValueSource &Src = S.Sources[Subject->Tag];
      W.Related.push_back(RelatedNote{Ctx.location(Src.Loc), Src.Text});
      if (!Src.Reason.empty())
        W.OccursWhen.push_back(Src.Reason);
    } else if (Subject->K == Value::Kind::Sym &&
               Subject->Id < S.Origins.size() &&
               Kind != WarningKind::ResourceLeak) { // (its own note says)
      const SymbolOrigin &O = S.Origins[Subject->Id];
      if (O.K == SymbolOrigin::Kind::CallReturn)
        W.Related.push_back(RelatedNote{Ctx.location(O.Loc),
                                        "value comes from return value of '" +
                                            O.Name + "' here"});
    }
    // The pointer is known by its name and the call it came from: a NULL
    // and a freed block from one strdup are one value's two fates; an
    // uninitialized pointer and malloc's NULL (PREfix's Figure 1) are not.
    if (!Pointer.empty() && W.Related.size() > Before) {
      const RelatedNote &From = W.Related.back();
      W.Pointer = Pointer + '\x1f' + From.Loc.File + ':' +
                  std::to_string(From.Loc.Line) + ':' +
                  std::to_string(From.Loc.Col) + '\x1f' + From.Text;
    }
  }
  for (const Assumption &A : S.Assumptions)
    W.Conditions.push_back(WarningCondition{Ctx.location(A.Loc), A.Text});
  for (const Step &St : S.Steps)
    W.Path.push_back(PathStep{St.K, Ctx.location(St.Loc), St.Text, 0});
  // The statement the defect is on ends the path.
  if (W.Path.empty() || W.Path.back().Loc.Line != Loc.Line ||
      W.Path.back().StepKind != PathStep::Kind::Statement) {
    bool Seen = false;
    for (auto It = W.Path.rbegin(); It != W.Path.rend(); ++It)
      if (It->StepKind == PathStep::Kind::Statement) {
        Seen = It->Loc.Line == Loc.Line;
        break;
      }
    if (!Seen)
      W.Path.push_back(
          PathStep{PathStep::Kind::Statement, Ctx.location(Loc), "", 0});
  }
  W.Path.push_back(
      PathStep{PathStep::Kind::Event, Ctx.location(Loc), W.Message, 0});
  for (const ModelUseRecord &M : S.Models)
    W.Models.push_back(ModelUse{Ctx.location(M.Loc), M.Callee, M.CallText,
                                M.Origin, M.ReturnText, M.Reason,
                                M.Model ? caseText(*M.Model, M.Case) : ""});
  // C++ functions by the names their users write, never mangled ones (a
  // function called without a model, or without a name in the debug info).
  // Values by the names the source gives them: the standard library's
  // internal members are not shown (`v._M_impl._M_start` is `v`).
  auto Readable = [](std::string &Text) {
    Text = readableNames(std::move(Text));
  };
  auto Named = [](std::string &Text) {
    Text = withoutLibraryInternals(readableNames(std::move(Text)));
  };
  Named(W.Message);
  Named(W.Variable);
  Named(W.Pointer);
  Readable(W.Function);
  for (RelatedNote &N : W.Related)
    Named(N.Text);
  for (RelatedNote &N : W.AllocationStack)
    Readable(N.Text);
  for (WarningCondition &C : W.Conditions)
    Readable(C.Text);
  for (PathStep &St : W.Path)
    if (St.StepKind == PathStep::Kind::Event)
      Named(St.Text);
    else
      Readable(St.Text);
  for (ModelUse &M : W.Models)
    Readable(M.Callee);
  if (Ctx.Report)
    Ctx.Report(std::move(W), Key);
}

} // namespace pathsim
