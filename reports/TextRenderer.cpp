//===- reports/TextRenderer.cpp - compiler-style diagnostics --------------===//
#include "reports/TextRenderer.h"

#include "reports/WarningText.h"

#include <fmt/format.h>

#include <set>
#include <string>

namespace pathsim::reports {

namespace {

/// The notes of one warning, each printed once: two calls in one macro
/// expansion (`CHECK(f(x), f(y))`) used one model at one place, and say so
/// in one line.
class Notes {
public:
  Notes(std::ostream &OS, const Warning &W) : OS(OS), W(W) {}
  /// A note at \p Loc, or at the warning's location if \p Loc has no line.
  void operator()(const SourceLocation &Loc, std::string_view Text) {
    const SourceLocation &At = Loc.valid() ? Loc : W.Loc;
    std::string Line = compilerLocation(At) + ": note: " + std::string(Text);
    if (Printed.insert(Line).second)
      OS << Line << '\n';
  }

private:
  std::ostream &OS;
  const Warning &W;
  std::set<std::string> Printed;
};

} // namespace

void renderText(std::ostream &OS, const Warning &W) {
  Notes note(OS, W);
  OS << compilerLocation(W.Loc) << ": warning: " << W.Message << " ["
     << kindInfo(W.Kind).Id << ", " << rankId(W.Rank) << "]\n";
  for (const RelatedNote &N : W.Related)
    note(N.Loc, N.Text);
  // Innermost frame first, as a backtrace reads.
  for (size_t I = W.AllocationStack.size(); I-- > 0;) {
    const RelatedNote &Frame = W.AllocationStack[I];
    std::string Text =
        I + 1 == W.AllocationStack.size()
            ? fmt::format("memory allocated here, in '{}'", Frame.Text)
            : fmt::format("called from '{}' here", Frame.Text);
    note(Frame.Loc, Text);
  }
  for (const WarningCondition &C : W.Conditions)
    note(C.Loc, fmt::format("when '{}'", C.Text));
  for (const std::string &Reason : W.OccursWhen)
    note(W.Loc, fmt::format("occurs when '{}'", Reason));
  for (const ModelUse &Use : W.Models)
    note(Use.Loc, describeModelUse(Use));
  std::vector<uint32_t> Lines = W.statementLines();
  if (!Lines.empty()) {
    std::string Text =
        fmt::format("path includes {} statement{} on line{}", Lines.size(),
                    Lines.size() == 1 ? "" : "s", Lines.size() == 1 ? "" : "s");
    for (uint32_t Line : Lines)
      Text += fmt::format(" {}", Line);
    note(W.Loc, Text);
  }
}

} // namespace pathsim::reports
