//===- automodel/UnitCodec.cpp - a decoded unit as a compact, checked blob ===//
#include "automodel/UnitCodec.h"

#include "automodel/BlobCodec.h"

#include <algorithm>
#include <type_traits>

namespace pathsim {

namespace {

constexpr std::string_view Magic = "PSU";

// One field order for both directions: IO is BlobWriter or BlobReader, and
// the records const or not accordingly.

template <typename IO, typename T> void loc(IO &Io, T &L) {
  Io.num(L.File);
  Io.num(L.Line);
  Io.num(L.Col);
}

template <typename IO, typename T> void operand(IO &Io, T &O) {
  Io.enumeration(O.K, static_cast<uint64_t>(Operand::Kind::Unknown));
  Io.num(O.Bits);
  Io.flag(O.Pointer);
  Io.num(O.Index);
  Io.snum(O.Imm);
  Io.real(O.FImm);
}

template <typename IO, typename T> void instr(IO &Io, T &I) {
  Io.enumeration(I.Op, static_cast<uint64_t>(Opcode::Assume));
  Io.enumeration(I.Pred, static_cast<uint64_t>(Predicate::FOther));
  Io.num(I.Bits);
  Io.num(I.Dest);
  Io.num(I.Size);
  Io.snum(I.Imm);
  loc(Io, I.Loc);
  Io.num(I.FirstOperand);
  Io.num(I.NumOperands);
  Io.num(I.Extra);
  Io.num(I.NumExtra);
  Io.num(I.Name);
  Io.num(I.PtrName);
  Io.flag(I.IsPointer);
  Io.flag(I.IsFloat);
  Io.flag(I.NoSignedWrap);
  Io.flag(I.Pure);
  Io.flag(I.InAssumption);
}

template <typename IO, typename V> void nums(IO &Io, V &Values) {
  Io.list(Values, [&](auto &X) { Io.num(X); });
}

template <typename IO, typename V> void flags(IO &Io, V &Values) {
  if constexpr (std::is_const_v<V>) {
    Io.num(Values.size());
    for (bool B : Values)
      Io.flag(B);
  } else {
    uint64_t N = Io.count();
    Values.assign(N, false);
    for (uint64_t K = 0; Io.Ok && K < N; ++K) {
      bool B = false;
      Io.flag(B);
      Values[K] = B;
    }
  }
}

template <typename IO, typename V> void strs(IO &Io, V &Values) {
  Io.list(Values, [&](auto &S) { Io.str(S); });
}

template <typename IO, typename T> void function(IO &Io, T &F) {
  Io.str(F.Name);
  Io.str(F.LinkageName);
  loc(Io, F.Loc);
  Io.num(F.NumRegs);
  nums(Io, F.ParamRegs);
  nums(Io, F.ParamBits);
  flags(Io, F.ParamIsPointer);
  Io.num(F.ReturnBits);
  Io.flag(F.ReturnsPointer);
  Io.flag(F.IsVariadic);
  Io.flag(F.Internal);
  Io.flag(F.Shared);
  Io.list(F.Blocks, [&](auto &B) {
    Io.num(B.First);
    Io.num(B.Count);
  });
  Io.list(F.Instrs, [&](auto &I) { instr(Io, I); });
  Io.list(F.Operands, [&](auto &O) { operand(Io, O); });
  Io.list(F.GepIndices, [&](auto &G) {
    operand(Io, G.Index);
    Io.snum(G.Scale);
  });
  Io.list(F.Targets, [&](auto &X) {
    Io.num(X.Block);
    Io.snum(X.CaseValue);
  });
  strs(Io, F.Names);
  Io.list(F.Variables, [&](auto &V) {
    Io.str(V.Name);
    loc(Io, V.Declared);
    Io.num(V.Arg);
    Io.num(V.Layout);
    Io.num(V.Pointee);
  });
  nums(Io, F.RegVariable);
  nums(Io, F.RegName);
  nums(Io, F.RegDef);
  nums(Io, F.OperandNames);
  nums(Io, F.OperandPointees);
  nums(Io, F.WrittenMembers);
  Io.str(F.Unsupported);
}

template <typename IO, typename T> void global(IO &Io, T &G) {
  Io.str(G.Name);
  Io.str(G.LinkageName);
  Io.num(G.Size);
  Io.flag(G.Constant);
  Io.flag(G.Defined);
  Io.flag(G.Literal);
  Io.flag(G.Internal);
  Io.flag(G.OnlyRead);
  nums(Io, G.Init);
  Io.list(G.Relocs, [&](auto &R) {
    Io.snum(R.Offset);
    Io.flag(R.ToFunction);
    Io.num(R.Target);
    Io.snum(R.TargetOffset);
  });
  loc(Io, G.Declared);
}

template <typename IO, typename T> void layouts(IO &Io, T &Layouts) {
  Io.list(Layouts, [&](auto &L) {
    Io.list(L.Members, [&](auto &M) {
      Io.str(M.Name);
      Io.num(M.Offset);
      Io.num(M.Size);
      Io.num(M.ElementSize);
      Io.num(M.Nested);
      Io.num(M.Pointee);
    });
    Io.num(L.Size);
    Io.str(L.Name);
  });
}

void module(BlobWriter &W, const ModuleCode &M) {
  W.str(M.MainFile);
  W.list(M.Globals, [&](const GlobalInfo &G) { global(W, G); });
  strs(W, M.FunctionNames);
  W.list(M.Functions, [&](const FunctionCode &F) { function(W, F); });
  W.list(M.Aliases, [&](const FunctionAlias &A) {
    W.str(A.Name);
    W.str(A.Target);
    W.flag(A.Internal);
  });
  W.list(M.Files, [&](const CodeFile &F) {
    W.str(F.Path);
    W.str(F.Display);
  });
  W.num(M.GlobalByName.size());
  for (const auto &[Name, Index] : M.GlobalByName) {
    W.str(Name);
    W.num(Index);
  }
  layouts(W, M.Layouts);
}

void module(BlobReader &R, ModuleCode &M) {
  R.str(M.MainFile);
  R.list(M.Globals, [&](GlobalInfo &G) { global(R, G); });
  strs(R, M.FunctionNames);
  R.list(M.Functions, [&](FunctionCode &F) { function(R, F); });
  R.list(M.Aliases, [&](FunctionAlias &A) {
    R.str(A.Name);
    R.str(A.Target);
    R.flag(A.Internal);
  });
  R.list(M.Files, [&](CodeFile &F) {
    R.str(F.Path);
    R.str(F.Display);
  });
  uint64_t N = R.count();
  for (uint64_t K = 0; R.Ok && K < N; ++K) {
    std::string Name;
    uint32_t Index = 0;
    R.str(Name);
    R.num(Index);
    M.GlobalByName.emplace(std::move(Name), Index);
  }
  layouts(R, M.Layouts);
}

template <typename IO, typename T> void pos(IO &Io, T &P) {
  Io.num(P.Line);
  Io.num(P.Col);
}

/// The keys of an unordered map, sorted: the blob does not depend on how
/// the map was filled.
template <typename M>
std::vector<const std::string *> sortedKeys(const M &Map) {
  std::vector<const std::string *> Keys;
  for (const auto &Entry : Map)
    Keys.push_back(&Entry.first);
  std::sort(Keys.begin(), Keys.end(),
            [](const std::string *A, const std::string *B) { return *A < *B; });
  return Keys;
}

template <typename IO, typename T> void declaration(IO &Io, T &D) {
  Io.str(D.Name);
  Io.str(D.File);
  Io.num(D.Line);
  Io.num(D.Params);
  Io.flag(D.Variadic);
  Io.flag(D.Prototype);
  flags(Io, D.Pointer);
  Io.enumeration(
      D.FormatStyle,
      static_cast<uint64_t>(frontend::FunctionDeclaration::Format::Scanf));
  Io.num(D.FormatArg);
  Io.num(D.FirstFormatArg);
}

template <typename IO, typename T> void source(IO &Io, T &F) {
  Io.str(F.Name);
  Io.str(F.LinkageName);
  Io.str(F.File);
  Io.num(F.Line);
  Io.num(F.BodyBegin);
  Io.num(F.BodyEnd);
  Io.flag(F.System);
  Io.flag(F.PrivateMember);
  strs(Io, F.MemberCallers);
}

using Contents = frontend::SourceMap::Contents;
using FileTexts = frontend::SourceMap::FileTexts;

void sources(BlobWriter &W, const Contents &C) {
  W.num(C.Files.size());
  for (const std::string *Name : sortedKeys(C.Files)) {
    const FileTexts &F = C.Files.at(*Name);
    W.str(*Name);
    W.num(F.Conditions.size());
    for (const auto &[P, Text] : F.Conditions) {
      pos(W, P);
      W.str(Text.Text);
      W.str(Text.Negated);
    }
    for (const auto *Texts : {&F.Calls, &F.Switches}) {
      W.num(Texts->size());
      for (const auto &[P, Text] : *Texts) {
        pos(W, P);
        W.str(Text);
      }
    }
    W.num(F.StatementLines.size());
    for (uint32_t Line : F.StatementLines)
      W.num(Line);
    for (const auto *Places : {&F.MacroBranches, &F.EnumSwitches}) {
      W.num(Places->size());
      for (frontend::SourcePos P : *Places)
        pos(W, P);
    }
  }
  W.num(C.ReadOnlyParams.size());
  for (const std::string *Name : sortedKeys(C.ReadOnlyParams)) {
    W.str(*Name);
    flags(W, C.ReadOnlyParams.at(*Name));
  }
  W.num(C.Declarations.size());
  for (const std::string *Name : sortedKeys(C.Declarations)) {
    W.str(*Name);
    declaration(W, C.Declarations.at(*Name));
  }
  W.num(C.Functions.size());
  for (const std::string *Name : sortedKeys(C.Functions)) {
    W.str(*Name);
    source(W, C.Functions.at(*Name));
  }
}

/// Reads N entries, each a key then what Each reads into the map's value.
template <typename M, typename F> void entries(BlobReader &R, M &Map, F Each) {
  uint64_t N = R.count();
  for (uint64_t K = 0; R.Ok && K < N; ++K) {
    typename M::key_type Key{};
    if constexpr (std::is_same_v<typename M::key_type, std::string>)
      R.str(Key);
    else if constexpr (std::is_same_v<typename M::key_type,
                                      frontend::SourcePos>)
      pos(R, Key);
    Each(Map[std::move(Key)]);
  }
}

void sources(BlobReader &R, Contents &C) {
  entries(R, C.Files, [&](FileTexts &F) {
    entries(R, F.Conditions, [&](frontend::ConditionText &T) {
      R.str(T.Text);
      R.str(T.Negated);
    });
    entries(R, F.Calls, [&](std::string &T) { R.str(T); });
    entries(R, F.Switches, [&](std::string &T) { R.str(T); });
    uint64_t N = R.count();
    for (uint64_t K = 0; R.Ok && K < N; ++K) {
      uint32_t Line = 0;
      R.num(Line);
      F.StatementLines.insert(Line);
    }
    for (auto *Places : {&F.MacroBranches, &F.EnumSwitches}) {
      N = R.count();
      for (uint64_t K = 0; R.Ok && K < N; ++K) {
        frontend::SourcePos P;
        pos(R, P);
        Places->insert(P);
      }
    }
  });
  entries(R, C.ReadOnlyParams, [&](std::vector<bool> &V) { flags(R, V); });
  entries(R, C.Declarations,
          [&](frontend::FunctionDeclaration &D) { declaration(R, D); });
  entries(R, C.Functions, [&](frontend::FunctionSource &F) { source(R, F); });
}

} // namespace

std::string encodeUnit(const ProgramUnit &Unit) {
  BlobWriter W;
  W.str(Unit.MainFile);
  module(W, Unit.Module);
  sources(W, Unit.Sources.contents());
  return W.finish(Magic, UnitCodecVersion);
}

std::unique_ptr<ProgramUnit> decodeUnit(std::string_view Blob) {
  BlobReader R(Blob, Magic, UnitCodecVersion);
  auto Unit = std::make_unique<ProgramUnit>();
  R.str(Unit->MainFile);
  module(R, Unit->Module);
  Contents C;
  sources(R, C);
  if (!R.done())
    return nullptr;
  Unit->Sources = frontend::SourceMap(std::move(C));
  return Unit;
}

} // namespace pathsim
