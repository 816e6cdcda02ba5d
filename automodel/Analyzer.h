//===- automodel/Analyzer.h - a whole analysis run over translation units -===//
//
// Compiles each translation unit, decodes it, and simulates its functions,
// collecting warnings and per-function figures. A TU that does not compile is
// reported and skipped; the others are analyzed.
//
#pragma once

#include "automodel/ModelBuilder.h"
#include "automodel/ModelStore.h"
#include "automodel/Progress.h"
#include "automodel/RunSettings.h"
#include "automodel/ScheduleFigures.h"
#include "automodel/UnknownCallees.h"
#include "frontend/CompileJobs.h"
#include "modellang/ModelLibrary.h"
#include "simulator/FunctionStats.h"
#include "simulator/Interruption.h"
#include "simulator/Warning.h"
#include "simulator/models/ModelSet.h"

#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace pathsim {

/// What a run is given: its settings, and where the libc models are.
struct AnalysisOptions {
  /// Every setting (simulator/Settings.def): limits, checks, models,
  /// recursion depth, threads (results are the same for any number), ...
  RunSettings Settings;
  /// The shipped libc models (a directory of .mdl files); empty: none.
  std::string SystemModels = defaultSystemModelsDir();
  /// Identifies this build of pathsim in stored results (a new build
  /// simulates everything again).
  std::string ToolIdentity;
  /// Raised by a SIGINT or SIGTERM: no unit or function is started after,
  /// the functions running are cut at its cut time, and the result holds
  /// what was finished (AnalysisResult::Interrupted).
  const Interruption *Stop = nullptr;
  /// Keep every function's model for AnalysisResult::Models. Without it, a
  /// model leaves memory once no caller still needs it (it is in the store),
  /// and a stored model no caller needs is never read back.
  bool KeepModels = true;

  /// The shipped libc models: $PATHSIM_LIBC_MODELS, else those installed
  /// with the running executable (share/pathsim/models/libc), else none.
  static std::string defaultSystemModelsDir();
};

/// What became of one translation unit of a run.
struct UnitResult {
  enum class State {
    Analyzed,    ///< compiled; its functions were simulated
    NotCompiled, ///< the compiler failed (its errors were printed)
    NotReached,  ///< the run was interrupted before compiling it
  };
  std::string File;    ///< normalized absolute path of the main file
  std::string Display; ///< the path as the job names it
  State Is = State::Analyzed;
  std::string Detail; ///< why it was not analyzed
};

/// Everything a run produced, in a deterministic order.
struct AnalysisResult {
  std::vector<Warning> Warnings;        ///< sorted by file, line, column, kind
  std::vector<FunctionStats> Functions; ///< in TU order, then definition order
  std::vector<std::string> FailedFiles; ///< TUs that did not compile
  std::vector<UnitResult> Units;        ///< every job, in the jobs' order
  std::string Outcomes;                 ///< --dump-outcomes text
  uint32_t TranslationUnits = 0;
  /// Malformed models: nothing was simulated (FILE:LINE:COL: error: ...).
  std::vector<std::string> ModelErrors;
  MergeStats Merging;  ///< how outcomes were merged into models
  uint32_t Reused = 0; ///< functions whose stored results were reused
  /// Of Reused, the functions another machine saved in a shared store
  /// (PostgreSQL, docs/store.md).
  uint32_t ReusedFromOtherMachines = 0;
  /// Units taken from the store, not compiled: the job and every file its
  /// compile read were unchanged.
  uint32_t UnitsReused = 0;
  /// What the model store is to keep of this run (with a Store): the
  /// functions simulated, in key order. The caller saves them
  /// (ModelStore::save) when it stores the run: the end of the run is the
  /// one time it writes.
  std::vector<StoredFunction> ToSave;
  /// Functions whose warnings are not reported (--exclude, --include), and
  /// how many of them were not simulated either, no reported function
  /// needing their models (those are not in Functions).
  uint32_t Excluded = 0, ExcludedNotSimulated = 0;
  /// External functions defined in more than one unit (several programs in
  /// one compilation database); each definition is analyzed.
  uint32_t DefinedTwice = 0;
  /// The automatic model of every function, in Functions' order (only with
  /// AnalysisOptions::KeepModels).
  std::vector<modellang::Model> Models;
  /// The functions called by name that have neither source in the run nor
  /// a model, with how many call sites of the functions simulated name
  /// each: most called first (simulated by the conservative rule).
  std::vector<UnknownCallee> UnknownCallees;
  /// How far the run could spread over many threads (--stats).
  ScheduleFigures Schedule;
  /// The run was interrupted: the units and functions it did not finish are
  /// recorded as not reached (UnitResult::State::NotReached,
  /// Termination::Interrupted), report nothing, and are not in ToSave.
  bool Interrupted = false;
};

/// The models of a run: the libc library, the user's, and their layering.
struct ModelLibraries {
  modellang::ModelLibrary System, User;
  /// The libraries' models compiled, once for all units.
  CompiledModels CompiledSystem, CompiledUser;
  ModelSet Set;
};

/// Loads the system and user models of Options. Malformed models are
/// reported in Errors (FILE:LINE:COL: error: ...) and make it return false.
bool loadModels(const AnalysisOptions &Options, ModelLibraries &Libraries,
                std::vector<std::string> &Errors, llvm::raw_ostream &Log);

/// Runs the analysis of Jobs; compiler diagnostics go to Diagnostics. With a
/// \p Store, automatic models are kept between runs: a function whose code,
/// callees' models and settings are unchanged is not simulated again (every
/// function simulated is returned in ToSave; the functions of a recursive
/// component are reused together or not at all).
/// \p Tracker, if any, is told how the run advances.
AnalysisResult analyze(const std::vector<frontend::CompileJob> &Jobs,
                       const AnalysisOptions &Options, ModelStore *Store,
                       llvm::raw_ostream &Diagnostics,
                       Progress *Tracker = nullptr);

} // namespace pathsim
