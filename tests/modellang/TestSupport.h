//===- tests/modellang/TestSupport.h - helpers for the modellang tests ----===//
#pragma once

#include "modellang/Model.h"
#include "modellang/Reader.h"

#include <string>
#include <vector>

namespace pathsim::modellang::test {

/// The path of a file in tests/modellang/data.
std::string dataPath(const std::string &Name);

/// The whole content of the file at \p Path ("" if it cannot be read).
std::string readText(const std::string &Path);

/// Every *.mdl file of tests/modellang/data, the fuzz seed corpus and
/// models/libc (those that exist), sorted.
std::vector<std::string> allModelFiles();

/// Reads \p Text and requires that it has exactly one model and no error.
Model readOne(const std::string &Text);

/// The diagnostics of reading \p Text (as file "t.mdl"), each as str().
std::vector<std::string> readErrors(const std::string &Text);

/// The diagnostics of reading and validating \p Text (as file "t.mdl"), each as
/// str(); reading must succeed.
std::vector<std::string> validationErrors(const std::string &Text);

} // namespace pathsim::modellang::test
