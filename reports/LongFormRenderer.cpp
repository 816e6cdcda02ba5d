//===- reports/LongFormRenderer.cpp - PREfix's long warning form ----------===//
#include "reports/LongFormRenderer.h"

#include "reports/SourceListing.h"
#include "reports/WarningText.h"

#include <fmt/format.h>

namespace pathsim::reports {

namespace {

void printFacts(std::ostream &OS, const Warning &W) {
  OS << prefixLocation(W.Loc) << " : warning " << kindInfo(W.Kind).Id << " : "
     << W.Message << '\n';
  OS << "problem occurs in function `" << W.Function << "'\n";
  for (const RelatedNote &N : W.Related)
    OS << prefixLocation(N.Loc.valid() ? N.Loc : W.Loc) << " : " << N.Text
       << '\n';
  if (!W.AllocationStack.empty()) {
    OS << "The call stack when memory is allocated is:\n";
    for (const RelatedNote &Frame : W.AllocationStack)
      OS << "    " << prefixLocation(Frame.Loc) << " : " << Frame.Text << '\n';
  }
  if (!W.Conditions.empty()) {
    OS << "Problem occurs when the following conditions are true:\n";
    for (const WarningCondition &C : W.Conditions)
      OS << "    " << prefixLocation(C.Loc) << " : when `" << C.Text
         << "' here\n";
  }
  for (const std::string &Reason : W.OccursWhen)
    OS << "problem occurs when `" << Reason << "'\n";
  std::vector<uint32_t> Lines = W.statementLines();
  OS << "Path includes " << Lines.size()
     << (Lines.size() == 1 ? " statement" : " statements")
     << " on the following lines:";
  for (uint32_t Line : Lines)
    OS << ' ' << Line;
  OS << '\n';
  for (const ModelUse &Use : W.Models) {
    OS << prefixLocation(Use.Loc) << " : used "
       << (Use.Origin.empty() ? "" : Use.Origin + " ") << "model `"
       << Use.Callee << "' for function call:\n";
    OS << "    `" << Use.CallText << "'\n";
    if (!Use.ReturnText.empty())
      OS << Use.ReturnText << '\n';
    if (!Use.Reason.empty())
      OS << "    " << Use.Reason << '\n';
  }
}

void printSource(std::ostream &OS, const ReportedWarning &R,
                 SourceCache &Sources) {
  const Warning &W = R.W;
  const SourceFile *File = Sources.get(sourcePath(W.Loc));
  if (!File) {
    OS << "\n(cannot read " << displayPath(W.Loc)
       << ": the function's source is not shown)\n";
    return;
  }
  SourceListing Listing = makeSourceListing(R, *File);
  OS << fmt::format("\nSource of `{}' ({}, lines {}-{}); path steps "
                    "numbered in order, '>' marks the warning line:\n",
                    W.Function, displayPath(W.Loc), Listing.FirstLine,
                    Listing.LastLine);
  size_t MarkWidth = 3;
  for (const SourceListing::Line &L : Listing.Lines)
    MarkWidth = std::max(MarkWidth, joinSteps(L.Steps).size());
  for (const SourceListing::Line &L : Listing.Lines) {
    std::string Text =
        fmt::format("{:>{}} {:>5}{}| {}", joinSteps(L.Steps), MarkWidth,
                    L.Number, L.IsWarningLine ? '>' : ' ', L.Text);
    for (const std::string &Note : L.Notes)
      Text += "    <- " + Note;
    OS << Text << '\n';
  }
}

} // namespace

void renderLongForm(std::ostream &OS, const ReportedWarning &R,
                    SourceCache &Sources, bool WithSource) {
  printFacts(OS, R.W);
  if (WithSource)
    printSource(OS, R, Sources);
}

} // namespace pathsim::reports
