//===- simulator/models/FormatCall.cpp ------------------------------------===//
// The arguments of a call with a constant printf or scanf format.
#include "simulator/models/FormatCall.h"

#include "sourcemap/SourceMap.h"

namespace pathsim {

namespace {

/// The characters of the constant string V points to, if every one is
/// known (a string literal, a const array with an initializer), each of
/// Width bytes (4: a wide string); one outside ASCII is read as '?'.
std::optional<std::string> constantString(const State &S, const Value &V,
                                          uint32_t Width = 1) {
  if (V.K != Value::Kind::Ptr || V.A != 0 || V.B < 0)
    return std::nullopt;
  const Region &Reg = S.Mem.region(V.Id);
  if (!Reg.Constant)
    return std::nullopt;
  std::string Text;
  for (int64_t At = V.B; Text.size() < 4096; At += Width) {
    if (Reg.Size >= 0 && At + Width > Reg.Size)
      return std::nullopt;
    ReadResult Char =
        S.Mem.read(V.Id, At, Width, static_cast<uint16_t>(Width * 8));
    if (Char.NeedsSymbol || Char.V.K != Value::Kind::Int)
      return std::nullopt;
    uint64_t C = Char.V.bits();
    if (C == 0)
      return Text;
    Text += C < 128 ? static_cast<char>(C) : '?';
  }
  return std::nullopt;
}

/// The C library's wide formatted output, which its headers declare with
/// no format attribute (compilers check no wide format): the format's
/// argument and the first it consumes, 0-based.
struct WideFormat {
  const char *Name;
  uint32_t FormatArg, FirstFormatArg;
};
constexpr WideFormat WideFormats[] = {
    {"wprintf", 0, 1}, {"fwprintf", 1, 2}, {"swprintf", 2, 3}};

} // namespace

std::optional<FormatCall> FormatCall::of(PathRunner &R, const Instr &I,
                                         const std::string &IRCallee,
                                         const std::vector<Value> &Args) {
  const RunContext &Ctx = R.context();
  if (!Ctx.Sources || IRCallee.empty())
    return std::nullopt;
  const frontend::FunctionDeclaration *D = Ctx.Sources->declaration(IRCallee);
  if (!D)
    return std::nullopt;
  uint32_t FormatArg = D->FormatArg, FirstFormatArg = D->FirstFormatArg;
  uint32_t Width = 1;
  bool Scanf = D->FormatStyle == frontend::FunctionDeclaration::Format::Scanf;
  if (D->FormatStyle == frontend::FunctionDeclaration::Format::None) {
    // wprintf(L"%ls\n", line): a wide format, when the C library's.
    std::string Name = modelNameFor(IRCallee);
    const WideFormat *W = nullptr;
    for (const WideFormat &Wide : WideFormats)
      if (Name == Wide.Name)
        W = &Wide;
    if (!W || !D->Variadic || D->Params != W->FirstFormatArg)
      return std::nullopt;
    FormatArg = W->FormatArg;
    FirstFormatArg = W->FirstFormatArg;
    Width = 4;
  }
  if (FormatArg >= Args.size())
    return std::nullopt;
  std::optional<std::vector<FormatArgument>> Conversions;
  if (auto Format = constantString(
          R.state(), R.state().Cons.resolve(Args[FormatArg]), Width))
    Conversions = parseFormat(*Format, Scanf);
  // A va_list variant (vprintf) consumes no argument of the call.
  if (!FirstFormatArg || (!Conversions && !Scanf))
    return std::nullopt;
  FormatCall Call(R, I, modelNameFor(IRCallee), Args);
  Call.Scanf = Scanf;
  // A function of the program that formats with its own formatter (it
  // passes its format to no v*printf): what it does with a NULL `%s` is its
  // own business ("(null)" in libarchive's). The C library's is undefined.
  if (!Scanf && Ctx.AutoModels && *Ctx.AutoModels)
    if (auto Ref = (*Ctx.AutoModels)(IRCallee))
      Call.NullStrings = Ref->OwnFormatter;
  Call.Known = Conversions.has_value();
  // A format pathsim cannot read: every pointer scanf is given may be
  // assigned, none is judged.
  for (size_t K = FirstFormatArg; K < Args.size(); ++K) {
    size_t Index = K - FirstFormatArg;
    if (Conversions && Index >= Conversions->size())
      break;
    Call.Conversions.push_back(
        {K, Conversions ? (*Conversions)[Index]
                        : FormatArgument{FormatArgument::Kind::Target, 0}});
  }
  return Call;
}

bool FormatCall::mayBeNull(const Value &V) const {
  const State &S = R.state();
  Value P = S.Cons.resolve(V);
  if (P.K == Value::Kind::Ptr)
    return false;
  if (P.K == Value::Kind::Int)
    return P.bits() == 0;
  return P.K != Value::Kind::Sym ||
         S.Cons.test(Predicate::Eq, P, Value::integer(0, P.Bits)) != Tri::False;
}

std::string FormatCall::argName(size_t K) const {
  const FunctionCode &F = R.function();
  uint32_t Slot = I.FirstOperand + static_cast<uint32_t>(K) + 1;
  return F.Names[Slot < F.OperandNames.size() ? F.OperandNames[Slot] : 0];
}

bool FormatCall::check() {
  using Kind = FormatArgument::Kind;
  if (!Known)
    return true;
  bool Invalid = false;
  for (const auto &[K, A] : Conversions) {
    if (A.K == Kind::Value)
      continue; // an initialized value: every argument passed is checked
    auto Name = [&, K = K] { return argName(K); };
    // An own formatter's %s may be NULL; a string it is given is read.
    if (A.K == Kind::String && NullStrings && mayBeNull(Args[K]))
      continue;
    PointerUse U;
    U.K = PointerUse::Kind::Argument;
    U.Loc = I.Loc;
    U.Name = Name;
    U.Callee = Callee;
    PointerVerdict V = R.rules().validPointer(Args[K], U);
    if (V.V == Verdict::Infeasible) {
      R.stop(PathEnd::Infeasible);
      return false;
    }
    Invalid |= V.V == Verdict::Violated;
    if (V.V == Verdict::Violated || A.K != Kind::String)
      continue;
    // %s reads a string: its first byte at least.
    if (auto At = R.pointee(Args[K], /*Create=*/false)) {
      // The memory as the caller names it (`&buf`: 'buf'), as models do.
      auto Phrase = [&] {
        std::string N = Name();
        if (N.size() > 3 && N.compare(0, 2, "(&") == 0 && N.back() == ')')
          N = N.substr(2, N.size() - 3);
        else if (!N.empty() && N[0] == '&')
          N = N.substr(1);
        else if (!N.empty())
          N = "*" + N;
        return quotedName(N);
      };
      R.rules().initializedMemory(*At, 1, I.Loc, Callee, Phrase);
    }
  }
  // The call reads through each pointer: one NULL or freed is reported,
  // and the path goes on with it taken as valid, as after a callee's
  // valid_pointer constraint (`printf("%s", p); puts(p);` is one defect);
  // in the standard library's code, the path ends.
  if (Invalid && R.context().StopAtDefects) {
    R.stop(PathEnd::Defect);
    return false;
  }
  return true;
}

void FormatCall::write(const Value &Ptr, uint32_t Bytes) {
  State &S = R.state();
  auto At = R.pointee(Ptr, /*Create=*/true);
  if (!At)
    return;
  Region &Reg = S.Mem.region(At->R);
  if (Reg.Constant || Reg.Freed)
    return;
  int64_t Size = Bytes                   ? Bytes
                 : Reg.Size > At->Offset ? Reg.Size - At->Offset
                                         : -1;
  if (!At->KnownOffset || Size <= 0)
    S.Mem.havoc(At->R);
  else
    S.Mem.scramble(At->R, At->Offset, static_cast<uint64_t>(Size));
}

bool FormatCall::written(const Value &Returned, bool Counted) {
  using Kind = FormatArgument::Kind;
  State &S = R.state();
  size_t Targets = 0;
  for (const auto &C : Conversions)
    Targets += C.second.K == Kind::Target;
  // How many targets scanf assigned: its result (EOF and 0: none).
  size_t Assigned = Targets;
  Value N = S.Cons.resolve(Returned);
  if (!Known) {
    // All, unless the result says none.
    if (N.K == Value::Kind::Int && Value::signExtend(N.bits(), N.Bits) <= 0)
      Assigned = 0;
  } else if (Scanf && Counted && Targets && N.K == Value::Kind::Int) {
    int64_t X = Value::signExtend(N.bits(), N.Bits);
    Assigned = X <= 0 ? 0 : std::min<size_t>(static_cast<size_t>(X), Targets);
  } else if (Scanf && Counted && Targets && N.K == Value::Kind::Sym) {
    auto Range = S.Cons.range(N);
    int64_t Lo =
        Range ? static_cast<int64_t>(std::max<__int128>(Range->Lo, 0)) : 0;
    int64_t Hi = Range ? static_cast<int64_t>(std::min<__int128>(
                             Range->Hi, static_cast<__int128>(Targets)))
                       : static_cast<int64_t>(Targets);
    if (Lo > Hi) // more than the format can assign: not this call's result
      return true;
    // A choice point among the counts the result may be: each count
    // leaves the later targets as they were.
    std::vector<Alternative> Alts(static_cast<size_t>(Hi - Lo + 1));
    std::vector<uint32_t> Keys;
    for (int64_t K = Lo; K <= Hi; ++K)
      Keys.push_back(0x40000000u + static_cast<uint32_t>(K));
    unsigned Pick = Alts.size() > 1 ? R.choose(I, Alts, Keys) : 0;
    Assigned = static_cast<size_t>(Lo) + Pick;
    bool Below = Range && Range->Lo < Lo; // a negative result assigns none
    Value Count = Value::integer(Assigned, N.Bits);
    bool Holds = Assigned == static_cast<size_t>(Lo) && Below
                     ? S.Cons.assume(Predicate::Sle, N, Count)
                     : S.Cons.assume(Predicate::Eq, N, Count);
    if (!Holds) {
      R.stop(PathEnd::Infeasible);
      return false;
    }
  }
  size_t Target = 0;
  for (const auto &[K, A] : Conversions) {
    if (A.K == Kind::Target && Target++ >= Assigned)
      continue;
    // scanf's %n is written when the scan reaches it: after every
    // conversion before it assigned ("%d%n" returning 0 leaves it as it
    // was).
    if (A.K == Kind::Unassigned && Scanf && Target > Assigned)
      continue;
    if (A.K == Kind::Target || A.K == Kind::Count || A.K == Kind::Unassigned)
      write(Args[K], A.Bytes);
  }
  return true;
}

} // namespace pathsim
