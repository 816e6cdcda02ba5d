//===- simulator/models/ModelNames.cpp ------------------------------------===//
// How the messages of an emulated call name the model's operands: as the
// caller wrote the arguments where it can, in the model's notation beyond.
#include "simulator/models/ModelEmulation.h"

#include <cctype>

namespace pathsim {

std::optional<std::string> ModelEmulation::writtenArg(size_t Param) const {
  if (Param + 1 < I.NumOperands) {
    uint32_t Slot = I.FirstOperand + static_cast<uint32_t>(Param) + 1;
    if (Slot < R.function().OperandNames.size() &&
        R.function().OperandNames[Slot])
      return R.function().Names[R.function().OperandNames[Slot]];
  }
  return std::nullopt;
}

std::string ModelEmulation::argName(size_t Param) const {
  // The model's parameter name if the argument has no name (a constant).
  if (auto Written = writtenArg(Param))
    return *Written;
  return Param < M.Params.size() ? M.Params[Param] : "argument";
}

bool ModelEmulation::unnamedArg(const ModelOperand &O) const {
  if (O.K != ModelOperand::Kind::Variable)
    return false;
  const ModelVariable &V = M.Variables[O.Index];
  return V.Derefs.empty() && V.B == ModelVariable::Base::Param &&
         !writtenArg(V.Index);
}

std::string ModelEmulation::nameOf(const ModelOperand &O) const {
  if (O.K != ModelOperand::Kind::Variable)
    return "";
  const ModelVariable &V = M.Variables[O.Index];
  std::string Base =
      V.B == ModelVariable::Base::Param ? argName(V.Index) : V.Name;
  if (!V.Derefs.empty() && Base.find_first_of("&-+ ") != std::string::npos)
    Base = "(" + Base + ")";
  return V.Fields + Base;
}

std::string ModelEmulation::relationText(const ModelOperand &O) const {
  if (O.K != ModelOperand::Kind::Variable)
    return "";
  const ModelVariable &V = M.Variables[O.Index];
  std::string Base = V.Name;
  if (V.B == ModelVariable::Base::Param) {
    std::string Arg = argName(V.Index);
    if (!Arg.empty() && !isdigit(static_cast<unsigned char>(Arg[0])) &&
        Arg[0] != '-')
      Base = Arg;
  }
  return std::string(V.Derefs.size(), '*') + Base;
}

std::string ModelEmulation::memoryPhrase(const ModelOperand &O) const {
  // The memory `*p` denotes, as the caller would name it: for `&x`, 'x';
  // for `*<4:8>(&x)`, 'x' (4 bytes at offset 8).
  std::string N = nameOf(O);
  if (N.empty())
    return "";
  if (N[0] != '*')
    return " '" + N + "'";
  N = N.substr(1);
  std::string Bytes;
  if (N[0] == '<') {
    size_t Colon = N.find(':'), Close = N.find('>');
    if (Colon == std::string::npos || Close == std::string::npos ||
        Colon > Close)
      return "*" + N;
    std::string Size = N.substr(1, Colon - 1),
                Offset = N.substr(Colon + 1, Close - Colon - 1);
    if (Offset != "0")
      Bytes = " (" + Size + " bytes at offset " + Offset + ")";
    N = N.substr(Close + 1);
  }
  if (N.size() > 3 && N.compare(0, 2, "(&") == 0 && N.back() == ')')
    N = N.substr(2, N.size() - 3);
  else if (!N.empty() && N[0] == '&')
    N = N.substr(1);
  else
    N = "*" + N;
  return " '" + N + "'" + Bytes;
}

} // namespace pathsim
