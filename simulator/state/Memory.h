//===- simulator/state/Memory.h - regions of memory, laid out lazily ------===//
//
// Memory is a set of byte-addressed regions (a local, a global, a heap block,
// the memory a parameter points to), each created on first use. A region
// holds non-overlapping cells: a value of up to 8 bytes, or a fill (a run of
// equal bytes, of unknown-but-initialized bytes, or of uninitialized bytes).
// Bytes not covered by a cell have the region's default content.
//
#pragma once

#include "simulator/Warning.h"
#include "simulator/ir/FunctionCode.h"
#include "simulator/state/Value.h"

#include <map>
#include <string>
#include <vector>

namespace pathsim {

enum class RegionKind : uint8_t {
  Local,    ///< an alloca of the simulated function
  Global,   ///< a global or static variable, or a string literal
  Heap,     ///< allocated by a model (memory_new)
  Stack,    ///< allocated on the stack by a model (memory_new_stack: alloca)
  External, ///< what an input pointer points to (a parameter's pointee...)
  Unknown,  ///< what a pointer of unknown origin points to
};

/// Content of bytes no cell covers.
enum class Fill : uint8_t { Uninit, Zero, Unknown };

/// A run of bytes with one description.
struct Cell {
  enum class Kind : uint8_t { Val, Byte, UnknownBytes, UninitBytes };
  Kind K = Kind::Val;
  uint8_t Byte = 0; ///< Kind::Byte: the repeated byte
  uint32_t Size = 0;
  Value V; ///< Kind::Val
};

/// One region of memory.
struct Region {
  RegionKind Kind = RegionKind::Unknown;
  Fill Default = Fill::Unknown;
  int64_t Size = -1;             ///< in bytes, -1 if unknown
  std::map<int64_t, Cell> Cells; ///< by offset; cells never overlap

  // Identity, for messages and model externals.
  uint32_t Variable = 0;  ///< Local: variable id in FunctionCode::Variables
  uint32_t Global = 0;    ///< Global: index in the module's globals
  SymbolId Owner = 0;     ///< External/Unknown: the pointer symbol
  bool Input = false;     ///< reachable by the caller before the call
  bool Clobbered = false; ///< overwritten by unknown code: no longer input
  bool Havocked = false;  ///< written where the offset is unknown
  bool Constant = false;  ///< read-only (string literals, const globals)
  /// Bytes no cell covers come from this initializer (constant globals).
  const std::vector<uint8_t> *Init = nullptr;

  /// Static storage a model's result points to (getenv's string): valid,
  /// not the caller's to free (memory_static). Allocator names the callee.
  bool Static = false;
  /// Static storage released with the resource of this region (readdir's
  /// entry with its DIR): freed when that resource leaves its first state.
  RegionId ReleasedWith = 0;

  /// Bytes read from outside the program (fgets' buffer): an index + 1
  /// into State::Outside; values read from them come from there.
  uint32_t Outside = 0;

  /// Heap: the deallocator the block needs (memory_family), as an index + 1
  /// into State::Allocators; 0 is "free" (malloc's family).
  uint32_t Family = 0;

  // Heap state.
  bool Freed = false;
  bool Escaped = false;    ///< handed to code we cannot see: may be kept
  bool FromModel = false;  ///< Unknown region a model's result made
  /// Unknown region a pointer was taken to point to past a defect (a NULL
  /// dereferenced, the path going on): memory no run has, the path's guess.
  bool Guess = false;
  /// Freed: the block a callee's dangling pointer points to
  /// (memory_invalid_pointer), freed in the callee; its return-freed was
  /// the callee's to report.
  bool FreedByCallee = false;
  CodeLoc AllocLoc;        ///< allocation call site
  uint32_t AllocStep = 0;  ///< index of the path step that allocated it
  uint32_t Allocator = 0;  ///< model (callee) name index, 0 if none
  CodeLoc FreeLoc;         ///< where it was freed
  uint32_t HeapSerial = 0; ///< order of allocation on the path (1-based)
  Value SizeValue;         ///< the size asked for (memory_new's operand)
  /// A string a call wrote at [StringStart, StringEnd] (string_written):
  /// its NUL lies at or before StringEnd, the last byte of its room. -1:
  /// none. Dropped when the program or another call writes the region.
  int64_t StringStart = -1, StringEnd = -1;
  /// Frames inside the callee that allocated it (an automatic model's
  /// allocation site): call site and the function it is in, innermost last.
  std::vector<RelatedNote> InnerSites;
};

/// Where a pointer points: Offset bytes into region R (KnownOffset false:
/// somewhere in R).
struct Address {
  RegionId R = 0;
  int64_t Offset = 0;
  bool KnownOffset = true;
};

/// Result of reading bytes: a value, or a request for a fresh symbol.
struct ReadResult {
  Value V;
  bool NeedsSymbol = false; ///< initialized but unknown: create a symbol
  /// Some byte read is held by a cell: this path wrote it (a copy, a
  /// callee's "initialized") or read it before; not, as such, what the
  /// region held on entry.
  bool Written = false;
};

/// The regions of one path.
class Memory {
public:
  RegionId create(RegionKind Kind, Fill Default, int64_t Size);
  Region &region(RegionId R) { return Regions[R]; }
  const Region &region(RegionId R) const { return Regions[R]; }
  size_t size() const { return Regions.size(); }

  /// Reads Bytes bytes at Offset as a value of Bits bits.
  ReadResult read(RegionId R, int64_t Offset, uint32_t Bytes,
                  uint16_t Bits) const;
  /// Writes a value of Bytes bytes at Offset.
  void write(RegionId R, int64_t Offset, uint32_t Bytes, const Value &V);
  /// Sets Bytes bytes at Offset to the byte B.
  void fill(RegionId R, int64_t Offset, uint64_t Bytes, uint8_t B);
  /// Marks Bytes bytes at Offset as initialized with unknown content.
  void scramble(RegionId R, int64_t Offset, uint64_t Bytes);
  /// Forgets everything known about a region's content: it is initialized
  /// with unknown values (written at an unknown offset, or by unknown code).
  void havoc(RegionId R);
  /// Copies Bytes bytes (memcpy/memmove semantics: source read first).
  void copy(RegionId Dst, int64_t DstOffset, RegionId Src, int64_t SrcOffset,
            uint64_t Bytes);
  /// True if no byte of [Offset, Offset+Bytes) is initialized.
  bool allUninit(RegionId R, int64_t Offset, uint64_t Bytes) const;
  /// True if every byte of the region is uninitialized.
  bool entirelyUninit(RegionId R) const;
  /// Gives bytes read for the first time the symbol V that stands for their
  /// unknown content (Bytes <= 8), so that reading them again gives V. When
  /// no cell covers any of them this changes nothing a read could see (it
  /// counts in named(), not changes()); otherwise it is a write.
  void name(RegionId R, int64_t Offset, uint32_t Bytes, const Value &V);
  /// How many times regions were created or their content changed (not
  /// counting changes through region()'s reference, nor bytes named by
  /// name()): a reader that saw no change since it last read knows it would
  /// read the same again.
  uint64_t changes() const { return Changes; }
  /// How many times the content of a region changed (changes() but for
  /// regions created): a read gives the same again while it stays, as a
  /// new region alters no byte of the others.
  uint64_t writes() const { return Writes; }
  /// How many times name() gave uncovered bytes their symbol.
  uint64_t named() const { return Named; }

private:
  /// Removes [Offset, Offset+Bytes) from the cells, splitting cells that
  /// straddle its ends.
  void clear(Region &Reg, int64_t Offset, uint64_t Bytes);
  void insert(Region &Reg, int64_t Offset, Cell C);

  std::vector<Region> Regions{Region{}}; // region 0 is unused
  uint64_t Changes = 0;
  uint64_t Writes = 0;
  uint64_t Named = 0;
};

} // namespace pathsim
