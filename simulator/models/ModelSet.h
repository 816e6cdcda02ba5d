//===- simulator/models/ModelSet.h - the models a run emulates calls with -===//
//
// Layers of models searched from the highest priority down: by default user
// models (--models) over automatic models over the shipped libc models; with
// --prefer-automodels, automatic models come first. A layer's models are
// compiled (CompiledModel.h) when it is added.
//
#pragma once

#include "modellang/Model.h"
#include "modellang/ModelLibrary.h"
#include "simulator/models/CompiledModel.h"

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim {

/// Where a model came from: what the warning says it used.
enum class ModelOrigin : uint8_t { System, User, Automatic };

std::string_view originName(ModelOrigin O);

/// Compiled models by name, owning them.
using CompiledModels =
    std::map<std::string, std::unique_ptr<CompiledModel>, std::less<>>;

/// Every model of Library, compiled.
CompiledModels compileModels(const modellang::ModelLibrary &Library);

/// A model a call may use: compiled, with where it came from.
struct ModelRef {
  const CompiledModel *M = nullptr;
  ModelOrigin Origin = ModelOrigin::System;
  /// The model of a function of the caller's own recursive component, from
  /// an earlier round: it follows the recursion only so deep (what it does
  /// to memory deeper than its variables name is not in it).
  bool Recursive = false;
  /// A printf-like function of the program that formats with its own
  /// formatter, not the C library's (automodel/Formatters.h): a NULL `%s`
  /// may be its "(null)".
  bool OwnFormatter = false;
};

class ModelSet {
public:
  /// Adds a layer that wins over the layers added before it. The models are
  /// not copied: they must outlive the set.
  void addLayer(const CompiledModels &Models, ModelOrigin Origin);
  void addLayer(const std::map<std::string, const CompiledModel *> &Models,
                ModelOrigin Origin);
  /// The model of the function the user knows as Name.
  std::optional<ModelRef> lookup(std::string_view Name) const;

private:
  struct Layer {
    std::map<std::string, const CompiledModel *, std::less<>> Models;
    ModelOrigin Origin;
  };
  std::vector<Layer> Layers;
};

/// Finds the automatic model of a function the analyzed code calls (by its
/// IR name, as the call names it), if one was generated.
using ModelResolver =
    std::function<std::optional<ModelRef>(const std::string &)>;

/// The name a model gives the function an IR call names: glibc's and the C++
/// ABI's spellings (fopen64, __isoc99_sscanf, _Znwm) map to what the user
/// wrote (fopen, sscanf, operator_new).
std::string modelNameFor(const std::string &IRName);

} // namespace pathsim
