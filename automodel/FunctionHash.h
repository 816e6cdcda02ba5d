//===- automodel/FunctionHash.h - what a function's results depend on -----===//
//
// A stored function's model and warnings are reused when this hash is the
// same: its decoded code (with source positions, since warnings carry them),
// its body's source text (messages quote it), the globals and callee names it
// refers to, and, added by the caller, its callees' models and the settings.
//
#pragma once

#include "sourcemap/SourceMap.h"
#include "simulator/ir/ModuleCode.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace pathsim {

/// FNV-1a, 64 bits, chainable.
class Hasher {
public:
  Hasher &add(std::string_view S);
  Hasher &add(uint64_t X);
  std::string hex() const;

private:
  uint64_t H = 0xcbf29ce484222325ULL;
};

/// Hashes everything of F that simulating it reads from its unit.
void hashFunction(Hasher &H, const FunctionCode &F, const ModuleCode &Module,
                  const frontend::SourceMap &Sources);

} // namespace pathsim
