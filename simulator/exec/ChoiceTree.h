//===- simulator/exec/ChoiceTree.h - the choice sequences explored so far -===//
#pragma once

#include "simulator/exec/Chooser.h"

#include <cstdint>
#include <set>
#include <utility>
#include <vector>

namespace pathsim {

/// A trie of the choices paths made. Each node is a choice point reached by
/// one sequence of earlier choices; an alternative is done when every path
/// below it has been simulated. Paths are replayed from the root, so a
/// choice point is the same node whenever its prefix is the same.
class ChoiceTree : public Chooser {
public:
  /// Starts a new path at the root.
  void beginPath();
  unsigned choose(const std::vector<Alternative> &Alternatives) override;
  /// Ends the current path: its last alternative is done.
  void endPath();
  /// True when every achievable path has been simulated.
  bool complete() const { return Complete; }
  /// Marks blocks as covered by a path (for the preference of new blocks).
  void cover(const std::vector<uint32_t> &BlockVisits);

private:
  struct Node {
    std::vector<int32_t> Child; ///< -1: never taken
    std::vector<uint8_t> Done;
    std::vector<uint32_t> Paths;
    std::vector<int32_t> Block;
    std::vector<std::pair<uint32_t, uint32_t>> Outcome; ///< site, class
  };
  std::vector<Node> Nodes;
  int32_t Root = -1;
  int32_t Next = -1; ///< node for the next choice; -1 = a new one
  std::vector<std::pair<int32_t, unsigned>> Trail;
  std::vector<bool> Covered;
  /// The (call site, return class) pairs some path of the function chose.
  std::set<std::pair<uint32_t, uint32_t>> SeenOutcomes;
  bool Complete = false;
};

} // namespace pathsim
