//===- reports/WarningText.cpp - the words renderers use for warning parts ===//
#include "reports/WarningText.h"

#include "sourcemap/Printable.h"
#include "sourcemap/SourceMap.h"

#include <fmt/format.h>

namespace pathsim::reports {

std::string displayPath(const SourceLocation &Loc) {
  // From the absolute path, as this process sees it: a run stored from
  // another directory is shown relative to this one.
  return Loc.File.empty() ? Loc.DisplayFile
                          : frontend::pathForDisplay(Loc.File);
}

const std::string &sourcePath(const SourceLocation &Loc) {
  return Loc.File.empty() ? Loc.DisplayFile : Loc.File;
}

std::string compilerLocation(const SourceLocation &Loc) {
  // Printed on terminals and parsed by CI: a newline in a file name must
  // not start a line of its own.
  if (Loc.Col)
    return fmt::format("{}:{}:{}", printable(displayPath(Loc)), Loc.Line,
                       Loc.Col);
  return fmt::format("{}:{}", printable(displayPath(Loc)), Loc.Line);
}

std::string prefixLocation(const SourceLocation &Loc) {
  return fmt::format("{}({})", printable(displayPath(Loc)), Loc.Line);
}

namespace {
struct StepKindName {
  PathStep::Kind Kind;
  std::string_view Id;
};
constexpr StepKindName StepKindNames[] = {
    {PathStep::Kind::Statement, "statement"},
    {PathStep::Kind::Condition, "condition"},
    {PathStep::Kind::Call, "call"},
    {PathStep::Kind::ModelOutcome, "model-outcome"},
    {PathStep::Kind::Event, "event"},
};
} // namespace

std::string_view stepKindId(PathStep::Kind Kind) {
  for (const StepKindName &N : StepKindNames)
    if (N.Kind == Kind)
      return N.Id;
  return "statement";
}

std::optional<PathStep::Kind> stepKindFromId(std::string_view Id) {
  for (const StepKindName &N : StepKindNames)
    if (N.Id == Id)
      return N.Kind;
  return std::nullopt;
}

std::string describeStep(const PathStep &Step) {
  switch (Step.StepKind) {
  case PathStep::Kind::Statement:
    return Step.Text.empty() ? std::string("statement") : Step.Text;
  case PathStep::Kind::Condition:
    return fmt::format("when '{}'", Step.Text);
  case PathStep::Kind::Call:
    return fmt::format("call '{}'", Step.Text);
  case PathStep::Kind::ModelOutcome:
    return fmt::format("model outcome: {}", Step.Text);
  case PathStep::Kind::Event:
    return Step.Text;
  }
  return Step.Text;
}

std::string describeModelUse(const ModelUse &Use) {
  std::string Origin = Use.Origin.empty() ? std::string() : Use.Origin + " ";
  std::string Text = fmt::format("used {}model '{}' for '{}'", Origin,
                                 Use.Callee, Use.CallText);
  if (!Use.ReturnText.empty())
    Text += ": " + Use.ReturnText;
  if (!Use.Reason.empty())
    Text +=
        Use.ReturnText.empty() ? ": " + Use.Reason : " (" + Use.Reason + ")";
  return Text;
}

} // namespace pathsim::reports
