//===- simulator/ir/ValueNames.h - source-level names of IR values --------===//
//
// Gives IR values the names a C programmer would use in a message: the
// variable a pointer was loaded from ("result"), a field path ("s->p"), an
// element ("buf[i]"), using debug info for variable, field and type names.
//
#pragma once

#include "simulator/ir/FunctionCode.h"

#include "llvm/ADT/DenseMap.h"

#include <string>
#include <vector>

namespace llvm {
class AllocaInst;
class CallBase;
class DILocalVariable;
class DIType;
class Value;
} // namespace llvm

namespace pathsim {

class ValueNames {
public:
  void addVariable(const llvm::AllocaInst *Alloca,
                   const llvm::DILocalVariable *Var);
  /// The object stored at address Addr: "x", "s->p", "a[i]", "*p"; for an
  /// access of \p Bits bits (0: any), the member read or written.
  std::string addressText(const llvm::Value *Addr, uint64_t Bits = 0);
  /// The pointer dereferenced to reach Addr ("s" for s->p); empty when Addr
  /// is a variable's own storage.
  std::string pointerText(const llvm::Value *Addr);
  /// The value V as an expression: a loaded value is named after what it
  /// was loaded from.
  std::string valueText(const llvm::Value *V);
  /// A call's argument as the caller wrote it: valueText(), or a sum,
  /// difference or product of named values (`n + 1`), by which a callee's
  /// condition on its parameter is said (`n + 1 == 0`, not `__n == 0`).
  std::string argumentText(const llvm::Value *V);
  /// The callee of a call, for messages: "malloc", "(*fp)".
  std::string callText(const llvm::CallBase &Call);
  /// The type of what pointer V points to ("struct parser" for &p or for a
  /// `struct parser *`), if debug info says.
  const llvm::DIType *pointeeType(const llvm::Value *V);
  /// Where layout() adds layouts: the module's, shared by its functions.
  void shareLayouts(std::vector<TypeLayout> &Table,
                    llvm::DenseMap<const llvm::DIType *, uint32_t> &Index) {
    Layouts = &Table;
    LayoutIndex = &Index;
  }
  /// The index in the shared table of struct type T's layout (added once,
  /// with those of the structs its members hold, and of those they point to
  /// up to \p Hops pointers away); 0 if T is no struct, class or union.
  uint32_t layout(const llvm::DIType *T, int Hops = 4);
  /// For a type of no members (a scalar, a pointer, an enum), the index in
  /// the shared table of a layout of its size and no members: the stride of
  /// an array of it, by which messages name an element (`s[1]`); 0 if none.
  uint32_t strideLayout(const llvm::DIType *T);
  /// For an array type, the index of a layout of one member of no name, its
  /// elements (`a[2]`, `a[1].name`); 0 if T is none.
  uint32_t arrayLayout(const llvm::DIType *T, int Hops = 4);
  /// layout(T), else arrayLayout(T), else strideLayout(T).
  uint32_t layoutOrStride(const llvm::DIType *T, int Hops = 4);
  /// layout() of the struct pointer type T points to; 0 if none.
  uint32_t pointeeLayout(const llvm::DIType *T);

private:
  struct Described {
    std::string Text;
    const llvm::DIType *Type = nullptr; ///< type of the object / value
  };
  Described address(const llvm::Value *Addr, int Depth);
  Described value(const llvm::Value *V, int Depth);
  /// The object a load or store of \p Bits bits at D's address reads or
  /// writes: a struct's first member, several levels down, when the access
  /// is smaller than the struct (Clang emits no GEP for a member at offset
  /// 0: `p->tokens.head`, head first in tokens, loads from `p->tokens`).
  Described accessed(Described D, uint64_t Bits);

  llvm::DenseMap<const llvm::AllocaInst *, const llvm::DILocalVariable *> Vars;
  std::vector<TypeLayout> *Layouts = nullptr;
  llvm::DenseMap<const llvm::DIType *, uint32_t> *LayoutIndex = nullptr;
};

} // namespace pathsim
