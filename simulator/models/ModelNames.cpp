//===- simulator/models/ModelNames.cpp ------------------------------------===//
// How the messages of an emulated call name the model's operands: as the
// caller wrote the arguments where it can, in the model's notation beyond.
#include "simulator/models/ModelEmulation.h"

#include <algorithm>
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

/// The expression needs parentheses before a postfix operator: `(p + 1)->x`,
/// `(*p)[1]`; not a call's (`f(a, b)->x`) nor what is already in them.
bool compound(const std::string &E) {
  int Depth = 0;
  for (size_t K = 0; K < E.size(); ++K) {
    if (E[K] == '-' && K + 1 < E.size() && E[K + 1] == '>') {
      ++K;
      continue;
    }
    // `<field 1>`: a member debug info does not name.
    if (E[K] == '(' || E[K] == '[' || E[K] == '<') {
      ++Depth;
      continue;
    }
    if (E[K] == ')' || E[K] == ']' || E[K] == '>') {
      --Depth;
      continue;
    }
    if (Depth == 0 &&
        std::string_view(" +-*&/?:").find(E[K]) != std::string_view::npos)
      return true;
  }
  return false;
}

/// The object pointer expression \p P points to, at member \p Path
/// (".tokens.head", "[2].name"; empty: the object itself): `p->tokens.head`
/// for `p`, `s.tokens.head` for `&s`, `*p` for `p`, `**p` for `*p`,
/// `a[2].name` for `&a` (an array).
std::string pointee(const std::string &P, const std::string &Path) {
  if (P.size() > 1 && P[0] == '&' && !compound(P.substr(1)))
    return P.substr(1) + Path;
  if (Path.empty())
    return "*" + (compound(P) && P[0] != '*' ? "(" + P + ")" : P);
  std::string Base = compound(P) ? "(" + P + ")" : P;
  return Path[0] == '[' ? "(*" + P + ")" + Path : Base + "->" + Path.substr(1);
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

size_t ModelEmulation::sourceName(const ModelVariable &V,
                                  std::string &Text) const {
  // The caller's argument, and the struct (or the scalar) it points to from
  // debug info; each '*' in turn while the layout says what it selects.
  if (V.B != ModelVariable::Base::Param || V.Derefs.empty())
    return 0;
  std::optional<std::string> Written = writtenArg(V.Index);
  const FunctionCode &F = R.function();
  uint32_t Slot = I.FirstOperand + static_cast<uint32_t>(V.Index) + 1;
  uint32_t Layout =
      Slot < F.OperandPointees.size() ? F.OperandPointees[Slot] : 0;
  if (Written && !Written->empty()) {
    Text = *Written;
  } else if (V.Index < M.Params.size() && !M.Params[V.Index].empty()) {
    // A temporary the caller did not name: the callee's parameter.
    Text = M.Params[V.Index];
    Layout = 0;
  } else {
    return 0;
  }
  const std::vector<TypeLayout> *Layouts = &R.context().Module.Layouts;
  size_t Done = 0;
  for (const ModelVariable::Deref &D : V.Derefs) {
    definition(Layouts, Layout);
    int64_t Offset = D.Offset;
    // Bytes before or past the object a pointer points to are in another
    // element of the array it points into: a stack's `top - 1` is
    // `s.top[-1]`, a string's second byte `s[1]` (a scalar's element only
    // whole). (Not for `&x`: nothing lies around a variable; an array
    // variable's layout holds its elements.)
    std::optional<int64_t> Element;
    const TypeLayout *L =
        Layout < Layouts->size() ? &(*Layouts)[Layout] : nullptr;
    int64_t Stride = L ? static_cast<int64_t>(L->Size) : 0;
    bool Scalar = L && L->Members.empty();
    if (Stride > 0 && (Offset < 0 || Offset >= Stride) && Text.front() != '&' &&
        (!Scalar || (D.Size == Stride && Offset % Stride == 0))) {
      Element = Offset / Stride - (Offset % Stride < 0 ? 1 : 0);
      Offset -= *Element * Stride;
    }
    // Without a size, `*p` is the whole object (a FILE), not its first
    // member.
    auto Render = [&](const std::string &Path) {
      if (Element)
        return (compound(Text) ? "(" + Text + ")" : Text) + "[" +
               std::to_string(*Element) + "]" + Path;
      return pointee(Text, Path);
    };
    // Of a union's members, the one the caller's code names; if it names
    // none of several, the union itself (which one the callee read, its
    // model does not say).
    MemberUsed Named = [&](const std::string &Path) {
      return std::find(F.Names.begin(), F.Names.end(), Render(Path)) !=
             F.Names.end();
    };
    uint32_t Next = 0;
    bool Partial = false;
    std::string Path = D.Whole || D.Size <= 0
                           ? ""
                           : memberPath(*Layouts, Layout, Offset, D.Size, Next,
                                        "", &Named, &Partial);
    // A union named for bytes inside it (SQLite's `pTab->u` for its
    // `u.vtab.p` 16 bytes in): which bytes, its name does not say.
    if (Partial || (Path.empty() && Offset != 0))
      return Done;
    // Past a struct, the next element only where a member of it holds the
    // bytes: else a larger object the callee cast the pointer to (json-c's
    // `struct json_object_array` behind a `json_object *`), not `p[1]`.
    if (Element && !Scalar && Path.empty())
      return Done;
    Text = Render(Path);
    Layout = Next;
    ++Done;
  }
  return Done;
}

std::optional<std::string>
ModelEmulation::memberName(const ModelVariable &V) const {
  std::string Text;
  if (V.Derefs.empty() || sourceName(V, Text) != V.Derefs.size())
    return std::nullopt;
  return Text;
}

std::optional<std::string>
ModelEmulation::bytesName(const ModelVariable &V) const {
  // All but the last '*' named: the bytes the last selects in the object.
  std::string Text;
  if (V.Derefs.empty() || sourceName(V, Text) + 1 != V.Derefs.size())
    return std::nullopt;
  const ModelVariable::Deref &D = V.Derefs.back();
  if (D.Whole || D.Size <= 0)
    return std::nullopt;
  std::string Object = pointee(Text, "");
  return Object + "' (" + std::to_string(D.Size) +
         (D.Size == 1 ? " byte" : " bytes") + " at offset " +
         std::to_string(D.Offset) + ")";
}

std::string ModelEmulation::nameOf(const ModelOperand &O) const {
  if (O.K != ModelOperand::Kind::Variable)
    return "";
  const ModelVariable &V = M.Variables[O.Index];
  // Memory reached from an argument, by the names the caller uses (not a
  // bit-field's: the member or bytes there are the word that holds it).
  if (!V.BitWidth) {
    if (auto Member = memberName(V))
      return *Member;
    if (auto Bytes = bytesName(V)) {
      // `x (1 byte at offset 1)`: the quote the caller adds closes the
      // phrase.
      std::string T = *Bytes;
      size_t Quote = T.find("' (");
      return T.substr(0, Quote) + T.substr(Quote + 1);
    }
  }
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
  if (O.K == ModelOperand::Kind::Variable) {
    const ModelVariable &V = M.Variables[O.Index];
    if (auto Member = memberName(V))
      return " '" + *Member + "'";
    if (auto Bytes = bytesName(V))
      return " '" + *Bytes;
  }
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
