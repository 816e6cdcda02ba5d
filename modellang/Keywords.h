//===- modellang/Keywords.h - keyword and name spellings ------------------===//
#pragma once

#include "modellang/Model.h"

#include <optional>
#include <string_view>

namespace pathsim::modellang {

/// "guard", "constraint", "result".
std::string_view spelling(OperationKind Kind);
std::optional<OperationKind> operationKindFromSpelling(std::string_view S);

/// "normal", "error", "alternate".
std::string_view spelling(CaseKind Kind);
std::optional<CaseKind> caseKindFromSpelling(std::string_view S);

/// The canonical spelling ("return_0", ..., "longjmp", "exit").
std::string_view spelling(ReturnType Type);
/// Accepts the canonical spellings only; the reader handles the two-word form
/// ("return 0") by joining the words with '_'.
std::optional<ReturnType> returnTypeFromSpelling(std::string_view S);

/// "NULL", "EOF", "default".
std::string_view spelling(SpecialConst::Kind Kind);
std::optional<SpecialConst::Kind> specialConstFromSpelling(std::string_view S);

/// The value a special constant stands for in comparisons (NULL 0, EOF -1);
/// nullopt for `default`.
std::optional<int64_t> specialConstValue(SpecialConst::Kind Kind);

/// The names no declaration may use: return, ..., NULL, EOF, default.
bool isSpecialName(std::string_view Name);

/// A C identifier: [A-Za-z_][A-Za-z0-9_]*.
bool isIdentifier(std::string_view Name);

} // namespace pathsim::modellang
