//===- simulator/exec/Chooser.h - how a path picks at its choice points ---===//
#pragma once

#include <cstdint>
#include <vector>

namespace pathsim {

/// One alternative at a choice point.
struct Alternative {
  int32_t Block = -1;  ///< the block it leads to, -1 if not a branch
  bool Allowed = true; ///< false: excluded by the loop bound
  /// Model outcomes: the call site (instruction index) and the outcome's
  /// return class (0: none), for the preference of classes not yet seen.
  uint32_t Site = 0, Class = 0;
};

/// Picks an alternative at each choice point of a path. The explorer
/// implements it to enumerate choice sequences systematically.
class Chooser {
public:
  virtual ~Chooser() = default;
  /// Returns the index of the chosen alternative.
  virtual unsigned choose(const std::vector<Alternative> &Alternatives) = 0;
};

} // namespace pathsim
