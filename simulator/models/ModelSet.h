//===- simulator/models/ModelSet.h - the models a run emulates calls with -===//
//
// Layers of models searched from the highest priority down: by default user
// models (--models) over automatic models over the shipped libc models; with
// --prefer-automodels, automatic models come first.
//
#pragma once

#include "modellang/Model.h"

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathsim {

/// Where a model came from: what the warning says it used.
enum class ModelOrigin : uint8_t { System, User, Automatic };

std::string_view originName(ModelOrigin O);

struct ModelRef {
  const modellang::Model *M = nullptr;
  ModelOrigin Origin = ModelOrigin::System;
};

class ModelSet {
public:
  /// Adds a layer that wins over the layers added before it.
  void addLayer(const std::map<std::string, const modellang::Model *> &Models,
                ModelOrigin Origin);
  /// The model of the function the user knows as Name.
  std::optional<ModelRef> lookup(std::string_view Name) const;

private:
  struct Layer {
    std::map<std::string, const modellang::Model *, std::less<>> Models;
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
