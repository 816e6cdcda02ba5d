//===- automodel/Program.cpp - every function of a run, across its TUs ----===//
#include "automodel/Program.h"

#include <algorithm>
#include <map>

namespace pathsim {

uint32_t Program::addUnit(std::unique_ptr<ProgramUnit> Unit) {
  uint32_t U = static_cast<uint32_t>(Units.size());
  const auto &Functions = Unit->Module.Functions;
  for (uint32_t K = 0; K < Functions.size(); ++K) {
    const FunctionCode &F = Functions[K];
    FunctionId Id{U, K};
    if (F.Internal) {
      Unit->Internal.emplace(F.LinkageName, K);
      All.push_back(Id);
    } else if (auto [It, New] = External.emplace(F.LinkageName, Id); New) {
      All.push_back(Id);
    } else if (!F.Shared) {
      // Two definitions of one external name: several programs in one
      // compilation database (each with its main). Each is analyzed; calls
      // from its own unit reach it, calls from others the first one.
      Unit->Internal.emplace(F.LinkageName, K);
      Unit->Duplicates.insert(F.LinkageName);
      All.push_back(Id);
      Duplicates.push_back({It->second, Id});
    }
  }
  // Another name of a definition reaches it as its own name does: a static
  // alias from this unit only; an external one from every unit, unless an
  // earlier unit defines that name (several programs), then from this one.
  std::map<std::string, uint32_t> ByName;
  for (uint32_t K = 0; K < Functions.size(); ++K)
    ByName.emplace(Functions[K].LinkageName, K);
  for (const FunctionAlias &A : Unit->Module.Aliases) {
    auto Target = ByName.find(A.Target);
    if (Target == ByName.end())
      continue;
    if (A.Internal ||
        !External.emplace(A.Name, FunctionId{U, Target->second}).second)
      Unit->Internal.emplace(A.Name, Target->second);
  }
  noteLayouts(Unit->Module.Layouts);
  Units.push_back(std::move(Unit));
  return U;
}

namespace {

/// Two units' layouts of a struct have the same members (their Nested and
/// Pointee index each unit's own table).
bool sameMembers(const TypeLayout &A, const TypeLayout &B) {
  return A.Size == B.Size && A.Members.size() == B.Members.size() &&
         std::equal(A.Members.begin(), A.Members.end(), B.Members.begin(),
                    [](const MemberInfo &X, const MemberInfo &Y) {
                      return X.Name == Y.Name && X.Offset == Y.Offset &&
                             X.Size == Y.Size && X.ElementSize == Y.ElementSize;
                    });
}

} // namespace

void Program::noteLayouts(const std::vector<TypeLayout> &Table) {
  for (uint32_t K = 1; K < Table.size(); ++K) {
    const TypeLayout &L = Table[K];
    if (L.Name.empty() || L.Members.empty())
      continue;
    auto [It, New] = Defined.try_emplace(L.Name, LayoutRef{&Table, K});
    if (!New && It->second.Index &&
        !sameMembers((*It->second.Table)[It->second.Index], L))
      It->second = LayoutRef{};
  }
}

LayoutRef Program::definedLayout(const std::string &Name) const {
  auto It = Defined.find(Name);
  return It == Defined.end() ? LayoutRef{} : It->second;
}

std::optional<FunctionId> Program::resolve(uint32_t From,
                                           const std::string &Name) const {
  const auto &Internal = Units[From]->Internal;
  if (auto It = Internal.find(Name); It != Internal.end())
    return FunctionId{From, It->second};
  if (auto It = External.find(Name); It != External.end())
    return It->second;
  return std::nullopt;
}

void Program::settleGlobals() {
  bool WholeProgram = std::any_of(All.begin(), All.end(), [&](FunctionId Id) {
    const FunctionCode &F = function(Id);
    return !F.Internal && F.LinkageName == "main";
  });
  if (!WholeProgram)
    return;
  // Each external global's entries in every unit; read-only in all of them.
  struct Uses {
    std::vector<GlobalInfo *> Entries;
    const GlobalInfo *Definition = nullptr;
    bool OnlyRead = true;
  };
  std::map<std::string, Uses> ByName;
  for (auto &Unit : Units)
    for (GlobalInfo &G : Unit->Module.Globals) {
      if (G.Internal || G.Literal)
        continue;
      Uses &U = ByName[G.LinkageName];
      U.Entries.push_back(&G);
      U.OnlyRead &= G.OnlyRead;
      if (G.Defined && !U.Definition)
        U.Definition = &G;
    }
  for (auto &[Name, U] : ByName) {
    if (!U.OnlyRead || !U.Definition)
      continue;
    const GlobalInfo &Def = *U.Definition;
    for (GlobalInfo *G : U.Entries) {
      // A declaration gets the definition's bytes; an address in them is
      // another unit's index, so such a declaration stays unknown.
      if (!G->Defined && Def.Relocs.empty() && G->Size == Def.Size) {
        G->Init = Def.Init;
        G->Defined = true;
      }
      G->Constant |= G->Defined;
    }
  }
}

std::string Program::key(FunctionId Id) const {
  const FunctionCode &F = function(Id);
  if (!F.Internal && !Units[Id.Unit]->Duplicates.count(F.LinkageName))
    return F.LinkageName;
  return Units[Id.Unit]->MainFile + ":" + F.LinkageName;
}

} // namespace pathsim
