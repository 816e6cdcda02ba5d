//===- simulator/ir/FunctionCode.h - a function pre-decoded for the VM ----===//
//
// LLVM IR of one function decoded once into compact tables (operand slots,
// type sizes, source locations), so that simulating 50 paths does not query
// LLVM again. Produced by Decoder; executed by Executor.
//
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace pathsim {

/// An operand slot: an SSA register of the function, or a constant.
struct Operand {
  enum class Kind : uint8_t {
    None,
    Reg,      ///< Index = register number
    Int,      ///< Imm = bits (zero-extended), Bits = width
    Null,     ///< the NULL pointer
    Undef,    ///< undef / poison: an uninitialized value
    Global,   ///< Index = global number in the Program, Imm = byte offset
    Function, ///< Index = function name in Program::FunctionNames
    Float,    ///< FImm
    Unknown,  ///< a constant the decoder cannot fold: an unknown value
  };
  Kind K = Kind::None;
  uint16_t Bits = 0;    ///< width in bits of the value (64 for pointers)
  bool Pointer = false; ///< the value has pointer type
  uint32_t Index = 0;
  int64_t Imm = 0;
  double FImm = 0;
  bool operator==(const Operand &) const = default;
};

/// Operations of the VM: LLVM's instruction kinds at -O0, with intrinsics that
/// matter (memcpy, memset) given their own opcodes.
enum class Opcode : uint8_t {
  Alloca,
  Load,
  Store,
  Gep,
  Add,
  Sub,
  Mul,
  UDiv,
  SDiv,
  URem,
  SRem,
  Shl,
  LShr,
  AShr,
  And,
  Or,
  Xor,
  FAdd,
  FSub,
  FMul,
  FDiv,
  FRem,
  FNeg,
  ICmp,
  FCmp,
  ZExt,
  SExt,
  Trunc,
  PtrToInt,
  IntToPtr,
  BitCast,
  FPToSI,
  FPToUI,
  SIToFP,
  UIToFP,
  FPTrunc,
  FPExt,
  Select,
  Phi,
  Br,
  CondBr,
  Switch,
  Ret,
  Call,
  Unreachable,
  Memcpy,
  Memset,
  Nop,
  /// Produces an unknown initialized value (vectors, atomics, va_arg...).
  Opaque,
  /// A computed goto (`goto *p`): to one of its targets, the labels whose
  /// address the function takes.
  IndirectBr,
  /// Where an exception lands (LLVM's landingpad): its operands are the
  /// type infos of the `catch` clauses, in order (Null: `catch (...)`).
  LandingPad,
  /// What a landing pad caught: Imm 0 the exception object, 1 the selector
  /// (which clause's type matched, compared with llvm.eh.typeid.for).
  Caught,
  /// The exception goes on to the caller (LLVM's resume).
  Resume,
  /// The program states that its operand is true here (llvm.assume: Clang's
  /// __builtin_assume, and an NDEBUG assert compiled as one): a path where
  /// it is false cannot be real.
  Assume,
};

/// What a conditional branch is to an assumption (Instr::Imm of a CondBr):
/// a test inside an assumption's condition (an NDEBUG assert's `&&`) is no
/// test of the function's own.
enum AssumedBranch : int64_t {
  NotInAssumption = 0,
  /// Either way may hold (`assert(p == 0 || p->n > 0)`).
  EitherWayHolds = 1,
  /// The true target can only make the assumption false.
  TrueWayFails = 2,
  /// The false target can only make the assumption false.
  FalseWayFails = 3,
};

/// Predicates of ICmp/FCmp (LLVM's numbering is not used).
enum class Predicate : uint8_t {
  Eq,
  Ne,
  Ugt,
  Uge,
  Ult,
  Ule,
  Sgt,
  Sge,
  Slt,
  Sle,
  FOrdEq,
  FOrdNe,
  FOrdLt,
  FOrdLe,
  FOrdGt,
  FOrdGe,
  FTrue,
  FFalse,
  FOther,
};

/// A source position; File indexes ModuleCode::Files. Line 0 = unknown.
struct CodeLoc {
  uint16_t File = 0;
  uint32_t Line = 0;
  uint32_t Col = 0;
  bool operator==(const CodeLoc &) const = default;
};

/// A GEP index that is not constant: Offset += value(Index) * Scale.
struct GepIndex {
  Operand Index;
  int64_t Scale = 0;
  bool operator==(const GepIndex &) const = default;
};

/// One decoded instruction.
struct Instr {
  Opcode Op = Opcode::Nop;
  Predicate Pred = Predicate::Eq;
  uint16_t Bits = 0; ///< result width in bits (0 for void); 64 for pointers
  uint32_t Dest = 0; ///< result register (valid when Bits != 0)
  uint32_t Size = 0; ///< bytes loaded/stored/allocated (Alloca: per element)
  /// Gep: constant offset; Alloca: element count (0 = dynamic); CondBr:
  /// an AssumedBranch.
  int64_t Imm = 0;
  CodeLoc Loc;
  uint32_t FirstOperand = 0; ///< into FunctionCode::Operands
  uint16_t NumOperands = 0;
  /// Gep: first GepIndex; Switch/Phi/CondBr: first target; Load/Store: the
  /// key of the struct member it reads or writes, "struct.s+8:4" (its
  /// innermost struct type, offset and size: a Names index, 0 if none;
  /// automodel/FieldValues.h).
  uint32_t Extra = 0;
  uint16_t NumExtra = 0;
  uint32_t Name = 0;    ///< into Names: the object read or written ("s->p")
  uint32_t PtrName = 0; ///< into Names: the pointer dereferenced ("s")
  /// The result (Load/Call/Phi/Select) is a pointer; ICmp: its operands are.
  bool IsPointer = false;
  bool IsFloat = false;      ///< the result is floating point
  /// add/sub/mul nsw: C's signed arithmetic; sdiv/udiv/ashr/lshr exact
  /// (no remainder: C's pointer subtraction divides so).
  bool NoSignedWrap = false;
  /// Call: the callee only reads memory (declared pure or const, as glibc
  /// declares strrchr): the same arguments on the same memory give the same
  /// result.
  bool Pure = false;
  /// Computes part of an assumption's condition (an NDEBUG assert's
  /// `p->n > 0`): the program does not run it, so what it would violate
  /// rules the path out instead of making a warning.
  bool InAssumption = false;
  bool operator==(const Instr &) const = default;
};

/// Branch/switch/phi targets: Block, and for switches the case value. An
/// invoke's targets are its normal destination, then its landing pad.
struct Target {
  uint32_t Block = 0;
  int64_t CaseValue =
      0; ///< Switch: case value; Phi: the incoming operand index
  bool operator==(const Target &) const = default;
};

/// A local variable or parameter, from debug info.
struct VariableInfo {
  std::string Name;
  CodeLoc Declared;
  uint32_t Arg = 0;    ///< 1-based parameter number, 0 for locals
  uint32_t Layout = 0; ///< ModuleCode::Layouts index of its struct type
  /// A pointer: the Layouts index of the struct it points to (0 if none).
  uint32_t Pointee = 0;
  bool operator==(const VariableInfo &) const = default;
};

/// A data member of a struct or class, from debug info: how messages name
/// the bytes of memory ("parser->tokens.head", not `*<8:16>parser`).
struct MemberInfo {
  std::string Name;
  uint64_t Offset = 0, Size = 0; ///< bytes
  uint64_t ElementSize = 0;      ///< an array: its elements' size; else 0
  uint32_t Nested = 0; ///< Layouts index of the member's (element's) struct
  /// A pointer: Layouts index of the struct (or scalar) it points to.
  uint32_t Pointee = 0;
  bool operator==(const MemberInfo &) const = default;
};

/// The data members of one struct type, by offset; a scalar type (a
/// pointer's target) has none, only its size.
struct TypeLayout {
  std::vector<MemberInfo> Members;
  /// sizeof the type, in bytes (the stride of an array of it); 0 if unknown.
  uint64_t Size = 0;
  /// The struct's tag (C) or its ODR identifier (C++); empty if anonymous.
  /// A unit that only declares the struct (an opaque handle, `struct
  /// parser;`) has no members for it: another unit of the run that defines
  /// it names them (LayoutFinder).
  std::string Name;
  bool operator==(const TypeLayout &) const = default;
};

/// A struct layout of some unit of the run: its unit's table and index.
struct LayoutRef {
  const std::vector<TypeLayout> *Table = nullptr;
  uint32_t Index = 0;
};

/// The one definition in the run of a struct a unit only declares, by
/// TypeLayout::Name; {nullptr, 0} if no unit defines it or units define it
/// differently.
using LayoutFinder = std::function<LayoutRef(const std::string &Name)>;

/// Whether the code names a member path ("node.data.sequence.items.start").
using MemberUsed = std::function<bool(const std::string &)>;

/// The member path of the \p Size bytes at \p Offset of a struct with layout
/// \p Layout: ".tokens.head", ".items[2].start"; the deepest member that
/// holds exactly those bytes. Of a union's members, the first for which
/// \p Used accepts \p Base followed by the path; with \p Used, if it
/// accepts none of several, the union itself; without, the first. Sets
/// \p Pointee to the layout of the struct that member points to (0 if
/// none). Empty if no member holds them. Sets \p Partial when the path
/// ends in a union named for bytes that are not all of it, and
/// \p Aggregate when the member named is a struct, a union or an array's
/// element of one (not a scalar: no mask of it is C).
std::string memberPath(const std::vector<TypeLayout> &Layouts, uint32_t Layout,
                       int64_t Offset, int64_t Size, uint32_t &Pointee,
                       const std::string &Base = "",
                       const MemberUsed *Used = nullptr,
                       bool *Partial = nullptr, bool *Aggregate = nullptr);

/// A basic block: a contiguous range of instructions.
struct Block {
  uint32_t First = 0, Count = 0;
  bool operator==(const Block &) const = default;
};

/// A source file the function's locations refer to.
struct CodeFile {
  std::string Path;    ///< normalized absolute path (SourceMap key)
  std::string Display; ///< as the user named it
  bool operator==(const CodeFile &) const = default;
};

/// A function decoded for simulation.
struct FunctionCode {
  std::string Name;        ///< source name ("f", "ns::C::m")
  std::string LinkageName; ///< llvm::Function name
  CodeLoc Loc;             ///< where it is defined
  uint32_t NumRegs = 0;
  std::vector<uint32_t> ParamRegs; ///< register of each parameter
  std::vector<uint16_t> ParamBits; ///< width of each parameter
  std::vector<bool> ParamIsPointer;
  uint16_t ReturnBits = 0; ///< 0 for void
  bool ReturnsPointer = false;
  bool IsVariadic = false;
  bool Internal = false; ///< static: invisible to other translation units
  /// Inline (C++ inline, templates) or weak: the same definition may be in
  /// every unit that uses it, and any one of them stands for all.
  bool Shared = false;
  std::vector<Block> Blocks; ///< Blocks[0] is the entry
  std::vector<Instr> Instrs;
  std::vector<Operand> Operands;
  std::vector<GepIndex> GepIndices;
  std::vector<Target> Targets;
  std::vector<std::string> Names; ///< Names[0] is ""
  /// Alloca register -> variable; indexed by register, Arg 0 and empty name
  /// for allocas without debug info.
  std::vector<VariableInfo> Variables; ///< by variable id; [0] unused
  std::vector<uint32_t> RegVariable;   ///< register -> variable id (allocas)
  std::vector<uint32_t> RegName;       ///< register -> Names index (loads)
  std::vector<uint32_t> RegDef;        ///< register -> defining instr + 1
  /// Call arguments as written ("&x", "buf", "s->name"): Names index per
  /// entry of Operands (0 where unnamed or not a call argument).
  std::vector<uint32_t> OperandNames;
  /// Call arguments that point to a struct (or to a scalar, or an array's
  /// elements): the ModuleCode::Layouts index of that type, per entry of
  /// Operands (0 where none, or unknown: `void *`).
  std::vector<uint32_t> OperandPointees;
  /// Members whose address the function computes and hands on (to a call,
  /// into memory), where code may write them: Names indexes of the key
  /// prefixes ("struct.s+8:" one member, "struct.t+" all of a struct's).
  std::vector<uint32_t> WrittenMembers;
  /// Why the decoder could not handle the function; empty if it could.
  std::string Unsupported;

  const Operand *operands(const Instr &I) const {
    return Operands.data() + I.FirstOperand;
  }
  const Target *targets(const Instr &I) const {
    return Targets.data() + I.Extra;
  }
  /// The instruction that defines register \p Reg; nullptr if none does (a
  /// parameter, or a register out of range).
  const Instr *definition(uint32_t Reg) const {
    if (Reg >= RegDef.size() || !RegDef[Reg])
      return nullptr;
    return &Instrs[RegDef[Reg] - 1];
  }
  /// The instruction that defines operand \p O; nullptr if it is not a
  /// register some instruction defines.
  const Instr *definition(const Operand &O) const {
    return O.K == Operand::Kind::Reg ? definition(O.Index) : nullptr;
  }
  bool operator==(const FunctionCode &) const = default;
};

} // namespace pathsim
