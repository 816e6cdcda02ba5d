//===- simulator/ir/ModuleCode.h ------------------------------------------===//
// The decoded functions and globals of a TU.
#pragma once

#include "simulator/ir/FunctionCode.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace pathsim {

/// A pointer inside a global's initializer.
struct GlobalReloc {
  int64_t Offset = 0; ///< where in the global
  bool ToFunction = false;
  uint32_t Target = 0; ///< global index, or function name index
  int64_t TargetOffset = 0;
  bool operator==(const GlobalReloc &) const = default;
};

/// A global variable, static variable or string literal.
struct GlobalInfo {
  std::string Name;        ///< source name ("counter"), or "string literal"
  std::string LinkageName; ///< IR name
  uint64_t Size = 0;
  bool Constant = false; ///< never written: its initializer is its value
  bool Defined = false;  ///< has an initializer in this TU
  bool Literal = false;  ///< an anonymous constant (string literal)
  bool Internal = false; ///< static: invisible to other TUs
  /// Every use of it in this TU reads it (no write, no address taken, not
  /// volatile or thread-local): with the same in every TU of a whole
  /// program, it keeps its initializer (Program::settleGlobals).
  bool OnlyRead = false;
  std::vector<uint8_t> Init; ///< initializer bytes (Defined)
  std::vector<GlobalReloc> Relocs;
  CodeLoc Declared;
  bool operator==(const GlobalInfo &) const = default;
};

/// Another name of a function the unit defines: Clang emits a C++ class's
/// complete-object constructor or destructor (`C1`, `D1`) as an alias of
/// the base-object one (`C2`, `D2`) when their code is the same, and other
/// units call the alias.
struct FunctionAlias {
  std::string Name;      ///< the alias's linkage name
  std::string Target;    ///< the linkage name of the function it names
  bool Internal = false; ///< static: invisible to other TUs
  bool operator==(const FunctionAlias &) const = default;
};

/// Everything decoded from one translation unit.
struct ModuleCode {
  std::string MainFile;
  std::vector<GlobalInfo> Globals;
  std::vector<std::string> FunctionNames; ///< callee names (Operand::Function)
  std::vector<FunctionCode> Functions;    ///< definitions, in module order
  std::vector<FunctionAlias> Aliases;     ///< of Functions, in module order
  /// Files referenced by locations of this module, shared by its functions.
  std::vector<CodeFile> Files;
  /// Globals (not literals) by source name, for models that name them.
  std::map<std::string, uint32_t> GlobalByName;
  /// The struct layouts the functions' names refer to, from debug info,
  /// shared by the module's functions; [0] is "none".
  std::vector<TypeLayout> Layouts;
  bool operator==(const ModuleCode &) const = default;
};

} // namespace pathsim
