//===- simulator/ir/MemberPath.cpp - bytes of a struct named by members ---===//
#include "simulator/ir/FunctionCode.h"

namespace pathsim {

namespace {

std::string path(const std::vector<TypeLayout> &Layouts, uint32_t Layout,
                 int64_t Offset, int64_t Size, uint32_t &Pointee, int Depth) {
  Pointee = 0;
  // Depth: a struct never holds itself, but a damaged layout might.
  if (!Layout || Layout >= Layouts.size() || Offset < 0 || Depth > 32)
    return "";
  uint64_t End = uint64_t(Offset) + uint64_t(Size > 0 ? Size : 1);
  for (const MemberInfo &M : Layouts[Layout].Members) {
    if (uint64_t(Offset) < M.Offset || End > M.Offset + M.Size)
      continue;
    std::string Path = "." + M.Name;
    uint64_t Rel = uint64_t(Offset) - M.Offset, Whole = M.Size;
    if (M.ElementSize) {
      Path += "[" + std::to_string(Rel / M.ElementSize) + "]";
      Rel %= M.ElementSize;
      Whole = M.ElementSize;
    }
    // The deepest member with those bytes: a struct's first member when it
    // is as large as the struct.
    if (M.Nested) {
      uint32_t Inner = 0;
      std::string Rest =
          path(Layouts, M.Nested, int64_t(Rel), Size, Inner, Depth + 1);
      if (!Rest.empty()) {
        Pointee = Inner;
        return Path + Rest;
      }
    }
    if (Rel == 0 && (Size <= 0 || uint64_t(Size) == Whole)) {
      Pointee = M.ElementSize ? 0 : M.Pointee;
      return Path;
    }
    return "";
  }
  return "";
}

} // namespace

std::string memberPath(const std::vector<TypeLayout> &Layouts, uint32_t Layout,
                       int64_t Offset, int64_t Size, uint32_t &Pointee) {
  return path(Layouts, Layout, Offset, Size, Pointee, 0);
}

} // namespace pathsim
