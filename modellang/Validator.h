//===- modellang/Validator.h - semantic checks of models ------------------===//
#pragma once

#include "modellang/Diagnostic.h"
#include "modellang/Model.h"

#include <string_view>
#include <vector>

namespace pathsim::modellang {

/// Checks one model against the rules of docs/model-language.md ("Validation"):
/// operators in the operation kinds they allow, with the right number and
/// classes of operands; every name declared or special; '@' only on inputs;
/// 'return' only in results of cases that return; declarations unique and not
/// special; a case's return type consistent with its results. Each diagnostic
/// is at the exact operand, operation, declaration or model. \p FileName is
/// used in the diagnostics only.
std::vector<Diagnostic> validateModel(const Model &M,
                                      std::string_view FileName);

/// validateModel() for each model, plus "model 'x' defined twice" for names
/// repeated within \p Models. (ModelLibrary checks names across files.)
std::vector<Diagnostic> validateModels(const std::vector<Model> &Models,
                                       std::string_view FileName);

} // namespace pathsim::modellang
