//===- simulator/exec/ChoiceTree.cpp --------------------------------------===//
// The choice sequences explored so far.
#include "simulator/exec/ChoiceTree.h"

#include <algorithm>
#include <cstddef>

namespace pathsim {

void ChoiceTree::beginPath() {
  Trail.clear();
  Next = Root;
  Replayed = 0;
  Flipped = Replay.empty() ? NoFlip : Replay.size() - 1;
}

void ChoiceTree::revisit(std::size_t Index) {
  Replay.clear();
  if (Index >= Trail.size())
    return;
  const Node &Nd = Nodes[Trail[Index].first];
  for (unsigned K = 0; K < Nd.Done.size(); ++K)
    if (!Nd.Done[K] && K != Trail[Index].second) {
      Replay.assign(Trail.begin(), Trail.begin() + Index + 1);
      return;
    }
}

unsigned ChoiceTree::choose(const std::vector<Alternative> &Alts) {
  int32_t N = Next;
  if (N < 0 || Nodes[N].Child.size() != Alts.size()) {
    // A choice point reached for the first time along this prefix.
    Node New;
    New.Child.assign(Alts.size(), -1);
    New.Done.assign(Alts.size(), 0);
    New.Paths.assign(Alts.size(), 0);
    for (const Alternative &A : Alts) {
      New.Block.push_back(A.Block);
      New.Outcome.push_back({A.Site, A.Class});
    }
    bool AnyAllowed = false;
    for (const Alternative &A : Alts)
      AnyAllowed |= A.Allowed;
    if (AnyAllowed)
      for (std::size_t K = 0; K < Alts.size(); ++K)
        if (!Alts[K].Allowed)
          New.Done[K] = 1; // pruned by the loop bound
    Nodes.push_back(std::move(New));
    N = static_cast<int32_t>(Nodes.size() - 1);
    if (Trail.empty())
      Root = N;
    else
      Nodes[Trail.back().first].Child[Trail.back().second] = N;
  }
  Node &Nd = Nodes[N];
  // Repeating the path that ended at a defect (revisit()): its choices
  // before the one that gave the defect's value, then another alternative
  // there. A replay that strays (the node differs) is dropped.
  int Avoid = -1;
  if (Replayed < Replay.size()) {
    auto [Was, K] = Replay[Replayed++];
    if (Was != N) {
      Replay.clear();
    } else if (Replayed < Replay.size()) {
      Trail.push_back({N, K});
      Next = Nd.Child[K];
      return K;
    } else {
      Avoid = static_cast<int>(K);
      Replay.clear();
    }
  }
  auto IsCovered = [&](int32_t B) {
    return B >= 0 && static_cast<std::size_t>(B) < Covered.size() && Covered[B];
  };
  auto IsNew = [&](unsigned K) {
    if (Nd.Block[K] >= 0)
      return !IsCovered(Nd.Block[K]);
    return Nd.Outcome[K].second != 0 && !SeenOutcomes.count(Nd.Outcome[K]);
  };
  int Best = -1, BestRank = 0;
  for (unsigned K = 0; K < Nd.Child.size(); ++K) {
    if (Nd.Done[K] || static_cast<int>(K) == Avoid)
      continue;
    // Rank: never taken and new (a block no path covered, or a return class
    // of this call no path chose), never taken, then fewest paths.
    int Rank;
    if (Nd.Child[K] < 0 && Nd.Paths[K] == 0)
      Rank = IsNew(K) ? 0 : 1;
    else
      Rank = 2 + static_cast<int>(std::min<uint32_t>(Nd.Paths[K], 1u << 20));
    if (Best < 0 || Rank < BestRank) {
      Best = static_cast<int>(K);
      BestRank = Rank;
    }
  }
  if (Best < 0)
    Best = 0; // everything below is done: only reachable by an inconsistency
  Trail.push_back({N, static_cast<unsigned>(Best)});
  if (Nd.Outcome[Best].second != 0)
    SeenOutcomes.insert(Nd.Outcome[Best]);
  Next = Nd.Child[Best];
  return static_cast<unsigned>(Best);
}

void ChoiceTree::endPath() {
  for (auto &[N, K] : Trail)
    ++Nodes[N].Paths[K];
  if (Trail.empty()) {
    Complete = true;
    return;
  }
  // The last alternative has no choice below it: done. Then upwards, a node
  // whose alternatives are all done makes its parent's alternative done.
  Nodes[Trail.back().first].Done[Trail.back().second] = 1;
  for (std::size_t I = Trail.size(); I-- > 0;) {
    const Node &Nd = Nodes[Trail[I].first];
    bool AllDone = true;
    for (uint8_t D : Nd.Done)
      AllDone &= D != 0;
    if (!AllDone)
      return;
    if (I == 0) {
      Complete = true;
      return;
    }
    Nodes[Trail[I - 1].first].Done[Trail[I - 1].second] = 1;
  }
}

void ChoiceTree::cover(const std::vector<uint32_t> &BlockVisits) {
  if (Covered.size() < BlockVisits.size())
    Covered.resize(BlockVisits.size(), false);
  for (std::size_t B = 0; B < BlockVisits.size(); ++B)
    if (BlockVisits[B])
      Covered[B] = true;
}

} // namespace pathsim
