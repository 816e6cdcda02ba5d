//===- simulator/models/ModelNames.cpp ------------------------------------===//
// How the messages of an emulated call name the model's operands: as the
// caller wrote the arguments where it can, in the model's notation beyond.
#include "simulator/models/ModelEmulation.h"

#include "simulator/rules/ReadableNames.h"
#include "simulator/state/Predicate.h"

#include <algorithm>
#include <cctype>
#include <cinttypes>
#include <cstdio>

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

size_t ModelEmulation::sourceName(const ModelVariable &V, std::string &Text,
                                  bool *IsScalar, bool *InUnion) const {
  if (IsScalar)
    *IsScalar = false;
  if (InUnion)
    *InUnion = false;
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
    bool Partial = false, Aggregate = false;
    std::string Path = D.Whole || D.Size <= 0
                           ? ""
                           : memberPath(*Layouts, Layout, Offset, D.Size, Next,
                                        "", &Named, &Partial, &Aggregate);
    // A union named for bytes inside it (SQLite's `pTab->u` for its
    // `u.vtab.p` 16 bytes in), none of whose members the caller's code
    // names: which member the callee read, its model does not say. The
    // bytes are a member of the union (Text names it, not counted).
    if (Partial && !Path.empty() && InUnion) {
      Text = Render(Path);
      *InUnion = true;
      return Done;
    }
    if (Partial || (Path.empty() && Offset != 0))
      return Done;
    // Past a struct, the next element only where a member of it holds the
    // bytes: else a larger object the callee cast the pointer to (json-c's
    // `struct json_object_array` behind a `json_object *`), not `p[1]`.
    if (Element && !Scalar && Path.empty())
      return Done;
    Text = Render(Path);
    // A scalar: a member that is neither struct nor union, or the whole
    // object of a pointer to a scalar (a layout with a size, no members).
    if (IsScalar)
      *IsScalar = !Path.empty() ? !Aggregate
                                : Scalar && L->Size && L->Name.empty() &&
                                      !D.Whole && D.Size > 0;
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
  // All but the last '*' named: the bytes the last selects are a member of
  // the object named (one whose members the unit does not describe, a
  // `void *`'s, or a union's the caller's code names none of).
  std::string Text;
  bool InUnion = false;
  if (V.Derefs.empty())
    return std::nullopt;
  size_t Done = sourceName(V, Text, nullptr, &InUnion);
  if (InUnion && Done + 1 == V.Derefs.size())
    return "a member of " + Text;
  if (Done + 1 != V.Derefs.size())
    return std::nullopt;
  const ModelVariable::Deref &D = V.Derefs.back();
  if (D.Whole || D.Size <= 0)
    return std::nullopt;
  return "a member of " + pointee(Text, "");
}

std::string ModelEmulation::reachedName(const ModelVariable &V) const {
  ModelOperand O;
  O.K = ModelOperand::Kind::Variable;
  O.Index = static_cast<uint32_t>(&V - M.Variables.data());
  std::string Object = internalsObject(O);
  return Object.empty() ? "memory " + Callee + " reads"
                        : "memory reached from " + Object;
}

std::string ModelEmulation::nameOf(const ModelOperand &O) const {
  if (O.K != ModelOperand::Kind::Variable)
    return "";
  const ModelVariable &V = M.Variables[O.Index];
  // Memory reached from an argument, by the names the caller uses (a
  // bit-field's by the word that holds it); bytes of it no member names
  // by the object they are in. Never the model's notation (`*<8:8>p`).
  if (auto Member = memberName(V))
    return *Member;
  std::string Base =
      V.B == ModelVariable::Base::Param ? argName(V.Index) : V.Name;
  if (V.Derefs.empty())
    return Base;
  // `*p`, `**p`: C already.
  if (V.Fields.find('<') == std::string::npos) {
    if (Base.find_first_of("&-+ ") != std::string::npos)
      Base = "(" + Base + ")";
    return V.Fields + Base;
  }
  if (auto Bytes = bytesName(V))
    return *Bytes;
  return reachedName(V);
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
  // for `*<4:8>(&x)`, 'x.count' (by debug info), else 'a member of x'.
  std::string N = nameOf(O);
  if (N.empty())
    return "";
  return " '" + N + "'";
}

namespace {

/// Text that is no name the source gives: the model's notation (`*<8:16>`,
/// `.<1:3>`, bytes by offset) or the library's internal members.
bool notSource(const std::string &T) {
  return T.empty() || T.find("*<") != std::string::npos ||
         T.find(".<") != std::string::npos ||
         T.find(" at offset ") != std::string::npos ||
         T.find("<field ") != std::string::npos ||
         objectOfLibraryInternals(T) != T;
}

std::string hex(uint64_t V) {
  char Buf[24];
  std::snprintf(Buf, sizeof Buf, "0x%" PRIx64, V);
  return Buf;
}

} // namespace

std::optional<std::string>
ModelEmulation::sourceTerm(const ModelOperand &O, bool &Scalar) const {
  Scalar = false;
  switch (O.K) {
  case ModelOperand::Kind::Null:
    return std::string("NULL");
  case ModelOperand::Kind::Integer:
    Scalar = true;
    return std::to_string(O.Int);
  case ModelOperand::Kind::Variable:
    break;
  default:
    return std::nullopt;
  }
  const ModelVariable &V = M.Variables[O.Index];
  std::string Text;
  if (V.Derefs.empty()) {
    if (V.B == ModelVariable::Base::Param) {
      Text = argName(V.Index);
      Scalar = true;
    } else if (V.B == ModelVariable::Base::Global && V.Offset == 0) {
      Text = V.Name;
    }
  } else if (sourceName(V, Text, &Scalar) != V.Derefs.size()) {
    return std::nullopt;
  }
  std::optional<std::string> Public = publicMembers(Text);
  if (!Public || notSource(*Public))
    return std::nullopt;
  return Public;
}

std::string ModelEmulation::internalsObject(const ModelOperand &O) const {
  if (O.K != ModelOperand::Kind::Variable)
    return "";
  const ModelVariable &V = M.Variables[O.Index];
  std::string Text;
  if (V.B == ModelVariable::Base::Param) {
    if (!V.Derefs.empty())
      sourceName(V, Text);
    if (Text.empty())
      Text = argName(V.Index);
  } else if (V.B == ModelVariable::Base::Global) {
    Text = V.Name;
  }
  Text = objectOfLibraryInternals(Text);
  // A member debug info gives no name (`this-><field 1>`): its object.
  if (size_t Unnamed = Text.find("<field "); Unnamed != std::string::npos) {
    Text.resize(Unnamed);
    while (!Text.empty() && (Text.back() == '.' || Text.back() == '>' ||
                             Text.back() == '-'))
      Text.pop_back();
  }
  // The object itself, not what a pointer to it reads (a C++ reference's
  // `*s` is `s`).
  while (Text.size() > 1 && Text[0] == '*')
    Text = Text.substr(1);
  if (Text.size() > 2 && Text[0] == '(' && Text.back() == ')' &&
      !compound(Text.substr(1, Text.size() - 2)))
    Text = Text.substr(1, Text.size() - 2);
  if (Text.size() > 1 && Text[0] == '&' && !compound(Text.substr(1)))
    Text = Text.substr(1);
  return notSource(Text) ? "" : Text;
}

std::string ModelEmulation::conditionText(const ModelOperation &Op,
                                          Predicate P) const {
  const ModelOperand &A = Op.Operands[0], &B = Op.Operands[1];
  bool ScalarA = false, ScalarB = false;
  std::optional<std::string> L = sourceTerm(A, ScalarA),
                             R = sourceTerm(B, ScalarB);
  if (R && (Op.Op == modellang::Operator::PeqAddr ||
            Op.Op == modellang::Operator::PneAddr))
    R = "&" + (compound(*R) ? "(" + *R + ")" : *R);
  // Bits of a scalar (`.<WIDTH:LSB>`: a flag tested, a bit-field's word)
  // are a mask of it, as C writes the test: `(txn->flags & 0x8) != 0`.
  // Bits of a struct or union name no member: its internals.
  auto Masked = [&](const ModelOperand &O, std::optional<std::string> &T,
                    bool Scalar, const ModelOperand &Other,
                    std::optional<std::string> &OtherT) {
    if (!T || O.K != ModelOperand::Kind::Variable)
      return;
    const ModelVariable &V = M.Variables[O.Index];
    if (!V.BitWidth)
      return;
    if (!Scalar || V.BitWidth + V.BitLsb > 64) {
      T.reset();
      return;
    }
    uint64_t Mask =
        V.BitWidth >= 64 ? ~uint64_t(0) : (uint64_t(1) << V.BitWidth) - 1;
    std::string Base = compound(*T) ? "(" + *T + ")" : *T;
    if (Other.K == ModelOperand::Kind::Integer && Other.Int >= 0 &&
        uint64_t(Other.Int) <= Mask) {
      T = "(" + Base + " & " + hex(Mask << V.BitLsb) + ")";
      if (V.BitLsb)
        OtherT = hex(uint64_t(Other.Int) << V.BitLsb);
      return;
    }
    T = "(" + Base +
        (V.BitLsb ? " >> " + std::to_string(V.BitLsb) : std::string()) +
        " & " + hex(Mask) + ")";
  };
  Masked(A, L, ScalarA, B, R);
  Masked(B, R, ScalarB, A, L);
  if (L && R)
    return *L + " " + std::string(predicateSpelling(P)) + " " + *R + " (in " +
           Callee + ")";
  // A standard library's member (a string's length, a vector's end) has no
  // name its user knows, nor do bytes of an object whose members the unit
  // does not describe: the condition is said of the object whose internals
  // they are.
  std::string Object = L ? internalsObject(B) : internalsObject(A);
  if (Object.empty())
    Object = L ? internalsObject(A) : internalsObject(B);
  if (Object.empty())
    return "a condition on what " + Callee + " reads (in " + Callee + ")";
  return "a condition on the internals of " + Object + " (in " + Callee + ")";
}

} // namespace pathsim
