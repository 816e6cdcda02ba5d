//===- automodel/SimulationPlan.cpp - a run's simulation as dependent tasks //
#include "automodel/SimulationPlan.h"

#include <algorithm>

namespace pathsim {

SimulationPlan::SimulationPlan(const CallGraph &G, unsigned RecursionDepth)
    : G(G), Depth(std::max(1u, RecursionDepth)) {
  const auto &Order = G.bottomUp();
  // The task after which a function's model is final.
  std::vector<uint32_t> Final(G.size());
  for (uint32_t C = 0; C < Order.size(); ++C) {
    const Component &Comp = Order[C];
    // A function reads the models of its direct callees only.
    std::vector<uint32_t> Callees;
    for (uint32_t Node : Comp.Nodes)
      for (uint32_t Callee : G.callees(Node))
        if (G.componentOf(Callee) != C)
          Callees.push_back(Final[Callee]);
    std::sort(Callees.begin(), Callees.end());
    Callees.erase(std::unique(Callees.begin(), Callees.end()), Callees.end());

    uint32_t First = static_cast<uint32_t>(Tasks.size());
    if (!Comp.Recursive) {
      Tasks.push_back({SimulationTask::Kind::Function, C, Comp.Nodes[0], 0});
      Waits.push_back(std::move(Callees));
      Final[Comp.Nodes[0]] = First;
      continue;
    }
    Tasks.push_back({SimulationTask::Kind::Lookup, C, 0, 0});
    Waits.push_back(std::move(Callees));
    // Task of (Round, I-th function of the component).
    uint32_t Size = static_cast<uint32_t>(Comp.Nodes.size());
    auto TaskOf = [&](uint32_t Round, uint32_t Node) {
      auto It = std::lower_bound(Comp.Nodes.begin(), Comp.Nodes.end(), Node);
      return First + 1 + Round * Size +
             static_cast<uint32_t>(It - Comp.Nodes.begin());
    };
    for (uint32_t Round = 0; Round < Depth; ++Round)
      for (uint32_t Node : Comp.Nodes) {
        std::vector<uint32_t> W{First};
        if (Round > 0)
          W.push_back(TaskOf(Round - 1, Node));
        for (uint32_t Callee : G.callees(Node)) {
          if (G.componentOf(Callee) != C)
            continue;
          int R = calleeRound(Node, Round, Callee);
          if (R >= 0)
            W.push_back(TaskOf(static_cast<uint32_t>(R), Callee));
        }
        std::sort(W.begin(), W.end());
        W.erase(std::unique(W.begin(), W.end()), W.end());
        Tasks.push_back({SimulationTask::Kind::Round, C, Node, Round});
        Waits.push_back(std::move(W));
      }
    for (uint32_t Node : Comp.Nodes)
      Final[Node] = TaskOf(Depth - 1, Node);
  }
}

unsigned SimulationPlan::rounds(uint32_t C) const {
  return G.bottomUp()[C].Recursive ? Depth : 1;
}

} // namespace pathsim
