//===- modellang/Lint.h - likely mistakes in valid models -----------------===//
//
// A model can be valid (it reads, every name is declared, every operator is
// where it may be) and still not say what its author meant. `pathsim models
// check` warns about the mistakes it can see: a resource tested or released
// on the pointer itself when it lives on what the pointer points to, a
// parameter never used, a guard that can never hold.
//
#pragma once

#include "modellang/Diagnostic.h"
#include "modellang/ModelLibrary.h"

#include <vector>

namespace pathsim::modellang {

/// What `models check` warns about beyond its defaults.
struct LintOptions {
  /// Every parameter a model never uses, not only one an unedited copy of
  /// an operation left out (`models check --unused-params`).
  bool EveryUnusedParam = false;
};

/// The likely mistakes in \p Models (valid ones, with their files), as
/// warnings at the operand, operation or name they are about, sorted by
/// file, line and column. The resource check compares each model with the
/// models that create the resource, among \p Models and \p Context (the
/// shipped libc models when a user's are checked; they are not warned
/// about themselves).
std::vector<Diagnostic>
lintModels(const std::vector<const ModelLibrary::Entry *> &Models,
           const std::vector<const ModelLibrary::Entry *> &Context = {},
           const LintOptions &Options = {});

/// "FILE:LINE:COL: warning: MESSAGE".
std::string warningText(const Diagnostic &D);

} // namespace pathsim::modellang
