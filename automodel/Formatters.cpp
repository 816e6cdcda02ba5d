//===- automodel/Formatters.cpp -------------------------------------------===//
#include "automodel/Formatters.h"

#include "sourcemap/SourceMap.h"

namespace pathsim {

std::vector<bool> ownFormatters(const Program &P, const CallGraph &Graph) {
  using Format = frontend::FunctionDeclaration::Format;
  const auto &All = P.functions();
  // Whether each function passes a format on to the C library's formatter,
  // bottom-up so that a callee of the program is settled first (within a
  // recursive component, by the order of its functions: a first guess).
  std::vector<bool> ToLibc(All.size(), false);
  for (const Component &C : Graph.bottomUp())
    for (uint32_t Node : C.Nodes) {
      const ProgramUnit &U = P.unit(All[Node].Unit);
      const FunctionCode &F = P.function(All[Node]);
      for (const Operand &Op : F.Operands) {
        if (Op.K != Operand::Kind::Function ||
            Op.Index >= U.Module.FunctionNames.size())
          continue;
        const std::string &Name = U.Module.FunctionNames[Op.Index];
        if (auto Callee = P.resolve(All[Node].Unit, Name)) {
          if (ToLibc[Graph.position(*Callee)]) {
            ToLibc[Node] = true;
            break;
          }
          continue;
        }
        // A function the program does not define that takes a printf
        // format and a va_list: the C library's (or another library's,
        // which is no better known).
        const frontend::FunctionDeclaration *D = U.Sources.declaration(Name);
        if (D && D->FormatStyle == Format::Printf && !D->FirstFormatArg) {
          ToLibc[Node] = true;
          break;
        }
      }
    }
  std::vector<bool> Own(All.size(), false);
  for (uint32_t Node = 0; Node < All.size(); ++Node) {
    const ProgramUnit &U = P.unit(All[Node].Unit);
    const frontend::FunctionDeclaration *D =
        U.Sources.declaration(P.function(All[Node]).LinkageName);
    Own[Node] = D && D->FormatStyle == Format::Printf && !ToLibc[Node];
  }
  return Own;
}

} // namespace pathsim
