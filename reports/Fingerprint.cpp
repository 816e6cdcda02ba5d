//===- reports/Fingerprint.cpp - warning identity that survives edits -----===//
#include "reports/Fingerprint.h"

#include "reports/CodeText.h"
#include "reports/Sha256.h"
#include "reports/WarningText.h"

namespace pathsim::reports {

namespace {

std::string_view baseName(std::string_view Path) {
  size_t Slash = Path.find_last_of("/\\");
  return Slash == std::string_view::npos ? Path : Path.substr(Slash + 1);
}

} // namespace

std::string fingerprintInput(const Warning &W, std::string_view WarningLine) {
  // Fields are separated by a unit separator, which source text never has.
  const char Sep = '\x1f';
  std::string In(FingerprintScheme);
  auto Add = [&](std::string_view Field) {
    In += Sep;
    In += Field;
  };
  Add(baseName(sourcePath(W.Loc)));
  Add(W.FunctionLinkageName.empty() ? W.Function : W.FunctionLinkageName);
  Add(kindInfo(W.Kind).Id);
  Add(W.Variable);
  bool InComment = false;
  Add(withoutWhitespace(codeOnly(WarningLine, InComment, false)));
  for (const PathStep &Step : W.Path) {
    if (Step.StepKind == PathStep::Kind::Statement)
      continue;
    Add(stepKindId(Step.StepKind));
    In += '/';
    In += std::to_string(Step.Depth);
    In += ':';
    In += withoutWhitespace(Step.Text);
  }
  return In;
}

std::string fingerprint(const Warning &W, SourceCache &Sources) {
  std::string_view Line = Sources.line(sourcePath(W.Loc), W.Loc.Line);
  return sha256Hex(fingerprintInput(W, Line)).substr(0, 32);
}

} // namespace pathsim::reports
