//===- modellang/Signature.h - a model's parameters against a C declaration
//===//
//
// What a model says of its function's parameters: how many there are and,
// from how the cases use each one, whether it is a pointer (dereferenced,
// freed, compared with NULL) or a scalar (compared as an integer or a
// floating-point number). The libc header check (tests/frontend) and the
// analyzer compare that with the function's declaration.
//
#pragma once

#include "modellang/Model.h"

#include <optional>
#include <string>
#include <vector>

namespace pathsim::modellang {

/// What the cases of a model show a parameter to be.
enum class ParamUse { Unknown, Pointer, Scalar };

/// The use of each of M's parameters, in order (the `...` parameter
/// excluded). A parameter used both ways (which a valid model does not do)
/// is Unknown.
std::vector<ParamUse> paramUses(const Model &M);

/// The number of M's named parameters (`...` excluded).
size_t namedParamCount(const Model &M);

/// A function's declaration as the compiler sees it.
struct DeclaredSignature {
  size_t Params = 0;         ///< named parameters
  bool Variadic = false;     ///< ends in `...`
  bool Prototype = true;     ///< false for K&R `int f();`: nothing is known
  std::vector<bool> Pointer; ///< per parameter: a pointer, array or function
};

/// Why M does not fit the declaration D, or nothing when it does. The count
/// must match (a variadic function's model may name more: its variadic
/// arguments); with \p CheckPointers, a parameter the model uses as a
/// pointer must be declared one, and one it uses as a scalar must not.
std::optional<std::string> signatureMismatch(const Model &M,
                                             const DeclaredSignature &D,
                                             bool CheckPointers);

} // namespace pathsim::modellang
