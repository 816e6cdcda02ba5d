//===- automodel/CallGraph.cpp - who calls whom, and the bottom-up order --===//
#include "automodel/CallGraph.h"

#include <algorithm>
#include <map>

namespace pathsim {

CallGraph::CallGraph(const Program &P) {
  const auto &All = P.functions();
  for (uint32_t N = 0; N < All.size(); ++N)
    Position[All[N]] = N;
  Edges.resize(All.size());
  // Functions with no return instruction: every path ends the program, a
  // longjmp or an exception (a die() helper).
  std::vector<bool> NeverReturns(All.size(), false);
  for (uint32_t N = 0; N < All.size(); ++N) {
    const FunctionCode &F = P.function(All[N]);
    NeverReturns[N] =
        !F.Instrs.empty() &&
        std::none_of(F.Instrs.begin(), F.Instrs.end(),
                     [](const Instr &I) { return I.Op == Opcode::Ret; });
  }
  for (uint32_t N = 0; N < All.size(); ++N) {
    const FunctionCode &F = P.function(All[N]);
    const ModuleCode &Module = P.unit(All[N].Unit).Module;
    const auto &Names = Module.FunctionNames;
    for (const Operand &Op : F.Operands) {
      if (Op.K == Operand::Kind::Function)
        if (auto Callee = P.resolve(All[N].Unit, Names[Op.Index]))
          if (auto It = Position.find(*Callee); It != Position.end())
            Edges[N].push_back(It->second);
      // A global that keeps its initializer and holds the address of a
      // function that never returns (`static void (*fatal)(const char *) =
      // die;`, a hooks struct): a call through it reaches that function,
      // whose model must come first so that the caller's path ends there.
      // Only such functions: an edge to every function a table names would
      // merge an interpreter's handlers with their dispatcher.
      if (Op.K != Operand::Kind::Global || Op.Index >= Module.Globals.size())
        continue;
      const GlobalInfo &G = Module.Globals[Op.Index];
      if (!G.Constant || !G.Defined)
        continue;
      for (const GlobalReloc &Rel : G.Relocs)
        if (Rel.ToFunction && Rel.Target < Names.size())
          if (auto Callee = P.resolve(All[N].Unit, Names[Rel.Target]))
            if (auto It = Position.find(*Callee);
                It != Position.end() && NeverReturns[It->second])
              Edges[N].push_back(It->second);
    }
    std::sort(Edges[N].begin(), Edges[N].end());
    Edges[N].erase(std::unique(Edges[N].begin(), Edges[N].end()),
                   Edges[N].end());
  }

  ComponentOf.assign(All.size(), 0);
  // Tarjan's algorithm, iterative (call chains in real code are deep).
  const uint32_t Unvisited = UINT32_MAX;
  std::vector<uint32_t> Index(All.size(), Unvisited), Low(All.size(), 0);
  std::vector<bool> OnStack(All.size(), false);
  std::vector<uint32_t> Stack;
  uint32_t Next = 0;
  struct Frame {
    uint32_t Node, Edge;
  };
  for (uint32_t Root = 0; Root < All.size(); ++Root) {
    if (Index[Root] != Unvisited)
      continue;
    std::vector<Frame> Work{{Root, 0}};
    Index[Root] = Low[Root] = Next++;
    Stack.push_back(Root);
    OnStack[Root] = true;
    while (!Work.empty()) {
      Frame &Fr = Work.back();
      uint32_t V = Fr.Node;
      if (Fr.Edge < Edges[V].size()) {
        uint32_t W = Edges[V][Fr.Edge++];
        if (Index[W] == Unvisited) {
          Index[W] = Low[W] = Next++;
          Stack.push_back(W);
          OnStack[W] = true;
          Work.push_back({W, 0});
        } else if (OnStack[W]) {
          Low[V] = std::min(Low[V], Index[W]);
        }
        continue;
      }
      if (Low[V] == Index[V]) {
        Component C;
        uint32_t W;
        do {
          W = Stack.back();
          Stack.pop_back();
          OnStack[W] = false;
          C.Nodes.push_back(W);
        } while (W != V);
        std::sort(C.Nodes.begin(), C.Nodes.end());
        for (uint32_t N : C.Nodes)
          C.Functions.push_back(All[N]);
        C.Recursive = C.Functions.size() > 1 ||
                      std::binary_search(Edges[V].begin(), Edges[V].end(), V);
        for (uint32_t N : C.Nodes)
          ComponentOf[N] = static_cast<uint32_t>(Order.size());
        Order.push_back(std::move(C));
      }
      Work.pop_back();
      if (!Work.empty())
        Low[Work.back().Node] = std::min(Low[Work.back().Node], Low[V]);
    }
  }
}

} // namespace pathsim
