//===- reports/SourceListing.cpp - a function's lines annotated with a path =//
#include "reports/SourceListing.h"

#include "reports/WarningText.h"

#include <algorithm>
#include <fmt/format.h>

namespace pathsim::reports {

SourceListing makeSourceListing(const ReportedWarning &R,
                                const SourceFile &File, bool AllSteps) {
  const Warning &W = R.W;
  const std::string &Path = sourcePath(W.Loc);
  auto SameFile = [&](const SourceLocation &Loc) {
    return Loc.valid() && (Loc.File.empty() || sourcePath(Loc) == Path);
  };
  struct Mark {
    uint32_t Line;
    uint32_t Step; ///< 0 for a note
    std::string Note;
  };
  std::vector<Mark> Marks;
  uint32_t Step = 0;
  for (const PathStep &S : W.Path) {
    bool Counted =
        AllSteps || (S.StepKind == PathStep::Kind::Statement && S.Depth == 0);
    if (Counted)
      ++Step;
    if (Counted && S.Depth == 0 && SameFile(S.Loc))
      Marks.push_back({S.Loc.Line, Step, ""});
  }
  for (const RelatedNote &N : W.Related)
    if (SameFile(N.Loc))
      Marks.push_back({N.Loc.Line, 0, N.Text});
  for (const WarningCondition &C : W.Conditions)
    if (SameFile(C.Loc))
      Marks.push_back({C.Loc.Line, 0, fmt::format("when `{}'", C.Text)});
  for (const ModelUse &Use : W.Models)
    if (SameFile(Use.Loc))
      Marks.push_back({Use.Loc.Line, 0, describeModelUse(Use)});
  Marks.push_back({W.Loc.Line, 0, W.Message});

  uint32_t First = W.Loc.Line, Last = W.Loc.Line;
  for (const Mark &M : Marks)
    First = std::min(First, M.Line), Last = std::max(Last, M.Line);
  auto [From, To] = functionExtent(File, R.FunctionLine, First, Last);

  SourceListing Listing;
  Listing.FirstLine = From;
  Listing.LastLine = To;
  for (uint32_t N = From; N <= To; ++N) {
    SourceListing::Line L;
    L.Number = N;
    L.Text = File.line(N);
    L.IsWarningLine = N == W.Loc.Line;
    for (const Mark &M : Marks) {
      if (M.Line != N)
        continue;
      if (M.Step)
        L.Steps.push_back(M.Step);
      else
        L.Notes.push_back(M.Note);
    }
    Listing.Lines.push_back(std::move(L));
  }
  return Listing;
}

std::string joinSteps(const std::vector<uint32_t> &Steps) {
  std::string Out;
  for (uint32_t S : Steps)
    Out += (Out.empty() ? "" : ",") + std::to_string(S);
  return Out;
}

} // namespace pathsim::reports
