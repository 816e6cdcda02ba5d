//===- tests/automodel/SimulationPlanTest.cpp - tasks and their order -----===//
//
// The plan of a small program: what each task waits for, so that on any
// number of threads a function sees the models it sees on one; and the
// scheduler keeps to the plan.
//
#include "automodel/SimulationPlan.h"
#include "automodel/CallGraph.h"
#include "automodel/ScheduleFigures.h"
#include "automodel/Scheduler.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <mutex>
#include <thread>

namespace pathsim {
namespace {

/// A program of one unit whose functions call the named functions.
Program
program(const std::vector<std::pair<std::string, std::vector<std::string>>>
            &Calls) {
  auto Unit = std::make_unique<ProgramUnit>();
  Unit->MainFile = "/src/a.c";
  for (const auto &[Name, Callees] : Calls) {
    FunctionCode F;
    F.Name = F.LinkageName = Name;
    for (const std::string &Callee : Callees) {
      Operand Op;
      Op.K = Operand::Kind::Function;
      Op.Index = static_cast<uint32_t>(Unit->Module.FunctionNames.size());
      Unit->Module.FunctionNames.push_back(Callee);
      F.Operands.push_back(Op);
    }
    Unit->Module.Functions.push_back(std::move(F));
  }
  Program P;
  P.addUnit(std::move(Unit));
  return P;
}

using Kind = SimulationTask::Kind;

/// The task simulating function Node in Round.
uint32_t taskOf(const SimulationPlan &Plan, uint32_t Node, uint32_t Round) {
  const auto &Tasks = Plan.tasks();
  for (uint32_t T = 0; T < Tasks.size(); ++T)
    if (Tasks[T].K != Kind::Lookup && Tasks[T].Node == Node &&
        Tasks[T].Round == Round)
      return T;
  ADD_FAILURE() << "no task for function " << Node << " round " << Round;
  return 0;
}

bool waitsFor(const SimulationPlan &Plan, uint32_t Task, uint32_t Other) {
  const auto &W = Plan.waits()[Task];
  return std::find(W.begin(), W.end(), Other) != W.end();
}

// leaf; a <-> b <-> c (a also calls itself and leaf); top calls b.
// Positions: leaf 0, a 1, b 2, c 3, top 4.
Program recursiveProgram() {
  return program({{"leaf", {}},
                  {"a", {"a", "b", "leaf"}},
                  {"b", {"c"}},
                  {"c", {"a", "b"}},
                  {"top", {"b"}}});
}

TEST(SimulationPlan, RoundsOfARecursiveComponentWaitAsTheOneThreadOrderReads) {
  Program P = recursiveProgram();
  CallGraph G(P);
  SimulationPlan Plan(G, 2);
  // leaf: one task; {a, b, c}: a lookup, then 2 rounds of 3; top: one task.
  ASSERT_EQ(Plan.tasks().size(), 1u + 1u + 6u + 1u);
  uint32_t Leaf = taskOf(Plan, 0, 0);
  EXPECT_EQ(Plan.tasks()[Leaf].K, Kind::Function);
  EXPECT_TRUE(Plan.waits()[Leaf].empty());
  uint32_t A0 = taskOf(Plan, 1, 0), B0 = taskOf(Plan, 2, 0),
           C0 = taskOf(Plan, 3, 0);
  uint32_t A1 = taskOf(Plan, 1, 1), B1 = taskOf(Plan, 2, 1),
           C1 = taskOf(Plan, 3, 1);
  uint32_t Lookup = A0 - 1;
  EXPECT_EQ(Plan.tasks()[Lookup].K, Kind::Lookup);
  EXPECT_EQ(Plan.waits()[Lookup], std::vector<uint32_t>{Leaf});

  // Round 0: a reads no model of its component (b and a itself come after
  // it or are it); c reads b's and a's of round 0.
  EXPECT_EQ(Plan.waits()[A0], std::vector<uint32_t>{Lookup});
  EXPECT_EQ(Plan.waits()[B0], std::vector<uint32_t>{Lookup});
  EXPECT_TRUE(waitsFor(Plan, C0, A0) && waitsFor(Plan, C0, B0));
  // Round 1: a reads its own and b's models of round 0; b reads c's of
  // round 0; c reads a's and b's of round 1.
  EXPECT_TRUE(waitsFor(Plan, A1, A0) && waitsFor(Plan, A1, B0));
  EXPECT_FALSE(waitsFor(Plan, A1, B1));
  EXPECT_TRUE(waitsFor(Plan, B1, C0) && !waitsFor(Plan, B1, C1));
  EXPECT_TRUE(waitsFor(Plan, C1, A1) && waitsFor(Plan, C1, B1));
  // a and b of round 0 are independent: they may run at once.
  EXPECT_FALSE(waitsFor(Plan, B0, A0));

  // top reads b's last model only.
  uint32_t Top = taskOf(Plan, 4, 0);
  EXPECT_EQ(Plan.waits()[Top], std::vector<uint32_t>{B1});
  EXPECT_EQ(Plan.rounds(G.componentOf(2)), 2u);
  EXPECT_EQ(Plan.rounds(G.componentOf(4)), 1u);
}

TEST(SimulationPlan, EveryTaskWaitsOnlyForEarlierOnes) {
  Program P = recursiveProgram();
  CallGraph G(P);
  SimulationPlan Plan(G, 3);
  for (uint32_t T = 0; T < Plan.waits().size(); ++T)
    for (uint32_t W : Plan.waits()[T])
      EXPECT_LT(W, T);
}

TEST(Scheduler, OneThreadRunsTheTasksInOrder) {
  std::vector<std::vector<uint32_t>> Waits = {{}, {}, {0, 1}, {}, {2}};
  std::vector<uint32_t> Ran;
  runTasks(Waits, 1, [&](uint32_t T) { Ran.push_back(T); });
  EXPECT_EQ(Ran, (std::vector<uint32_t>{0, 1, 2, 3, 4}));
}

TEST(Scheduler, ATaskStartsOnlyAfterEveryTaskItWaitsFor) {
  // A wide and deep graph; slow tasks make the others overtake them when
  // they may.
  std::vector<std::vector<uint32_t>> Waits;
  for (uint32_t T = 0; T < 200; ++T) {
    std::vector<uint32_t> W;
    if (T >= 3)
      W = {T - 3};
    if (T % 7 == 0 && T >= 10)
      W.push_back(T - 10);
    std::sort(W.begin(), W.end());
    Waits.push_back(W);
  }
  std::mutex Lock;
  std::vector<bool> Finished(Waits.size(), false);
  std::atomic<int> Running{0}, MostAtOnce{0};
  std::atomic<bool> Early{false};
  runTasks(Waits, 3, [&](uint32_t T) {
    {
      std::lock_guard<std::mutex> Guard(Lock);
      for (uint32_t W : Waits[T])
        if (!Finished[W])
          Early = true;
    }
    int Now = ++Running;
    for (int M = MostAtOnce;
         Now > M && !MostAtOnce.compare_exchange_weak(M, Now);)
      ;
    if (T % 5 == 0)
      std::this_thread::sleep_for(std::chrono::milliseconds(2));
    --Running;
    std::lock_guard<std::mutex> Guard(Lock);
    Finished[T] = true;
  });
  EXPECT_FALSE(Early);
  EXPECT_TRUE(
      std::all_of(Finished.begin(), Finished.end(), [](bool F) { return F; }));
  EXPECT_GT(MostAtOnce, 1);
}

TEST(Scheduler, RunEachRunsEveryItemOnce) {
  std::vector<std::atomic<int>> Count(50);
  runEach(50, 4, [&](uint32_t I) { ++Count[I]; });
  for (auto &C : Count)
    EXPECT_EQ(C, 1);
}

// The critical path of tasks that wait for each other: the costliest chain,
// not the longest in tasks, and not the sum of the work.
TEST(CriticalPath, IsTheCostliestChainOfWaits) {
  // 0 <- 1 <- 3 and 0 <- 2 <- 3 (3 waits for both); 4 alone.
  std::vector<std::vector<uint32_t>> Waits{{}, {0}, {0}, {1, 2}, {}};
  std::vector<double> Cost{1, 5, 2, 1, 6};
  auto [Path, Length] = criticalPath(Waits, Cost);
  EXPECT_EQ(Path, (std::vector<uint32_t>{0, 1, 3}));
  EXPECT_DOUBLE_EQ(Length, 7);
  // One task alone costlier than every chain.
  Cost[4] = 8;
  auto [Alone, Cost4] = criticalPath(Waits, Cost);
  EXPECT_EQ(Alone, (std::vector<uint32_t>{4}));
  EXPECT_DOUBLE_EQ(Cost4, 8);
  ScheduleFigures F;
  F.SimulationWork = 16;
  F.CriticalPath = 8;
  F.CompileWork = 4;
  F.LongestUnit = 2;
  EXPECT_DOUBLE_EQ(F.simulationBound(), 2);
  EXPECT_DOUBLE_EQ(F.runBound(), 2);
  EXPECT_TRUE(criticalPath({}, {}).first.empty());
}

} // namespace
} // namespace pathsim
