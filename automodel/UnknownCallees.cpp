//===- automodel/UnknownCallees.cpp - calls to functions the run cannot see
//===//
#include "automodel/UnknownCallees.h"

#include "llvm/Demangle/Demangle.h"

#include <algorithm>
#include <map>

namespace pathsim {

std::vector<UnknownCallee>
unknownCallees(const Program &P, const std::vector<FunctionId> &Callers,
               const std::function<const ModelSet *(uint32_t Unit)> &ModelsOf) {
  // By IR name; shown demangled with the parameters, so that overloads
  // stay apart.
  std::map<std::string, uint32_t> Calls;
  for (FunctionId Caller : Callers) {
    const FunctionCode &F = P.function(Caller);
    const ModuleCode &M = P.unit(Caller.Unit).Module;
    const ModelSet *Models = ModelsOf(Caller.Unit);
    for (const Instr &I : F.Instrs) {
      if (I.Op != Opcode::Call || I.NumOperands == 0)
        continue;
      const Operand &Callee = F.operands(I)[0];
      if (Callee.K != Operand::Kind::Function ||
          Callee.Index >= M.FunctionNames.size())
        continue;
      const std::string &Name = M.FunctionNames[Callee.Index];
      if (Name.starts_with("llvm.") || Name.starts_with("__pathsim_") ||
          P.resolve(Caller.Unit, Name) ||
          (Models && Models->lookup(modelNameFor(Name))))
        continue;
      ++Calls[Name];
    }
  }
  std::vector<UnknownCallee> Out;
  for (const auto &[Name, N] : Calls)
    Out.push_back({llvm::demangle(Name), N});
  std::stable_sort(Out.begin(), Out.end(),
                   [](const UnknownCallee &A, const UnknownCallee &B) {
                     return A.Calls != B.Calls ? A.Calls > B.Calls
                                               : A.Name < B.Name;
                   });
  return Out;
}

} // namespace pathsim
