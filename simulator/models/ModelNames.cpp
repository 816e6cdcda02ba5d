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

namespace {

/// The expression needs parentheses before a postfix operator: `(p + 1)->x`.
bool compound(const std::string &E) {
  for (size_t K = 0; K < E.size(); ++K) {
    if (E[K] == '-' && K + 1 < E.size() && E[K + 1] == '>') {
      ++K;
      continue;
    }
    if (std::string_view(" +-*&/()?:").find(E[K]) != std::string_view::npos)
      return true;
  }
  return false;
}

/// The object pointer expression \p P points to, at member \p Path
/// (".tokens.head"; empty: the object itself): `p->tokens.head` for `p`,
/// `s.tokens.head` for `&s`, `*p` for `p`.
std::string pointee(const std::string &P, const std::string &Path) {
  if (P.size() > 1 && P[0] == '&' && !compound(P.substr(1)))
    return P.substr(1) + Path;
  std::string Base = compound(P) ? "(" + P + ")" : P;
  return Path.empty() ? "*" + Base : Base + "->" + Path.substr(1);
}

} // namespace

void ModelEmulation::definition(const std::vector<TypeLayout> *&Table,
                                uint32_t &Layout) const {
  const LayoutFinder *Find = R.context().Definitions;
  if (!Find || !Layout || Layout >= Table->size())
    return;
  const TypeLayout &L = (*Table)[Layout];
  if (!L.Members.empty() || L.Name.empty())
    return;
  if (LayoutRef Def = (*Find)(L.Name); Def.Table && Def.Index) {
    Table = Def.Table;
    Layout = Def.Index;
  }
}

std::optional<std::string>
ModelEmulation::memberName(const ModelVariable &V) const {
  // The caller's argument, and the struct it points to from debug info.
  if (V.B != ModelVariable::Base::Param || V.Derefs.empty())
    return std::nullopt;
  std::optional<std::string> Text = writtenArg(V.Index);
  const FunctionCode &F = R.function();
  uint32_t Slot = I.FirstOperand + static_cast<uint32_t>(V.Index) + 1;
  uint32_t Layout =
      Slot < F.OperandPointees.size() ? F.OperandPointees[Slot] : 0;
  if (!Text || !Layout)
    return std::nullopt;
  const std::vector<TypeLayout> *Layouts = &R.context().Module.Layouts;
  bool Member = false;
  for (const ModelVariable::Deref &D : V.Derefs) {
    definition(Layouts, Layout);
    int64_t Offset = D.Offset;
    // Bytes before or past the struct a pointer points to are in another
    // element of the array it points into: a stack's `top - 1` is
    // `s.top[-1]`. (Not for `&x`: nothing lies around a variable.)
    std::optional<int64_t> Element;
    int64_t Stride = Layout < Layouts->size()
                         ? static_cast<int64_t>((*Layouts)[Layout].Size)
                         : 0;
    if (Stride > 0 && (Offset < 0 || Offset >= Stride) &&
        Text->front() != '&') {
      Element = Offset / Stride - (Offset % Stride < 0 ? 1 : 0);
      Offset -= *Element * Stride;
    }
    // Without a size, `*p` is the whole object (a FILE), not its first
    // member.
    uint32_t Next = 0;
    std::string Path = D.Whole || D.Size <= 0
                           ? ""
                           : memberPath(*Layouts, Layout, Offset, D.Size, Next);
    if (Path.empty() && Offset != 0)
      return std::nullopt;
    Member |= !Path.empty() || Element;
    if (Element)
      *Text = (compound(*Text) ? "(" + *Text + ")" : *Text) + "[" +
              std::to_string(*Element) + "]" + Path;
    else
      *Text = pointee(*Text, Path);
    Layout = Next;
  }
  // Only where a member gives the name: `*p` keeps the model's notation.
  if (!Member)
    return std::nullopt;
  return Text;
}

std::string ModelEmulation::nameOf(const ModelOperand &O) const {
  if (O.K != ModelOperand::Kind::Variable)
    return "";
  const ModelVariable &V = M.Variables[O.Index];
  // Memory reached from an argument, by the member names the caller uses
  // (not a bit-field's: the member there is the word that holds it).
  if (!V.BitWidth)
    if (auto Member = memberName(V))
      return *Member;
  std::string Base =
      V.B == ModelVariable::Base::Param ? argName(V.Index) : V.Name;
  if (!V.Derefs.empty() && Base.find_first_of("&-+ ") != std::string::npos)
    Base = "(" + Base + ")";
  if (V.BitWidth)
    return V.Fields + Base + ".<" + std::to_string(V.BitWidth) + ":" +
           std::to_string(V.BitLsb) + ">";
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
  // for `*<4:8>(&x)`, 'x.count' (by debug info), else 'x' (4 bytes at
  // offset 8).
  std::string N = nameOf(O);
  if (N.empty())
    return "";
  if (N[0] != '*' ||
      (O.K == ModelOperand::Kind::Variable && memberName(M.Variables[O.Index])))
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
      Bytes = " (" + Size + (Size == "1" ? " byte" : " bytes") + " at offset " +
              Offset + ")";
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
