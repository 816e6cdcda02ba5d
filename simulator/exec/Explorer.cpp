//===- simulator/exec/Explorer.cpp - enumerates the paths of one function -===//
#include "simulator/exec/Explorer.h"

#include "simulator/exec/ChoiceTree.h"
#include "simulator/exec/Executor.h"
#include "simulator/exec/OwnNulls.h"
#include "simulator/exec/WriteOnly.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <set>
#include <tuple>

namespace pathsim {

FunctionResult simulateFunction(const ModuleCode &Module, const FunctionCode &F,
                                const frontend::SourceMap *Sources,
                                const Settings &Config, const ModelSet *Models,
                                const ModelResolver *AutoModels,
                                const Interruption *Stop,
                                const LayoutFinder *Definitions,
                                const std::set<std::string> *SameAnswer,
                                const FieldRanges *Fields) {
  FunctionResult Result;
  FunctionStats &Stats = Result.Stats;
  Stats.Function = F.Name;
  Stats.LinkageName = F.LinkageName;
  if (F.Loc.File < Module.Files.size()) {
    Stats.Loc.File = Module.Files[F.Loc.File].Path;
    Stats.Loc.DisplayFile = Module.Files[F.Loc.File].Display;
  }
  Stats.Loc.Line = F.Loc.Line;
  auto Start = ThreadCpuClock::now();
  if (!F.Unsupported.empty()) {
    Stats.Stop = Termination::Unsupported;
    Stats.Detail = F.Unsupported;
    return Result;
  }

  // One warning per defect (site and kind), carrying the path of the
  // strongest rank that reached it (of equals, the first).
  std::map<DefectKey, size_t> Kept;
  std::set<std::tuple<uint32_t, uint32_t, std::string>> Evaluated;
  GlobalBindings Globals(Module);
  // The safety net counts this thread's CPU time: a busy machine, where the
  // thread waits for a core, does not reach it sooner.
  auto Deadline =
      Start + std::chrono::duration_cast<ThreadCpuClock::duration>(
                  std::chrono::duration<double>(Config.FunctionTimeout));
  RunContext Ctx{Module,     Sources, Config,  Deadline, Models,
                 AutoModels, nullptr, nullptr, &Globals, Stop};
  Ctx.Definitions = Definitions;
  Ctx.SameAnswer = SameAnswer;
  if (Fields && !Fields->empty())
    for (size_t K = 0; K < F.Instrs.size(); ++K) {
      const Instr &I = F.Instrs[K];
      if (I.Op != Opcode::Load || !I.Extra || I.IsPointer)
        continue;
      auto It = Fields->find(F.Names[I.Extra]);
      if (It == Fields->end())
        continue;
      Ctx.LoadRanges.resize(F.Instrs.size(), nullptr);
      Ctx.LoadRanges[K] = &It->second;
    }
  Ctx.OwnNulls = ownNullVariables(F);
  Ctx.WriteOnly = writeOnlyVariables(F);
  Ctx.Kept = [&](const DefectKey &Key) -> const Warning * {
    auto It = Kept.find(Key);
    return It == Kept.end() ? nullptr : &Result.Warnings[It->second];
  };
  Ctx.Report = [&](Warning W, const DefectKey &Key) {
    // Engine-test results differ per path: keep each distinct answer.
    if (W.Kind == WarningKind::DebugEval) {
      if (Evaluated.insert({W.Loc.Line, W.Loc.Col, W.Message}).second)
        Result.Warnings.push_back(std::move(W));
      return;
    }
    auto [It, New] = Kept.try_emplace(Key, Result.Warnings.size());
    if (New)
      Result.Warnings.push_back(std::move(W));
    else
      Result.Warnings[It->second] = std::move(W);
  };

  ChoiceTree Tree;
  // PATHSIM_TRACE=1 prints how each path ended (a developer's aid).
  static const bool Trace = std::getenv("PATHSIM_TRACE") != nullptr;
  if (Trace)
    fprintf(stderr, "pathsim-trace: begin %s\n", F.Name.c_str());
  // Infeasible paths end early and cost little, but must not loop forever.
  uint32_t Attempts = 0, MaxAttempts = Config.MaxPaths * 4 + 16;
  Stats.Stop = Termination::PathLimit;
  // A path cut by the budget or the clock is not simulated to its end: the
  // tree takes it as done (so it is not tried again), but the function's
  // paths are then not all covered.
  bool Cut = false;
  // The work of every path so far, in steps (instructions and model
  // operations): the budget that ends the exploration the same way on any
  // machine, however busy. The clock is only a safety net.
  uint64_t Work = 0;
  // A path that ended the program after the loop bound kept it from a
  // direction (a loop that fails on a bad element, left by its failure).
  bool EndedWhenBounded = false;
  // The `catch` blocks' landing pads, and whether a path reached each.
  std::vector<uint32_t> Handlers;
  for (uint32_t B = 0; B < F.Blocks.size(); ++B)
    if (F.Blocks[B].Count &&
        F.Instrs[F.Blocks[B].First].Op == Opcode::LandingPad &&
        F.Instrs[F.Blocks[B].First].NumOperands > 0)
      Handlers.push_back(B);
  std::vector<bool> HandlerReached(Handlers.size(), false);
  std::vector<Value> Registers;
  std::vector<uint32_t> Visits;
  while (!Tree.complete()) {
    if (Stats.Paths >= Config.MaxPaths || Attempts >= MaxAttempts) {
      Stats.Stop = Termination::PathLimit;
      break;
    }
    if (Work >= Config.WorkBudget) {
      Stats.Stop = Termination::WorkBudget;
      break;
    }
    if (Ctx.outOfTime()) {
      Stats.Stop = Termination::Timeout;
      break;
    }
    ++Attempts;
    Tree.beginPath();
    PathRunner Runner(Ctx, F, Tree);
    // The register file and the block counts are as large as the function:
    // each path reuses the last one's (initialize() resets them).
    Runner.state().Regs = std::move(Registers);
    Runner.state().BlockVisits = std::move(Visits);
    PathEnd End = Runner.run();
    Tree.endPath();
    Work += Runner.state().Executed;
    if (Trace)
      fprintf(
          stderr,
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
    switch (End) {
    case PathEnd::Returned:
      ++Stats.Paths;
      Runner.checkEndOfPath();
      Result.Outcomes.push_back(buildOutcome(Runner));
      break;
    case PathEnd::NoReturn:
      // exit, abort, longjmp: callers' paths end there too; an exception:
      // they go on in their handlers, or leave by it too.
      ++Stats.Paths;
      EndedWhenBounded |= Runner.bounded();
      Result.Outcomes.push_back(buildOutcome(Runner, /*Returned=*/false));
      break;
    case PathEnd::Defect:
      ++Stats.Paths;
      // A defect ends the path: when it is new, or ends a path that went
      // on past another one and made its value after that, the next path
      // makes the other choice that gave its value (a callee's other
      // case), so the code after it is explored even when the paths are
      // sampled (docs/analysis.md, "One defect, one warning").
      if (uint32_t C = Runner.state().DefectChoice;
          C && (Runner.state().DefectNew || Tree.afterRevisit(C - 1)))
        Tree.revisit(C - 1);
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
    Registers = std::move(Runner.state().Regs);
    Visits = std::move(Runner.state().BlockVisits);
    if (End == PathEnd::Timeout)
      break;
  }
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
  Stats.Seconds =
      std::chrono::duration<double>(ThreadCpuClock::now() - Start).count();
  Stats.Warnings = static_cast<uint32_t>(Result.Warnings.size());
  if (Trace)
    fprintf(stderr,
            "pathsim-trace: end %s: %u paths, %llu steps, %s, %.3f s cpu\n",
            F.Name.c_str(), Attempts, static_cast<unsigned long long>(Work),
            std::string(terminationId(Stats.Stop)).c_str(), Stats.Seconds);
  return Result;
}

} // namespace pathsim
