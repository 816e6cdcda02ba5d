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
    if (!U.Definition)
      continue;
    // A `const` definition (the decoder's Constant, before this adds any)
    // is its initializer in every unit, library or not: no code, in the run
    // or outside it, may write a const object. Another one keeps it only
    // in a whole program whose every unit reads it.
    const bool Const = U.Definition->Constant;
    if (!Const && (!WholeProgram || !U.OnlyRead))
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

namespace pathsim {

void Program::settleCallTargets() {
  bool WholeProgram = std::any_of(All.begin(), All.end(), [&](FunctionId Id) {
    const FunctionCode &F = function(Id);
    return !F.Internal && F.LinkageName == "main";
  });
  auto NeverReturns = [&](FunctionId Id) {
    const FunctionCode &F = function(Id);
    return !F.Instrs.empty() &&
           std::none_of(F.Instrs.begin(), F.Instrs.end(),
                        [](const Instr &I) { return I.Op == Opcode::Ret; });
  };
  // Per global (a static one by unit and index, an external one by name):
  // whether every value it can hold is NULL or a function that never
  // returns, and whether any is such a function.
  struct Holds {
    bool Other = false, Function = false, Defined = false;
  };
  std::map<std::pair<uint32_t, uint32_t>, Holds> Statics;
  std::map<std::string, Holds> Externals;
  auto HoldsOf = [&](uint32_t U, uint32_t G) -> Holds & {
    const GlobalInfo &Info = Units[U]->Module.Globals[G];
    if (Info.Internal)
      return Statics[{U, G}];
    Holds &H = Externals[Info.LinkageName];
    H.Other |= !WholeProgram; // code outside the run may store anything
    return H;
  };
  auto Holding = [&](Holds &H, uint32_t U, const std::string &Name) {
    auto Target = resolve(U, Name);
    if (Target && NeverReturns(*Target))
      H.Function = true;
    else
      H.Other = true;
  };
  for (uint32_t U = 0; U < Units.size(); ++U) {
    const ModuleCode &M = Units[U]->Module;
    // What each global starts with, and globals whose address another
    // global's initializer holds.
    for (uint32_t G = 0; G < M.Globals.size(); ++G) {
      const GlobalInfo &Info = M.Globals[G];
      if (Info.Literal)
        continue;
      for (const GlobalReloc &Rel : Info.Relocs)
        if (!Rel.ToFunction && Rel.Target < M.Globals.size())
          HoldsOf(U, Rel.Target).Other = true;
      if (!Info.Defined)
        continue;
      Holds &H = HoldsOf(U, G);
      H.Defined = true;
      if (Info.Size != 8 || Info.Relocs.size() > 1) {
        H.Other = true;
      } else if (Info.Relocs.size() == 1) {
        const GlobalReloc &Rel = Info.Relocs[0];
        if (Rel.ToFunction && Rel.Offset == 0 && Rel.TargetOffset == 0 &&
            Rel.Target < M.FunctionNames.size())
          Holding(H, U, M.FunctionNames[Rel.Target]);
        else
          H.Other = true;
      } else if (std::any_of(Info.Init.begin(), Info.Init.end(),
                             [](uint8_t B) { return B != 0; })) {
        H.Other = true;
      }
    }
    // Every use of a global in the unit's code: a load of it, or a store
    // to it of a function or NULL; anything else (its address taken, a
    // store of another value, a part of it) holds something else.
    for (const FunctionCode &F : M.Functions)
      for (const Instr &I : F.Instrs)
        for (uint16_t K = 0; K < I.NumOperands; ++K) {
          const Operand &Op = F.Operands[I.FirstOperand + K];
          if (Op.K != Operand::Kind::Global || Op.Index >= M.Globals.size() ||
              M.Globals[Op.Index].Literal)
            continue;
          Holds &H = HoldsOf(U, Op.Index);
          if (Op.Imm != 0) {
            H.Other = true;
          } else if (I.Op == Opcode::Load && K == 0) {
            continue;
          } else if (I.Op == Opcode::Store && K == 1 && I.Size == 8) {
            // The value stored: a function, NULL, or a choice of them
            // (`quiet ? die_quietly : die`, a select).
            std::vector<Operand> Values{F.Operands[I.FirstOperand]};
            if (Values[0].K == Operand::Kind::Reg)
              for (const Instr &Def : F.Instrs)
                if (Def.Op == Opcode::Select && Def.Bits &&
                    Def.Dest == Values[0].Index && Def.NumOperands == 3) {
                  Values = {F.Operands[Def.FirstOperand + 1],
                            F.Operands[Def.FirstOperand + 2]};
                  break;
                }
            for (const Operand &Value : Values)
              if (Value.K == Operand::Kind::Function &&
                  Value.Index < M.FunctionNames.size())
                Holding(H, U, M.FunctionNames[Value.Index]);
              else if (Value.K != Operand::Kind::Null)
                H.Other = true;
          } else {
            H.Other = true;
          }
        }
  }
  // The decoder marked each call through a pointer loaded from a global
  // with 1 + the global's index (Instr::Imm): kept where the global only
  // ever holds functions that never return, cleared elsewhere.
  for (uint32_t U = 0; U < Units.size(); ++U) {
    ModuleCode &M = Units[U]->Module;
    std::vector<bool> Ends(M.Globals.size(), false);
    for (uint32_t G = 0; G < M.Globals.size(); ++G) {
      const GlobalInfo &Info = M.Globals[G];
      if (Info.Literal)
        continue;
      const Holds *H = nullptr;
      if (Info.Internal) {
        auto It = Statics.find({U, G});
        H = It == Statics.end() ? nullptr : &It->second;
      } else {
        auto It = Externals.find(Info.LinkageName);
        H = It == Externals.end() ? nullptr : &It->second;
      }
      Ends[G] = H && H->Defined && H->Function && !H->Other;
    }
    for (FunctionCode &F : M.Functions)
      for (Instr &I : F.Instrs)
        if (I.Op == Opcode::Call && I.NumOperands &&
            F.Operands[I.FirstOperand].K != Operand::Kind::Function &&
            I.Imm > 0 &&
            (static_cast<size_t>(I.Imm - 1) >= Ends.size() || !Ends[I.Imm - 1]))
          I.Imm = 0;
  }
}

} // namespace pathsim
