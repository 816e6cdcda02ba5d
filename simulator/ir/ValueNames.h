//===- simulator/ir/ValueNames.h - source-level names of IR values --------===//
//
// Gives IR values the names a C programmer would use in a message: the
// variable a pointer was loaded from ("result"), a field path ("s->p"), an
// element ("buf[i]"), using debug info for variable, field and type names.
//
#pragma once

#include "llvm/ADT/DenseMap.h"

#include <string>

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
  /// The object stored at address Addr: "x", "s->p", "a[i]", "*p".
  std::string addressText(const llvm::Value *Addr);
  /// The pointer dereferenced to reach Addr ("s" for s->p); empty when Addr
  /// is a variable's own storage.
  std::string pointerText(const llvm::Value *Addr);
  /// The value V as an expression: a loaded value is named after what it
  /// was loaded from.
  std::string valueText(const llvm::Value *V);
  /// The callee of a call, for messages: "malloc", "(*fp)".
  std::string callText(const llvm::CallBase &Call);

private:
  struct Described {
    std::string Text;
    const llvm::DIType *Type = nullptr; ///< type of the object / value
  };
  Described address(const llvm::Value *Addr, int Depth);
  Described value(const llvm::Value *V, int Depth);

  llvm::DenseMap<const llvm::AllocaInst *, const llvm::DILocalVariable *> Vars;
};

} // namespace pathsim
