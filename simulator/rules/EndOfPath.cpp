//===- simulator/rules/EndOfPath.cpp - leaks and dangling externals -------===//
//
// At the end of a path that returned: memory and resources no longer
// reachable from the function's externals leak; the return value or an
// external holding the address of this frame's memory, or memory freed,
// dangles.
//
#include "simulator/rules/Rules.h"

#include <algorithm>

namespace pathsim {

namespace {

/// The identity of an allocation site, for reporting its leak once.
uint64_t allocationSite(const CodeLoc &L) {
  return (uint64_t(L.File) << 48) | (uint64_t(L.Line & 0xffffff) << 20) |
         std::min<uint32_t>(L.Col, 0xfffff);
}

/// The allocator as the source writes it: `new[]` for the model
/// operator_new_array.
std::string allocatorName(const std::string &Model) {
  if (Model.rfind("operator_new", 0) != 0)
    return Model;
  return Model.find("_array") != std::string::npos ? "new[]" : "new";
}

} // namespace

void Rules::checkLeaks(const CodeLoc &ReturnLoc) {
  // Mark: everything reachable from the externals, and from memory handed
  // to code we cannot see (its aliasing is unknown: "lost", not leaked).
  std::vector<bool> Reached(S.Mem.size(), false);
  std::vector<SymbolId> HeldSymbols;
  std::vector<RegionId> Work;
  auto Visit = [&](const Value &V0) {
    // A descriptor the path then compared with a constant (`if (p->fd ==
    // STDOUT_FILENO)`) is that constant now, but the memory still holds
    // the descriptor: its symbol is held too.
    if (V0.K == Value::Kind::Sym && V0.A == 1 && V0.B == 0)
      HeldSymbols.push_back(V0.Id);
    Value V = S.Cons.resolve(V0);
    if (V.K == Value::Kind::Sym) {
      HeldSymbols.push_back(V.Id);
      if (V.A == 1 && S.Cons.info(V.Id).Pointee)
        Work.push_back(S.Cons.info(V.Id).Pointee);
    } else if (V.K == Value::Kind::Ptr) {
      Work.push_back(V.Id);
    }
  };
  if (S.ReturnValue)
    Visit(*S.ReturnValue);
  for (RegionId R = 1; R < S.Mem.size(); ++R) {
    const Region &Reg = S.Mem.region(R);
    // Memory a callee returned is the callee's: it may keep it (a userdata
    // anchored in an interpreter's stack). Only the object a resource
    // belongs to (a FILE) must be reached from elsewhere.
    bool HoldsResource = false;
    for (const Resource &Res : S.Resources)
      HoldsResource |= Res.Region == R;
    if (Reg.Input || Reg.Escaped || Reg.Kind == RegionKind::Global ||
        (Reg.Kind == RegionKind::Unknown && !HoldsResource))
      Work.push_back(R);
  }
  auto Sweep = [&] {
    while (!Work.empty()) {
      RegionId R = Work.back();
      Work.pop_back();
      if (Reached[R])
        continue;
      Reached[R] = true;
      for (const auto &[At, C] : S.Mem.region(R).Cells)
        if (C.K == Cell::Kind::Val)
          Visit(C.V);
    }
  };
  Sweep();
  // Blocks only reachable from other lost blocks are reported with them.
  std::vector<RegionId> Lost;
  for (RegionId R = 1; R < S.Mem.size(); ++R) {
    const Region &Reg = S.Mem.region(R);
    if (Reg.Kind == RegionKind::Heap && !Reg.Freed && !Reached[R])
      Lost.push_back(R);
  }
  std::vector<bool> Inner(S.Mem.size(), false);
  for (RegionId R : Lost)
    for (const auto &[At, C] : S.Mem.region(R).Cells)
      if (C.K == Cell::Kind::Val) {
        Value V = S.Cons.resolve(C.V);
        if (V.K == Value::Kind::Ptr && V.Id != R)
          Inner[V.Id] = true;
        else if (V.K == Value::Kind::Sym && V.A == 1 &&
                 S.Cons.info(V.Id).Pointee && S.Cons.info(V.Id).Pointee != R)
          Inner[S.Cons.info(V.Id).Pointee] = true;
      }
  for (RegionId R : Lost) {
    if (Inner[R])
      continue;
    const Region &Reg = S.Mem.region(R);
    std::vector<RelatedNote> Stack{
        RelatedNote{Ctx.location(Reg.AllocLoc), F.Name}};
    Stack.insert(Stack.end(), Reg.InnerSites.begin(), Reg.InnerSites.end());
    // What leaks, said the way a C programmer would: who allocated it,
    // where, and the variable that held it last.
    std::string Message = "memory allocated";
    if (Reg.Allocator < S.Allocators.size())
      Message += " by '" + allocatorName(S.Allocators[Reg.Allocator]) + "'";
    SourceLocation At = Ctx.location(Reg.AllocLoc);
    if (At.valid()) {
      std::string File = At.DisplayFile.empty() ? At.File : At.DisplayFile;
      Message += " at " + File.substr(File.rfind('/') + 1) + ":" +
                 std::to_string(At.Line);
    }
    std::string Holder = holderOf(R);
    if (!Holder.empty())
      Message += " and held by '" + Holder + "'";
    const Value Block = Value::pointer(R, 0);
    LeakHeld = !Holder.empty();
    report(WarningKind::Leak, ReturnLoc, Message + " is leaked", "", &Block,
           allocationSite(Reg.AllocLoc), std::move(Stack));
    LeakHeld = true;
  }
  // Resources still in the state they were created in (not released), no
  // longer reachable.
  for (const Resource &Res : S.Resources) {
    if (Res.State != Res.Created || Res.Escaped)
      continue;
    bool Held = Res.Region ? Reached[Res.Region]
                           : std::find(HeldSymbols.begin(), HeldSymbols.end(),
                                       Res.Sym) != HeldSymbols.end();
    if (Held || standardStream(Res))
      continue;
    uint64_t Extra = allocationSite(Res.Loc);
    // The object the resource is (a FILE): a callee that could not reach
    // it did not release it, whatever case it took (Rank.cpp).
    // A descriptor is its value: a defect on it depends on what gave it.
    const Value Handle = Res.Region ? Value::pointer(Res.Region, 0)
                         : Res.Sym
                             ? Value::symbol(Res.Sym, S.Cons.info(Res.Sym).Bits)
                             : Value{};
    LeakHeld = !Res.Region || !holderOf(Res.Region).empty();
    report(WarningKind::ResourceLeak, ReturnLoc,
           "leaking " + Res.Type + " resource from '" + Res.CallText +
               "' (still " + Res.State + ")",
           "", Res.Region || Res.Sym ? &Handle : nullptr, Extra, {},
           {RelatedNote{Ctx.location(Res.Loc),
                        "resource created here by '" + Res.Callee + "'"}});
    LeakHeld = true;
  }
}

bool Rules::standardStream(const Resource &Res) const {
  // Only a descriptor is a value that holds a resource (FD); an object's
  // resource (a FILE) lives in its memory.
  if (!Res.Sym || Res.Region)
    return false;
  const uint16_t Bits = S.Cons.info(Res.Sym).Bits;
  const Value Fd = Value::symbol(Res.Sym, Bits);
  return S.Cons.test(Predicate::Sge, Fd, Value::integer(0, Bits)) ==
             Tri::True &&
         S.Cons.test(Predicate::Sle, Fd, Value::integer(2, Bits)) == Tri::True;
}

std::string Rules::holderOf(RegionId R) const {
  for (RegionId L = 1; L < S.Mem.size(); ++L) {
    const Region &Reg = S.Mem.region(L);
    if (Reg.Kind != RegionKind::Local || !Reg.Variable ||
        Reg.Variable >= F.Variables.size())
      continue;
    const VariableInfo &Var = F.Variables[Reg.Variable];
    for (const auto &[At, C] : Reg.Cells) {
      if (C.K != Cell::Kind::Val)
        continue;
      Value V = S.Cons.resolve(C.V);
      bool Points = V.K == Value::Kind::Ptr ? V.Id == R
                    : V.K == Value::Kind::Sym && V.A == 1
                        ? S.Cons.info(V.Id).Pointee == R
                        : false;
      if (!Points || Var.Name.empty())
        continue;
      if (At == 0 && !Var.Layout)
        return Var.Name;
      // Of a union's members, the one the function's code names.
      MemberUsed Named = [&](const std::string &Path) {
        return std::find(F.Names.begin(), F.Names.end(), Path) != F.Names.end();
      };
      uint32_t Pointee = 0;
      std::string Member = memberPath(Ctx.Module.Layouts, Var.Layout, At,
                                      C.Size, Pointee, Var.Name, &Named);
      if (!Member.empty())
        return Var.Name + Member;
    }
  }
  return "";
}

void Rules::endOfPath(const CodeLoc &ReturnLoc) {
  checkLeaks(ReturnLoc); // reported if the function's checks include leaks
  checkFrameAddresses(ReturnLoc);
}

void Rules::checkFrameAddresses(const CodeLoc &ReturnLoc) {
  // Return-stack-address: the return value, or any external (globals, memory
  // the caller can reach), holding the address of this frame's memory.
  auto LocalName = [&](RegionId R) -> std::string {
    const Region &Reg = S.Mem.region(R);
    if (Reg.Kind == RegionKind::Local && Reg.Variable)
      return F.Variables[Reg.Variable].Name;
    return "";
  };
  auto IsFrame = [&](const Value &V) {
    return V.K == Value::Kind::Ptr &&
           (S.Mem.region(V.Id).Kind == RegionKind::Local ||
            S.Mem.region(V.Id).Kind == RegionKind::Stack);
  };
  if (S.ReturnValue) {
    RegionId Pointee = S.pointedRegion(*S.ReturnValue);
    // Not a callee's dangling pointer passed on: reported in the callee.
    if (Pointee && S.Mem.region(Pointee).Freed &&
        !S.Mem.region(Pointee).FreedByCallee)
      report(WarningKind::ReturnFreed, ReturnLoc,
             "returning pointer to freed memory", "", nullptr, 0, {},
             freedNote(Pointee));
  }
  if (S.ReturnValue && IsFrame(*S.ReturnValue)) {
    std::string Name = LocalName(S.ReturnValue->Id);
    report(WarningKind::ReturnStackAddress, ReturnLoc,
           "returning address of local variable" +
               (Name.empty() ? std::string() : " '" + Name + "'"),
           Name, nullptr, /*Extra=*/2);
  }
  // A local's address left where the caller looks: a global, or what a
  // parameter points to (`*out = &local`). Deeper memory (a stack slot of an
  // interpreter reached through two pointers) is not judged: whether the
  // caller still looks there is beyond what the path knows.
  for (RegionId R = 1; R < S.Mem.size(); ++R) {
    const Region &Reg = S.Mem.region(R);
    bool Direct = Reg.Kind == RegionKind::Global
                      ? Reg.Input && !Reg.Constant
                      : Reg.Kind == RegionKind::External &&
                            S.Origins[Reg.Owner].K == SymbolOrigin::Kind::Param;
    if (!Direct)
      continue;
    for (const auto &[At, C] : Reg.Cells) {
      if (C.K != Cell::Kind::Val)
        continue;
      Value V = S.Cons.resolve(C.V);
      if (!IsFrame(V))
        continue;
      std::string Name = LocalName(V.Id);
      std::string Where = Reg.Kind == RegionKind::Global
                              ? "global memory"
                              : "memory the caller can reach";
      // Told apart (Extra) from the caller's memory (0) and the return
      // value (2): a global's reader need not be a caller.
      report(WarningKind::ReturnStackAddress, ReturnLoc,
             "address of local variable" +
                 (Name.empty() ? std::string() : " '" + Name + "'") +
                 " is still stored in " + Where + " when the function returns",
             Name, nullptr, Reg.Kind == RegionKind::Global ? 1 : 0);
    }
  }
}

} // namespace pathsim
