//===- simulator/state/Memory.cpp - regions of memory, laid out lazily ----===//
#include "simulator/state/Memory.h"

#include <algorithm>
#include <cassert>
#include <cstdint>

namespace pathsim {

namespace {

/// A cell holds at most 4 GiB - 1 bytes: a write longer than that (a copy
/// of a length near SIZE_MAX the path could not bound) is kept for its first
/// 4 GiB - 1 bytes, not wrapped around to a few bytes or none.
uint64_t cellBytes(uint64_t Bytes) {
  return std::min<uint64_t>(Bytes, UINT32_MAX);
}

/// What is known of the 8 bits of one byte.
struct ByteBits {
  uint8_t Known = 0;  ///< mask of bits with a known value
  uint8_t Uninit = 0; ///< mask of uninitialized bits
  uint8_t Bits = 0;   ///< the known values
};

ByteBits defaultByte(Fill F) {
  switch (F) {
  case Fill::Uninit:
    return {0, 0xff, 0};
  case Fill::Zero:
    return {0xff, 0, 0};
  case Fill::Unknown:
    return {0, 0, 0};
  }
  return {};
}

/// Byte I (0 = lowest address) of a cell.
ByteBits cellByte(const Cell &C, uint32_t I) {
  switch (C.K) {
  case Cell::Kind::Byte:
    return {0xff, 0, C.Byte};
  case Cell::Kind::UnknownBytes:
    return {0, 0, 0};
  case Cell::Kind::UninitBytes:
    return {0, 0xff, 0};
  case Cell::Kind::Val:
    break;
  }
  const Value &V = C.V;
  unsigned Shift = 8 * I;
  if (Shift >= 64)
    return {};
  switch (V.K) {
  case Value::Kind::Uninit:
    return {0, 0xff, 0};
  case Value::Kind::Int:
    return {0xff, 0, static_cast<uint8_t>(V.bits() >> Shift)};
  case Value::Kind::Partial:
    return {static_cast<uint8_t>(V.KnownMask >> Shift),
            static_cast<uint8_t>(V.UninitMask >> Shift),
            static_cast<uint8_t>(V.bits() >> Shift)};
  default:
    return {};
  }
}

/// A piece [From, From+Size) of cell C, as a cell of its own.
Cell slice(const Cell &C, uint32_t From, uint32_t Size) {
  if (From == 0 && Size == C.Size)
    return C;
  Cell Out = C;
  Out.Size = Size;
  if (C.K != Cell::Kind::Val)
    return Out;
  const Value &V = C.V;
  unsigned Shift = 8 * From, Width = 8 * Size;
  if (V.K == Value::Kind::Uninit) {
    Out.K = Cell::Kind::UninitBytes;
  } else if (V.K == Value::Kind::Int) {
    Out.V = Value::integer(V.bits() >> Shift, static_cast<uint16_t>(Width));
  } else if (V.K == Value::Kind::Partial) {
    Value P = V;
    P.A = 0; // bits of its base no more: a piece of the word
    P.Id = 0;
    P.Bits = static_cast<uint16_t>(Width);
    P.B = static_cast<int64_t>(Value::truncate(V.bits() >> Shift, P.Bits));
    P.KnownMask = Value::truncate(V.KnownMask >> Shift, P.Bits);
    P.UninitMask = Value::truncate(V.UninitMask >> Shift, P.Bits);
    Out.V = P;
  } else {
    Out.K = Cell::Kind::UnknownBytes;
  }
  return Out;
}

} // namespace

RegionId Memory::create(RegionKind Kind, Fill Default, int64_t Size) {
  ++Changes;
  Region R;
  R.Kind = Kind;
  R.Default = Default;
  R.Size = Size;
  Regions.push_back(std::move(R));
  return static_cast<RegionId>(Regions.size() - 1);
}

ReadResult Memory::read(RegionId RId, int64_t Offset, uint32_t Bytes,
                        uint16_t Bits) const {
  const Region &Reg = Regions[RId];
  auto It = Reg.Cells.lower_bound(Offset);
  bool AtOffset = It != Reg.Cells.end() && It->first == Offset;
  if (AtOffset && It->second.Size == Bytes && It->second.K == Cell::Kind::Val) {
    const Value &V = It->second.V;
    if (V.K == Value::Kind::Uninit) {
      // Still the value stored (`char c = *line`): its source says where
      // the path first read it.
      Value U = Value::uninit(Bits);
      U.Tag = V.Tag;
      return {U, false};
    }
    if (V.Bits == Bits)
      return {V, false};
    if (V.K == Value::Kind::Int)
      return {Value::integer(V.bits(), Bits), false};
    if (V.K == Value::Kind::Ptr && Bits == 64)
      return {V, false};
  }
  // Bytes no cell covers, of unknown content (most first reads of a
  // field): an unknown value, as the bytes would say one by one.
  if (Bytes > 0 && Bits > 0 && !Reg.Init && Reg.Default == Fill::Unknown &&
      (It == Reg.Cells.end() ||
       It->first >= Offset + static_cast<int64_t>(Bytes)) &&
      (It == Reg.Cells.begin() ||
       std::prev(It)->first +
               static_cast<int64_t>(std::prev(It)->second.Size) <=
           Offset))
    return {Value(), true, false};
  auto Cur = AtOffset ? std::next(It) : It; // the first cell after Offset
  if (Cur != Reg.Cells.begin())
    --Cur;
  // Assemble the value byte by byte.
  uint64_t Known = 0, Uninit = 0, Val = 0;
  bool AllUninit = true, AnyUninit = false, Written = false;
  for (uint32_t I = 0; I < Bytes; ++I) {
    int64_t At = Offset + I;
    ByteBits B = defaultByte(Reg.Default);
    if (Reg.Init && At >= 0 && static_cast<uint64_t>(At) < Reg.Init->size())
      B = {0xff, 0, (*Reg.Init)[At]};
    // Cells are ordered; advance to the one covering At, if any.
    while (Cur != Reg.Cells.end() &&
           Cur->first + static_cast<int64_t>(Cur->second.Size) <= At)
      ++Cur;
    if (Cur != Reg.Cells.end() && Cur->first <= At) {
      B = cellByte(Cur->second, static_cast<uint32_t>(At - Cur->first));
      Written = true;
    }
    AllUninit &= B.Uninit == 0xff;
    AnyUninit |= B.Uninit != 0;
    if (I < 8) {
      Known |= uint64_t(B.Known) << (8 * I);
      Uninit |= uint64_t(B.Uninit) << (8 * I);
      Val |= uint64_t(B.Bits & B.Known) << (8 * I);
    }
  }
  if (AllUninit)
    return {Value::uninit(Bits), false};
  if (Bytes > 8 || Bits > 64) {
    // Too wide to hold exactly: initialized but unknown (or partly uninit).
    if (AnyUninit) {
      Value P = Value::uninit(Bits);
      P.K = Value::Kind::Partial;
      P.UninitMask = 1; // some bits are uninitialized
      return {P, false};
    }
    return {Value(), true, Written};
  }
  uint64_t All = Value::mask(Bits);
  Known &= All;
  Uninit &= All;
  if (Known == All)
    return {Value::integer(Val, Bits), false};
  if (Known == 0 && Uninit == 0)
    return {Value(), true, Written};
  Value P;
  P.K = Value::Kind::Partial;
  P.Bits = Bits;
  P.B = static_cast<int64_t>(Val & Known);
  P.KnownMask = Known;
  P.UninitMask = Uninit;
  return {P, false};
}

void Memory::clear(Region &Reg, int64_t Offset, uint64_t Bytes) {
  ++Changes;
  ++Writes;
  int64_t End = Offset + static_cast<int64_t>(Bytes);
  auto It = Reg.Cells.upper_bound(Offset);
  if (It != Reg.Cells.begin()) {
    auto Prev = std::prev(It);
    if (Prev->first + static_cast<int64_t>(Prev->second.Size) > Offset)
      It = Prev;
  }
  std::vector<std::pair<int64_t, Cell>> Keep;
  while (It != Reg.Cells.end() && It->first < End) {
    int64_t CStart = It->first;
    const Cell &C = It->second;
    int64_t CEnd = CStart + C.Size;
    if (CStart < Offset)
      Keep.push_back(
          {CStart, slice(C, 0, static_cast<uint32_t>(Offset - CStart))});
    if (CEnd > End)
      Keep.push_back({End, slice(C, static_cast<uint32_t>(End - CStart),
                                 static_cast<uint32_t>(CEnd - End))});
    It = Reg.Cells.erase(It);
  }
  for (auto &[At, C] : Keep)
    Reg.Cells.emplace(At, std::move(C));
}

void Memory::insert(Region &Reg, int64_t Offset, Cell C) {
  clear(Reg, Offset, C.Size);
  Reg.Cells[Offset] = std::move(C);
}

void Memory::write(RegionId R, int64_t Offset, uint32_t Bytes, const Value &V) {
  Cell C;
  C.K = Cell::Kind::Val;
  C.Size = Bytes;
  C.V = V;
  if (Bytes > 8) {
    C.K =
        V.hasUninitBits() ? Cell::Kind::UninitBytes : Cell::Kind::UnknownBytes;
  }
  insert(Regions[R], Offset, std::move(C));
}

void Memory::name(RegionId R, int64_t Offset, uint32_t Bytes, const Value &V) {
  Region &Reg = Regions[R];
  int64_t End = Offset + static_cast<int64_t>(Bytes);
  auto Next = Reg.Cells.lower_bound(Offset);
  bool Covered = Next != Reg.Cells.end() && Next->first < End;
  if (Next != Reg.Cells.begin()) {
    auto Prev = std::prev(Next);
    Covered |= Prev->first + static_cast<int64_t>(Prev->second.Size) > Offset;
  }
  if (Covered || Bytes > 8) {
    write(R, Offset, Bytes, V);
    return;
  }
  ++Named;
  Cell C;
  C.K = Cell::Kind::Val;
  C.Size = Bytes;
  C.V = V;
  Reg.Cells.emplace_hint(Next, Offset, std::move(C));
}

void Memory::fill(RegionId R, int64_t Offset, uint64_t Bytes, uint8_t B) {
  Bytes = cellBytes(Bytes);
  if (Bytes == 0)
    return;
  Cell C;
  C.K = Cell::Kind::Byte;
  C.Byte = B;
  C.Size = static_cast<uint32_t>(Bytes);
  insert(Regions[R], Offset, std::move(C));
}

void Memory::scramble(RegionId R, int64_t Offset, uint64_t Bytes) {
  Bytes = cellBytes(Bytes);
  if (Bytes == 0)
    return;
  Cell C;
  C.K = Cell::Kind::UnknownBytes;
  C.Size = static_cast<uint32_t>(Bytes);
  insert(Regions[R], Offset, std::move(C));
}

void Memory::havoc(RegionId R) {
  ++Changes;
  ++Writes;
  Region &Reg = Regions[R];
  Reg.StringStart = Reg.StringEnd = -1;
  Reg.Cells.clear();
  Reg.Default = Fill::Unknown;
  Reg.Havocked = true;
}

void Memory::copy(RegionId Dst, int64_t DstOffset, RegionId Src,
                  int64_t SrcOffset, uint64_t Bytes) {
  Bytes = cellBytes(Bytes);
  if (Bytes == 0)
    return;
  Regions[Dst].StringStart = Regions[Dst].StringEnd = -1;
  const Region &S = Regions[Src];
  std::vector<std::pair<int64_t, Cell>> Pieces; // relative offset, cell
  int64_t End = SrcOffset + static_cast<int64_t>(Bytes);
  auto GapCell = [&](int64_t From, int64_t To) {
    if (S.Init && To - From <= 256) {
      // Initializer bytes (a string literal copied into a buffer): exact.
      for (int64_t At = From; At < To; ++At) {
        Cell B;
        B.Size = 1;
        B.K = Cell::Kind::Byte;
        B.Byte = At >= 0 && static_cast<uint64_t>(At) < S.Init->size()
                     ? (*S.Init)[At]
                     : 0;
        Pieces.push_back({At - SrcOffset, B});
      }
      return;
    }
    Cell C;
    C.Size = static_cast<uint32_t>(To - From);
    switch (S.Init ? Fill::Unknown : S.Default) {
    case Fill::Uninit:
      C.K = Cell::Kind::UninitBytes;
      break;
    case Fill::Zero:
      C.K = Cell::Kind::Byte;
      C.Byte = 0;
      break;
    case Fill::Unknown:
      C.K = Cell::Kind::UnknownBytes;
      break;
    }
    Pieces.push_back({From - SrcOffset, C});
  };
  int64_t At = SrcOffset;
  auto It = S.Cells.upper_bound(SrcOffset);
  if (It != S.Cells.begin()) {
    auto Prev = std::prev(It);
    if (Prev->first + static_cast<int64_t>(Prev->second.Size) > SrcOffset)
      It = Prev;
  }
  for (; It != S.Cells.end() && It->first < End; ++It) {
    int64_t CStart = It->first, CEnd = CStart + It->second.Size;
    if (CStart > At)
      GapCell(At, CStart);
    int64_t From = std::max(CStart, SrcOffset), To = std::min(CEnd, End);
    Pieces.push_back({From - SrcOffset,
                      slice(It->second, static_cast<uint32_t>(From - CStart),
                            static_cast<uint32_t>(To - From))});
    At = To;
  }
  if (At < End)
    GapCell(At, End);
  Region &D = Regions[Dst];
  clear(D, DstOffset, Bytes);
  for (auto &[Rel, C] : Pieces)
    D.Cells[DstOffset + Rel] = std::move(C);
}

bool Memory::allUninit(RegionId R, int64_t Offset, uint64_t Bytes) const {
  const Region &Reg = Regions[R];
  int64_t End = Offset + static_cast<int64_t>(Bytes);
  auto It = Reg.Cells.upper_bound(Offset);
  if (It != Reg.Cells.begin()) {
    auto Prev = std::prev(It);
    if (Prev->first + static_cast<int64_t>(Prev->second.Size) > Offset)
      It = Prev;
  }
  int64_t At = Offset;
  for (; It != Reg.Cells.end() && It->first < End; ++It) {
    if (It->first > At && Reg.Default != Fill::Uninit)
      return false;
    const Cell &C = It->second;
    bool Uninit = C.K == Cell::Kind::UninitBytes ||
                  (C.K == Cell::Kind::Val && C.V.K == Value::Kind::Uninit);
    if (!Uninit)
      return false;
    At = It->first + C.Size;
  }
  return At >= End || Reg.Default == Fill::Uninit;
}

bool Memory::entirelyUninit(RegionId R) const {
  const Region &Reg = Regions[R];
  if (Reg.Default != Fill::Uninit)
    return false;
  for (const auto &[At, C] : Reg.Cells)
    if (!(C.K == Cell::Kind::UninitBytes ||
          (C.K == Cell::Kind::Val && C.V.K == Value::Kind::Uninit)))
      return false;
  return true;
}

} // namespace pathsim
