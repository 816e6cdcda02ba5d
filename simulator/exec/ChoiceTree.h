//===- simulator/exec/ChoiceTree.h - the choice sequences explored so far -===//
#pragma once

#include "simulator/exec/Chooser.h"

#include <cstddef>
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
  /// Makes the next path repeat the choices of the one just ended before
  /// its \p Index-th choice, and there take another alternative (one not
  /// done): the path that ended at a defect on the value that choice gave
  /// is followed by one going on past it. Nothing if every other
  /// alternative there is done.
  void revisit(std::size_t Index);
  /// Whether the path just ended was started by revisit() and \p Index is
  /// one of the choices it made after the one it took otherwise: a defect
  /// already reported that ends such a path still hides the rest, and the
  /// choice that gave its value is revisited too.
  bool afterRevisit(std::size_t Index) const {
    return Flipped != NoFlip && Index > Flipped;
  }

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
  /// The choices the next path repeats (revisit()), the last of them to be
  /// taken otherwise; how many of them the current path has made.
  std::vector<std::pair<int32_t, unsigned>> Replay;
  std::size_t Replayed = 0;
  /// The index of the choice the current path took otherwise (revisit()).
  static constexpr std::size_t NoFlip = ~std::size_t(0);
  std::size_t Flipped = NoFlip;
  std::vector<bool> Covered;
  /// The (call site, return class) pairs some path of the function chose.
  std::set<std::pair<uint32_t, uint32_t>> SeenOutcomes;
  bool Complete = false;
};

} // namespace pathsim
