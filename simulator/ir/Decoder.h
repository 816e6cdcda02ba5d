//===- simulator/ir/Decoder.h - LLVM IR to the VM's pre-decoded tables ----===//
#pragma once

#include "simulator/ir/ModuleCode.h"

namespace llvm {
class Module;
}

namespace pathsim {

/// Decodes every function definition and every global of an LLVM module
/// (compiled at -O0 with debug info). Functions using constructs the VM
/// cannot run are kept, with FunctionCode::Unsupported saying why.
ModuleCode decodeModule(const llvm::Module &M);

} // namespace pathsim
