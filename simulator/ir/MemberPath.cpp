//===- simulator/ir/MemberPath.cpp - bytes of a struct named by members ---===//
#include "simulator/ir/FunctionCode.h"

namespace pathsim {

namespace {

std::string path(const std::vector<TypeLayout> &Layouts, uint32_t Layout,
                 int64_t Offset, int64_t Size, uint32_t &Pointee, int Depth,
                 const std::string &Prefix, const MemberUsed *Used,
                 bool &Ambiguous, bool *Partial, bool &Aggregate) {
  Pointee = 0;
  Ambiguous = false;
  Aggregate = false;
  // Depth: a struct never holds itself, but a damaged layout might.
  if (!Layout || Layout >= Layouts.size() || Offset < 0 || Depth > 32)
    return "";
  uint64_t End = uint64_t(Offset) + uint64_t(Size > 0 ? Size : 1);
  // A union's members all hold the bytes: the one the code names; else,
  // when told what the code names, none (Ambiguous: the union is named),
  // or the first.
  std::string First;
  uint32_t FirstPointee = 0;
  bool FirstAggregate = false;
  int Candidates = 0;
  for (const MemberInfo &M : Layouts[Layout].Members) {
    if (uint64_t(Offset) < M.Offset || End > M.Offset + M.Size)
      continue;
    // An array's elements are a member of no name (`a[2]`).
    std::string Path = M.Name.empty() ? "" : "." + M.Name;
    uint64_t Rel = uint64_t(Offset) - M.Offset, Whole = M.Size;
    if (M.ElementSize) {
      Path += "[" + std::to_string(Rel / M.ElementSize) + "]";
      Rel %= M.ElementSize;
      Whole = M.ElementSize;
    }
    std::string Found;
    uint32_t Inner = 0;
    bool InnerAggregate = false;
    // The deepest member with those bytes: a struct's first member when it
    // is as large as the struct.
    if (M.Nested) {
      bool Union = false;
      std::string Rest =
          path(Layouts, M.Nested, int64_t(Rel), Size, Inner, Depth + 1,
               Prefix + Path, Used, Union, Partial, InnerAggregate);
      if (!Rest.empty()) {
        Found = Path + Rest;
      } else if (Union) {
        Found = Path;
        InnerAggregate = true;
        if (Partial && (Rel != 0 || (Size > 0 && uint64_t(Size) != Whole)))
          *Partial = true;
      }
    }
    if (Found.empty() && Rel == 0 && (Size <= 0 || uint64_t(Size) == Whole)) {
      Found = Path;
      Inner = M.ElementSize ? 0 : M.Pointee;
      InnerAggregate = M.Nested != 0;
    }
    if (Found.empty())
      continue;
    if (!Used || (*Used)(Prefix + Found)) {
      Pointee = Inner;
      Aggregate = InnerAggregate;
      return Found;
    }
    if (First.empty()) {
      First = Found;
      FirstPointee = Inner;
      FirstAggregate = InnerAggregate;
    }
    ++Candidates;
  }
  if (Used && Candidates > 1) {
    Ambiguous = true;
    return "";
  }
  Pointee = FirstPointee;
  Aggregate = FirstAggregate;
  return First;
}

} // namespace

std::string memberPath(const std::vector<TypeLayout> &Layouts, uint32_t Layout,
                       int64_t Offset, int64_t Size, uint32_t &Pointee,
                       const std::string &Base, const MemberUsed *Used,
                       bool *Partial, bool *Aggregate) {
  bool Ambiguous = false, Whole = false;
  if (Partial)
    *Partial = false;
  std::string Path = path(Layouts, Layout, Offset, Size, Pointee, 0, Base,
                          Used, Ambiguous, Partial, Whole);
  if (Aggregate)
    *Aggregate = Whole;
  return Path;
}

} // namespace pathsim
