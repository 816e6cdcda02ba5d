//===- automodel/CallGraph.h - who calls whom, and the bottom-up order ----===//
#pragma once

#include "automodel/Program.h"

#include <map>
#include <vector>

namespace pathsim {

/// A strongly connected component of the call graph: functions that call
/// each other (or one function that calls itself).
struct Component {
  std::vector<FunctionId> Functions; ///< in the program's order
  std::vector<uint32_t> Nodes; ///< their positions in Program::functions()
  bool Recursive = false;
};

/// The call graph of a program, over direct calls and functions whose
/// address is taken (a callback is a callee of the function naming it),
/// and the functions that never return whose address a global that keeps
/// its initializer holds (a call through `static void (*fatal)(const char
/// *) = die;` reaches die).
class CallGraph {
public:
  explicit CallGraph(const Program &P);

  /// The components with every callee's component before its callers'
  /// (Tarjan's order); deterministic for a given program.
  const std::vector<Component> &bottomUp() const { return Order; }
  /// The number of functions (positions in Program::functions()).
  uint32_t size() const { return static_cast<uint32_t>(Edges.size()); }
  /// Callees of the function at position N of Program::functions().
  const std::vector<uint32_t> &callees(uint32_t N) const { return Edges[N]; }
  /// The component (index into bottomUp()) of the function at position N.
  uint32_t componentOf(uint32_t N) const { return ComponentOf[N]; }
  /// Position in Program::functions() of a function.
  uint32_t position(FunctionId Id) const { return Position.at(Id); }

private:
  std::vector<std::vector<uint32_t>> Edges;
  std::vector<Component> Order;
  std::vector<uint32_t> ComponentOf;
  std::map<FunctionId, uint32_t> Position;
};

} // namespace pathsim
