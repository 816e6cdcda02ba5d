//===- simulator/exec/RunContext.h - what simulating a function needs -----===//
//
// Everything a path of a function needs besides the function itself: its
// module, the source texts, the settings and the deadline, the models calls
// are emulated with, and where warnings go. Shared by the runner (exec/) and
// the rules (rules/), which raise the warnings.
//
#pragma once

#include "simulator/Interruption.h"
#include "simulator/Settings.h"
#include "simulator/Warning.h"
#include "simulator/exec/ThreadCpuClock.h"
#include "simulator/ir/ModuleCode.h"
#include "simulator/models/ModelSet.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace pathsim {

namespace frontend {
class SourceMap;
}

/// How a path ended.
enum class PathEnd : uint8_t {
  Returned,   ///< reached a return: end-of-path checks and an Outcome follow
  NoReturn,   ///< exit, abort, unreachable: no outcome
  Infeasible, ///< an assumption contradicted what the path knew
  Defect,     ///< a defect stopped it (NULL dereference...)
  Aborted,    ///< the step budget ran out
  Timeout,    ///< the function's time limit ran out, or an interrupt came
};

/// What makes warnings of one function one defect: the kind and the place
/// (Extra tells apart defects of one kind at one place: two leaks at one
/// return have their allocation sites).
struct DefectKey {
  WarningKind Kind = WarningKind::UninitUse;
  CodeLoc Loc;
  uint64_t Extra = 0;
  auto tie() const {
    return std::tie(Kind, Loc.File, Loc.Line, Loc.Col, Extra);
  }
  bool operator<(const DefectKey &O) const { return tie() < O.tie(); }
};

/// What a run needs besides the function: its module, texts, limits.
/// The values a struct member holds wherever the program reads it (signed,
/// at its width): what every store of the program gives it
/// (automodel/FieldValues.h).
struct FieldRange {
  int64_t Lo = 0, Hi = 0;
  /// Every value it holds, when they are few (at most 16, within 64 of
  /// each other): the others of [Lo, Hi] it never holds. Empty: any.
  std::vector<int64_t> Values;
  bool operator==(const FieldRange &) const = default;
};
/// By member key (Instr::Extra of a load or store).
using FieldRanges = std::map<std::string, FieldRange>;

/// A relation two members of one struct type keep in every object of the
/// type (automodel/FieldRelations.h): an order of two integer members,
/// Low <= High, unsigned, or 0 <= Low <= High, signed (a count and its
/// capacity); or, NonNull, the pointer member High is not NULL whenever
/// the integer member Low is not 0 (a buffer and its length).
struct FieldRelation {
  std::string Low, High; ///< member keys ("struct.s+8:4")
  bool Unsigned = false;
  bool NonNull = false;
  bool operator==(const FieldRelation &) const = default;
  bool operator<(const FieldRelation &O) const {
    return std::tie(Low, High, Unsigned, NonNull) <
           std::tie(O.Low, O.High, O.Unsigned, O.NonNull);
  }
};
using FieldRelations = std::vector<FieldRelation>;
/// What a run knows of the program's struct members: the values every
/// store gives one, the orders every writer keeps between two.
struct FieldFacts {
  FieldRanges Ranges;
  FieldRelations Relations;
};
/// A load or store of a member of a FieldRelation: which, and which side.
struct RelationMember {
  uint32_t Relation = 0;
  bool High = false;
  int64_t Offset = 0, PartnerOffset = 0; ///< the two members' offsets
  uint32_t Size = 0, PartnerSize = 0;
};

struct RunContext {
  const ModuleCode &Module;
  const frontend::SourceMap *Sources = nullptr;
  const Settings &Config;
  /// When the function's time limit runs out, in the CPU time of the thread
  /// simulating it (the safety net; the work budget normally ends it first).
  ThreadCpuClock::time_point Deadline;
  const ModelSet *Models = nullptr;
  const ModelResolver *AutoModels = nullptr;
  /// The warning kept so far for a defect, or nullptr when no path has
  /// reported it: the rules compare ranks with it before building another.
  std::function<const Warning *(const DefectKey &)> Kept;
  /// Keeps a defect's warning: the first for its key, or one that outranks
  /// the one kept (it replaces it in place).
  std::function<void(Warning, const DefectKey &)> Report;
  /// The globals models name, bound to this module's (none: looked up at
  /// each call).
  GlobalBindings *Globals = nullptr;
  /// Set when the run is interrupted: paths stop at its cut time.
  const Interruption *Stop = nullptr;
  /// Where messages find the members of a struct this module only declares
  /// (another unit of the run defines it); none: such memory is named in
  /// bytes.
  const LayoutFinder *Definitions = nullptr;
  /// A callee's guard assumed at a call, as the caller would write it, by
  /// call site (instruction index) and the model's operation, then the
  /// callee's name it was written for (one, but for a call through a
  /// pointer): the same on every path of the function, so it is written
  /// once (a cache; the paths of one function run on one thread).
  struct GuardText {
    std::string Callee, Text;
  };
  struct GuardSite {
    uint32_t Site;
    const void *Op;
    bool operator==(const GuardSite &) const = default;
  };
  struct GuardSiteHash {
    size_t operator()(const GuardSite &K) const {
      return std::hash<const void *>()(K.Op) * 31 + K.Site;
    }
  };
  mutable std::unordered_map<GuardSite, std::vector<GuardText>, GuardSiteHash>
      GuardTexts{};
  /// The model a call site's callee resolved to, and the name calls of it
  /// are reported under, by call instruction (its index): the same on
  /// every path while the callee's name is (a cache; a call through a
  /// pointer may name another callee on another path).
  struct CalleeModel {
    std::string Callee;
    std::optional<ModelRef> Ref;
    std::string Name;
  };
  mutable std::unordered_map<uint32_t, CalleeModel> CalleeModels{};
  /// By register: the local variables the function sets to NULL itself
  /// (OwnNulls.h); empty: none known.
  std::vector<bool> OwnNulls{};
  /// The program's functions whose calls agree with themselves (the same
  /// arguments and memory, the same answer: automodel/SameAnswer.h), by
  /// the name calls use; none: only those declared pure.
  const std::set<std::string> *SameAnswer = nullptr;
  /// By instruction: the range of the member a load reads, where every
  /// store of the program keeps it in one (FieldRanges); empty: none.
  std::vector<const FieldRange *> LoadRanges{};
  /// The orders between members the run assumes (FieldRelations.h); by
  /// instruction, the relations a load's member takes part in (assumed on
  /// a first read of the caller's memory) and, when CheckRelations, a
  /// store's (checked where the path leaves the function).
  const FieldRelations *Relations = nullptr;
  std::vector<std::vector<RelationMember>> LoadRelations{};
  std::vector<std::vector<RelationMember>> StoreRelations{};
  /// Checking mode (the relations' census): by relation, bit 0 set when a
  /// path of the function may leave it broken, bit 1 when a path assumed
  /// it.
  std::vector<uint8_t> *BrokenRelations = nullptr;
  /// By register: the local variables the function never reads
  /// (WriteOnly.h); empty: none.
  std::vector<bool> WriteOnly{};
  /// The lines of the function's own file that begin a statement, as bits
  /// from line StatementLinesFrom, over the lines its instructions are on
  /// (the explorer fills them once for all the paths: a search of the
  /// file's set of lines at every line a path reaches costs more); unless
  /// StatementLinesKnown, each path searches the set.
  std::vector<bool> StatementLines{};
  uint32_t StatementLinesFrom = 0;
  bool StatementLinesKnown = false;
  /// The constants other than NULL the function compares pointers with
  /// (`s == (State *)2`, a sentinel): a pointer it dereferenced is none of
  /// them (rules/ValidPointer.cpp).
  std::vector<uint64_t> FlagPointers{};
  /// The function is the standard library's (a system header's), whose
  /// defects are not reported: taken as the analysis's own imprecision,
  /// each ends its path, as a path going on past a wrong guess about the
  /// library's state would give its model cases no run has. In the user's
  /// code a path goes on after a defect (docs/analysis.md, "One defect,
  /// one warning").
  bool StopAtDefects = false;
  /// By global of the module: whether it is a table of addresses
  /// (PathRunner::tableOfAddresses), 0 not asked yet, 1 no, 2 yes; found
  /// once for all the paths.
  mutable std::vector<uint8_t> AddressTables{};

  /// Whether the path must stop now: the function's time limit ran out, or
  /// the run was interrupted (a PathEnd::Timeout either way; the explorer
  /// tells them apart).
  bool outOfTime() const {
    return ThreadCpuClock::now() > Deadline ||
           (Stop && Stop->raised() &&
            Stop->cut(std::chrono::steady_clock::now()));
  }

  /// A source location as plain data, for warnings.
  SourceLocation location(const CodeLoc &L) const;
  /// How a file is shown to the user (its name in the compile command, or
  /// relative to the current directory).
  std::string displayName(const std::string &Path) const;
};

} // namespace pathsim
