//===- simulator/rules/Freeable.cpp - memory freed must be freeable -------===//
#include "simulator/rules/Rules.h"

namespace pathsim {

Verdict Rules::freeable(const Value &Ptr, const FreeUse &U) {
  Value V = S.Cons.resolve(Ptr);
  RegionId Reg = 0;
  int64_t Offset = 0;
  if (V.K == Value::Kind::Ptr) {
    Reg = V.Id;
    Offset = V.A == 0 ? V.B : 0;
  } else if (V.K == Value::Kind::Sym && V.A == 1 && S.Cons.info(V.Id).Pointee) {
    Reg = S.Cons.info(V.Id).Pointee;
    Offset = V.B;
  }
  if (V.hasUninitBits()) {
    // Reported on this path already (used, dereferenced): the same defect.
    if (Ptr.Tag && S.UninitReported.count(Ptr.Tag))
      return Verdict::Holds;
    report(WarningKind::UninitUse, U.Loc,
           "freeing uninitialized pointer" + quotedName(U.Name()), "", &Ptr);
    S.noteUninitReported(Ptr);
    return Verdict::Violated;
  }
  if (V.K == Value::Kind::Sym && S.isInput(V.Id) &&
      (!Reg || S.Mem.region(Reg).Kind == RegionKind::External) &&
      (!Reg || !S.Mem.region(Reg).Freed)) {
    // The caller's pointer: freeable is a constraint of the function's model.
    DeferredTest D;
    D.K = DeferredTest::Kind::Freeable;
    D.V = V;
    D.Loc = U.Loc;
    S.defer(D);
    return Verdict::Holds;
  }
  if (!Reg)
    return Verdict::Holds;
  const Region &RG = S.Mem.region(Reg);
  if (RG.Freed) {
    // A block this path reported used after its free: one defect, the
    // early free (docs/analysis.md, "One defect, one warning").
    std::tuple<uint8_t, uint64_t, std::string> Origin{0, Reg, ""};
    if (S.Excused.count(Origin))
      return Verdict::Holds;
    if (!Supposing)
      S.Excused.emplace(std::move(Origin), S.Mem.create(RegionKind::Unknown,
                                                        Fill::Unknown, -1));
    std::string Name = U.Name();
    report(WarningKind::DoubleFree, U.Loc,
           "freeing freed memory" + quotedName(Name), Name, nullptr, 0, {},
           freedNote(Reg));
    return Verdict::Violated;
  }
  std::string Kind;
  if (RG.Kind == RegionKind::Local || RG.Kind == RegionKind::Stack)
    Kind = "a local variable";
  else if (RG.Kind == RegionKind::Global)
    Kind = RG.Constant && Ctx.Module.Globals.size() > RG.Global &&
                   Ctx.Module.Globals[RG.Global].Literal
               ? "a string literal"
               : "a global variable";
  if (RG.Static && RG.Allocator < S.Allocators.size())
    Kind = "static storage returned by '" + S.Allocators[RG.Allocator] + "'";
  if (!Kind.empty() && U.Unnamed) {
    report(WarningKind::FreeNonHeap, U.Loc,
           "freeing memory not from the heap: " + Kind, "", nullptr);
    return Verdict::Violated;
  }
  if (!Kind.empty()) {
    // free(&x) or free(buf): the object itself is named.
    std::string Freed = U.Name();
    std::string Object =
        Freed.size() > 1 && Freed[0] == '&' ? Freed.substr(1) : Freed;
    bool Direct =
        Object != Freed || (RG.Kind == RegionKind::Local && RG.Variable &&
                            F.Variables[RG.Variable].Name == Freed);
    report(WarningKind::FreeNonHeap, U.Loc,
           "freeing memory not from the heap: '" + Object + "' " +
               (Direct ? "is " : "points to ") + Kind,
           "", nullptr);
    return Verdict::Violated;
  }
  if (RG.Kind == RegionKind::Heap && Offset != 0) {
    // The block's allocation, when this path made it.
    std::vector<RelatedNote> Allocated;
    if (RG.AllocLoc.Line)
      Allocated.push_back(
          RelatedNote{Ctx.location(RG.AllocLoc), "block allocated here"});
    if (U.Advanced)
      report(WarningKind::FreeNonHeap, U.Loc,
             "'" + U.Callee + "' frees" + quotedName(U.Name()) + " " +
                 std::to_string(U.Advanced) +
                 (U.Advanced == 1 ? " byte" : " bytes") +
                 " past where it points, in the middle of its block",
             "", nullptr, 0, {}, std::move(Allocated));
    else
      report(WarningKind::FreeNonHeap, U.Loc,
             "freeing a pointer" + quotedName(U.Name()) +
                 " that does not point to the start of its block",
             "", nullptr, 0, {}, std::move(Allocated));
    return Verdict::Violated;
  }
  // A pointer a model returned into its argument's block (strchr, basename):
  // the block's start only if its offset there is 0.
  if (RG.Kind == RegionKind::Heap && V.K == Value::Kind::Ptr && V.A != 0 &&
      V.OffsetSym < S.Origins.size() &&
      S.Origins[V.OffsetSym].K == SymbolOrigin::Kind::IntoArgument &&
      S.Cons.test(Predicate::Eq, Value::symbol(V.OffsetSym, 64, V.A, V.B),
                  Value::integer(0, 64)) != Tri::True) {
    report(WarningKind::FreeNonHeap, U.Loc,
           "freeing a pointer" + quotedName(U.Name()) +
               " into the middle of its block: '" +
               S.Origins[V.OffsetSym].Name +
               "' returned a pointer inside its argument",
           "", nullptr);
    return Verdict::Violated;
  }
  return Verdict::Holds;
}

Verdict Rules::family(const Value &Ptr, const std::string &Family,
                      const FreeUse &U) {
  Value V = S.Cons.resolve(Ptr);
  RegionId Reg = 0;
  if (V.K == Value::Kind::Ptr)
    Reg = V.Id;
  else if (V.K == Value::Kind::Sym && V.A == 1 && S.Cons.info(V.Id).Pointee)
    Reg = S.Cons.info(V.Id).Pointee;
  if (!Reg)
    return Verdict::Holds;
  const Region &RG = S.Mem.region(Reg);
  if (RG.Kind != RegionKind::Heap || RG.Freed)
    return Verdict::Holds; // not a block of this path, or another warning
  std::string Have = RG.Family && RG.Family - 1 < S.Allocators.size()
                         ? S.Allocators[RG.Family - 1]
                         : std::string("free");
  if (Have == Family)
    return Verdict::Holds;
  report(WarningKind::MismatchedDealloc, U.Loc,
         "memory" + quotedName(U.Name()) + " must be released with '" + Have +
             "', not '" + Family + "'",
         "", nullptr);
  return Verdict::Violated;
}

} // namespace pathsim
