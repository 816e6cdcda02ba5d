//===- modellang/Reader.h - reads model files into the Model AST ----------===//
#pragma once

#include "modellang/Diagnostic.h"
#include "modellang/Model.h"

#include <string>
#include <string_view>
#include <vector>

namespace pathsim::modellang {

/// What reading one model file gives: the models that parsed, one error per
/// model that did not (with its position), and the comments between models.
struct ReadResult {
  std::vector<Model> Models;
  std::vector<Diagnostic> Errors;

  /// Comments have no place in the AST. Those outside models are kept here,
  /// verbatim, so that `pathsim models fmt` does not lose them:
  /// LeadingComments[i] is the text from the first to the last comment between
  /// the previous model (or the start of the file) and Models[i] ("" if none).
  std::vector<std::string> LeadingComments;
  /// The comments after the last model, verbatim.
  std::string TrailingComments;
  /// Where the comments inside models are (the printer cannot keep them).
  std::vector<SourceLoc> InnerComments;
};

/// Reads every model in \p Text (the paper's appendix grammar; see
/// docs/model-language.md). Never throws and never crashes: a malformed model
/// gives one Diagnostic "expected X but found Y" at its position, reading
/// resumes at the next model, and the well-formed models are still returned.
/// \p FileName is used in the diagnostics only.
ReadResult readModels(std::string_view Text, std::string_view FileName);

/// Reads the model file at \p Path; a missing or unreadable file is reported
/// as a Diagnostic without a line.
ReadResult readModelFile(const std::string &Path);

} // namespace pathsim::modellang
