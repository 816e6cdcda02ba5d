//===- reports/WarningText.h - the words renderers use for warning parts --===//
#pragma once

#include "simulator/Warning.h"

#include <optional>
#include <string>
#include <string_view>

namespace pathsim::reports {

/// The path to print for a location: its absolute File relative to the
/// current directory when under it, else absolute (pathForDisplay);
/// DisplayFile if File is empty.
std::string displayPath(const SourceLocation &Loc);

/// The path to read the file from: File, or DisplayFile if File is empty.
const std::string &sourcePath(const SourceLocation &Loc);

/// "file:line:col" (or "file:line" without a column), as compilers print.
std::string compilerLocation(const SourceLocation &Loc);

/// "file(line)", as PREfix prints.
std::string prefixLocation(const SourceLocation &Loc);

/// The stable name of a step kind: statement, condition, call,
/// model-outcome, event (what the store and JSON use).
std::string_view stepKindId(PathStep::Kind Kind);
std::optional<PathStep::Kind> stepKindFromId(std::string_view Id);

/// One step in words: "when 'size > 0'", "call 'malloc(size)'", ...
std::string describeStep(const PathStep &Step);

/// A model use in words: "used system model 'malloc' for 'malloc(size)':
/// function returns 0 (memory exhausted)".
std::string describeModelUse(const ModelUse &Use);

} // namespace pathsim::reports
