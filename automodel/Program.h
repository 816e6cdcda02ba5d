//===- automodel/Program.h - every function of a run, across its TUs ------===//
//
// The decoded translation units of a run, their functions, and how a call
// by name in one unit resolves to a definition: a `static` function of the
// same unit first, then a function with external linkage of any unit
// (matched by linkage name, or by the name of an alias of it: a C++
// constructor or destructor another unit defines).
//
#pragma once

#include "simulator/ir/ModuleCode.h"
#include "sourcemap/SourceMap.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace pathsim {

/// One decoded translation unit (its IR is gone; the decoded form stays).
struct ProgramUnit {
  std::string MainFile;
  ModuleCode Module;
  frontend::SourceMap Sources;
  /// Functions of this unit that other units cannot see (static), and
  /// external ones another unit defined first (see Program::duplicates).
  std::map<std::string, uint32_t> Internal;
  std::set<std::string> Duplicates;
};

/// A function definition: unit and index into its Module.Functions.
struct FunctionId {
  uint32_t Unit = 0, Index = 0;
  auto operator<=>(const FunctionId &) const = default;
};

class Program {
public:
  /// Adds a unit; returns its index.
  uint32_t addUnit(std::unique_ptr<ProgramUnit> Unit);

  const ProgramUnit &unit(uint32_t U) const { return *Units[U]; }
  size_t units() const { return Units.size(); }
  const FunctionCode &function(FunctionId Id) const {
    return Units[Id.Unit]->Module.Functions[Id.Index];
  }
  /// Every definition, in unit order then definition order. An inline or
  /// weak function defined in several units (from a header) appears once:
  /// its first definition.
  const std::vector<FunctionId> &functions() const { return All; }

  /// External functions defined again in a later unit (several programs in
  /// one run): the first definition and the other. Each is analyzed; a call
  /// reaches its own unit's definition, else the first.
  const std::vector<std::pair<FunctionId, FunctionId>> &duplicates() const {
    return Duplicates;
  }

  /// The definition a call to Name from unit From reaches, if the program
  /// has one.
  std::optional<FunctionId> resolve(uint32_t From,
                                    const std::string &Name) const;

  /// A name unique in the run: the linkage name, or "unit-file:name" for a
  /// static function or a second definition of an external one.
  std::string key(FunctionId Id) const;

  /// When the run holds a whole program (a unit defines `main`): an
  /// external global that a unit of the run defines, and that every unit
  /// only reads (nothing writes it, no one takes its address), keeps its
  /// initializer, as a `const` one does; units that only declare it get the
  /// initializer too when it holds no address. A `const` one a unit defines
  /// does so in every run, a library's too. Call once every unit is added,
  /// before anything reads the globals.
  void settleGlobals();
  /// Finds the function pointers (globals) that only ever hold functions
  /// that never return (or NULL), by every store to them in the run
  /// (`on_error = die;` in an init function; a static one, or an external
  /// one of a whole program), and keeps the mark the decoder put on each
  /// call through such a pointer (Instr::Imm of a Call: 1 + the global's
  /// index), clearing it on the others: such a call ends the path. Call
  /// after settleGlobals.
  void settleCallTargets();
  /// The definition of a struct a unit only declares (an opaque handle),
  /// by its tag: the first unit's that defines it, unless units define it
  /// with other members (two structs of one tag); {nullptr, 0} otherwise.
  LayoutRef definedLayout(const std::string &Name) const;

private:
  void noteLayouts(const std::vector<TypeLayout> &Table);

  std::vector<std::unique_ptr<ProgramUnit>> Units;
  std::vector<FunctionId> All;
  std::map<std::string, FunctionId> External;
  std::vector<std::pair<FunctionId, FunctionId>> Duplicates;
  /// Struct definitions by name; Index 0: defined differently by two units.
  std::map<std::string, LayoutRef> Defined;
};

} // namespace pathsim
