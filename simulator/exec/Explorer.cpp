//===- simulator/exec/Explorer.cpp - enumerates the paths of one function -===//
#include "simulator/exec/Explorer.h"

#include "simulator/exec/ChoiceTree.h"
#include "simulator/exec/Executor.h"
#include "simulator/exec/FlagPointers.h"
#include "simulator/exec/OwnNulls.h"
#include "simulator/exec/WriteOnly.h"
#include "sourcemap/SourceMap.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <tuple>

namespace pathsim {

namespace {

/// The function's identity in its figures: its names and where it is.
FunctionStats describe(const ModuleCode &Module, const FunctionCode &F) {
  FunctionStats Stats;
  Stats.Function = F.Name;
  Stats.LinkageName = F.LinkageName;
  if (F.Loc.File < Module.Files.size()) {
    Stats.Loc.File = Module.Files[F.Loc.File].Path;
    Stats.Loc.DisplayFile = Module.Files[F.Loc.File].Display;
  }
  Stats.Loc.Line = F.Loc.Line;
  return Stats;
}

/// The lines of F's own file its paths note as statements (see
/// RunContext::StatementLines).
void noteStatementLines(const ModuleCode &Module, const FunctionCode &F,
                        const frontend::SourceMap *Sources, RunContext &Ctx) {
  if (!Sources || F.Loc.File >= Module.Files.size())
    return;
  Ctx.StatementLinesKnown = true;
  const auto *Texts = Sources->find(Module.Files[F.Loc.File].Path);
  uint32_t First = UINT32_MAX, Last = 0;
  for (const Instr &I : F.Instrs)
    if (I.Loc.File == F.Loc.File && I.Loc.Line) {
      First = std::min(First, I.Loc.Line);
      Last = std::max(Last, I.Loc.Line);
    }
  if (!Texts || First > Last)
    return;
  Ctx.StatementLinesFrom = First;
  Ctx.StatementLines.assign(Last - First + 1, false);
  const std::set<uint32_t> &Lines = Texts->StatementLines;
  for (auto It = Lines.lower_bound(First); It != Lines.end() && *It <= Last;
       ++It)
    Ctx.StatementLines[*It - First] = true;
}

/// The exploration of one function's paths: what its paths share (the
/// context, the choice tree), the limits they are counted against, and
/// what they found, written into the function's result.
class Exploration {
public:
  Exploration(const ModuleCode &Module, const FunctionCode &F,
              const frontend::SourceMap *Sources, const Settings &Config,
              const ModelSet *Models, const ModelResolver *AutoModels,
              const Interruption *Stop, const LayoutFinder *Definitions,
              const std::set<std::string> *SameAnswer,
              const FieldFacts *Fields, std::vector<uint8_t> *Broken,
              ThreadCpuClock::time_point Start, FunctionResult &Result);

  /// Runs paths, one after another, until every path is done or a limit
  /// is reached (Stats.Stop says which).
  void explorePaths();
  /// How the exploration ended, once it has: whether the function is done,
  /// and what of its outcomes a model may say.
  void conclude();

private:
  /// A limit ends the exploration before the next path: Stats.Stop says
  /// which.
  bool limitReached();
  /// Runs one path and records how it ended; false when the time limit
  /// (or an interrupt) cut it and nothing more is to be run.
  bool runPath();
  /// What a path that ended at End leaves to the function: a path
  /// counted, an outcome, the next path's choice.
  void record(PathEnd End, PathRunner &Runner);
  /// Which of the path's defects its callers decide (Decided), and what
  /// that says of each defect over the paths so far (OnInputs).
  void judgeDefects(const PathRunner &Runner, bool Modelled);
  /// Whether the path went on past a defect at which the program would
  /// fail (a NULL dereferenced) that is the function's own, not one its
  /// callers decide: what it did after is a guess, found for its own
  /// defects (a leak a line later), but no case of the function's model:
  /// no run returns that way. One whose every such defect its callers
  /// decide is a case with them (`defect` constraints): a caller that
  /// passes such inputs is told at the call, and goes on past it.
  bool guessedPastOwnDefect(const PathRunner &Runner) const;
  /// After a path that ended at a defect, or went on past one of its own
  /// as a guess: the next path takes the other alternatives of the choice
  /// that gave the defect's value.
  void revisitPast(PathEnd End, const PathRunner &Runner);
  /// A case that states the path's defects; if its conditions are
  /// unstated after all (a callee's unstated case), they stay the
  /// function's.
  Outcome withDefects(Outcome O, const PathRunner &Runner);

  const FunctionCode &F;
  const Settings &Config;
  const Interruption *Stop;
  ThreadCpuClock::time_point Start;
  FunctionResult &Result;
  FunctionStats &Stats;
  /// One warning per defect (site and kind), carrying the path of the
  /// strongest rank that reached it (of equals, the first).
  std::map<DefectKey, size_t> Kept;
  std::set<std::tuple<uint32_t, uint32_t, std::string>> Evaluated;
  GlobalBindings Globals;
  RunContext Ctx;
  ChoiceTree Tree;
  /// Paths begun, infeasible ones too: they end early and cost little,
  /// but must not loop forever.
  uint32_t Attempts = 0, MaxAttempts;
  /// A path cut by the budget or the clock is not simulated to its end:
  /// the tree takes it as done (so it is not tried again), but the
  /// function's paths are then not all covered.
  bool Cut = false;
  /// The work of every path so far, in steps (instructions and model
  /// operations): the budget that ends the exploration the same way on
  /// any machine, however busy. The clock is only a safety net.
  uint64_t Work = 0;
  /// A path that ended the program after the loop bound kept it from a
  /// direction (a loop that fails on a bad element, left by its failure).
  bool EndedWhenBounded = false;
  /// The `catch` blocks' landing pads, and whether a path reached each.
  std::vector<uint32_t> Handlers;
  std::vector<bool> HandlerReached;
  /// The register file and the block counts are as large as the function:
  /// each path reuses the last one's (initialize() resets them).
  std::vector<Value> Registers;
  std::vector<uint32_t> Visits;
  /// Per defect reported: whether every path that reached it did so under
  /// assumptions on the function's inputs that its model states (its
  /// callers decide; docs/analysis.md, "A function's callers decide").
  std::map<DefectKey, bool> OnInputs;
  /// This path's defects that its callers decide.
  std::vector<const ReportedDefect *> Decided;
};

/// A member key's offset and size ("struct.s+8:4"); false if malformed.
bool memberPlace(const std::string &Key, int64_t &Offset, uint32_t &Size) {
  size_t Plus = Key.rfind('+'), Colon = Key.rfind(':');
  if (Plus == std::string::npos || Colon == std::string::npos || Colon < Plus)
    return false;
  Offset = std::strtoll(Key.c_str() + Plus + 1, nullptr, 10);
  Size = static_cast<uint32_t>(std::strtoul(Key.c_str() + Colon + 1, nullptr, 10));
  return Size > 0 && Size <= 8;
}

/// By instruction, the relations of Relations whose members F's loads (and,
/// when checking, its stores) name.
void bindRelations(const FunctionCode &F, const FieldRelations &Relations,
                   std::vector<uint8_t> *Broken, RunContext &Ctx) {
  std::map<std::string, std::vector<RelationMember>> ByKey;
  for (uint32_t R = 0; R < Relations.size(); ++R) {
    const FieldRelation &FR = Relations[R];
    RelationMember Low, High;
    uint32_t LowSize = 0, HighSize = 0;
    if (!memberPlace(FR.Low, Low.Offset, LowSize) ||
        !memberPlace(FR.High, High.Offset, HighSize))
      continue;
    Low.Relation = High.Relation = R;
    High.High = true;
    Low.PartnerOffset = High.Offset;
    Low.Size = High.PartnerSize = LowSize;
    High.PartnerOffset = Low.Offset;
    High.Size = Low.PartnerSize = HighSize;
    ByKey[FR.Low].push_back(Low);
    ByKey[FR.High].push_back(High);
  }
  Ctx.Relations = &Relations;
  Ctx.BrokenRelations = Broken;
  for (size_t K = 0; K < F.Instrs.size(); ++K) {
    const Instr &I = F.Instrs[K];
    if (!I.Extra ||
        (I.Op != Opcode::Load && (I.Op != Opcode::Store || !Broken)))
      continue;
    auto It = ByKey.find(F.Names[I.Extra]);
    if (It == ByKey.end())
      continue;
    // A pointer member takes part only in a NonNull relation, as its
    // pointer.
    if (I.IsPointer &&
        std::any_of(It->second.begin(), It->second.end(),
                    [&](const RelationMember &M) {
                      return !Relations[M.Relation].NonNull || !M.High;
                    }))
      continue;
    auto &Into = I.Op == Opcode::Load ? Ctx.LoadRelations : Ctx.StoreRelations;
    Into.resize(F.Instrs.size());
    Into[K] = It->second;
  }
}

// PATHSIM_TRACE=1 prints how each path ended (a developer's aid).
const bool Trace = std::getenv("PATHSIM_TRACE") != nullptr;

Exploration::Exploration(const ModuleCode &Module, const FunctionCode &F,
                         const frontend::SourceMap *Sources,
                         const Settings &Config, const ModelSet *Models,
                         const ModelResolver *AutoModels,
                         const Interruption *Stop,
                         const LayoutFinder *Definitions,
                         const std::set<std::string> *SameAnswer,
                         const FieldFacts *Fields,
                         std::vector<uint8_t> *Broken,
                         ThreadCpuClock::time_point Start,
                         FunctionResult &Result)
    : F(F), Config(Config), Stop(Stop), Start(Start), Result(Result),
      Stats(Result.Stats),
      Globals(Module),
      // The safety net counts this thread's CPU time: a busy machine, where
      // the thread waits for a core, does not reach it sooner.
      Ctx{Module,
          Sources,
          Config,
          Start + std::chrono::duration_cast<ThreadCpuClock::duration>(
                      std::chrono::duration<double>(Config.FunctionTimeout)),
          Models,
          AutoModels,
          nullptr,
          nullptr,
          &Globals,
          Stop},
      MaxAttempts(Config.MaxPaths * 4 + 16) {
  Ctx.Definitions = Definitions;
  Ctx.SameAnswer = SameAnswer;
  if (Fields && !Fields->Ranges.empty())
    for (size_t K = 0; K < F.Instrs.size(); ++K) {
      const Instr &I = F.Instrs[K];
      if (I.Op != Opcode::Load || !I.Extra || I.IsPointer)
        continue;
      auto It = Fields->Ranges.find(F.Names[I.Extra]);
      if (It == Fields->Ranges.end())
        continue;
      Ctx.LoadRanges.resize(F.Instrs.size(), nullptr);
      Ctx.LoadRanges[K] = &It->second;
    }
  if (Fields && !Fields->Relations.empty())
    bindRelations(F, Fields->Relations, Broken, Ctx);
  Ctx.OwnNulls = ownNullVariables(F);
  Ctx.WriteOnly = writeOnlyVariables(F);
  Ctx.FlagPointers = flagPointers(F);
  if (Sources)
    if (const frontend::FunctionSource *Source =
            Sources->function(F.LinkageName))
      Ctx.StopAtDefects = Source->System;
  noteStatementLines(Module, F, Sources, Ctx);
  Ctx.Kept = [this](const DefectKey &Key) -> const Warning * {
    auto It = Kept.find(Key);
    return It == Kept.end() ? nullptr : &this->Result.Warnings[It->second];
  };
  Ctx.Report = [this](Warning W, const DefectKey &Key) {
    std::vector<Warning> &Warnings = this->Result.Warnings;
    // Engine-test results differ per path: keep each distinct answer.
    if (W.Kind == WarningKind::DebugEval) {
      if (Evaluated.insert({W.Loc.Line, W.Loc.Col, W.Message}).second)
        Warnings.push_back(std::move(W));
      return;
    }
    auto [It, New] = Kept.try_emplace(Key, Warnings.size());
    if (New)
      Warnings.push_back(std::move(W));
    else
      Warnings[It->second] = std::move(W);
  };
  for (uint32_t B = 0; B < F.Blocks.size(); ++B)
    if (F.Blocks[B].Count &&
        F.Instrs[F.Blocks[B].First].Op == Opcode::LandingPad &&
        F.Instrs[F.Blocks[B].First].NumOperands > 0)
      Handlers.push_back(B);
  HandlerReached.assign(Handlers.size(), false);
}

bool Exploration::limitReached() {
  if (Stats.Paths >= Config.MaxPaths || Attempts >= MaxAttempts) {
    Stats.Stop = Termination::PathLimit;
    return true;
  }
  if (Work >= Config.WorkBudget) {
    Stats.Stop = Termination::WorkBudget;
    return true;
  }
  if (Ctx.outOfTime()) {
    Stats.Stop = Termination::Timeout;
    return true;
  }
  return false;
}

void Exploration::explorePaths() {
  if (Trace)
    fprintf(stderr, "pathsim-trace: begin %s\n", F.Name.c_str());
  Stats.Stop = Termination::PathLimit;
  while (!Tree.complete() && !limitReached())
    if (!runPath())
      break;
}

bool Exploration::runPath() {
  ++Attempts;
  Tree.beginPath();
  PathRunner Runner(Ctx, F, Tree);
  Runner.state().Regs = std::move(Registers);
  Runner.state().BlockVisits = std::move(Visits);
  PathEnd End = Runner.run();
  Tree.endPath();
  Work += Runner.state().Executed;
  if (Trace)
    fprintf(stderr,
            "pathsim-trace: %s path %u: end %d, %llu steps, %zu assumptions\n",
            F.Name.c_str(), Attempts, static_cast<int>(End),
            static_cast<unsigned long long>(Runner.state().Executed),
            Runner.state().Assumptions.size());
  if (Trace && End == PathEnd::Aborted) {
    const auto &V = Runner.state().BlockVisits;
    size_t Hot = std::max_element(V.begin(), V.end()) - V.begin();
    fprintf(stderr,
            "pathsim-trace:   hottest block %zu (line %u) visited %u times\n",
            Hot, F.Instrs[F.Blocks[Hot].First].Loc.Line, V[Hot]);
  }
  Tree.cover(Runner.state().BlockVisits);
  for (size_t K = 0; K < Handlers.size(); ++K)
    HandlerReached[K] =
        HandlerReached[K] || Runner.state().BlockVisits[Handlers[K]] != 0;
  record(End, Runner);
  Registers = std::move(Runner.state().Regs);
  Visits = std::move(Runner.state().BlockVisits);
  return End != PathEnd::Timeout;
}

void Exploration::record(PathEnd End, PathRunner &Runner) {
  switch (End) {
  case PathEnd::Returned:
    ++Stats.Paths;
    Runner.checkEndOfPath();
    Runner.checkRelations();
    judgeDefects(Runner, true);
    revisitPast(End, Runner);
    if (!guessedPastOwnDefect(Runner)) {
      // A pointer its callers' inputs made NULL, dereferenced and taken as
      // valid from there, is returned as a valid one: the callers are told
      // of the defect at the call (its `defect` constraint), not of the
      // same NULL again where they use the result.
      State &S = Runner.state();
      if (S.ReturnValue && S.takenAsValid(*S.ReturnValue)) {
        uint16_t Bits = S.ReturnValue->Bits;
        Value Valid = Value::symbol(S.newSymbol(Bits), Bits);
        S.Cons.assume(Predicate::Ne, Valid, Value::integer(0, Bits),
                      /*Choice=*/false);
        S.ReturnValue = Valid;
      }
      Result.Outcomes.push_back(
          withDefects(buildOutcome(Runner, true, Decided), Runner));
    }
    break;
  case PathEnd::NoReturn:
    // exit, abort, longjmp: callers' paths end there too; an exception:
    // they go on in their handlers, or leave by it too.
    ++Stats.Paths;
    EndedWhenBounded |= Runner.bounded();
    // What an exception or a longjmp leaves in memory, the code that
    // catches it reads.
    if (Runner.endedByThrow() || Runner.endedByLongjmp())
      Runner.checkRelations();
    judgeDefects(Runner, true);
    revisitPast(End, Runner);
    if (!guessedPastOwnDefect(Runner))
      Result.Outcomes.push_back(withDefects(
          buildOutcome(Runner, /*Returned=*/false, Decided), Runner));
    break;
  case PathEnd::Defect:
    ++Stats.Paths;
    revisitPast(End, Runner);
    // A defect its callers decide: a case that ends there, so that a
    // caller that gives such inputs is told.
    judgeDefects(Runner, true);
    if (!Decided.empty())
      Result.Outcomes.push_back(
          withDefects(buildOutcome(Runner, /*Returned=*/false, Decided,
                                   /*AtDefect=*/true),
                      Runner));
    break;
  case PathEnd::Infeasible:
    ++Stats.InfeasiblePaths;
    break;
  case PathEnd::Aborted:
    ++Stats.AbortedPaths;
    Cut = true;
    break;
  case PathEnd::Timeout:
    Stats.Stop = Termination::Timeout;
    break;
  }
  if (End != PathEnd::Returned && End != PathEnd::NoReturn &&
      End != PathEnd::Defect)
    judgeDefects(Runner, false);
}

void Exploration::judgeDefects(const PathRunner &Runner, bool Modelled) {
  Decided.clear();
  for (const ReportedDefect &D : Runner.state().Reported) {
    // A local's address left in the caller's memory is a dangling pointer
    // in the model's results: the caller that uses it is told, whatever
    // the conditions (one left in a global, or returned, is not:
    // EndOfPath.cpp tells them apart by Extra). What a path leaves its
    // caller (freed memory returned, leaks) is judged where it is left; an
    // outcome of the environment (malloc's NULL) is no caller's to decide.
    bool On = Modelled && !D.Environment &&
              (D.Kind == WarningKind::ReturnStackAddress ? D.Extra == 0
               : D.Kind == WarningKind::ReturnFreed
                   ? false
                   : guardedOnInputs(Runner, D.Facts));
    auto [It, New] =
        OnInputs.try_emplace(DefectKey{D.Kind, D.Loc, D.Extra}, On);
    It->second = It->second && On;
    if (On)
      Decided.push_back(&D);
  }
}

void Exploration::revisitPast(PathEnd End, const PathRunner &Runner) {
  // A defect that ended the path, or the first it went on past as a guess:
  // when it is new, or on a path that went on past another one after a
  // revisit and made its value after that, the next path makes the other
  // choice that gave its value (a callee's other case), so the code after
  // it is explored without the guess even when the paths are sampled
  // (docs/analysis.md, "One defect, one warning").
  const State &S = Runner.state();
  if (End != PathEnd::Defect &&
      std::none_of(S.Reported.begin(), S.Reported.end(),
                   [](const ReportedDefect &D) { return D.Fatal; }))
    return;
  if (uint32_t C = S.DefectChoice;
      C && (S.DefectNew || Tree.afterRevisit(C - 1)))
    Tree.revisit(C - 1);
}

bool Exploration::guessedPastOwnDefect(const PathRunner &Runner) const {
  for (const ReportedDefect &D : Runner.state().Reported)
    if (D.Fatal &&
        std::find(Decided.begin(), Decided.end(), &D) == Decided.end())
      return true;
  return false;
}

Outcome Exploration::withDefects(Outcome O, const PathRunner &Runner) {
  if (O.Case.Reason == UnstatedReason) {
    for (const ReportedDefect &D : Runner.state().Reported)
      OnInputs[DefectKey{D.Kind, D.Loc, D.Extra}] = false;
    std::erase_if(O.Case.Operations, [](const modellang::Operation &Op) {
      return Op.Op == modellang::Operator::Defect;
    });
  }
  return O;
}

void Exploration::conclude() {
  if (Tree.complete() && Stats.Stop != Termination::Timeout)
    Stats.Stop = Cut ? Termination::StepBudget : Termination::Complete;
  // A sample says nothing of the paths it did not take, nor a path the loop
  // bound steered of those it kept from: that every path it kept ended the
  // program (exit, longjmp) does not make a function that never returns
  // (`for (i = 0; i < 8; i++) if (!v[i]) fail();` returns after the 8th).
  // It then has no model; callers use the conservative rule.
  auto EndsProgram = [](const Outcome &O) {
    return O.Case.Return && (*O.Case.Return == modellang::ReturnType::Exit ||
                             *O.Case.Return == modellang::ReturnType::Longjmp ||
                             *O.Case.Return == modellang::ReturnType::Throw);
  };
  if ((Stats.Stop != Termination::Complete || EndedWhenBounded) &&
      std::all_of(Result.Outcomes.begin(), Result.Outcomes.end(), EndsProgram))
    Result.Outcomes.clear();
  // The defects whose every path its callers decide, while the model
  // states them.
  for (const auto &[Key, Index] : Kept) {
    auto It = OnInputs.find(Key);
    Result.Warnings[Index].OnInputs =
        It != OnInputs.end() && It->second && !Result.Outcomes.empty();
  }
  // A `catch` block no path reached was not simulated: the function is not
  // done, though its models say no call of the `try` block throws.
  if (Stats.Stop == Termination::Complete &&
      std::find(HandlerReached.begin(), HandlerReached.end(), false) !=
          HandlerReached.end())
    Stats.Stop = Termination::HandlersSkipped;
  // Stopped by the interrupt, not the time limit: the function is not done.
  if (Stats.Stop == Termination::Timeout && Stop &&
      Stop->cut(std::chrono::steady_clock::now()))
    Stats.Stop = Termination::Interrupted;
  if (Trace)
    fprintf(stderr,
            "pathsim-trace: end %s: %u paths, %llu steps, %s, %.3f s cpu\n",
            F.Name.c_str(), Attempts, static_cast<unsigned long long>(Work),
            std::string(terminationId(Stats.Stop)).c_str(),
            std::chrono::duration<double>(ThreadCpuClock::now() - Start)
                .count());
}

} // namespace

FunctionResult simulateFunction(const ModuleCode &Module, const FunctionCode &F,
                                const frontend::SourceMap *Sources,
                                const Settings &Config, const ModelSet *Models,
                                const ModelResolver *AutoModels,
                                const Interruption *Stop,
                                const LayoutFinder *Definitions,
                                const std::set<std::string> *SameAnswer,
                                const FieldFacts *Fields,
                                std::vector<uint8_t> *BrokenRelations) {
  FunctionResult Result;
  Result.Stats = describe(Module, F);
  auto Start = ThreadCpuClock::now();
  if (!F.Unsupported.empty()) {
    Result.Stats.Stop = Termination::Unsupported;
    Result.Stats.Detail = F.Unsupported;
    return Result;
  }
  {
    Exploration Paths(Module, F, Sources, Config, Models, AutoModels, Stop,
                      Definitions, SameAnswer, Fields, BrokenRelations, Start,
                      Result);
    Paths.explorePaths();
    Paths.conclude();
  }
  Result.Stats.Seconds =
      std::chrono::duration<double>(ThreadCpuClock::now() - Start).count();
  Result.Stats.Warnings = static_cast<uint32_t>(Result.Warnings.size());
  return Result;
}

} // namespace pathsim
